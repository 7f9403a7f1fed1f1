// Ninth held-out round over the generated billing disputes, continued: casual wording, follow-ups,
// questions the data cannot answer, lookups by dispute reference, the planted facts in an
// analyst's words and questions with two asks.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, decline, named, picked, share, top } from './truth';
import { disputes, gbp, mean, over, ranked } from './unseen8-truth';

const dataset = 'energy' as const;

interface Dispute {
  readonly tariff: string;
  readonly region: string;
  readonly owner: string;
  readonly reason: string;
  readonly amount: number;
}

/** One dispute's row by its reference. */
function dispute(db: Store, ref: string): Dispute {
  const row = db
    .prepare('SELECT tariff, region, owner, reason, amount FROM disputes WHERE ref = ?')
    .get(ref) as Dispute | undefined;
  if (!row) throw new Error(`No dispute ${ref}`);
  return row;
}

export const unseen8EnergyMore: EvalCase[] = [
  {
    id: 'u8-casual-dd',
    dataset,
    category: 'casual',
    question: 'how many ppl moaning abt their direct debit going up',
    truth: ({ db }) =>
      answer([count('direct debit', disputes(db, `reason = 'Direct debit increase'`))]),
  },
  {
    id: 'u8-casual-ev',
    dataset,
    category: 'casual',
    question: 'ev night saver disputes, hw many??',
    truth: ({ db }) => answer([count('EV Night Saver', disputes(db, `tariff = 'EV Night Saver'`))]),
  },
  {
    id: 'u8-casual-avg-credit',
    dataset,
    category: 'casual',
    question: 'whats the avg credit we hand back per dispute',
    truth: ({ db }) =>
      answer([mean('credit', over(db, 'avg', 'credit', 'credit IS NOT NULL'), 0.51)]),
  },
  {
    id: 'u8-casual-slow-area',
    dataset,
    category: 'casual',
    question: 'which region is slowest at sorting disputes out (avg hrs)',
    truth: ({ db }) =>
      picked('region', ranked(db, 'region', 'avg(hours)'), (v) => mean('hours', v)),
  },
  {
    id: 'u8-casual-open',
    dataset,
    category: 'casual',
    question: 'how many r marked Open rn',
    truth: ({ db }) => answer([count('open', disputes(db, `outcome = 'Open'`))]),
  },
  {
    id: 'u8-turn-prepay-meter',
    dataset,
    category: 'follow-up',
    previous: ['How many disputes are from Prepay Smart customers?'],
    question: 'How many of those were about the smart meter not reading?',
    truth: ({ db }) =>
      answer([
        count(
          'prepay smart meter',
          disputes(db, `tariff = 'Prepay Smart' AND reason = 'Smart meter not reading'`),
        ),
      ]),
  },
  {
    id: 'u8-turn-london-june',
    dataset,
    category: 'follow-up',
    previous: ['How many disputes did London have in May 2025?'],
    question: 'what about June',
    truth: ({ db }) =>
      answer([
        count('London June', disputes(db, `region = 'London' AND substr(day, 1, 7) = '2025-06'`)),
      ]),
  },
  {
    id: 'u8-turn-owner-credit',
    dataset,
    category: 'follow-up',
    previous: ['Which case owner handled the most disputes?'],
    question: 'How much credit did that owner apply in total?',
    truth: ({ db }) => {
      const owner = ranked(db, 'owner', 'count(*)').keys[0]!;
      return answer([gbp('credit', over(db, 'sum', 'credit', 'owner = ?', owner))]);
    },
  },
  {
    id: 'u8-turn-gas-upheld',
    dataset,
    category: 'follow-up',
    previous: ['How many gas disputes were there?'],
    question: 'How many of them were only upheld in part?',
    truth: ({ db }) =>
      answer([
        count('gas upheld in part', disputes(db, `fuel = 'Gas' AND outcome = 'Upheld in part'`)),
      ]),
  },
  {
    id: 'u8-no-unit-rate',
    dataset,
    category: 'unanswerable',
    question: 'What unit rate in pence per kWh is each tariff charging?',
    truth: () => decline('the data has no tariff prices'),
  },
  {
    id: 'u8-no-march-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many disputes were opened in March 2024?',
    truth: () => decline('the data starts in December 2024'),
  },
  {
    id: 'u8-no-ref',
    dataset,
    category: 'unanswerable',
    question: 'What was the outcome of dispute BDX-9Q9Q9Q?',
    truth: () => decline('there is no dispute BDX-9Q9Q9Q'),
  },
  {
    id: 'u8-no-scotland',
    dataset,
    category: 'unanswerable',
    question: 'How many disputes came from Scotland?',
    truth: () => decline('the data has no Scotland region'),
  },
  {
    id: 'u8-no-age',
    dataset,
    category: 'unanswerable',
    question: 'Which age band of customer disputes their bill the most?',
    truth: () => decline('the data has no customer ages'),
  },
  {
    id: 'u8-no-installs',
    dataset,
    category: 'unanswerable',
    question: 'How many smart meters did we install this year?',
    truth: () => decline('the data has no meter installations'),
  },
  {
    id: 'u8-no-dec-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many disputes were opened in December 2025?',
    truth: () => decline('the data ends on 28 November 2025'),
  },
  {
    id: 'u8-no-engineer',
    dataset,
    category: 'unanswerable',
    question: 'Which field engineer visited the most homes?',
    truth: () => decline('the data has no engineers or visits'),
  },
  {
    id: 'u8-lookup-tariff-region',
    dataset,
    category: 'lookup',
    question: 'What tariff and region is dispute BDX-0A1LF9 on?',
    truth: ({ db }) => {
      const row = dispute(db, 'BDX-0A1LF9');
      return answer([], [named('tariff', row.tariff), named('region', row.region)]);
    },
  },
  {
    id: 'u8-lookup-owner-reason',
    dataset,
    category: 'lookup',
    question: 'Who owns dispute BDX-0H4D1K, and what was it about?',
    truth: ({ db }) => {
      const row = dispute(db, 'BDX-0H4D1K');
      return answer([], [named('owner', row.owner), named('reason', row.reason)]);
    },
  },
  {
    id: 'u8-lookup-amount',
    dataset,
    category: 'lookup',
    question: 'How much money was in dispute on BDX-06MVNC?',
    truth: ({ db }) =>
      answer([{ label: 'amount', value: dispute(db, 'BDX-06MVNC').amount, tolerance: 0.01 }]),
  },
  {
    id: 'u8-fact-migration-day',
    dataset,
    category: 'planted fact',
    question: 'Was there one day when duplicate charge disputes went through the roof? Which day?',
    truth: ({ db }) => {
      const days = ranked(db, 'day', 'count(*)', `reason = 'Duplicate charge'`);
      return answer([], [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }]);
    },
  },
  {
    id: 'u8-fact-dd-july',
    dataset,
    category: 'planted fact',
    question: 'Direct debit increase disputes: how many in June 2025, and how many in July 2025?',
    truth: ({ db }) => {
      const where = `reason = 'Direct debit increase' AND substr(day, 1, 7) = ?`;
      return answer([
        also(count('June', disputes(db, where, '2025-06'))),
        also(count('July', disputes(db, where, '2025-07'))),
      ]);
    },
  },
  {
    id: 'u8-fact-north-wales-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did North Wales take the longest to resolve disputes, on average?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'avg(hours)', `region = 'North Wales'`);
      return answer(
        [],
        [
          {
            label: 'month',
            anyOf: monthSpellings(months.keys[0]!),
            rivals: months.keys.slice(1).flatMap((month) => monthSpellings(month).slice(0, 3)),
          },
        ],
      );
    },
  },
  {
    id: 'u8-fact-prepay',
    dataset,
    category: 'planted fact',
    question: "Which tariff has the highest share of 'smart meter not reading' disputes?",
    truth: ({ db }) =>
      picked('tariff', ranked(db, 'tariff', `avg(reason = 'Smart meter not reading')`), (v) =>
        share('share', v),
      ),
  },
  {
    id: 'u8-fact-ombudsman',
    dataset,
    category: 'planted fact',
    question:
      'Are Ombudsman referrals upheld in full more often than disputes raised by phone? Give the rate for both.',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'ombudsman',
            over(db, 'avg', `outcome = 'Upheld'`, `channel = 'Ombudsman referral'`),
          ),
        ),
        also(share('phone', over(db, 'avg', `outcome = 'Upheld'`, `channel = 'Phone'`))),
      ]),
  },
  {
    id: 'u8-multi-meter-fault',
    dataset,
    category: 'multi-part',
    question:
      'How many meter fault disputes were there, and what was their average time to resolve in hours?',
    truth: ({ db }) =>
      answer([
        count('meter fault', disputes(db, `reason = 'Meter fault'`)),
        also(mean('hours', over(db, 'avg', 'hours', `reason = 'Meter fault'`))),
      ]),
  },
  {
    id: 'u8-multi-london-owner',
    dataset,
    category: 'multi-part',
    question: 'How many disputes did London log, and which case owner handled most of them?',
    truth: ({ db }) =>
      answer(
        [count('London', disputes(db, `region = 'London'`))],
        [top('owner', ranked(db, 'owner', 'count(*)', `region = 'London'`).keys)],
      ),
  },
  {
    id: 'u8-multi-backbilling',
    dataset,
    category: 'multi-part',
    question:
      "What's the total amount disputed over back-billing, and what share of those disputes were escalated?",
    truth: ({ db }) =>
      answer([
        gbp('amount', over(db, 'sum', 'amount', `reason = 'Back-billing'`)),
        also(share('escalated', over(db, 'avg', 'escalated', `reason = 'Back-billing'`))),
      ]),
  },
  {
    id: 'u8-multi-dual-fuel',
    dataset,
    category: 'multi-part',
    question: 'Dual fuel customers: how many disputes, and what average CSAT?',
    truth: ({ db }) =>
      answer([
        count('dual fuel', disputes(db, `fuel = 'Dual Fuel'`)),
        also(mean('CSAT', over(db, 'avg', 'csat', `fuel = 'Dual Fuel'`), 0.006)),
      ]),
  },
];
