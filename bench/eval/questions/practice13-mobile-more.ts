// Second practice set of the thirteenth round (practice13b), continued: follow-ups, what the
// mobile network cases cannot answer, lookups by case reference, the planted facts and questions
// with more than one ask.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, decline, named, share, top, value } from './truth';
import {
  cases,
  eur,
  eurTotal,
  mean,
  over,
  own,
  ranked,
  timeToResolve,
} from './practice13-mobile-truth';

const dataset = 'mobile' as const;

export const practice13MobileMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p13b-turn-dresden',
    dataset,
    category: 'follow-up',
    previous: ['How many cases are from Köln?'],
    question: 'And Dresden?',
    truth: ({ db }) => answer([count('Dresden', cases(db, `region = 'Dresden'`))]),
  },
  {
    id: 'p13b-turn-drops-apple',
    dataset,
    category: 'follow-up',
    previous: ['How many Dropped calls cases were there?'],
    question: 'Of those, how many were on Apple handsets?',
    truth: ({ db }) =>
      answer([count('Apple drops', cases(db, `issue = 'Dropped calls' AND make = 'Apple'`))]),
  },
  {
    id: 'p13b-turn-roaming-hours',
    dataset,
    category: 'follow-up',
    previous: ['What is the average resolution time in hours for Billing cases?'],
    question: 'How about Roaming?',
    truth: ({ db }) => answer([timeToResolve(db, 'Roaming hours', `issue = 'Roaming'`)]),
  },
  {
    id: 'p13b-turn-slow-signal',
    dataset,
    category: 'follow-up',
    previous: ['Which region has the most Slow data cases?'],
    question: 'What is the average signal on those cases in that region?',
    truth: ({ db }) => {
      const region = ranked(db, 'region', 'count(*)', `issue = 'Slow data'`).keys[0]!;
      return answer([
        mean(
          'signal',
          over(db, 'avg', 'signal', `issue = 'Slow data' AND region = ?`, region),
          0.51,
        ),
      ]);
    },
  },
  {
    id: 'p13b-turn-hotline-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many cases came through the app in 2025?'],
    question: 'Switch that to the hotline.',
    truth: ({ db }) =>
      answer([
        count('hotline 2025', cases(db, `channel = 'Hotline' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p13b-turn-site-fixed-hamburg',
    dataset,
    category: 'follow-up',
    previous: ['How many cases were Resolved - site fixed?'],
    question: 'Only the ones in Hamburg?',
    truth: ({ db }) =>
      answer([
        count(
          'Hamburg site fixed',
          cases(db, `status = 'Resolved - site fixed' AND region = 'Hamburg'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p13b-no-engineer',
    dataset,
    category: 'unanswerable',
    question: 'Which field engineer closed the most cases?',
    truth: () => decline('the cases name no engineers'),
  },
  {
    id: 'p13b-no-speed',
    dataset,
    category: 'unanswerable',
    question: 'What was the average download speed in Mbps on Slow data cases?',
    truth: () => decline('the cases record no speeds'),
  },
  {
    id: 'p13b-no-2024-jan',
    dataset,
    category: 'unanswerable',
    question: 'How many cases were reported in January 2024?',
    truth: () => decline('the cases start in November 2024'),
  },
  {
    id: 'p13b-no-dec-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many No signal cases came in during December 2025?',
    truth: () => decline('the cases end on 31 October 2025'),
  },
  {
    id: 'p13b-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What is the status of case SR-FFFFFF?',
    truth: ({ db }) => {
      if (cases(db, `ref = 'SR-FFFFFF'`) !== 0) throw new Error('SR-FFFFFF exists');
      return decline('there is no case SR-FFFFFF');
    },
  },
  {
    id: 'p13b-no-address',
    dataset,
    category: 'unanswerable',
    question: "What is customer K5158765's home address?",
    truth: () => decline('the cases keep no addresses'),
  },
  {
    id: 'p13b-no-churn',
    dataset,
    category: 'unanswerable',
    question: 'How many customers cancelled their contract after raising a case?',
    truth: () => decline('the cases record no cancellations'),
  },
  {
    id: 'p13b-no-bill',
    dataset,
    category: 'unanswerable',
    question: 'What is the average monthly bill of customers with Billing cases?',
    truth: () => decline('the cases record no bill amounts'),
  },
  {
    id: 'p13b-no-age',
    dataset,
    category: 'unanswerable',
    question: 'Are older customers more likely to report Handset problems?',
    truth: () => decline('the cases record no ages'),
  },
  // Lookup.
  {
    id: 'p13b-lookup-issue-plan',
    dataset,
    category: 'lookup',
    question: 'What issue did case SR-1BE48B report, and which plan is the customer on?',
    truth: ({ db }) =>
      answer([], [own(db, 'issue', 'issue', 'SR-1BE48B'), own(db, 'plan', 'plan', 'SR-1BE48B')]),
  },
  {
    id: 'p13b-lookup-site-status',
    dataset,
    category: 'lookup',
    question: 'Case SR-1C4D63: which site was it on, and what is its status?',
    truth: ({ db }) =>
      answer([], [own(db, 'site', 'site', 'SR-1C4D63'), own(db, 'status', 'status', 'SR-1C4D63')]),
  },
  {
    id: 'p13b-lookup-make-signal',
    dataset,
    category: 'lookup',
    question: 'Which handset make and what signal reading are recorded on SR-1D2582?',
    truth: ({ db }) =>
      answer(
        [
          {
            label: 'signal',
            value: over(db, 'max', 'signal', `ref = 'SR-1D2582'`),
            tolerance: 0,
          },
        ],
        [own(db, 'make', 'make', 'SR-1D2582')],
      ),
  },
  {
    id: 'p13b-lookup-channel-region',
    dataset,
    category: 'lookup',
    question: 'How did the customer on SR-1BF1A6 get in touch, and in which region are they?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'channel', 'channel', 'SR-1BF1A6'), own(db, 'region', 'region', 'SR-1BF1A6')],
      ),
  },
  {
    id: 'p13b-lookup-credit',
    dataset,
    category: 'lookup',
    question: 'How much credit did we give on case SR-1A2C33?',
    truth: ({ db }) =>
      answer([eur('credit', over(db, 'max', 'credit', `ref = 'SR-1A2C33'`), 0.01)]),
  },
  // Planted facts.
  {
    id: 'p13b-fact-outage',
    dataset,
    category: 'planted fact',
    question: 'How many No signal cases came from site HH-017 between 14 and 18 July 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'HH-017 no signal',
          cases(
            db,
            `site = 'HH-017' AND issue = 'No signal' AND day BETWEEN '2025-07-14' AND '2025-07-18'`,
          ),
        ),
      ]),
  },
  {
    id: 'p13b-fact-outage-month',
    dataset,
    category: 'planted fact',
    question: 'Which month saw the most No signal cases in Hamburg?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `issue = 'No signal' AND region = 'Hamburg'`,
      );
      return answer(
        [also(count('n', months.values[0]!))],
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
    id: 'p13b-fact-5g-first',
    dataset,
    category: 'planted fact',
    question: 'When was the first Slow data - 5G case reported in München?',
    truth: ({ db }) => {
      const first = String(
        db
          .prepare(
            `SELECT min(day) FROM cases WHERE region = 'München' AND issue = 'Slow data - 5G'`,
          )
          .pluck()
          .get(),
      );
      return answer([], [named('first day', ...daySpellings(first))]);
    },
  },
  {
    id: 'p13b-fact-roaming-august',
    dataset,
    category: 'planted fact',
    question: 'How many Roaming cases were reported in August 2025, and how many in July 2025?',
    truth: ({ db }) =>
      answer([
        also(count('August', cases(db, `issue = 'Roaming' AND substr(day, 1, 7) = '2025-08'`))),
        also(count('July', cases(db, `issue = 'Roaming' AND substr(day, 1, 7) = '2025-07'`))),
      ]),
  },
  {
    id: 'p13b-fact-business-hours',
    dataset,
    category: 'planted fact',
    question: 'On average, how many hours does a Business plan case take to resolve?',
    truth: ({ db }) => answer([timeToResolve(db, 'Business hours', `plan = 'Business'`)]),
  },
  // Multi-part.
  {
    id: 'p13b-multi-credit-over-20',
    dataset,
    category: 'multi-part',
    question: 'Among the credits over €20, how many were given and what was their combined value?',
    truth: ({ db }) =>
      answer([
        also(count('over €20', cases(db, 'credit > 20'))),
        also(eur('total over €20', over(db, 'sum', 'credit', 'credit > 20'))),
      ]),
  },
  {
    id: 'p13b-multi-roaming-not-prepaid',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out prepaid customers, how many Roaming cases are there and what is their average credit?',
    truth: ({ db }) => {
      const where = `issue = 'Roaming' AND plan <> 'Prepaid'`;
      return answer([
        also(count('roaming not prepaid', cases(db, where))),
        also(eur('average credit', over(db, 'avg', 'credit', where), 0.051)),
      ]);
    },
  },
  {
    id: 'p13b-multi-unresolved-region',
    dataset,
    category: 'multi-part',
    question: 'How many cases are not resolved yet, and which region has the most of them?',
    truth: ({ db }) => {
      const where = 'resolved IS NULL';
      return answer(
        [also(count('unresolved', cases(db, where)))],
        [top('region', ranked(db, 'region', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p13b-multi-distinct',
    dataset,
    category: 'multi-part',
    question:
      'How many different customers and how many different handset makes appear in the data?',
    truth: ({ db }) =>
      answer([
        also(count('customers', value(db, 'SELECT count(DISTINCT customer) FROM cases'))),
        also(count('makes', value(db, 'SELECT count(DISTINCT make) FROM cases'))),
      ]),
  },
  {
    id: 'p13b-multi-weakest-signal',
    dataset,
    category: 'multi-part',
    question: 'What was the weakest signal ever recorded, and at which site?',
    truth: ({ db }) => {
      const weakest = over(db, 'min', 'signal', 'signal IS NOT NULL');
      const sites = db
        .prepare('SELECT DISTINCT site FROM cases WHERE signal = ?')
        .pluck()
        .all(weakest) as string[];
      if (sites.length !== 1) throw new Error('the weakest signal is at more than one site');
      return answer(
        [{ label: 'weakest', value: weakest, tolerance: 0 }],
        [named('site', sites[0]!)],
      );
    },
  },
  {
    id: 'p13b-multi-longest',
    dataset,
    category: 'multi-part',
    question: 'What is the longest any case took to resolve, in hours, and what issue was that?',
    truth: ({ db }) => {
      const longest = over(db, 'max', 'hours', 'resolved IS NOT NULL');
      const issues = db
        .prepare('SELECT DISTINCT issue FROM cases WHERE hours = ?')
        .pluck()
        .all(longest) as string[];
      if (issues.length !== 1) throw new Error('the longest resolution has more than one issue');
      return answer(
        [{ label: 'longest', value: longest, tolerance: 0.1 }],
        [named('issue', issues[0]!)],
      );
    },
  },
  {
    id: 'p13b-multi-drops-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Dropped calls cases were reported before 1 May 2025, how many on or after it, and what share of all Dropped calls cases got a credit?',
    truth: ({ db }) =>
      answer([
        also(count('before', cases(db, `issue = 'Dropped calls' AND day < '2025-05-01'`))),
        also(count('after', cases(db, `issue = 'Dropped calls' AND day >= '2025-05-01'`))),
        also(share('credited', over(db, 'avg', 'credit IS NOT NULL', `issue = 'Dropped calls'`))),
      ]),
  },
  {
    id: 'p13b-multi-sim-only',
    dataset,
    category: 'multi-part',
    question:
      'For SIM only customers, how many cases were there, how much credit was given in total, and what was the average star rating?',
    truth: ({ db }) =>
      answer([
        also(count('SIM only', cases(db, `plan = 'SIM only'`))),
        also(
          eurTotal('credit', over(db, 'sum', 'credit', `plan = 'SIM only' AND credit IS NOT NULL`)),
        ),
        also(mean('stars', over(db, 'avg', 'stars', `plan = 'SIM only' AND stars IS NOT NULL`))),
      ]),
  },
];
