// Practice set of the fourteenth round (practice14b) over the generated dealership service
// concerns (table `concerns`, bench/eval/dealer-data.ts): every kind of question, asked the way a
// dealer group's aftersales analysts would. Developed against this round; not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, value } from './truth';
import {
  concerns,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './practice14-dealer-truth';

const dataset = 'dealer' as const;

/**
 * Two counts side by side, the larger side named when they differ; when the side the question
 * names first is the larger, its count must come first.
 */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** Average days off the road over the concerns matching `where`; right to one decimal. */
const vor = (db: Parameters<typeof over>[0], label: string, where = '1') =>
  mean(label, over(db, 'avg', 'vor', `vor IS NOT NULL AND (${where})`));

export const practice14Dealer: EvalCase[] = [
  // Descriptive.
  {
    id: 'p14b-total',
    dataset,
    category: 'descriptive',
    question: 'How many service concerns have been raised in all?',
    truth: ({ db }) => answer([count('concerns', concerns(db, '1'))]),
  },
  {
    id: 'p14b-goodwill-total',
    dataset,
    category: 'descriptive',
    question: 'How much goodwill have we paid out altogether?',
    truth: ({ db }) =>
      answer([gbpTotal('goodwill', over(db, 'sum', 'goodwill', 'goodwill IS NOT NULL'))]),
  },
  {
    id: 'p14b-under-warranty',
    dataset,
    category: 'descriptive',
    question:
      'How many concerns were on jobs done under warranty, as opposed to customer-paid work?',
    truth: ({ db }) => answer([count('under warranty', concerns(db, 'warranty = 1'))]),
  },
  {
    id: 'p14b-stars',
    dataset,
    category: 'descriptive',
    question: "What's the average star rating, among the customers who left one?",
    truth: ({ db }) => answer([mean('stars', over(db, 'avg', 'stars', 'stars IS NOT NULL'))]),
  },
  {
    id: 'p14b-vor',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days were cars off the road?',
    truth: ({ db }) => answer([vor(db, 'days off the road')]),
  },
  {
    id: 'p14b-distinct-models',
    dataset,
    category: 'descriptive',
    question: 'How many different models have had a concern raised about them?',
    truth: ({ db }) =>
      answer([count('models', value(db, 'SELECT count(DISTINCT model) FROM concerns'))]),
  },
  {
    id: 'p14b-job-warranty',
    dataset,
    category: 'descriptive',
    question: 'How many concerns have Warranty as their job type?',
    truth: ({ db }) => answer([count('Warranty jobs', concerns(db, `job = 'Warranty'`))]),
  },
  {
    id: 'p14b-with-manufacturer',
    dataset,
    category: 'descriptive',
    question: 'How many concerns are sitting with the manufacturer right now?',
    truth: ({ db }) =>
      answer([count('with manufacturer', concerns(db, `progress = 'Open - with manufacturer'`))]),
  },
  // Comparison.
  {
    id: 'p14b-cmp-leeds',
    dataset,
    category: 'comparison',
    question: 'Leeds or Leeds North — which site has more concerns, and how many does each have?',
    truth: ({ db }) =>
      twoCounts(
        ['Leeds', 'Leeds North'],
        concerns(db, `site = 'Leeds'`),
        concerns(db, `site = 'Leeds North'`),
      ),
  },
  {
    id: 'p14b-cmp-mot',
    dataset,
    category: 'comparison',
    question: 'Compare the average days off the road for MOT jobs against MOT & service jobs.',
    truth: ({ db }) =>
      answer([
        also(vor(db, 'MOT', `job = 'MOT'`)),
        also(vor(db, 'MOT & service', `job = 'MOT & service'`)),
      ]),
  },
  {
    id: 'p14b-cmp-damage-repeat',
    dataset,
    category: 'comparison',
    question:
      'How much more goodwill, on average, does a Damage to vehicle concern get than a Repeat fault one?',
    truth: ({ db }) => {
      const avg = (issue: string) =>
        over(db, 'avg', 'goodwill', `goodwill IS NOT NULL AND issue = ?`, issue);
      return answer([
        {
          label: 'difference',
          value: avg('Damage to vehicle') - avg('Repeat fault'),
          tolerance: 1,
        },
      ]);
    },
  },
  {
    id: 'p14b-cmp-vw',
    dataset,
    category: 'comparison',
    question: 'By how many concerns does Volkswagen outnumber Volkswagen Commercial?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'difference',
            concerns(db, `marque = 'Volkswagen'`) -
              concerns(db, `marque = 'Volkswagen Commercial'`),
          ),
        ),
      ]),
  },
  {
    id: 'p14b-cmp-warranty-stars',
    dataset,
    category: 'comparison',
    question:
      'Do customers rate us better on warranty work or on customer-paid work? Show both average star ratings.',
    truth: ({ db }) =>
      answer([
        also(mean('warranty', over(db, 'avg', 'stars', 'stars IS NOT NULL AND warranty = 1'))),
        also(mean('customer-paid', over(db, 'avg', 'stars', 'stars IS NOT NULL AND warranty = 0'))),
      ]),
  },
  {
    id: 'p14b-cmp-email-phone',
    dataset,
    category: 'comparison',
    question: 'Email vs phone: which source brings in more concerns?',
    truth: ({ db }) =>
      twoCounts(
        ['Email', 'Phone'],
        concerns(db, `source = 'Email'`),
        concerns(db, `source = 'Phone'`),
      ),
  },
  // Ranking.
  {
    id: 'p14b-rank-site',
    dataset,
    category: 'ranking',
    question: 'Which dealership site has the most service concerns?',
    truth: ({ db }) => leader('site', ranked(db, 'site', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14b-rank-advisor',
    dataset,
    category: 'ranking',
    question: 'Which service advisor has the most concerns logged against them?',
    truth: ({ db }) => leader('advisor', ranked(db, 'advisor', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14b-rank-model-vor',
    dataset,
    category: 'ranking',
    question: 'Which model spends the longest off the road on average?',
    truth: ({ db }) =>
      picked('model', ranked(db, 'model', 'avg(vor)', 'vor IS NOT NULL'), (v) =>
        mean('days off the road', v),
      ),
  },
  {
    id: 'p14b-rank-marque-goodwill',
    dataset,
    category: 'ranking',
    question: 'Which make has had the most goodwill paid on it in total?',
    truth: ({ db }) =>
      leader('marque', ranked(db, 'marque', 'sum(goodwill)', 'goodwill IS NOT NULL'), (v) =>
        gbp('goodwill', v),
      ),
  },
  {
    id: 'p14b-rank-month',
    dataset,
    category: 'ranking',
    question: 'What month did we get the most concerns in?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
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
    id: 'p14b-rank-kia-issue',
    dataset,
    category: 'ranking',
    question: "What's the most common issue raised on Kia cars?",
    truth: ({ db }) =>
      leader('issue', ranked(db, 'issue', 'count(*)', `marque = 'Kia'`), (v) => count('n', v)),
  },
  {
    id: 'p14b-rank-site-stars',
    dataset,
    category: 'ranking',
    question: 'Which site has the worst average star rating?',
    truth: ({ db }) =>
      picked('site', ranked(db, 'site', 'avg(stars)', 'stars IS NOT NULL', 'ASC'), (v) =>
        mean('stars', v),
      ),
  },
  // Relative period.
  {
    id: 'p14b-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many concerns were raised in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('concerns', concerns(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p14b-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many service concerns did we log last month?',
    truth: ({ db }) =>
      answer([count('concerns', concerns(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p14b-rel-ytd-delay',
    dataset,
    category: 'relative period',
    question: 'Year to date, how many Delay concerns have there been?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'delay',
          concerns(db, `issue = 'Delay' AND day BETWEEN ? AND ?`, `${to.slice(0, 4)}-01-01`, to),
        ),
      ]);
    },
  },
  {
    id: 'p14b-rel-fortnight-reviews',
    dataset,
    category: 'relative period',
    question: 'In the past fortnight, how many concerns came in from review sites?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = concerns(db, `source = 'Review site' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('review site', n), tolerance: Math.max(1, Math.round(n * 0.15)) }]);
    },
  },
  {
    id: 'p14b-rel-60-days-goodwill',
    dataset,
    category: 'relative period',
    question: 'How much goodwill have we given on concerns raised in the last 60 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      const total = over(
        db,
        'sum',
        'goodwill',
        `goodwill IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([gbp('goodwill', total, Math.max(1, total * 0.05))]);
    },
  },
  // Casual.
  {
    id: 'p14b-casual-courtesy',
    dataset,
    category: 'casual',
    question: 'how many moans bout the courtesy cars',
    truth: ({ db }) => answer([count('courtesy car', concerns(db, `issue = 'Courtesy car'`))]),
  },
  {
    id: 'p14b-casual-repeat-goodwill',
    dataset,
    category: 'casual',
    question: 'avg goodwill on a repeat fault, roughly?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average goodwill',
          over(db, 'avg', 'goodwill', `goodwill IS NOT NULL AND issue = 'Repeat fault'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p14b-casual-branch',
    dataset,
    category: 'casual',
    question: 'which branch gets the most grief tbh',
    truth: ({ db }) => leader('site', ranked(db, 'site', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14b-casual-ev6-york',
    dataset,
    category: 'casual',
    question: 'EV6 grumbles at york - how many??',
    truth: ({ db }) => answer([count('York EV6', concerns(db, `site = 'York' AND model = 'EV6'`))]),
  },
  {
    id: 'p14b-casual-price',
    dataset,
    category: 'casual',
    question: 'basically how many ppl kicked off about the price',
    truth: ({ db }) => answer([count('price', concerns(db, `issue = 'Price'`))]),
  },
  {
    id: 'p14b-casual-crafters',
    dataset,
    category: 'casual',
    question: 'no. of concerns on crafters?',
    truth: ({ db }) => answer([count('Crafter', concerns(db, `model = 'Crafter'`))]),
  },
];
