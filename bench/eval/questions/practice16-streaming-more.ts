// Practice set of the sixteenth round (practice16c), continued: follow-ups, what the subscriber
// complaints cannot answer, lookups by complaint id, the planted facts and questions with more
// than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top, value } from './truth';
import {
  complaints,
  daysToSolve,
  over,
  own,
  ranked,
  usd,
  usdTotal,
} from './practice16-streaming-truth';

const dataset = 'streaming' as const;

export const practice16StreamingMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p16c-turn-florida',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came from Texas?'],
    question: 'and Florida?',
    truth: ({ db }) => answer([count('Florida', complaints(db, `region = 'Florida'`))]),
  },
  {
    id: 'p16c-turn-plan-login',
    dataset,
    category: 'follow-up',
    previous: ['Which plan has the most complaints?'],
    question: 'How many of those were login problems?',
    truth: ({ db }) => {
      const plan = ranked(db, 'plan', 'count(*)').keys[0]!;
      return answer([count('login', complaints(db, `plan = ? AND issue = 'Login'`, plan))]);
    },
  },
  {
    id: 'p16c-turn-premium-4k-credit',
    dataset,
    category: 'follow-up',
    previous: ["What's the average credit on Standard plan complaints?"],
    question: 'What about Premium 4K?',
    truth: ({ db }) =>
      answer([
        usd(
          'average credit',
          over(db, 'avg', 'credit', `credit IS NOT NULL AND plan = 'Premium 4K'`),
          0.051,
        ),
      ]),
  },
  {
    id: 'p16c-turn-phone-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in through in-app chat in 2025?'],
    question: 'Same thing for phone complaints',
    truth: ({ db }) =>
      answer([
        count('phone 2025', complaints(db, `source = 'Phone' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p16c-turn-cancel-paying',
    dataset,
    category: 'follow-up',
    previous: ['How many Cancellation complaints have there been?'],
    question: 'Only the paying subscribers, please.',
    truth: ({ db }) =>
      answer([
        count('cancellation, paying', complaints(db, `issue = 'Cancellation' AND trial = 0`)),
      ]),
  },
  {
    id: 'p16c-turn-device-share',
    dataset,
    category: 'follow-up',
    previous: ['Which device gets the most complaints?'],
    question: 'So what percentage of the total is that one?',
    truth: ({ db }) => {
      const device = ranked(db, 'device', 'count(*)').keys[0]!;
      return answer([share('share of all', over(db, 'avg', `device = '${device}'`, '1'))]);
    },
  },
  {
    id: 'p16c-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many Content removed complaints were there?', 'And in New York?'],
    question: 'Now all regions again, but just the ones on the Basic with Ads plan.',
    truth: ({ db }) =>
      answer([
        count(
          'content removed, with ads',
          complaints(db, `issue = 'Content removed' AND plan = 'Basic with Ads'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p16c-no-age',
    dataset,
    category: 'unanswerable',
    question: "What's the age breakdown of the subscribers who complain?",
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p16c-no-revenue',
    dataset,
    category: 'unanswerable',
    question: 'How much subscription revenue did we lose to cancellations?',
    truth: () => decline('the complaints record credits, not revenue'),
  },
  {
    id: 'p16c-no-show',
    dataset,
    category: 'unanswerable',
    question: "Which show's removal caused the most complaints?",
    truth: () => decline('the complaints name no shows'),
  },
  {
    id: 'p16c-no-june-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we get in June 2024?',
    truth: () => decline('the complaints start on 1 August 2024'),
  },
  {
    id: 'p16c-no-september-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many buffering complaints came in during September 2025?',
    truth: () => decline('the complaints end on 31 July 2025'),
  },
  {
    id: 'p16c-no-unknown-id',
    dataset,
    category: 'unanswerable',
    question: 'Can you pull up complaint 01JX0000ABCD?',
    truth: ({ db }) => {
      if (complaints(db, `ref = '01JX0000ABCD'`) !== 0) throw new Error('01JX0000ABCD exists');
      return decline('there is no complaint 01JX0000ABCD');
    },
  },
  {
    id: 'p16c-no-email',
    dataset,
    category: 'unanswerable',
    question: "What's the email address on account u/002656?",
    truth: () => decline('the complaints keep no contact details'),
  },
  {
    id: 'p16c-no-isp',
    dataset,
    category: 'unanswerable',
    question: 'Which internet provider do the people complaining about buffering use?',
    truth: () => decline('the complaints record no internet providers'),
  },
  {
    id: 'p16c-no-churn',
    dataset,
    category: 'unanswerable',
    question: 'How many subscribers churned within a month of complaining?',
    truth: () => decline('the complaints record no churn'),
  },
  // Lookup.
  {
    id: 'p16c-lookup-credit-survey',
    dataset,
    category: 'lookup',
    question: 'For complaint 01JTK6FR9AV9, what credit was given and what survey score came back?',
    truth: ({ db }) =>
      answer([
        usd('credit', over(db, 'max', 'credit', `ref = '01JTK6FR9AV9'`), 0.01),
        also({
          label: 'survey score',
          value: over(db, 'max', 'survey', `ref = '01JTK6FR9AV9'`),
          tolerance: 0,
        }),
      ]),
  },
  {
    id: 'p16c-lookup-outage-region',
    dataset,
    category: 'lookup',
    question: 'How long was the outage on 01J79VPFKYAK, and which region is the subscriber in?',
    truth: ({ db }) =>
      answer(
        [
          {
            label: 'outage hours',
            value: over(db, 'max', 'outage', `ref = '01J79VPFKYAK'`),
            tolerance: 0,
            lead: true,
          },
        ],
        [own(db, 'region', 'region', '01J79VPFKYAK')],
      ),
  },
  {
    id: 'p16c-lookup-state-issue',
    dataset,
    category: 'lookup',
    question: "What's the state of 01J842EEBSW0 and what was the issue?",
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'state', 'state', '01J842EEBSW0'), own(db, 'issue', 'issue', '01J842EEBSW0')],
      ),
  },
  {
    id: 'p16c-lookup-plan-device',
    dataset,
    category: 'lookup',
    question: 'Which plan was 01JT3E6F3H65 on, and what device were they watching on?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'plan', 'plan', '01JT3E6F3H65'), own(db, 'device', 'device', '01JT3E6F3H65')],
      ),
  },
  // Planted facts.
  {
    id: 'p16c-fact-big-game',
    dataset,
    category: 'planted fact',
    question: 'How many Buffering - live sport complaints came in on 9 and 10 February 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'live sport 9-10 Feb',
          complaints(
            db,
            `issue = 'Buffering - live sport' AND day BETWEEN '2025-02-09' AND '2025-02-10'`,
          ),
        ),
      ]),
  },
  {
    id: 'p16c-fact-premium-billing-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did billing complaints from Premium 4K subscribers peak?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `plan = 'Premium 4K' AND issue = 'Billing'`,
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
    id: 'p16c-fact-buffer-credit-split',
    dataset,
    category: 'planted fact',
    question:
      'What was the average credit on plain Buffering complaints before 1 March 2025, and what has it been since then?',
    truth: ({ db }) => {
      const where = `credit IS NOT NULL AND issue = 'Buffering'`;
      return answer([
        also(usd('before', over(db, 'avg', 'credit', `${where} AND day < '2025-03-01'`), 0.051)),
        also(usd('since', over(db, 'avg', 'credit', `${where} AND day >= '2025-03-01'`), 0.051)),
      ]);
    },
  },
  {
    id: 'p16c-fact-december-solve',
    dataset,
    category: 'planted fact',
    question: 'How many days on average did complaints opened in December 2024 take to be solved?',
    truth: ({ db }) =>
      answer([daysToSolve(db, 'days to solve', `day BETWEEN '2024-12-01' AND '2024-12-31'`)]),
  },
  // Multi-part.
  {
    id: 'p16c-multi-15-plus',
    dataset,
    category: 'multi-part',
    question: 'How many credits of $15 or more did we give, and what did they come to in total?',
    truth: ({ db }) =>
      answer([
        also(count('$15 or more', complaints(db, 'credit >= 15'))),
        also(usdTotal('total', over(db, 'sum', 'credit', 'credit >= 15'))),
      ]),
  },
  {
    id: 'p16c-multi-login-not-escalated',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out the escalated ones, how many Login complaints were there, and how many of them were solved with a credit?',
    truth: ({ db }) => {
      const where = `issue = 'Login' AND state <> 'Escalated - tech'`;
      return answer([
        also(count('login, not escalated', complaints(db, where))),
        also(count('credited', complaints(db, `${where} AND state = 'Solved - credit'`))),
      ]);
    },
  },
  {
    id: 'p16c-multi-pending-issue',
    dataset,
    category: 'multi-part',
    question: 'How many complaints are pending, and which issue accounts for the most of them?',
    truth: ({ db }) => {
      const where = `state = 'Pending'`;
      return answer(
        [also(count('pending', complaints(db, where)))],
        [top('issue', ranked(db, 'issue', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p16c-multi-trial-accounts',
    dataset,
    category: 'multi-part',
    question:
      'How many accounts on a free trial have complained, and how many complaints have they made between them?',
    // The distinct accounts counted over all their complaints would be 2,024 — a number a year in any
    // date of the answer matches, so the asks stay on the trial accounts.
    truth: ({ db }) =>
      answer([
        also(
          count(
            'trial accounts',
            value(db, 'SELECT count(DISTINCT account) FROM complaints WHERE trial = 1'),
          ),
        ),
        also(count('their complaints', complaints(db, 'trial = 1'))),
      ]),
  },
  {
    id: 'p16c-multi-longest-outage',
    dataset,
    category: 'multi-part',
    question:
      'What was the longest outage anyone reported, and how many complaints had an outage that long?',
    truth: ({ db }) => {
      const longest = over(db, 'max', 'outage', 'outage IS NOT NULL');
      return answer([
        { label: 'longest', value: longest, tolerance: 0.01, lead: true },
        also(count('that long', complaints(db, 'outage = ?', longest))),
      ]);
    },
  },
  {
    id: 'p16c-multi-double-charge-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Billing - double charge complaints came in before 1 January 2025 and how many from then on, and what share of all of them were solved with a credit?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'before',
            complaints(db, `issue = 'Billing - double charge' AND day < '2025-01-01'`),
          ),
        ),
        also(
          count(
            'from',
            complaints(db, `issue = 'Billing - double charge' AND day >= '2025-01-01'`),
          ),
        ),
        share(
          'credited',
          over(db, 'avg', `state = 'Solved - credit'`, `issue = 'Billing - double charge'`),
        ),
      ]),
  },
];
