import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * Casual nouns for complaints ("moans", "gripes", "whinges", "grumbles") name the data's
 * complaint value where it has one, as "complaints" does (casual-words.json).
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  return `${planSaid(plan)}${plan.unknown.length > 0 ? ` ?${plan.unknown.join('|')}` : ''}`;
}

describe('casual nouns for complaints', () => {
  expectEach(read, [
    [
      FIXTURE_DICTIONARY,
      'gift card moans - how many??',
      'm=count f=intent=complaint,product=Gift Card',
    ],
    [
      FIXTURE_DICTIONARY,
      'how many gripes came in by phone',
      'm=count f=channel=phone,intent=complaint',
    ],
    [
      FIXTURE_DICTIONARY,
      'which product gets the most whinges?',
      'm=count f=intent=complaint g=product r=desc1',
    ],
    [
      FIXTURE_DICTIONARY,
      'number of grumbles about the loyalty app',
      'm=count f=intent=complaint,product=Loyalty App',
    ],
    [
      VENUE_TICKETS_DICTIONARY,
      'how many seat moans were there?',
      'm=count f=issue kind=Seat complaint',
    ],
    [
      VENUE_TICKETS_DICTIONARY,
      'seat gripes by hall',
      'm=count f=issue kind=Seat complaint g=Venue Hall',
    ],
  ]);
});
