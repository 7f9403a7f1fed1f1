// Fifth held-out round over the generated food-delivery complaints, continued: casual phrasing with
// typos, two-turn follow-ups, questions the data cannot answer, record lookups and multi-part asks.
import type { EvalCase } from '../eval-case';
import type { value } from './truth';
import { also, answer, count, decline, leader, named, ranking, share } from './truth';
import { complaints, mean, over, pounds } from './unseen4-truth';

const dataset = 'delivery' as const;

/** One column of one complaint, by its reference. */
function field(db: Parameters<typeof value>[0], ref: string, column: string): string {
  const cell = db.prepare(`SELECT ${column} FROM complaints WHERE ref = ?`).pluck().get(ref);
  if (cell === undefined || cell === null) throw new Error(`No ${column} for ${ref}`);
  return String(cell);
}

export const unseen4DeliveryMore: EvalCase[] = [
  {
    id: 'u4-casual-leeds',
    dataset,
    category: 'casual',
    question: 'hw many complants from leeds??',
    truth: ({ db }) => answer([count('Leeds', complaints(db, `city = 'Leeds'`))]),
  },
  {
    id: 'u4-casual-plus-refund',
    dataset,
    category: 'casual',
    question: 'avg refund for plus ppl?',
    truth: ({ db }) =>
      answer([pounds('Plus refund', over(db, 'avg', 'refund', 'plus = 1'), 0.051)]),
  },
  {
    id: 'u4-casual-cold-food',
    dataset,
    category: 'casual',
    question: 'whos the worst restaurant for cold food',
    truth: ({ db }) =>
      leader(
        'restaurant',
        ranking(
          db,
          `SELECT restaurant k, count(*) v FROM complaints WHERE kind = 'cold food' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('cold food', amount),
      ),
  },
  {
    id: 'u4-casual-never-arrived',
    dataset,
    category: 'casual',
    question: 'number of order never arived complaints',
    truth: ({ db }) =>
      answer([count('never arrived', complaints(db, `kind = 'order never arrived'`))]),
  },
  {
    id: 'u4-casual-glasgow-bristol',
    dataset,
    category: 'casual',
    question: 'glasgow vs bristol complaint numbers pls',
    truth: ({ db }) =>
      answer([
        also(count('Glasgow', complaints(db, `city = 'Glasgow'`))),
        also(count('Bristol', complaints(db, `city = 'Bristol'`))),
      ]),
  },
  {
    id: 'u4-casual-london-late',
    dataset,
    category: 'casual',
    question: 'typical mins late in london? (average)',
    truth: ({ db }) =>
      answer([
        mean(
          'minutes late',
          over(db, 'avg', 'minutes_late', `city = 'London' AND minutes_late IS NOT NULL`),
        ),
      ]),
  },
  {
    id: 'u4-casual-slow-site',
    dataset,
    category: 'casual',
    question: 'wich site takes longest to sort complaints out',
    truth: ({ db }) =>
      leader(
        'site',
        ranking(
          db,
          'SELECT site k, avg(hours) v FROM complaints WHERE hours IS NOT NULL GROUP BY 1 ORDER BY 2 DESC',
        ),
        (amount) => mean('hours', amount),
      ),
  },
  {
    id: 'u4-follow-tandoori-packaging',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about Tandoori Junction?'],
    question: 'And how many of those were about damaged packaging?',
    truth: ({ db }) =>
      answer([
        count(
          'damaged packaging',
          complaints(db, `restaurant = 'Tandoori Junction' AND kind = 'damaged packaging'`),
        ),
      ]),
  },
  {
    id: 'u4-follow-bristol-refund',
    dataset,
    category: 'follow-up',
    previous: ['What is the average refund on complaints from Manchester?'],
    question: 'What about Bristol?',
    truth: ({ db }) =>
      answer([pounds('Bristol refund', over(db, 'avg', 'refund', `city = 'Bristol'`), 0.051)]),
  },
  {
    id: 'u4-follow-top-restaurant-rating',
    dataset,
    category: 'follow-up',
    previous: ['Which restaurant had the most complaints?'],
    question: 'What is its average app rating?',
    truth: ({ db }) => {
      const winner = ranking(
        db,
        'SELECT restaurant k, count(*) v FROM complaints GROUP BY 1 ORDER BY 2 DESC',
      ).keys[0]!;
      return answer([
        mean('rating', over(db, 'avg', 'rating', 'restaurant = ? AND rating IS NOT NULL', winner)),
      ]);
    },
  },
  {
    id: 'u4-follow-s1-phone',
    dataset,
    category: 'follow-up',
    previous: ['How many S1 complaints did we have?'],
    question: 'What share of them came in by phone?',
    truth: ({ db }) =>
      answer([share('phone', over(db, 'avg', `channel = 'phone'`, `severity = 'S1'`))]),
  },
  {
    id: 'u4-follow-november',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were logged in October 2025?'],
    question: 'And in November?',
    truth: ({ db }) => answer([count('November', complaints(db, `day LIKE '2025-11-%'`))]),
  },
  {
    id: 'u4-follow-plus-hours',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came from Plus members?'],
    question: 'How long did their complaints take to resolve on average, in hours?',
    truth: ({ db }) =>
      answer([mean('hours', over(db, 'avg', 'hours', 'plus = 1 AND hours IS NOT NULL'))]),
  },
  {
    id: 'u4-follow-wrong-order-city',
    dataset,
    category: 'follow-up',
    previous: ['How many wrong order complaints were there?'],
    question: 'Which city had the most of them?',
    truth: ({ db }) =>
      leader(
        'city',
        ranking(
          db,
          `SELECT city k, count(*) v FROM complaints WHERE kind = 'wrong order' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('wrong orders', amount),
      ),
  },
  {
    id: 'u4-none-tips',
    dataset,
    category: 'unanswerable',
    question: 'What is the average tip customers leave for couriers?',
    truth: () => decline('the data has no tips'),
  },
  {
    id: 'u4-none-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we get in 2024?',
    truth: () => decline('the data starts in March 2025'),
  },
  {
    id: 'u4-none-delivery-fee',
    dataset,
    category: 'unanswerable',
    question: 'What delivery fee did customers pay on average on complained-about orders?',
    truth: () => decline('the data has an order value and a refund, no delivery fee'),
  },
  {
    id: 'u4-none-courier-name',
    dataset,
    category: 'unanswerable',
    question: 'Which courier had the most complaints against them?',
    truth: () => decline('couriers are not named in the data'),
  },
  {
    id: 'u4-none-liverpool',
    dataset,
    category: 'unanswerable',
    question: 'What is the average refund for complaints from Liverpool?',
    truth: () => decline('Liverpool is not one of the cities in the data'),
  },
  {
    id: 'u4-none-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What was the resolution of complaint FDC-999999?',
    truth: () => decline('there is no complaint FDC-999999'),
  },
  {
    id: 'u4-none-prep-time',
    dataset,
    category: 'unanswerable',
    question: 'How long do restaurants take to prepare food on average?',
    truth: () => decline('the data has minutes late, not preparation times'),
  },
  {
    id: 'u4-none-nps',
    dataset,
    category: 'unanswerable',
    question: 'What was our NPS last month?',
    truth: () => decline('the data has an app rating, no net promoter score'),
  },
  {
    id: 'u4-lookup-restaurant',
    dataset,
    category: 'lookup',
    question: 'Pull up complaint FDC-104500: which restaurant was it about?',
    truth: ({ db }) => answer([], [named('restaurant', field(db, 'FDC-104500', 'restaurant'))]),
  },
  {
    id: 'u4-lookup-refund',
    dataset,
    category: 'lookup',
    question: 'How much was refunded on complaint FDC-105200?',
    // A record card answers a lookup: the asked field need not be its first figure.
    truth: ({ db }) =>
      answer([also(pounds('refund', Number(field(db, 'FDC-105200', 'refund')), 0.006))]),
  },
  {
    id: 'u4-lookup-kind',
    dataset,
    category: 'lookup',
    question: 'What was complaint FDC-106000 about, and where was the customer?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named('complaint type', field(db, 'FDC-106000', 'kind')),
          named('city', field(db, 'FDC-106000', 'city')),
        ],
      ),
  },
  {
    id: 'u4-lookup-customer-count',
    dataset,
    category: 'lookup',
    question: 'How many complaints has customer U-481107 made?',
    truth: ({ db }) => answer([count('complaints', complaints(db, `customer = 'U-481107'`))]),
  },
  {
    id: 'u4-lookup-order-value',
    dataset,
    category: 'lookup',
    question: 'What was the order value on FDC-107321?',
    // A record card answers a lookup: the asked field need not be its first figure.
    truth: ({ db }) =>
      answer([also(pounds('order value', Number(field(db, 'FDC-107321', 'order_value')), 0.006))]),
  },
  {
    id: 'u4-lookup-customer-latest',
    dataset,
    category: 'lookup',
    question: "What was customer U-487568's most recent complaint about?",
    truth: ({ db }) => {
      const ref = String(
        db
          .prepare(
            `SELECT ref FROM complaints WHERE customer = 'U-487568' ORDER BY day DESC, ref DESC LIMIT 1`,
          )
          .pluck()
          .get(),
      );
      return answer([], [named('complaint type', field(db, ref, 'kind'))]);
    },
  },
  {
    id: 'u4-multi-bristol',
    dataset,
    category: 'multi-part',
    question: 'How many complaints came from Bristol, and what was the average refund on them?',
    truth: ({ db }) =>
      answer([
        count('Bristol', complaints(db, `city = 'Bristol'`)),
        also(pounds('refund', over(db, 'avg', 'refund', `city = 'Bristol'`), 0.051)),
      ]),
  },
  {
    id: 'u4-multi-allergen',
    dataset,
    category: 'multi-part',
    question: 'How many allergen concern complaints were there, and what share of them were S1?',
    truth: ({ db }) =>
      answer([
        count('allergen', complaints(db, `kind = 'allergen concern'`)),
        also(share('S1', over(db, 'avg', `severity = 'S1'`, `kind = 'allergen concern'`))),
      ]),
  },
  {
    id: 'u4-multi-plus-refunds',
    dataset,
    category: 'multi-part',
    question: 'What is the total refunded to Plus members, and the total refunded to non-members?',
    truth: ({ db }) =>
      answer([
        also(pounds('Plus', over(db, 'sum', 'refund', 'plus = 1'))),
        also(pounds('non-members', over(db, 'sum', 'refund', 'plus = 0'))),
      ]),
  },
  {
    id: 'u4-multi-collection',
    dataset,
    category: 'multi-part',
    question:
      'How many complaints were about customer collection orders, and what was their average order value?',
    truth: ({ db }) =>
      answer([
        count('collections', complaints(db, `fulfilment = 'customer collection'`)),
        also(
          pounds(
            'order value',
            over(db, 'avg', 'order_value', `fulfilment = 'customer collection'`),
            0.051,
          ),
        ),
      ]),
  },
  {
    id: 'u4-multi-top-cuisine',
    dataset,
    category: 'multi-part',
    question: 'Which cuisine gets the most complaints, and how many does it get?',
    truth: ({ db }) =>
      leader(
        'cuisine',
        ranking(db, 'SELECT cuisine k, count(*) v FROM complaints GROUP BY 1 ORDER BY 2 DESC'),
        (amount) => count('complaints', amount),
      ),
  },
  {
    id: 'u4-multi-december-late',
    dataset,
    category: 'multi-part',
    question:
      'How many complaints were logged in December 2025, and how many of them were late deliveries?',
    truth: ({ db }) =>
      answer([
        count('December', complaints(db, `day LIKE '2025-12-%'`)),
        also(
          count(
            'late deliveries',
            complaints(db, `day LIKE '2025-12-%' AND kind = 'late delivery'`),
          ),
        ),
      ]),
  },
];
