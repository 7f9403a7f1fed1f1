import { describe } from 'node:test';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A value said left out ("leaving out Bristol", "ignoring Studio jobs", "not counting Storm
 * claims", "setting aside", "barring", "omitting") is every value but it, in every ask — never a
 * filter to it — over moving jobs, insurance claims, leak reports, gym queries and rail refunds.
 */
describe('a value left out: every record but its', () => {
  expectEach(plansOf, [
    [
      REMOVALS_DICTIONARY,
      'Leaving out Bristol, how many Damaged jobs were there?',
      ['m=count f=!depot=Bristol,outcome=Damaged'],
    ],
    [
      REMOVALS_DICTIONARY,
      'Ignoring Studio jobs, what was the average quote?',
      ['m=average:quote_gbp f=!job_size=Studio'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'Not counting Storm claims, how many claims were Declined?',
      ['m=count f=!peril=Storm,claim_status=Declined'],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'Leaving out Harrogate, how many Burst main leaks were logged, and what was their average repair cost?',
      [
        'm=count f=!Svc Area=Harrogate,Leak Kind=Burst main',
        'm=average:repair cost (GBP) f=!Svc Area=Harrogate,Leak Kind=Burst main',
      ],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'Setting aside Harrogate, how many Escalated queries were there?',
      ['m=count f=!club=Harrogate,status=Escalated'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'Barring Delay claims, how many claims were refunded?',
      ['m=count f=!claim_type=Delay,outcome=Refund'],
    ],
  ]);
});
