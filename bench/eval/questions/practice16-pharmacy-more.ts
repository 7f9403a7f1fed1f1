// Practice set of the sixteenth round (practice16b), continued: follow-ups, what the pharmacy
// complaints cannot answer, lookups by reference, the planted facts and questions with more than
// one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top, value } from './truth';
import {
  complaints,
  daysToResolve,
  gbp,
  gbpTotal,
  over,
  own,
  ranked,
} from './practice16-pharmacy-truth';

const dataset = 'pharmacy' as const;

export const practice16PharmacyMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p16b-turn-skin-care',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about Pain relief orders?'],
    question: 'and skin care?',
    truth: ({ db }) => answer([count('skin care', complaints(db, `category = 'Skin care'`))]),
  },
  {
    id: 'p16b-turn-courier-damaged',
    dataset,
    category: 'follow-up',
    previous: ['Which courier has the most complaints?'],
    question: 'How many of its complaints were about damaged parcels?',
    truth: ({ db }) => {
      const courier = ranked(db, 'courier', 'count(*)').keys[0]!;
      return answer([
        count('damaged', complaints(db, `courier = ? AND issue = 'Damaged parcel'`, courier)),
      ]);
    },
  },
  {
    id: 'p16b-turn-contraception-refund',
    dataset,
    category: 'follow-up',
    previous: ['What is the average refund on Repeat prescription complaints?'],
    question: 'What about Contraception?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average refund',
          over(db, 'avg', 'refund', `refund IS NOT NULL AND category = 'Contraception'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p16b-turn-app-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in by phone in 2025?'],
    question: 'Same for the app',
    truth: ({ db }) =>
      answer([count('app 2025', complaints(db, `channel = 'App' AND substr(day, 1, 4) = '2025'`))]),
  },
  {
    id: 'p16b-turn-wrong-item-rx',
    dataset,
    category: 'follow-up',
    previous: ['How many Wrong item complaints have we had?'],
    question: 'Just the prescription ones, please.',
    truth: ({ db }) =>
      answer([count('wrong item, Rx', complaints(db, `issue = 'Wrong item' AND rx = 1`))]),
  },
  {
    id: 'p16b-turn-issue-share',
    dataset,
    category: 'follow-up',
    previous: ['Which issue has the most complaints?'],
    question: 'And what percentage of every complaint does it make up?',
    truth: ({ db }) => {
      const issue = ranked(db, 'issue', 'count(*)').keys[0]!;
      return answer([share('share of all', over(db, 'avg', `issue = '${issue}'`, '1'))]);
    },
  },
  {
    id: 'p16b-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many Billing complaints were there?', 'And for Evri only?'],
    question: 'Back to all couriers, but only the ones that came in on live chat.',
    truth: ({ db }) =>
      answer([
        count('live chat billing', complaints(db, `issue = 'Billing' AND channel = 'Live chat'`)),
      ]),
  },
  // Unanswerable.
  {
    id: 'p16b-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of the customers who complain to us?',
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p16b-no-profit',
    dataset,
    category: 'unanswerable',
    question: 'How much profit did we make on the weight loss orders that were complained about?',
    truth: () => decline('the complaints record order values, not profit'),
  },
  {
    id: 'p16b-no-pharmacist',
    dataset,
    category: 'unanswerable',
    question: 'Which pharmacist dispensed the most wrong strength orders?',
    truth: () => decline('the complaints name no pharmacists'),
  },
  {
    id: 'p16b-no-july-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we get in July 2024?',
    truth: () => decline('the complaints start on 16 September 2024'),
  },
  {
    id: 'p16b-no-october-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many late delivery complaints came in during October 2025?',
    truth: () => decline('the complaints end on 15 September 2025'),
  },
  {
    id: 'p16b-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What happened with complaint 43211-RX?',
    truth: ({ db }) => {
      if (complaints(db, `ref = '43211-RX'`) !== 0) throw new Error('43211-RX exists');
      return decline('there is no complaint 43211-RX');
    },
  },
  {
    id: 'p16b-no-address',
    dataset,
    category: 'unanswerable',
    question: "What's the delivery address for customer cust_038c1e?",
    truth: () => decline('the complaints keep no addresses'),
  },
  {
    id: 'p16b-no-gp',
    dataset,
    category: 'unanswerable',
    question: 'Which GP surgery wrote the most of the prescriptions people complained about?',
    truth: () => decline('the complaints name no GP surgeries'),
  },
  {
    id: 'p16b-no-brand',
    dataset,
    category: 'unanswerable',
    question: 'Which medicine brand gets the most complaints?',
    truth: () => decline('the complaints record product categories, not brands'),
  },
  // Lookup.
  {
    id: 'p16b-lookup-refund-csat',
    dataset,
    category: 'lookup',
    question: 'Complaint 33773-RX: how much did we refund, and what CSAT did the customer give?',
    truth: ({ db }) =>
      answer([
        gbp('refund', over(db, 'max', 'refund', `ref = '33773-RX'`), 0.01),
        also({
          label: 'CSAT',
          value: over(db, 'max', 'csat', `ref = '33773-RX'`),
          tolerance: 0.001,
        }),
      ]),
  },
  {
    id: 'p16b-lookup-late-courier',
    dataset,
    category: 'lookup',
    question: 'How many days late was the parcel on 33654-RX, and which courier had it?',
    truth: ({ db }) =>
      answer(
        [
          {
            label: 'days late',
            value: over(db, 'max', 'late_days', `ref = '33654-RX'`),
            tolerance: 0,
            lead: true,
          },
        ],
        [own(db, 'courier', 'courier', '33654-RX')],
      ),
  },
  {
    id: 'p16b-lookup-status-issue',
    dataset,
    category: 'lookup',
    question: "What's the status on 38540-RX, and what was the problem?",
    truth: ({ db }) =>
      answer([], [own(db, 'status', 'status', '38540-RX'), own(db, 'issue', 'issue', '38540-RX')]),
  },
  {
    id: 'p16b-lookup-order-value',
    dataset,
    category: 'lookup',
    question: 'What was the order worth on complaint 43839-RX?',
    truth: ({ db }) =>
      answer([gbp('order value', over(db, 'max', 'order_value', `ref = '43839-RX'`), 0.01)]),
  },
  // Planted facts.
  {
    id: 'p16b-fact-dpd-peak',
    dataset,
    category: 'planted fact',
    question: 'How many Late delivery complaints did DPD Local get between 1 and 14 December 2024?',
    truth: ({ db }) =>
      answer([
        count(
          'DPD Local late',
          complaints(
            db,
            `courier = 'DPD Local' AND issue = 'Late delivery' AND day BETWEEN '2024-12-01' AND '2024-12-14'`,
          ),
        ),
      ]),
  },
  {
    id: 'p16b-fact-allergy-month',
    dataset,
    category: 'planted fact',
    question: 'In which month were allergy products most often out of stock?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `category = 'Allergy' AND issue = 'Out of stock'`,
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
    id: 'p16b-fact-late-refund-split',
    dataset,
    category: 'planted fact',
    question:
      'What was the average refund on Late delivery complaints (not the missed-dose ones) before 1 March 2025, and what has it been since?',
    truth: ({ db }) => {
      const where = `refund IS NOT NULL AND issue = 'Late delivery'`;
      return answer([
        also(gbp('before', over(db, 'avg', 'refund', `${where} AND day < '2025-03-01'`), 0.051)),
        also(gbp('since', over(db, 'avg', 'refund', `${where} AND day >= '2025-03-01'`), 0.051)),
      ]);
    },
  },
  {
    id: 'p16b-fact-july-resolve',
    dataset,
    category: 'planted fact',
    question:
      'Complaints received in July 2025: how many days did they take to resolve on average?',
    truth: ({ db }) =>
      answer([daysToResolve(db, 'days to resolve', `day BETWEEN '2025-07-01' AND '2025-07-31'`)]),
  },
  // Multi-part.
  {
    id: 'p16b-multi-500-plus',
    dataset,
    category: 'multi-part',
    question:
      'How many complaints involved orders worth £500 or more, and what were those orders worth in total?',
    truth: ({ db }) =>
      answer([
        also(count('£500 or more', complaints(db, 'order_value >= 500'))),
        also(gbpTotal('total', over(db, 'sum', 'order_value', 'order_value >= 500'))),
      ]),
  },
  {
    id: 'p16b-multi-strength-not-gphc',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out GPhC referrals, how many Wrong strength complaints were there, and how many of them got a refund?',
    truth: ({ db }) => {
      const where = `issue = 'Wrong strength' AND status <> 'Referred to GPhC'`;
      return answer([
        also(count('wrong strength, not referred', complaints(db, where))),
        also(count('refunded', complaints(db, `${where} AND refund IS NOT NULL`))),
      ]);
    },
  },
  {
    id: 'p16b-multi-open-category',
    dataset,
    category: 'multi-part',
    question:
      'How many complaints have an Open status, and which product category has the most of them?',
    truth: ({ db }) => {
      const where = `status = 'Open'`;
      return answer(
        [also(count('open', complaints(db, where)))],
        [top('category', ranked(db, 'category', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p16b-multi-distinct',
    dataset,
    category: 'multi-part',
    question:
      'How many different customers and how many different couriers show up in the complaints?',
    truth: ({ db }) =>
      answer([
        also(count('customers', value(db, 'SELECT count(DISTINCT customer) FROM complaints'))),
        also(count('couriers', value(db, 'SELECT count(DISTINCT courier) FROM complaints'))),
      ]),
  },
  {
    id: 'p16b-multi-biggest-refund',
    dataset,
    category: 'multi-part',
    question: 'What was our biggest single refund, and which product category was it for?',
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'refund', 'refund IS NOT NULL');
      const categories = db
        .prepare('SELECT DISTINCT category FROM complaints WHERE refund = ?')
        .pluck()
        .all(biggest) as string[];
      if (categories.length !== 1) throw new Error('the biggest refund is in several categories');
      return answer(
        [gbp('biggest', biggest, 0.01)],
        [
          {
            label: 'category',
            anyOf: categories,
            rivals: ranked(db, 'category', 'count(*)').keys.filter((k) => k !== categories[0]),
          },
        ],
      );
    },
  },
  {
    id: 'p16b-multi-oos-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Out of stock complaints came in before 1 March 2025 and how many from then on, and what share of all Out of stock complaints ended with a refund?',
    truth: ({ db }) =>
      answer([
        also(count('before', complaints(db, `issue = 'Out of stock' AND day < '2025-03-01'`))),
        also(count('from', complaints(db, `issue = 'Out of stock' AND day >= '2025-03-01'`))),
        share(
          'refunded',
          over(db, 'avg', `status = 'Resolved - refund'`, `issue = 'Out of stock'`),
        ),
      ]),
  },
];
