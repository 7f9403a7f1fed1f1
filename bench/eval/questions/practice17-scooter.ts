// Practice set of the seventeenth round (practice17c) over the generated e-scooter and bike-share
// rider complaints (table `complaints`, bench/eval/scooter-data.ts): every kind of question, asked
// the way a micromobility operator's rider-support and city operations analysts would. Developed
// against this round; not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { also, answer, count, leader, named, picked, share, value } from './truth';
import {
  complaints,
  daysToResolve,
  distanceAverage,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  over,
  ranked,
  ratingAverage,
  rideAverage,
} from './practice17-scooter-truth';

const dataset = 'scooter' as const;

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

const WEEKDAY = `CASE strftime('%w', day) WHEN '0' THEN 'Sunday' WHEN '1' THEN 'Monday'
  WHEN '2' THEN 'Tuesday' WHEN '3' THEN 'Wednesday' WHEN '4' THEN 'Thursday'
  WHEN '5' THEN 'Friday' ELSE 'Saturday' END`;

export const practice17Scooter: EvalCase[] = [
  // Descriptive.
  {
    id: 'p17c-total',
    dataset,
    category: 'descriptive',
    question: "What's the total count of rider complaints in the data?",
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p17c-refund-total',
    dataset,
    category: 'descriptive',
    question: 'How much money have we refunded to riders altogether?',
    truth: ({ db }) =>
      answer([gbpTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'p17c-pass-share',
    dataset,
    category: 'descriptive',
    question: 'What fraction of the complaints come from monthly pass holders?',
    truth: ({ db }) => answer([share('pass holders', over(db, 'avg', 'pass', '1'))]),
  },
  {
    id: 'p17c-rating-avg',
    dataset,
    category: 'descriptive',
    question: 'Average rating on the complaints that got rated?',
    truth: ({ db }) => answer([ratingAverage(db, 'rating')]),
  },
  {
    id: 'p17c-ride-avg',
    dataset,
    category: 'descriptive',
    question: 'For the complaints about a ride, how long was the ride on average, in minutes?',
    truth: ({ db }) => answer([rideAverage(db, 'ride time (minutes)')]),
  },
  {
    id: 'p17c-distance-avg',
    dataset,
    category: 'descriptive',
    question: "What's the average distance of the rides behind these complaints, in km?",
    truth: ({ db }) => answer([distanceAverage(db, 'distance (km)')]),
  },
  {
    id: 'p17c-problem-pass',
    dataset,
    category: 'descriptive',
    question: 'How many complaints have Pass as the problem?',
    truth: ({ db }) => answer([count('problem Pass', complaints(db, `problem = 'Pass'`))]),
  },
  {
    id: 'p17c-escalated',
    dataset,
    category: 'descriptive',
    question: 'How many complaints got escalated?',
    truth: ({ db }) => answer([count('escalated', complaints(db, `state = 'Escalated'`))]),
  },
  {
    id: 'p17c-distinct-riders',
    dataset,
    category: 'descriptive',
    question: 'How many individual riders have made a complaint?',
    truth: ({ db }) =>
      answer([count('riders', value(db, 'SELECT count(DISTINCT rider) FROM complaints'))]),
  },
  {
    id: 'p17c-days-to-resolve',
    dataset,
    category: 'descriptive',
    question: "What's the mean time to resolve a complaint, in days?",
    truth: ({ db }) => answer([daysToResolve(db, 'days to resolve')]),
  },
  // Comparison.
  {
    id: 'p17c-cmp-cardiff',
    dataset,
    category: 'comparison',
    question: 'Cardiff vs Cardiff Bay – which has more complaints? Give both counts.',
    truth: ({ db }) =>
      twoCounts(
        ['Cardiff', 'Cardiff Bay'],
        complaints(db, `city = 'Cardiff'`),
        complaints(db, `city = 'Cardiff Bay'`),
      ),
  },
  {
    id: 'p17c-cmp-bristol-refunds',
    dataset,
    category: 'comparison',
    question: 'How do total refunds in Bristol compare with Bristol North?',
    truth: ({ db }) =>
      answer([
        also(
          gbpTotal('Bristol', over(db, 'sum', 'refund', `refund IS NOT NULL AND city = 'Bristol'`)),
        ),
        also(
          gbpTotal(
            'Bristol North',
            over(db, 'sum', 'refund', `refund IS NOT NULL AND city = 'Bristol North'`),
          ),
        ),
      ]),
  },
  {
    id: 'p17c-cmp-pass-payg-rating',
    dataset,
    category: 'comparison',
    question:
      'Are pass holders any happier than pay-as-you-go riders? Average rating for each group.',
    truth: ({ db }) =>
      answer([
        also(ratingAverage(db, 'pass holders', 'pass = 1')),
        also(ratingAverage(db, 'pay as you go', 'pass = 0')),
      ]),
  },
  {
    id: 'p17c-cmp-inapp-email',
    dataset,
    category: 'comparison',
    question: 'Do we get more complaints in-app or by email?',
    truth: ({ db }) =>
      twoCounts(
        ['In-app', 'Email'],
        complaints(db, `source = 'In-app'`),
        complaints(db, `source = 'Email'`),
      ),
  },
  {
    id: 'p17c-cmp-scooter-pro-ride',
    dataset,
    category: 'comparison',
    question: 'Average ride time on E-scooter complaints versus E-scooter Pro ones?',
    truth: ({ db }) =>
      answer([
        also(rideAverage(db, 'E-scooter', `vehicle = 'E-scooter'`)),
        also(rideAverage(db, 'E-scooter Pro', `vehicle = 'E-scooter Pro'`)),
      ]),
  },
  {
    id: 'p17c-cmp-pass-refund-rate',
    dataset,
    category: 'comparison',
    question:
      "What share of pass holders' complaints were refunded, and what share of pay-as-you-go riders' complaints?",
    truth: ({ db }) =>
      answer([
        // The two rates lie 0.09 points apart: each must be written to a tenth of a point, so
        // one side's rate stated alone is no answer for both.
        also(
          share('pass holders', over(db, 'avg', `state = 'Closed - refunded'`, 'pass = 1'), 0.0006),
        ),
        also(
          share(
            'pay as you go',
            over(db, 'avg', `state = 'Closed - refunded'`, 'pass = 0'),
            0.0006,
          ),
        ),
      ]),
  },
  // Ranking.
  {
    id: 'p17c-rank-city',
    dataset,
    category: 'ranking',
    question: 'Which city generates the most complaints?',
    truth: ({ db }) => leader('city', ranked(db, 'city', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p17c-rank-vehicle-refund',
    dataset,
    category: 'ranking',
    question: 'Which vehicle type has had the most money refunded?',
    truth: ({ db }) =>
      leader('vehicle', ranked(db, 'vehicle', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        gbpTotal('refunds', v),
      ),
  },
  {
    id: 'p17c-rank-city-next',
    dataset,
    category: 'ranking',
    question: 'Leaving Bristol out, which city has the most complaints?',
    truth: ({ db }) =>
      leader('city', ranked(db, 'city', 'count(*)', `city <> 'Bristol'`), (v) => count('n', v)),
  },
  {
    id: 'p17c-rank-city-ride',
    dataset,
    category: 'ranking',
    question: 'In which city are the rides behind complaints longest on average?',
    truth: ({ db }) =>
      picked('city', ranked(db, 'city', 'avg(ride_minutes)', 'ride_minutes IS NOT NULL'), (v) => ({
        label: 'ride time (minutes)',
        value: v,
        tolerance: 0.051,
        lead: true,
      })),
  },
  {
    id: 'p17c-rank-quietest-weekday',
    dataset,
    category: 'ranking',
    question: 'Which day of the week is quietest for complaints?',
    truth: ({ db }) =>
      leader('weekday', ranked(db, WEEKDAY, 'count(*)', '1', 'ASC'), (v) => count('n', v)),
  },
  {
    id: 'p17c-rank-problem-rating',
    dataset,
    category: 'ranking',
    question: 'Which problem earns the best average rating from riders?',
    truth: ({ db }) =>
      picked('problem', ranked(db, 'problem', 'avg(rating)', 'rating IS NOT NULL'), (v) => ({
        label: 'rating',
        value: v,
        tolerance: 0.051,
        lead: true,
      })),
  },
  // Relative period.
  {
    id: 'p17c-rel-14-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints came in over the past 14 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.1)]);
    },
  },
  {
    id: 'p17c-rel-this-month',
    dataset,
    category: 'relative period',
    question: 'How many complaints have we had this month?',
    truth: ({ db }) =>
      answer([
        count('complaints', complaints(db, `substr(day, 1, 7) = ?`, lastDay(db).slice(0, 7))),
      ]),
  },
  {
    id: 'p17c-rel-30-days-refund',
    dataset,
    category: 'relative period',
    question: 'How much did we refund on complaints raised in the past 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      const total = over(
        db,
        'sum',
        'refund',
        `refund IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([gbp('refunds', total, Math.max(1, total * 0.05))]);
    },
  },
  {
    id: 'p17c-rel-ytd-fines',
    dataset,
    category: 'relative period',
    question: 'How many parking fine complaints so far this year?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'parking fine',
          complaints(
            db,
            `problem = 'Overcharged - parking fine' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p17c-rel-week-escalated',
    dataset,
    category: 'relative period',
    question: 'In the last 7 days, how many complaints were escalated?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      const n = complaints(db, `state = 'Escalated' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('escalated', n), tolerance: Math.max(1, Math.round(n * 0.1)) }]);
    },
  },
  // Casual.
  {
    id: 'p17c-casual-dead-battery',
    dataset,
    category: 'casual',
    question: 'how many ppl had the battery die on them mid ride',
    truth: ({ db }) =>
      answer([count('died mid-ride', complaints(db, `problem = 'Battery - died mid-ride'`))]),
  },
  {
    id: 'p17c-casual-avg-refund',
    dataset,
    category: 'casual',
    question: 'wots the typical refund we give back, avg',
    truth: ({ db }) =>
      answer([gbp('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL'), 0.051)]),
  },
  {
    id: 'p17c-casual-worst-city',
    dataset,
    category: 'casual',
    question: 'where do we get the most hate lol, which city',
    truth: ({ db }) => leader('city', ranked(db, 'city', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p17c-casual-ebike-locking',
    dataset,
    category: 'casual',
    question: 'ebike wont lock complaints how many',
    truth: ({ db }) =>
      answer([
        count('e-bike locking', complaints(db, `vehicle = 'E-bike' AND problem = 'Locking'`)),
      ]),
  },
  {
    id: 'p17c-casual-council',
    dataset,
    category: 'casual',
    question: 'how many came from council referrals',
    truth: ({ db }) =>
      answer([count('council referral', complaints(db, `source = 'Council referral'`))]),
  },
  {
    id: 'p17c-casual-exeter-faults',
    dataset,
    category: 'casual',
    question: 'exter vehicle faults?',
    truth: ({ db }) =>
      answer([
        count(
          'Exeter vehicle fault',
          complaints(db, `city = 'Exeter' AND problem = 'Vehicle fault'`),
        ),
      ]),
  },
];
