// Sixteenth round's unseen set over the generated water and sewer customer contacts (table
// `contacts`): plain figures, comparisons, rankings, relative periods and the planted facts, asked
// the way a water company's customer experience manager, a network analyst or a regulation lead
// would, terse and chatty.
import type { EvalCase, Expectation } from '../eval-case';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  contacts,
  daysToClose,
  gbpTotal,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
  topMonth,
} from './unseen15-truth';

const dataset = 'water' as const;

/** Two counts side by side, the larger side named when they differ (as in unseen14). */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** Averages of two groups side by side. */
function twoMeans(labels: [string, string], a: number, b: number, tolerance = 0.051): Expectation {
  return answer([also(mean(labels[0], a, tolerance)), also(mean(labels[1], b, tolerance))]);
}

export const unseen15Water: EvalCase[] = [
  // Descriptive.
  {
    id: 'u15-total',
    dataset,
    category: 'descriptive',
    question: 'How many customer contacts does the log hold in total?',
    truth: ({ db }) => answer([count('contacts', contacts(db, '1'))]),
  },
  {
    id: 'u15-wastewater',
    dataset,
    category: 'descriptive',
    question: 'How many contacts were about wastewater rather than the water supply?',
    truth: ({ db }) => answer([count('Wastewater', contacts(db, `service = 'Wastewater'`))]),
  },
  {
    id: 'u15-billing-type',
    dataset,
    category: 'descriptive',
    question: 'How many contacts were billing queries?',
    truth: ({ db }) => answer([count('Billing', contacts(db, `type = 'Billing'`))]),
  },
  {
    id: 'u15-metered',
    dataset,
    category: 'descriptive',
    question: 'How many contacts came from customers who are on a water meter?',
    truth: ({ db }) => answer([count('metered', contacts(db, 'metered = 1'))]),
  },
  {
    id: 'u15-gss-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out in GSS compensation altogether?',
    truth: ({ db }) => answer([gbpTotal('GSS', over(db, 'sum', 'payment', 'payment IS NOT NULL'))]),
  },
  {
    id: 'u15-mean-csat',
    dataset,
    category: 'descriptive',
    question: "What's the mean CSAT score among the customers who filled in the survey?",
    truth: ({ db }) => answer([mean('CSAT', over(db, 'avg', 'csat', 'csat IS NOT NULL'))]),
  },
  {
    id: 'u15-open-not-ccw',
    dataset,
    category: 'descriptive',
    question: 'How many contacts are still open, not counting the ones referred to CCW?',
    truth: ({ db }) => answer([count('Open', contacts(db, `status = 'Open'`))]),
  },
  {
    id: 'u15-mean-off-supply-hours',
    dataset,
    category: 'descriptive',
    question: 'When customers reported no water, how many hours were they off supply on average?',
    truth: ({ db }) =>
      answer([
        mean('hours off supply', over(db, 'avg', 'off_supply / 60.0', `type = 'No water'`), 0.1),
      ]),
  },
  {
    id: 'u15-days-to-close',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does it take us to close a contact?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close')]),
  },
  {
    id: 'u15-internal-flooding',
    dataset,
    category: 'descriptive',
    question: 'How many reports of sewer flooding inside a property did we get?',
    truth: ({ db }) =>
      answer([count('internal', contacts(db, `type = 'Sewer flooding - internal'`))]),
  },
  {
    id: 'u15-first-contact-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of all contacts were resolved at first contact?',
    truth: ({ db }) =>
      answer([share('first contact', over(db, 'avg', `status = 'Resolved - first contact'`, '1'))]),
  },
  // Comparisons.
  {
    id: 'u15-cmp-ashby-woulds',
    dataset,
    category: 'comparison',
    question: 'Ashby versus Ashby Woulds — how many contacts each?',
    truth: ({ db }) =>
      twoCounts(
        ['Ashby', 'Ashby Woulds'],
        contacts(db, `zone = 'Ashby'`),
        contacts(db, `zone = 'Ashby Woulds'`),
      ),
  },
  {
    id: 'u15-cmp-csat-meter-rv',
    dataset,
    category: 'comparison',
    question:
      'Do metered customers score us better on CSAT than customers paying on rateable value? Give both averages.',
    truth: ({ db }) =>
      twoMeans(
        ['metered', 'RV'],
        over(db, 'avg', 'csat', 'csat IS NOT NULL AND metered = 1'),
        over(db, 'avg', 'csat', 'csat IS NOT NULL AND metered = 0'),
      ),
  },
  {
    id: 'u15-cmp-internal-external',
    dataset,
    category: 'comparison',
    question: 'Compare the number of internal and external sewer flooding contacts.',
    truth: ({ db }) =>
      twoCounts(
        ['internal', 'external'],
        contacts(db, `type = 'Sewer flooding - internal'`),
        contacts(db, `type = 'Sewer flooding - external'`),
      ),
  },
  {
    id: 'u15-cmp-nff-pressure-no-water',
    dataset,
    category: 'comparison',
    question:
      "Which gets closed as 'no fault found' more often, low pressure or no water contacts? Both rates please.",
    truth: ({ db }) => {
      const pressure = over(db, 'avg', `status = 'No fault found'`, `type = 'Low pressure'`);
      const none = over(db, 'avg', `status = 'No fault found'`, `type = 'No water'`);
      return answer(
        [also(share('Low pressure', pressure)), also(share('No water', none))],
        [named('more often', pressure > none ? 'Low pressure' : 'No water')],
      );
    },
  },
  {
    id: 'u15-cmp-phone-webchat-june',
    dataset,
    category: 'comparison',
    question: 'In June 2025, did more contacts come in by phone or by webchat?',
    truth: ({ db }) =>
      twoCounts(
        ['Phone', 'Webchat'],
        contacts(db, `via = 'Phone' AND substr(day, 1, 7) = '2025-06'`),
        contacts(db, `via = 'Webchat' AND substr(day, 1, 7) = '2025-06'`),
      ),
  },
  {
    id: 'u15-cmp-close-harborough-bosworth',
    dataset,
    category: 'comparison',
    question:
      'How long do contacts take to close in Market Harborough compared with Market Bosworth, in days?',
    truth: ({ db }) =>
      answer([
        { ...daysToClose(db, 'Market Harborough', `zone = 'Market Harborough'`), lead: false },
        { ...daysToClose(db, 'Market Bosworth', `zone = 'Market Bosworth'`), lead: false },
      ]),
  },
  // Rankings.
  {
    id: 'u15-rank-zone',
    dataset,
    category: 'ranking',
    question: 'Which supply zone do we hear from the most?',
    truth: ({ db }) => leader('zone', ranked(db, 'zone', 'count(*)'), (v) => count('contacts', v)),
  },
  {
    id: 'u15-rank-slowest-type',
    dataset,
    category: 'ranking',
    question: 'Which contact type takes the longest to close, on average?',
    truth: ({ db }) => {
      const types = ranked(db, 'type', 'avg(days)', 'closed IS NOT NULL');
      return answer(
        [daysToClose(db, 'days', `type = '${types.keys[0]!.replaceAll("'", "''")}'`)],
        [{ label: 'type', anyOf: [types.keys[0]!], rivals: types.keys.slice(1) }],
      );
    },
  },
  {
    id: 'u15-rank-team',
    dataset,
    category: 'ranking',
    question: 'Which team handles the biggest number of contacts?',
    truth: ({ db }) => leader('team', ranked(db, 'team', 'count(*)'), (v) => count('contacts', v)),
  },
  {
    id: 'u15-rank-channel-not-phone',
    dataset,
    category: 'ranking',
    question: 'Phone aside, which way do customers most often get in touch?',
    truth: ({ db }) =>
      leader('via', ranked(db, 'via', 'count(*)', `via <> 'Phone'`), (v) => count('contacts', v)),
  },
  {
    id: 'u15-rank-zone-gss',
    dataset,
    category: 'ranking',
    question: 'Which zone has had the most GSS compensation paid out, in pounds?',
    truth: ({ db }) =>
      leader('zone', ranked(db, 'zone', 'sum(payment)', 'payment IS NOT NULL'), (v) =>
        gbpTotal('GSS', v),
      ),
  },
  {
    id: 'u15-rank-ccw-share',
    dataset,
    category: 'ranking',
    question: 'Which contact type gets referred to CCW most often, as a share of its contacts?',
    truth: ({ db }) =>
      picked('type', ranked(db, 'type', `avg(status = 'Referred to CCW')`), (v) =>
        share('CCW share', v),
      ),
  },
  // Relative periods (the data's last day is 30 November 2025).
  {
    id: 'u15-period-last-30-days',
    dataset,
    category: 'relative period',
    question: 'How many contacts came in over the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('contacts', contacts(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'u15-period-last-month',
    dataset,
    category: 'relative period',
    question: 'How many contacts did we get last month?',
    truth: ({ db }) =>
      answer([count('contacts', contacts(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'u15-period-no-water-this-month',
    dataset,
    category: 'relative period',
    question: 'No-water contacts so far this month — how many?',
    truth: ({ db }) =>
      answer([
        count(
          'No water',
          contacts(db, `type = 'No water' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'u15-period-gss-90-days',
    dataset,
    category: 'relative period',
    question: 'How much GSS compensation went on contacts received in the last 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        gbpTotal(
          'GSS',
          over(db, 'sum', 'payment', `payment IS NOT NULL AND day BETWEEN ? AND ?`, from, to),
        ),
      ]);
    },
  },
  {
    id: 'u15-period-leaks-past-week',
    dataset,
    category: 'relative period',
    question: "How many leaks were reported in the past week? Just the 'Leak' type.",
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([
        count('Leak', contacts(db, `type = 'Leak' AND day BETWEEN ? AND ?`, from, to)),
      ]);
    },
  },
  {
    id: 'u15-period-three-months-ago',
    dataset,
    category: 'relative period',
    question: 'How many contacts did we receive three months ago?',
    truth: ({ db }) =>
      answer([count('contacts', contacts(db, `substr(day, 1, 7) = ?`, monthBefore(db, 3)))]),
  },
  // Planted facts.
  {
    id: 'u15-fact-coalville-burst',
    dataset,
    category: 'planted fact',
    question: 'How many no-water contacts did Coalville have between 11 and 13 March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'No water',
          contacts(
            db,
            `zone = 'Coalville' AND type = 'No water' AND day BETWEEN '2025-03-11' AND '2025-03-13'`,
          ),
        ),
      ]),
  },
  {
    id: 'u15-fact-low-pressure-month',
    dataset,
    category: 'planted fact',
    question:
      'In which month were low pressure contacts at their highest, and how many were there?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', `type = 'Low pressure'`);
      return answer(
        [also(count('Low pressure', months.values[0]!))],
        [topMonth('month', months.keys)],
      );
    },
  },
  {
    id: 'u15-fact-ashby-woulds-discoloured-may',
    dataset,
    category: 'planted fact',
    question: 'How many discoloured water contacts came from Ashby Woulds in May 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'discoloured',
          contacts(
            db,
            `zone = 'Ashby Woulds' AND type = 'Water quality - discoloured' AND substr(day, 1, 7) = '2025-05'`,
          ),
        ),
      ]),
  },
  {
    id: 'u15-fact-webchat-august-july',
    dataset,
    category: 'planted fact',
    question: 'How many contacts came in by webchat in August 2025, and how many in July 2025?',
    truth: ({ db }) =>
      answer([
        also(count('August', contacts(db, `via = 'Webchat' AND substr(day, 1, 7) = '2025-08'`))),
        also(count('July', contacts(db, `via = 'Webchat' AND substr(day, 1, 7) = '2025-07'`))),
      ]),
  },
  {
    id: 'u15-fact-billing-september-august',
    dataset,
    category: 'planted fact',
    question: 'Billing contacts in September 2025 against August 2025 — how many in each?',
    truth: ({ db }) =>
      twoCounts(
        ['September', 'August'],
        contacts(db, `type = 'Billing' AND substr(day, 1, 7) = '2025-09'`),
        contacts(db, `type = 'Billing' AND substr(day, 1, 7) = '2025-08'`),
      ),
  },
  {
    id: 'u15-fact-coalville-off-supply-march',
    dataset,
    category: 'planted fact',
    question:
      'For Coalville no-water contacts in March 2025, what was the average time off supply in hours?',
    truth: ({ db }) =>
      answer([
        mean(
          'hours',
          over(
            db,
            'avg',
            'off_supply / 60.0',
            `zone = 'Coalville' AND type = 'No water' AND substr(day, 1, 7) = '2025-03'`,
          ),
          0.1,
        ),
      ]),
  },
];
