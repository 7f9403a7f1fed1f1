import { describe } from 'node:test';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * A later ask of a multi-part question is over the first ask's records, though it says again the
 * word of the value the first ask filtered on as the name of its own measure ("How many Delay
 * claims …, and what was their mean delay?": the mean delay of the Delay claims, not of every
 * claim), over a train operator's refund claims whose claim types and outcomes share their names
 * with number fields, and over moving jobs, home insurance claims, gym queries and leak reports;
 * "give me the average …" and "what is the typical …" start an ask of their own, and a limit
 * said "went over" is the data's one yes/no field for a breach.
 */
const RAIL = RAIL_REFUNDS_DICTIONARY;
const MOVES = REMOVALS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const SHOP = FIXTURE_DICTIONARY;

describe('a later ask keeps the first ask’s records, its measure’s word a value too', () => {
  expectEach(plansOf, [
    [
      RAIL,
      'How many claims are for the Delay type, and what is their average delay in minutes?',
      ['m=count f=claim_type=Delay', 'm=average:delay_min f=claim_type=Delay'],
    ],
    [
      RAIL,
      'How many Delay claims came in, and what was their mean delay?',
      ['m=count f=claim_type=Delay', 'm=average:delay_min f=claim_type=Delay'],
    ],
    [
      RAIL,
      'Count the Delay claims and give me the average delay for them.',
      ['m=count f=claim_type=Delay', 'm=average:delay_min f=claim_type=Delay'],
    ],
    [
      RAIL,
      'How many Refund claims were there, and what was the average refund amount?',
      ['m=count f=outcome=Refund', 'm=average:refund_gbp f=outcome=Refund'],
    ],
    [
      RAIL,
      'How many claims were Delay - strike, and what was their average delay?',
      ['m=count f=claim_type=Delay - strike', 'm=average:delay_min f=claim_type=Delay - strike'],
    ],
    [
      RAIL,
      'How many Overcharge claims were refunded, and what was the average refund for those?',
      [
        'm=count f=claim_type=Overcharge,outcome=Refund',
        'm=average:refund_gbp f=claim_type=Overcharge,outcome=Refund',
      ],
    ],
    [
      MOVES,
      'How many Damaged jobs were there, and what was their average compensation?',
      ['m=count f=outcome=Damaged', 'm=average:compensation_gbp f=outcome=Damaged'],
    ],
    [
      MOVES,
      'How many jobs over 100 miles were there, and what was their average quote?',
      ['m=count f=milesgt100', 'm=average:quote_gbp f=milesgt100'],
    ],
    [
      CLAIMS,
      'How many Theft claims were lodged by Phone, and what was the average days to settle for those?',
      [
        'm=count f=lodged_via=Phone,peril=Theft',
        'm=average:days_to_settle f=lodged_via=Phone,peril=Theft',
      ],
    ],
    [
      CLAIMS,
      'Count the Declined claims, and tell me what fraction of them came through a Broker.',
      ['m=count f=claim_status=Declined', 'm=share[lodged_via=Broker] f=claim_status=Declined'],
    ],
    [
      GYM,
      'How many Escalated queries were there at Harrogate, and what share of them came by Phone?',
      [
        'm=count f=club=Harrogate,status=Escalated',
        'm=share[channel=Phone] f=club=Harrogate,status=Escalated',
      ],
    ],
    [
      LEAKS,
      'How many Harrogate reports are still Open, and what is the typical customer rating for them?',
      [
        'm=count f=Outcome=Open,Svc Area=Harrogate',
        'm=median:cust rating f=Outcome=Open,Svc Area=Harrogate',
      ],
    ],
    [
      SHOP,
      'Count the fraud cases for me, and tell me what fraction of them went over the SLA.',
      ['m=count f=type=fraud', 'm=rate:slaBreached f=type=fraud'],
    ],
  ]);
});

describe('a yes/no comparison, then its figure asked for both sides: one comparison', () => {
  expectEach(plansOf, [
    [
      CLAIMS,
      'Do claims lodged by phone get paid more than those lodged online? Give me the average payout for both.',
      ['m=average:payout_gbp c=lodged_via:Phone|Online portal'],
    ],
    [
      CLAIMS,
      'Are Storm claims declined more often than Theft claims? Give the rate for both.',
      ['m=share[claim_status=Declined] c=peril:Storm|Theft'],
    ],
    [
      RAIL,
      'Do Delay claims get refunded more than Overcharge claims? Show me the average refund for each group.',
      ['m=average:refund_gbp c=claim_type:Delay|Overcharge'],
    ],
  ]);
});
