// Practice set of the fourteenth round (practice14a) over the generated missed bin collection
// reports (table `reports`, bench/eval/bins-data.ts): every kind of question, asked the way a
// council's waste services analysts would. Developed against this round; not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, top, value } from './truth';
import {
  daysToRecollect,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
  reports,
} from './practice14-bins-truth';

const dataset = 'bins' as const;

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

export const practice14Bins: EvalCase[] = [
  // Descriptive.
  {
    id: 'p14a-total',
    dataset,
    category: 'descriptive',
    question: 'How many missed collection reports have we had altogether?',
    truth: ({ db }) => answer([count('reports', reports(db, '1'))]),
  },
  {
    id: 'p14a-charge-total',
    dataset,
    category: 'descriptive',
    question: "What's the total we've billed residents in re-collection charges?",
    truth: ({ db }) =>
      answer([gbpTotal('charges', over(db, 'sum', 'charge', 'charge IS NOT NULL'))]),
  },
  {
    id: 'p14a-assisted',
    dataset,
    category: 'descriptive',
    question: 'How many of the reports came from households that get an assisted collection?',
    truth: ({ db }) => answer([count('assisted', reports(db, 'assisted = 1'))]),
  },
  {
    id: 'p14a-happiness',
    dataset,
    category: 'descriptive',
    question: 'Where residents left a happiness score, what is it on average out of 10?',
    truth: ({ db }) =>
      answer([mean('happiness', over(db, 'avg', 'happiness', 'happiness IS NOT NULL'))]),
  },
  {
    id: 'p14a-recollect-days',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does it take us to go back and re-collect a missed bin?',
    truth: ({ db }) => answer([daysToRecollect(db, 'days to re-collect')]),
  },
  {
    id: 'p14a-distinct-streets',
    dataset,
    category: 'descriptive',
    question: 'How many different streets have reported at least one missed bin?',
    truth: ({ db }) =>
      answer([count('streets', value(db, 'SELECT count(DISTINCT street) FROM reports'))]),
  },
  {
    id: 'p14a-reason-crew',
    dataset,
    category: 'descriptive',
    question: 'How many reports have Crew down as the reason the bin was missed?',
    truth: ({ db }) => answer([count('reason Crew', reports(db, `reason = 'Crew'`))]),
  },
  {
    id: 'p14a-no-access',
    dataset,
    category: 'descriptive',
    question: 'How many reports ended up closed because the lorry could not get access?',
    truth: ({ db }) => answer([count('no access', reports(db, `state = 'Closed - no access'`))]),
  },
  // Comparison.
  {
    id: 'p14a-cmp-hollins',
    dataset,
    category: 'comparison',
    question: 'Hollins versus Hollinwood: which ward reports more missed bins, and how many each?',
    truth: ({ db }) =>
      twoCounts(
        ['Hollins', 'Hollinwood'],
        reports(db, `ward = 'Hollins'`),
        reports(db, `ward = 'Hollinwood'`),
      ),
  },
  {
    id: 'p14a-cmp-recycling-glass',
    dataset,
    category: 'comparison',
    question:
      'Compare the average time to re-collect, in days, for Recycling bins and for Recycling - glass bins.',
    truth: ({ db }) =>
      answer([
        also(daysToRecollect(db, 'Recycling', `container = 'Recycling'`)),
        also(daysToRecollect(db, 'Recycling - glass', `container = 'Recycling - glass'`)),
      ]),
  },
  {
    id: 'p14a-cmp-garden-food',
    dataset,
    category: 'comparison',
    question:
      'How much longer, in days, does a missed garden bin wait to be re-collected than a missed food bin, on average?',
    truth: ({ db }) => {
      const garden = daysToRecollect(db, 'garden', `container = 'Garden'`).value;
      const food = daysToRecollect(db, 'food', `container = 'Food'`).value;
      return answer([{ label: 'difference in days', value: garden - food, tolerance: 0.11 }]);
    },
  },
  {
    id: 'p14a-cmp-echo',
    dataset,
    category: 'comparison',
    question: 'By how many reports does the Echo crew outnumber Echo Relief?',
    truth: ({ db }) =>
      answer([
        also(
          count('difference', reports(db, `crew = 'Echo'`) - reports(db, `crew = 'Echo Relief'`)),
        ),
      ]),
  },
  {
    id: 'p14a-cmp-assisted-happiness',
    dataset,
    category: 'comparison',
    question:
      'Are households on assisted collections happier or less happy than everyone else? Give me both average happiness scores.',
    truth: ({ db }) =>
      answer([
        also(
          mean('assisted', over(db, 'avg', 'happiness', 'happiness IS NOT NULL AND assisted = 1')),
        ),
        also(
          mean('others', over(db, 'avg', 'happiness', 'happiness IS NOT NULL AND assisted = 0')),
        ),
      ]),
  },
  {
    id: 'p14a-cmp-phone-app',
    dataset,
    category: 'comparison',
    question: 'Phone or the app — which brings in more missed bin reports?',
    truth: ({ db }) =>
      twoCounts(['Phone', 'App'], reports(db, `channel = 'Phone'`), reports(db, `channel = 'App'`)),
  },
  // Ranking.
  {
    id: 'p14a-rank-ward',
    dataset,
    category: 'ranking',
    question: 'Which ward has the most missed bin reports?',
    truth: ({ db }) => leader('ward', ranked(db, 'ward', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14a-rank-street',
    dataset,
    category: 'ranking',
    question: 'Which street gets its bins missed most often?',
    truth: ({ db }) => leader('street', ranked(db, 'street', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14a-rank-slowest-crew',
    dataset,
    category: 'ranking',
    question: 'Which crew is slowest on average to go back for a missed bin?',
    // No unit is asked: the average may be given in days or in hours, so only the pick is checked.
    truth: ({ db }) =>
      answer(
        [],
        [top('crew', ranked(db, 'crew', 'avg(rec_days)', 'recollected IS NOT NULL').keys)],
      ),
  },
  {
    id: 'p14a-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month had the highest number of missed bin reports?',
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
    id: 'p14a-rank-container-charges',
    dataset,
    category: 'ranking',
    question: 'Which type of bin has brought in the most money in re-collection charges overall?',
    truth: ({ db }) =>
      leader('container', ranked(db, 'container', 'sum(charge)', 'charge IS NOT NULL'), (v) =>
        gbp('charged', v),
      ),
  },
  {
    id: 'p14a-rank-food-reason',
    dataset,
    category: 'ranking',
    question: 'What is the most common reason food bins get missed?',
    truth: ({ db }) =>
      leader('reason', ranked(db, 'reason', 'count(*)', `container = 'Food'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p14a-rank-ward-happiness',
    dataset,
    category: 'ranking',
    question: 'Which ward gives us the lowest happiness scores on average?',
    truth: ({ db }) =>
      picked('ward', ranked(db, 'ward', 'avg(happiness)', 'happiness IS NOT NULL', 'ASC'), (v) =>
        mean('happiness', v),
      ),
  },
  // Relative period.
  {
    id: 'p14a-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many missed bins were reported in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('reports', reports(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p14a-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many missed collection reports did we get last month?',
    truth: ({ db }) =>
      answer([count('reports', reports(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p14a-rel-ytd-garden',
    dataset,
    category: 'relative period',
    question: 'Since the start of this year, how many garden bin reports have come in?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'garden',
          reports(
            db,
            `container = 'Garden' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p14a-rel-week',
    dataset,
    category: 'relative period',
    question: 'Over the past week, how many reports were logged?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      const n = reports(db, `day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('week', n), tolerance: Math.max(1, Math.round(n * 0.15)) }]);
    },
  },
  {
    id: 'p14a-rel-90-days-charges',
    dataset,
    category: 'relative period',
    question: 'How much have we charged in re-collection fees over the last 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      const total = over(
        db,
        'sum',
        'charge',
        `charge IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([gbp('charges', total, Math.max(1, total * 0.05))]);
    },
  },
  // Casual.
  {
    id: 'p14a-casual-crew',
    dataset,
    category: 'casual',
    question: 'how many binz got missed cos of the crew tbh',
    truth: ({ db }) => answer([count('reason Crew', reports(db, `reason = 'Crew'`))]),
  },
  {
    id: 'p14a-casual-avg-charge',
    dataset,
    category: 'casual',
    question: 'roughly whats the avg charge ppl get stung with for a re-collection',
    truth: ({ db }) =>
      answer([gbp('average charge', over(db, 'avg', 'charge', 'charge IS NOT NULL'), 0.051)]),
  },
  {
    id: 'p14a-casual-ward',
    dataset,
    category: 'casual',
    question: 'which ward kicks off about missed bins the most lol',
    truth: ({ db }) => leader('ward', ranked(db, 'ward', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p14a-casual-glass-ashfield',
    dataset,
    category: 'casual',
    question: 'glass recycling grumbles in ashfield - how many?',
    truth: ({ db }) =>
      answer([
        count(
          'Ashfield glass',
          reports(db, `ward = 'Ashfield' AND container = 'Recycling - glass'`),
        ),
      ]),
  },
  {
    id: 'p14a-casual-breakdown',
    dataset,
    category: 'casual',
    question: 'basically how many bins were missed cos the lorry broke down',
    truth: ({ db }) =>
      answer([count('vehicle breakdown', reports(db, `reason = 'Vehicle breakdown'`))]),
  },
  {
    id: 'p14a-casual-app',
    dataset,
    category: 'casual',
    question: 'no. of reports thru the app?',
    truth: ({ db }) => answer([count('app', reports(db, `channel = 'App'`))]),
  },
];
