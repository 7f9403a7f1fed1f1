// Practice set of the sixteenth round (practice16a), continued: follow-ups, what the gym
// complaints cannot answer, lookups by ticket, the planted facts and questions with more than one
// ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top, value } from './truth';
import { complaints, daysToClose, gbp, gbpTotal, over, own, ranked } from './practice16-gym-truth';

const dataset = 'gym' as const;

export const practice16GymMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p16a-turn-spa',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about the pool?'],
    question: 'and the spa?',
    truth: ({ db }) => answer([count('spa', complaints(db, `area = 'Spa'`))]),
  },
  {
    id: 'p16a-turn-club-open',
    dataset,
    category: 'follow-up',
    previous: ['Which club has had the most complaints?'],
    question: 'How many are still open there?',
    truth: ({ db }) => {
      const club = ranked(db, 'club', 'count(*)').keys[0]!;
      return answer([count('open', complaints(db, `club = ? AND status = 'Open'`, club))]);
    },
  },
  {
    id: 'p16a-turn-student-credit',
    dataset,
    category: 'follow-up',
    previous: ['What is the average credit given to members on a Standard membership?'],
    question: 'What about Student ones?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average credit',
          over(db, 'avg', 'credit', `credit IS NOT NULL AND membership = 'Student'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p16a-turn-webform-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in by email during 2025?'],
    question: 'Same again for the web form',
    truth: ({ db }) =>
      answer([
        count(
          'web form 2025',
          complaints(db, `channel = 'Web form' AND substr(day, 1, 4) = '2025'`),
        ),
      ]),
  },
  {
    id: 'p16a-turn-staff-frozen',
    dataset,
    category: 'follow-up',
    previous: ['How many Staff complaints have we had?'],
    question: 'Only the ones from members with a frozen membership, please.',
    truth: ({ db }) =>
      answer([count('staff, frozen', complaints(db, `issue = 'Staff' AND frozen = 1`))]),
  },
  {
    id: 'p16a-turn-area-share',
    dataset,
    category: 'follow-up',
    previous: ['Which area gets the most complaints?'],
    question: 'And what slice of all our complaints does that area account for?',
    truth: ({ db }) => {
      const area = ranked(db, 'area', 'count(*)').keys[0]!;
      return answer([share('share of all', over(db, 'avg', `area = '${area}'`, '1'))]);
    },
  },
  {
    id: 'p16a-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many Overcrowding complaints were there?', 'And at Canal Wharf only?'],
    question: 'Go back to every club, but just the ones logged through the app.',
    truth: ({ db }) =>
      answer([
        count('app overcrowding', complaints(db, `issue = 'Overcrowding' AND channel = 'App'`)),
      ]),
  },
  // Unanswerable.
  {
    id: 'p16a-no-age',
    dataset,
    category: 'unanswerable',
    question: 'How old are the members who complain, on average?',
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p16a-no-revenue',
    dataset,
    category: 'unanswerable',
    question: 'How much membership revenue did each club bring in?',
    truth: () => decline('the complaints record credits, not membership revenue'),
  },
  {
    id: 'p16a-no-instructor',
    dataset,
    category: 'unanswerable',
    question: 'Which instructor had the most classes cancelled?',
    truth: () => decline('the complaints name no instructors'),
  },
  {
    id: 'p16a-no-august-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we get in August 2024?',
    truth: () => decline('the complaints start in November 2024'),
  },
  {
    id: 'p16a-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many pool complaints came in during December 2025?',
    truth: () => decline('the complaints end on 31 October 2025'),
  },
  {
    id: 'p16a-no-unknown-ticket',
    dataset,
    category: 'unanswerable',
    question: "What's the status of ticket PF-JUL25-9999?",
    truth: ({ db }) => {
      if (complaints(db, `ref = 'PF-JUL25-9999'`) !== 0) throw new Error('PF-JUL25-9999 exists');
      return decline('there is no complaint PF-JUL25-9999');
    },
  },
  {
    id: 'p16a-no-phone',
    dataset,
    category: 'unanswerable',
    question: 'Can I get the mobile number for member m-004042?',
    truth: () => decline('the complaints keep no contact details'),
  },
  {
    id: 'p16a-no-gender',
    dataset,
    category: 'unanswerable',
    question: 'Do women complain about the changing rooms more than men do?',
    truth: () => decline('the complaints record no gender'),
  },
  {
    id: 'p16a-no-visits',
    dataset,
    category: 'unanswerable',
    question: 'How many times a week do complaining members actually visit the gym?',
    truth: () => decline('the complaints record no visits'),
  },
  {
    id: 'p16a-no-cancelled-after',
    dataset,
    category: 'unanswerable',
    question: 'How many members quit the gym within a month of complaining?',
    truth: () => decline('the complaints record no membership cancellations'),
  },
  // Lookup.
  {
    id: 'p16a-lookup-credit-club',
    dataset,
    category: 'lookup',
    question: 'Ticket PF-APR25-1634: how much credit did the member get, and at which club?',
    truth: ({ db }) =>
      answer(
        [gbp('credit', over(db, 'max', 'credit', `ref = 'PF-APR25-1634'`), 0.01)],
        [own(db, 'club', 'club', 'PF-APR25-1634')],
      ),
  },
  {
    id: 'p16a-lookup-out-of-use',
    dataset,
    category: 'lookup',
    question: 'How many days was the equipment out of use on PF-MAY25-1940?',
    truth: ({ db }) =>
      answer([
        {
          label: 'days out of use',
          value: over(db, 'max', 'out_days', `ref = 'PF-MAY25-1940'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p16a-lookup-status-issue',
    dataset,
    category: 'lookup',
    question: "Where are we with PF-JUL25-2456 — what's its status and what's the issue?",
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'status', 'status', 'PF-JUL25-2456'), own(db, 'issue', 'issue', 'PF-JUL25-2456')],
      ),
  },
  {
    id: 'p16a-lookup-club-area',
    dataset,
    category: 'lookup',
    question: 'Which club and which part of it was complaint PF-MAR25-1455 about?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'club', 'club', 'PF-MAR25-1455'), own(db, 'area', 'area', 'PF-MAR25-1455')],
      ),
  },
  // Planted facts.
  {
    id: 'p16a-fact-bramley-pool',
    dataset,
    category: 'planted fact',
    question:
      'How many Equipment - out of order complaints about the pool did Bramley log between 10 and 23 February 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Bramley pool out of order',
          complaints(
            db,
            `club = 'Bramley' AND area = 'Pool' AND issue = 'Equipment - out of order' AND day BETWEEN '2025-02-10' AND '2025-02-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'p16a-fact-ashford-classes-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did Ashford Central have the most cancelled classes?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `club = 'Ashford Central' AND issue = 'Class cancelled'`,
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
    id: 'p16a-fact-fee-credit-split',
    dataset,
    category: 'planted fact',
    question:
      'What did we credit on average for a disputed cancellation fee before 1 July 2025, and what about from then on?',
    truth: ({ db }) => {
      const where = `credit IS NOT NULL AND issue = 'Billing - cancellation fee'`;
      return answer([
        also(gbp('before', over(db, 'avg', 'credit', `${where} AND day < '2025-07-01'`), 0.51)),
        also(gbp('from', over(db, 'avg', 'credit', `${where} AND day >= '2025-07-01'`), 0.51)),
      ]);
    },
  },
  {
    id: 'p16a-fact-april-close',
    dataset,
    category: 'planted fact',
    question:
      'For complaints opened in April 2025, how many days did they take to close on average?',
    truth: ({ db }) =>
      answer([daysToClose(db, 'days to close', `day BETWEEN '2025-04-01' AND '2025-04-30'`)]),
  },
  // Multi-part.
  {
    id: 'p16a-multi-100-plus',
    dataset,
    category: 'multi-part',
    question: 'How many credits of £100 or more did we give, and what did they add up to?',
    truth: ({ db }) =>
      answer([
        also(count('£100 or more', complaints(db, 'credit >= 100'))),
        also(gbpTotal('total', over(db, 'sum', 'credit', 'credit >= 100'))),
      ]),
  },
  {
    id: 'p16a-multi-billing-not-escalated',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out escalated complaints, how many Billing complaints were there, and how many of those got a credit?',
    truth: ({ db }) => {
      const where = `issue = 'Billing' AND status <> 'Escalated'`;
      return answer([
        also(count('billing, not escalated', complaints(db, where))),
        also(count('credited', complaints(db, `${where} AND credit IS NOT NULL`))),
      ]);
    },
  },
  {
    id: 'p16a-multi-escalated-club',
    dataset,
    category: 'multi-part',
    question:
      'How many complaints are sitting with escalations, and which club has the most of them?',
    truth: ({ db }) => {
      const where = `status = 'Escalated'`;
      return answer(
        [also(count('escalated', complaints(db, where)))],
        [top('club', ranked(db, 'club', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p16a-multi-distinct',
    dataset,
    category: 'multi-part',
    question: 'How many different clubs and how many different members turn up in the complaints?',
    truth: ({ db }) =>
      answer([
        also(count('clubs', value(db, 'SELECT count(DISTINCT club) FROM complaints'))),
        also(count('members', value(db, 'SELECT count(DISTINCT member) FROM complaints'))),
      ]),
  },
  {
    id: 'p16a-multi-biggest-credit',
    dataset,
    category: 'multi-part',
    question:
      'What was the largest single credit, and how many complaints were credited that much?',
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'credit', 'credit IS NOT NULL');
      return answer([
        gbp('largest', biggest, 0.01),
        also(count('credited that much', complaints(db, 'credit = ?', biggest))),
      ]);
    },
  },
  {
    id: 'p16a-multi-cleanliness-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Cleanliness complaints came in before 1 May 2025 and how many from then on, and what share of all Cleanliness complaints were closed with a credit?',
    truth: ({ db }) =>
      answer([
        also(count('before', complaints(db, `issue = 'Cleanliness' AND day < '2025-05-01'`))),
        also(count('from', complaints(db, `issue = 'Cleanliness' AND day >= '2025-05-01'`))),
        share(
          'credited',
          over(db, 'avg', `status = 'Closed - credit given'`, `issue = 'Cleanliness'`),
        ),
      ]),
  },
];
