// Practice set of the fifteenth round (practice15c) over the generated holiday park booking
// complaints (table `issues`, bench/eval/holiday-data.ts): every kind of question, asked the way a
// holiday park group's guest-relations analysts would. Developed against this round; not a
// held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, top } from './truth';
import {
  eur,
  eurTotal,
  issues,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './practice15-holiday-truth';

const dataset = 'holiday' as const;

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

export const practice15Holiday: EvalCase[] = [
  // Descriptive.
  {
    id: 'p15c-total',
    dataset,
    category: 'descriptive',
    question: 'How many booking complaints have guests raised with us in total?',
    truth: ({ db }) => answer([count('complaints', issues(db, '1'))]),
  },
  {
    id: 'p15c-refund-total',
    dataset,
    category: 'descriptive',
    question: 'How much money have we given back to guests in refunds altogether?',
    truth: ({ db }) =>
      answer([eurTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'p15c-pet-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of the complaints are from bookings that brought a pet?',
    truth: ({ db }) => answer([share('pet bookings', over(db, 'avg', 'pet', '1'))]),
  },
  {
    id: 'p15c-rating-avg',
    dataset,
    category: 'descriptive',
    question: 'Where the guest left a rating, what is the average rating out of 10?',
    truth: ({ db }) => answer([mean('rating', over(db, 'avg', 'rating', 'rating IS NOT NULL'))]),
  },
  {
    id: 'p15c-wait-avg',
    dataset,
    category: 'descriptive',
    question: 'On the check-in complaints, how many minutes did guests wait on average?',
    truth: ({ db }) => answer([mean('minutes', over(db, 'avg', 'wait', 'wait IS NOT NULL'), 0.5)]),
  },
  {
    id: 'p15c-type-accommodation',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are filed under the Accommodation issue type?',
    truth: ({ db }) => answer([count('type Accommodation', issues(db, `type = 'Accommodation'`))]),
  },
  {
    id: 'p15c-declined',
    dataset,
    category: 'descriptive',
    question: 'How many guest complaints did we turn down?',
    truth: ({ db }) => answer([count('declined', issues(db, `outcome = 'Declined'`))]),
  },
  {
    id: 'p15c-value-avg',
    dataset,
    category: 'descriptive',
    question: "What's the average booking value behind a complaint?",
    truth: ({ db }) => answer([eur('average booking value', over(db, 'avg', 'value', '1'), 0.51)]),
  },
  {
    id: 'p15c-open',
    dataset,
    category: 'descriptive',
    question: "How many guest complaints haven't been resolved yet?",
    truth: ({ db }) => answer([count('open', issues(db, `outcome = 'Open'`))]),
  },
  // Comparison.
  {
    id: 'p15c-cmp-zeeland',
    dataset,
    category: 'comparison',
    question: 'Zeeland Strand vs Zeelandia — which park gets more complaints, and how many each?',
    truth: ({ db }) =>
      twoCounts(
        ['Zeeland Strand', 'Zeelandia'],
        issues(db, `park = 'Zeeland Strand'`),
        issues(db, `park = 'Zeelandia'`),
      ),
  },
  {
    id: 'p15c-cmp-duinrand',
    dataset,
    category: 'comparison',
    question: 'How many more complaints does Duinrand get than Duinrand Noord?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'difference',
            issues(db, `park = 'Duinrand'`) - issues(db, `park = 'Duinrand Noord'`),
          ),
        ),
      ]),
  },
  {
    id: 'p15c-cmp-lodge-rating',
    dataset,
    category: 'comparison',
    question: 'Compare the average guest rating for Lodge stays and for Lodge - wellness stays.',
    truth: ({ db }) =>
      answer([
        also(
          mean(
            'Lodge',
            over(db, 'avg', 'rating', `rating IS NOT NULL AND accommodation = 'Lodge'`),
          ),
        ),
        also(
          mean(
            'Lodge - wellness',
            over(db, 'avg', 'rating', `rating IS NOT NULL AND accommodation = 'Lodge - wellness'`),
          ),
        ),
      ]),
  },
  {
    id: 'p15c-cmp-pet-refund',
    dataset,
    category: 'comparison',
    question:
      'When we do refund, do pet bookings get more back than bookings without a pet? Give me both average refunds.',
    truth: ({ db }) =>
      answer([
        also(eur('pet', over(db, 'avg', 'refund', 'refund IS NOT NULL AND pet = 1'), 0.51)),
        also(eur('no pet', over(db, 'avg', 'refund', 'refund IS NOT NULL AND pet = 0'), 0.51)),
      ]),
  },
  {
    id: 'p15c-cmp-app-call',
    dataset,
    category: 'comparison',
    question: 'App or call centre: which one brings in more complaints?',
    truth: ({ db }) =>
      twoCounts(
        ['App', 'Call centre'],
        issues(db, `channel = 'App'`),
        issues(db, `channel = 'Call centre'`),
      ),
  },
  {
    id: 'p15c-cmp-full-partial',
    dataset,
    category: 'comparison',
    question:
      'What share of all complaints ended with a full refund, and what share with a partial refund?',
    truth: ({ db }) =>
      answer([
        also(share('full refund', over(db, 'avg', `outcome = 'Closed - full refund'`, '1'))),
        also(share('partial refund', over(db, 'avg', `outcome = 'Closed - partial refund'`, '1'))),
      ]),
  },
  // Ranking.
  {
    id: 'p15c-rank-park',
    dataset,
    category: 'ranking',
    question: 'Which holiday park gets the most complaints?',
    truth: ({ db }) => leader('park', ranked(db, 'park', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p15c-rank-park-refund',
    dataset,
    category: 'ranking',
    question: 'Which park has cost us the most in refunds?',
    truth: ({ db }) =>
      leader('park', ranked(db, 'park', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        eur('refunds', v),
      ),
  },
  {
    id: 'p15c-rank-type-next',
    dataset,
    category: 'ranking',
    question: 'Setting maintenance aside, which issue type comes up most?',
    truth: ({ db }) =>
      leader('issue type', ranked(db, 'type', 'count(*)', `type <> 'Maintenance'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p15c-rank-slowest-park',
    dataset,
    category: 'ranking',
    question: 'Which park is slowest on average to resolve complaints?',
    // No unit is asked: the average may be given in days or in hours, so only the pick is checked.
    truth: ({ db }) =>
      answer(
        [],
        [top('park', ranked(db, 'park', 'avg(resolve_days)', 'resolved IS NOT NULL').keys)],
      ),
  },
  {
    id: 'p15c-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month had the most guest complaints?',
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
    id: 'p15c-rank-pet-chalet-type',
    dataset,
    category: 'ranking',
    question: 'For the Chalet - pet friendly bookings, what is the most common issue?',
    truth: ({ db }) =>
      leader(
        'issue type',
        ranked(db, 'type', 'count(*)', `accommodation = 'Chalet - pet friendly'`),
        (v) => count('n', v),
      ),
  },
  {
    id: 'p15c-rank-channel-rating',
    dataset,
    category: 'ranking',
    question: 'Which booking channel has the lowest average guest rating?',
    truth: ({ db }) =>
      picked('channel', ranked(db, 'channel', 'avg(rating)', 'rating IS NOT NULL', 'ASC'), (v) =>
        mean('rating', v),
      ),
  },
  // Relative period.
  {
    id: 'p15c-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints did guests raise in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('complaints', issues(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p15c-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many booking complaints came in last month?',
    truth: ({ db }) =>
      answer([count('complaints', issues(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p15c-rel-90-days-refunds',
    dataset,
    category: 'relative period',
    question: 'How much have we refunded on complaints opened in the last 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      const total = over(
        db,
        'sum',
        'refund',
        `refund IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([eur('refunds', total, Math.max(1, total * 0.05))]);
    },
  },
  {
    id: 'p15c-rel-ytd-pool',
    dataset,
    category: 'relative period',
    question: 'How many pool complaints have we had so far this year?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'pool',
          issues(db, `type = 'Pool' AND day BETWEEN ? AND ?`, `${to.slice(0, 4)}-01-01`, to),
        ),
      ]);
    },
  },
  {
    id: 'p15c-rel-fortnight-open',
    dataset,
    category: 'relative period',
    question: 'Of the complaints opened in the past two weeks, how many are still unresolved?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = issues(db, `outcome = 'Open' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('open', n), tolerance: Math.max(1, Math.round(n * 0.1)) }]);
    },
  },
  // Casual.
  {
    id: 'p15c-casual-dirty',
    dataset,
    category: 'casual',
    question: 'how many ppl moaned the place was dirty',
    truth: ({ db }) => answer([count('cleanliness', issues(db, `type = 'Cleanliness'`))]),
  },
  {
    id: 'p15c-casual-avg-refund',
    dataset,
    category: 'casual',
    question: 'avg refund we give back when we actually refund smth?',
    truth: ({ db }) =>
      answer([eur('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p15c-casual-park',
    dataset,
    category: 'casual',
    question: 'which park gets the most grief lol',
    truth: ({ db }) => leader('park', ranked(db, 'park', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p15c-casual-wifi-zeelandia',
    dataset,
    category: 'casual',
    question: 'wifi moans at zeelandia - how many?',
    truth: ({ db }) =>
      answer([count('Zeelandia Wi-Fi', issues(db, `park = 'Zeelandia' AND type = 'Wi-Fi'`))]),
  },
  {
    id: 'p15c-casual-app',
    dataset,
    category: 'casual',
    question: 'no. of complaints that came thru the app?',
    truth: ({ db }) => answer([count('app', issues(db, `channel = 'App'`))]),
  },
  {
    id: 'p15c-casual-glamping',
    dataset,
    category: 'casual',
    question: 'how many glampers complained',
    truth: ({ db }) => answer([count('glamping', issues(db, `accommodation = 'Glamping tent'`))]),
  },
];
