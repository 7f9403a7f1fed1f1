import { describe } from 'node:test';
import { plansOf, expectEach } from './plans-forms-support';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * "Set the refund share of North Hall beside that of South Hall": "beside" (and "set alongside")
 * sets two sides against each other, as "against" does (casual-words.json idioms), so each side's
 * figure is computed, not one figure of both halls together.
 */
describe('"X beside Y": the two sides compared', () => {
  expectEach(plansOf, [
    [
      VENUE_TICKETS_DICTIONARY,
      'Set the refund share of North Hall beside that of South Hall.',
      ['m=share[issue kind=Refund] c=Venue Hall:North Hall|South Hall'],
    ],
  ]);
});
