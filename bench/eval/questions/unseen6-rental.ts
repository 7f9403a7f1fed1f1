// Seventh held-out round over the generated car-rental incidents (table `incidents`): plain
// figures, comparisons, rankings and relative periods, asked the way a claims or operations analyst
// at a car-rental firm would on a first day with the tool.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, share, top } from './truth';
import { cad, incidents, lastDays, mean, monthBefore, over, ranked } from './unseen6-truth';

const dataset = 'rental' as const;
const DAMAGE = `kind IN ('Windshield chip', 'Body damage', 'Collision')`;

export const unseen6Rental: EvalCase[] = [
  {
    id: 'u6-total',
    dataset,
    category: 'descriptive',
    question: 'How many incidents were logged altogether?',
    truth: ({ db }) => answer([count('incidents', incidents(db, '1'))]),
  },
  {
    id: 'u6-repair-spend',
    dataset,
    category: 'descriptive',
    question: 'What did repairs cost us in total, in Canadian dollars?',
    truth: ({ db }) => answer([cad('repair cost', over(db, 'sum', 'repair', '1'))]),
  },
  {
    id: 'u6-avg-charge',
    dataset,
    category: 'descriptive',
    question: 'On closed incidents, how much was the renter charged on average?',
    truth: ({ db }) =>
      answer([mean('charge', over(db, 'avg', 'charged', `status LIKE 'Closed%'`), 0.51)]),
  },
  {
    id: 'u6-waiver-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of incidents involved a renter who had bought the damage waiver?',
    truth: ({ db }) => answer([share('damage waiver', over(db, 'avg', 'waiver', '1'))]),
  },
  {
    id: 'u6-police',
    dataset,
    category: 'descriptive',
    question: 'In how many incidents was a police report filed?',
    truth: ({ db }) => answer([count('police report', incidents(db, 'police = 1'))]),
  },
  {
    id: 'u6-avg-hours',
    dataset,
    category: 'descriptive',
    question: 'How many hours does it take to resolve an incident, on average?',
    truth: ({ db }) => answer([mean('hours', over(db, 'avg', 'hours', 'hours IS NOT NULL'))]),
  },
  {
    id: 'u6-avg-rating',
    dataset,
    category: 'descriptive',
    question: 'What rating do renters give us on average, out of 5?',
    truth: ({ db }) =>
      answer([mean('rating', over(db, 'avg', 'rating', 'rating IS NOT NULL'), 0.006)]),
  },
  {
    id: 'u6-pending',
    dataset,
    category: 'descriptive',
    question: 'How many incidents are sitting at Pending Customer?',
    truth: ({ db }) =>
      answer([count('pending customer', incidents(db, `status = 'Pending Customer'`))]),
  },
  {
    id: 'u6-collision-repair',
    dataset,
    category: 'descriptive',
    question: 'What does a collision typically cost to repair, on average?',
    truth: ({ db }) =>
      answer([mean('repair cost', over(db, 'avg', 'repair', `kind = 'Collision'`), 0.51)]),
  },
  {
    id: 'u6-minivan-days',
    dataset,
    category: 'descriptive',
    question: 'For incidents on minivans, what was the average rental length in days?',
    truth: ({ db }) =>
      answer([mean('rental days', over(db, 'avg', 'rental_days', `class = 'Minivan'`))]),
  },
  {
    id: 'u6-open-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of all incidents currently have the status Open?',
    truth: ({ db }) => answer([share('open', over(db, 'avg', `status = 'Open'`, '1'), 0.002)]),
  },
  {
    id: 'u6-cmp-waiver-charge',
    dataset,
    category: 'comparison',
    question:
      'Are renters with the damage waiver charged less than renters without it? Average charge for each, please.',
    truth: ({ db }) =>
      answer([
        also(mean('with waiver', over(db, 'avg', 'charged', 'waiver = 1'), 0.51)),
        also(mean('without waiver', over(db, 'avg', 'charged', 'waiver = 0'), 0.51)),
      ]),
  },
  {
    id: 'u6-cmp-calgary',
    dataset,
    category: 'comparison',
    question: 'Compare incident numbers at Calgary Airport and Calgary Downtown.',
    truth: ({ db }) =>
      answer([
        also(count('Calgary Airport', incidents(db, `branch = 'Calgary Airport'`))),
        also(count('Calgary Downtown', incidents(db, `branch = 'Calgary Downtown'`))),
      ]),
  },
  {
    id: 'u6-cmp-suv-hours',
    dataset,
    category: 'comparison',
    question: 'Midsize SUV versus Full-size SUV: which one takes longer to resolve on average?',
    truth: ({ db }) => {
      const both = ranked(db, 'class', 'avg(hours)', `class IN ('Midsize SUV', 'Full-size SUV')`);
      // Both classes are named in any answer; the slower must be, with its mean. (Its rival may
      // come first: "Midsize SUV: 37.3; Full-size SUV: 39.7. Full-size is higher" is right.)
      return answer([also(mean('hours', both.values[0]!))], [named('slower class', both.keys[0]!)]);
    },
  },
  {
    id: 'u6-cmp-email-app',
    dataset,
    category: 'comparison',
    question: 'How does the number of incidents reported by Email compare with the Mobile App?',
    truth: ({ db }) =>
      answer([
        also(count('email', incidents(db, `channel = 'Email'`))),
        also(count('mobile app', incidents(db, `channel = 'Mobile App'`))),
      ]),
  },
  {
    id: 'u6-cmp-halves',
    dataset,
    category: 'comparison',
    question: 'Did we log more incidents in the first half of 2025 or in the second half?',
    truth: ({ db }) =>
      answer([
        also(count('first half', incidents(db, `day BETWEEN '2025-01-01' AND '2025-06-30'`))),
        also(count('second half', incidents(db, `day BETWEEN '2025-07-01' AND '2025-12-31'`))),
      ]),
  },
  {
    id: 'u6-cmp-regions-charge',
    dataset,
    category: 'comparison',
    question: 'Average amount charged to renters: region ONT vs region WST?',
    truth: ({ db }) =>
      answer([
        also(mean('ONT', over(db, 'avg', 'charged', `region = 'ONT'`), 0.51)),
        also(mean('WST', over(db, 'avg', 'charged', `region = 'WST'`), 0.51)),
      ]),
  },
  {
    id: 'u6-rank-branch',
    dataset,
    category: 'ranking',
    question: 'Which branch logs the most incidents?',
    truth: ({ db }) => leader('branch', ranked(db, 'branch', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u6-rank-kind-repair',
    dataset,
    category: 'ranking',
    question: 'Which type of incident costs us the most in repairs overall?',
    truth: ({ db }) =>
      leader('incident type', ranked(db, 'kind', 'sum(repair)'), (v) => cad('repair cost', v)),
  },
  {
    id: 'u6-rank-slowest-agent',
    dataset,
    category: 'ranking',
    question: 'Which agent has the slowest average time to resolve?',
    truth: ({ db }) => leader('agent', ranked(db, 'agent', 'avg(hours)'), (v) => mean('hours', v)),
  },
  {
    id: 'u6-rank-top3-classes',
    dataset,
    category: 'ranking',
    question: 'Top 3 vehicle classes by number of incidents?',
    truth: ({ db }) => {
      const classes = ranked(db, 'class', 'count(*)');
      return answer(
        [also(count('incidents', classes.values[0]!))],
        [
          top('first class', classes.keys),
          named('second class', classes.keys[1]!),
          named('third class', classes.keys[2]!),
        ],
      );
    },
  },
  {
    id: 'u6-rank-lowest-rating',
    dataset,
    category: 'ranking',
    question: 'Which branch gets the lowest average renter rating?',
    truth: ({ db }) =>
      leader('branch', ranked(db, 'branch', 'avg(rating)', '1', 'ASC'), (v) =>
        mean('rating', v, 0.006),
      ),
  },
  {
    id: 'u6-rank-channel',
    dataset,
    category: 'ranking',
    question: 'Through which channel do most incidents reach us?',
    truth: ({ db }) => leader('channel', ranked(db, 'channel', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u6-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month saw the highest number of incidents?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer(
        [also(count('incidents', months.values[0]!))],
        [{ label: 'month', anyOf: monthSpellings(months.keys[0]!) }],
      );
    },
  },
  {
    id: 'u6-rel-30',
    dataset,
    category: 'relative period',
    question: 'How many incidents came in over the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('incidents', incidents(db, 'day BETWEEN ? AND ?', from, to))]);
    },
  },
  {
    id: 'u6-rel-last-month-charged',
    dataset,
    category: 'relative period',
    question: 'What was the total charged to renters last month?',
    truth: ({ db }) =>
      answer([
        cad('charged', over(db, 'sum', 'charged', `substr(day, 1, 7) = ?`, monthBefore(db, 1))),
      ]),
  },
  {
    id: 'u6-rel-this-month',
    dataset,
    category: 'relative period',
    question: 'How many incidents have we had so far this month?',
    truth: ({ db }) =>
      answer([count('incidents', incidents(db, `substr(day, 1, 7) = ?`, monthBefore(db, 0)))]),
  },
  {
    id: 'u6-rel-week-branch',
    dataset,
    category: 'relative period',
    question: 'Over the last week, which branch had the most incidents?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return leader(
        'branch',
        ranked(db, 'branch', 'count(*)', 'day BETWEEN ? AND ?', 'DESC', from, to),
        (v) => count('n', v),
      );
    },
  },
  {
    id: 'u6-rel-q3-collisions',
    dataset,
    category: 'relative period',
    question: 'How many collisions did we have in Q3 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'collisions',
          incidents(db, `kind = 'Collision' AND day BETWEEN '2025-07-01' AND '2025-09-30'`),
        ),
      ]),
  },
  {
    id: 'u6-rel-since-sept',
    dataset,
    category: 'relative period',
    question: 'Since the start of September, what has the average resolution time been in hours?',
    truth: ({ db }) => answer([mean('hours', over(db, 'avg', 'hours', `day >= '2025-09-01'`))]),
  },
  {
    id: 'u6-rel-damage-90',
    dataset,
    category: 'relative period',
    question:
      'How much have we spent repairing damage (chips, body damage, collisions) in the past 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        cad(
          'repair cost',
          over(db, 'sum', 'repair', `${DAMAGE} AND day BETWEEN ? AND ?`, from, to),
        ),
      ]);
    },
  },
];
