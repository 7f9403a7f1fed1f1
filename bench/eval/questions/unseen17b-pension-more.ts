// Eighteenth round's second unseen set over the generated pension scheme member cases, continued:
// casual asks, follow-ups, questions the data cannot answer, lookups by case reference and by
// member number, and questions with several asks.
import type { EvalCase } from '../eval-case';
import { also, answer, count, decline, leader, share } from './truth';
import {
  callMinutes,
  casesWhere,
  daysToAnswer,
  gbp,
  gbpTotal,
  over,
  own,
  ranked,
  topMonth,
} from './unseen17b-truth';

const dataset = 'pension' as const;

export const unseen17bPensionMore: EvalCase[] = [
  // Casual.
  {
    id: 'u17b-casual-transfer-value-requests',
    dataset,
    category: 'casual',
    question: 'transfer value requests - how many we get?',
    truth: ({ db }) => answer([count('Transfer value', casesWhere(db, `type = 'Transfer value'`))]),
  },
  {
    id: 'u17b-casual-ill-health-complaints',
    dataset,
    category: 'casual',
    question: 'ill helth retirement complaints, number?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          casesWhere(db, `type = 'Retirement - ill health' AND nature = 'Complaint'`),
        ),
      ]),
  },
  {
    id: 'u17b-casual-avg-redress',
    dataset,
    category: 'casual',
    question: 'when we do pay redress whats the avg payment',
    truth: ({ db }) => answer([gbp('redress', over(db, 'avg', 'redress', 'redress IS NOT NULL'))]),
  },
  {
    id: 'u17b-casual-halden-college',
    dataset,
    category: 'casual',
    question: 'halden college cases - count pls',
    truth: ({ db }) =>
      answer([count('Halden College', casesWhere(db, `employer = 'Halden College'`))]),
  },
  {
    id: 'u17b-casual-tax-code-email-complaints',
    dataset,
    category: 'casual',
    question: 'tax code complaints that came in by email, how many',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          casesWhere(db, `type = 'Tax code' AND via = 'Email' AND nature = 'Complaint'`),
        ),
      ]),
  },
  {
    id: 'u17b-casual-ifa',
    dataset,
    category: 'casual',
    question: 'how many came in from IFAs / financial advisers?',
    truth: ({ db }) =>
      answer([count('Financial adviser', casesWhere(db, `via = 'Financial adviser'`))]),
  },
  // Follow-ups.
  {
    id: 'u17b-turn-pemberton-complaints',
    dataset,
    category: 'follow-up',
    previous: ['How many cases came from Pemberton Bank members?'],
    question: 'And how many of those were complaints?',
    truth: ({ db }) =>
      answer([
        count('complaints', casesWhere(db, `employer = 'Pemberton Bank' AND nature = 'Complaint'`)),
      ]),
  },
  {
    id: 'u17b-turn-top-employer-deferred-share',
    dataset,
    category: 'follow-up',
    previous: ["Which employer's members logged the most cases?"],
    question: "What share of that employer's cases came from deferred members?",
    truth: ({ db }) => {
      const employers = ranked(db, 'employer', 'count(*)');
      return answer([
        share(
          'Deferred',
          over(db, 'avg', `mstatus = 'Deferred'`, 'employer = ?', employers.keys[0]!),
        ),
      ]);
    },
  },
  {
    id: 'u17b-turn-letter-then-employer',
    dataset,
    category: 'follow-up',
    previous: ['How many cases came by letter?'],
    question: 'Same again for the ones passed on by the employer.',
    truth: ({ db }) => answer([count('Via employer', casesWhere(db, `via = 'Via employer'`))]),
  },
  {
    id: 'u17b-turn-call-death-then-tax',
    dataset,
    category: 'follow-up',
    previous: ['What was the average call length in minutes for death benefit cases?'],
    question: 'And for tax code ones?',
    truth: ({ db }) => answer([callMinutes(db, 'Tax code', `type = 'Tax code'`)]),
  },
  {
    id: 'u17b-turn-march-month-before',
    dataset,
    category: 'follow-up',
    previous: ['How many cases did we log in March 2025?'],
    question: 'What about the month before that?',
    truth: ({ db }) => answer([count('February', casesWhere(db, `substr(day, 1, 7) = '2025-02'`))]),
  },
  {
    id: 'u17b-turn-upheld-redress',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were fully upheld?'],
    question: 'How much redress did we pay on them in total?',
    truth: ({ db }) =>
      answer([
        gbpTotal(
          'redress',
          over(db, 'sum', 'redress', `redress IS NOT NULL AND outcome = 'Upheld'`),
        ),
      ]),
  },
  {
    id: 'u17b-turn-transfer-complaints-route',
    dataset,
    category: 'follow-up',
    previous: ['How many transfer out complaints did we get?'],
    question: 'Which route did most of them arrive by?',
    truth: ({ db }) =>
      leader(
        'route',
        ranked(db, 'via', 'count(*)', `type = 'Transfer out' AND nature = 'Complaint'`),
        (v) => count('complaints', v),
      ),
  },
  // Unanswerable.
  {
    id: 'u17b-no-pension-amount',
    dataset,
    category: 'unanswerable',
    question: 'What is the average annual pension our pensioners are paid?',
    truth: () => decline('the data records no pension amounts'),
  },
  {
    id: 'u17b-no-2023',
    dataset,
    category: 'unanswerable',
    question: 'How many member cases did we log in 2023?',
    truth: () => decline('the cases run from November 2024 to October 2025'),
  },
  {
    id: 'u17b-no-administrator',
    dataset,
    category: 'unanswerable',
    question: 'Which administrator on the team handled the most complaints?',
    truth: () => decline('the data records no staff'),
  },
  {
    id: 'u17b-no-region',
    dataset,
    category: 'unanswerable',
    question: 'Which region of the UK do most complaining members live in?',
    truth: () => decline('the data records no regions or addresses'),
  },
  {
    id: 'u17b-no-employer-pemberton-insurance',
    dataset,
    category: 'unanswerable',
    question: 'How many cases came from Pemberton Insurance members?',
    truth: () => decline('there is no employer Pemberton Insurance (only Pemberton Bank)'),
  },
  {
    id: 'u17b-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of members who asked for a retirement quote?',
    truth: () => decline('the data records no ages'),
  },
  {
    id: 'u17b-no-lifetime-allowance',
    dataset,
    category: 'unanswerable',
    question: 'How many lifetime allowance cases did we handle?',
    truth: () => decline('there is no lifetime allowance query type'),
  },
  {
    id: 'u17b-no-november-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many cases came in during November 2025?',
    truth: () => decline('the cases end on 31 October 2025'),
  },
  {
    id: 'u17b-no-tpo-decision',
    dataset,
    category: 'unanswerable',
    question: "How many complaints did The Pensions Ombudsman decide in the member's favour?",
    truth: () => decline('the data says only that a complaint is with TPO, not what TPO decided'),
  },
  {
    id: 'u17b-no-hybrid-section',
    dataset,
    category: 'unanswerable',
    question: 'How many cases came from members of the hybrid section?',
    truth: () => decline('there is no hybrid section (DB Final Salary, DB CARE, DC, DC AVC)'),
  },
  // Lookups.
  {
    id: 'u17b-lookup-employer-outcome',
    dataset,
    category: 'lookup',
    question: 'PN250514-007: which employer is the member with, and what was the outcome?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'employer', 'employer', 'PN250514-007'),
          own(db, 'outcome', 'outcome', 'PN250514-007'),
        ],
      ),
  },
  {
    id: 'u17b-lookup-section',
    dataset,
    category: 'lookup',
    question: 'Which section is the member on case PN250910-012 in?',
    truth: ({ db }) => answer([], [own(db, 'section', 'section', 'PN250910-012')]),
  },
  {
    id: 'u17b-lookup-status-type',
    dataset,
    category: 'lookup',
    question: "Pull up PN250410-003 - what's the member's status and what was the query about?",
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'status', 'mstatus', 'PN250410-003'), own(db, 'type', 'type', 'PN250410-003')],
      ),
  },
  {
    id: 'u17b-lookup-redress',
    dataset,
    category: 'lookup',
    question: 'How much redress was paid on PN241128-007?',
    truth: ({ db }) =>
      answer([gbp('redress', over(db, 'sum', 'redress', `ref = 'PN241128-007'`), 0.01)]),
  },
  {
    id: 'u17b-lookup-member-employer',
    dataset,
    category: 'lookup',
    question: 'Member 42058251X: who is their employer?',
    truth: ({ db }) => {
      const ref = String(
        db.prepare(`SELECT ref FROM cases WHERE member = '42058251X' LIMIT 1`).pluck().get(),
      );
      return answer([], [own(db, 'employer', 'employer', ref)]);
    },
  },
  {
    id: 'u17b-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What was the outcome of case PN250716-031?',
    truth: () => decline('there is no case PN250716-031 (that day’s serials run to 013)'),
  },
  // Multi-part.
  {
    id: 'u17b-multi-quotes-phone',
    dataset,
    category: 'multi-part',
    question: 'How many retirement quote cases were there, and how many of them came by phone?',
    truth: ({ db }) =>
      answer([
        also(count('Retirement quote', casesWhere(db, `type = 'Retirement quote'`))),
        also(count('Phone', casesWhere(db, `type = 'Retirement quote' AND via = 'Phone'`))),
      ]),
  },
  {
    id: 'u17b-multi-ill-health-tpo',
    dataset,
    category: 'multi-part',
    question:
      'How many ill-health retirement complaints are with the Ombudsman, and what proportion of all ill-health retirement complaints is that?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'With TPO',
            casesWhere(db, `type = 'Retirement - ill health' AND outcome = 'With TPO'`),
          ),
        ),
        also(
          share(
            'With TPO',
            over(
              db,
              'avg',
              `outcome = 'With TPO'`,
              `type = 'Retirement - ill health' AND nature = 'Complaint'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'u17b-multi-employer-contribution-errors',
    dataset,
    category: 'multi-part',
    question: "Which employer's members reported the most contribution errors, and how many?",
    truth: ({ db }) =>
      leader('employer', ranked(db, 'employer', 'count(*)', `type = 'Contribution error'`), (v) =>
        count('Contribution error', v),
      ),
  },
  {
    id: 'u17b-multi-busiest-month',
    dataset,
    category: 'multi-part',
    question: 'What was our busiest month for cases, and what was its total?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer([also(count('cases', months.values[0]!))], [topMonth('month', months.keys)]);
    },
  },
  {
    id: 'u17b-multi-transfer-values-count-sum',
    dataset,
    category: 'multi-part',
    question: 'How many cases had a transfer value quoted, and what do those values add up to?',
    truth: ({ db }) =>
      answer([
        also(count('quoted', casesWhere(db, 'tv IS NOT NULL'))),
        also({
          ...gbpTotal('transfer values', over(db, 'sum', 'tv', 'tv IS NOT NULL')),
          lead: false,
        }),
      ]),
  },
  {
    id: 'u17b-multi-extra-care-nature',
    dataset,
    category: 'multi-part',
    question:
      "Of the extra-care members' cases, how many were complaints and how many were queries?",
    truth: ({ db }) =>
      answer([
        also(count('complaints', casesWhere(db, `care = 1 AND nature = 'Complaint'`))),
        also(count('queries', casesWhere(db, `care = 1 AND nature = 'Query'`))),
      ]),
  },
  {
    id: 'u17b-multi-final-salary-days',
    dataset,
    category: 'multi-part',
    question:
      'For the DB Final Salary section, how many cases were there and how many days did they take to answer on average?',
    truth: ({ db }) =>
      answer([
        also(count('DB Final Salary', casesWhere(db, `section = 'DB Final Salary'`))),
        { ...daysToAnswer(db, 'days to answer', `section = 'DB Final Salary'`), lead: false },
      ]),
  },
];
