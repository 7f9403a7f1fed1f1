// Eighteenth round's unseen set over the generated council-tax and benefits contacts (table
// `contacts`): plain figures, comparisons, rankings, relative periods and the planted facts, asked
// the way a council's revenues and benefits manager, a complaints officer or a performance analyst
// would, terse and chatty.
import type { EvalCase, Expectation } from '../eval-case';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  contactsWhere,
  daysToClose,
  gbpTotal,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
  topMonth,
} from './unseen17-truth';

const dataset = 'council' as const;

/** Two counts side by side, the larger side named when they differ (as in unseen16). */
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

export const unseen17Council: EvalCase[] = [
  // Descriptive.
  {
    id: 'u17-total',
    dataset,
    category: 'descriptive',
    question: 'How many contacts does the revenues and benefits log hold in all?',
    truth: ({ db }) => answer([count('contacts', contactsWhere(db, '1'))]),
  },
  {
    id: 'u17-complaints',
    dataset,
    category: 'descriptive',
    question: 'How many of the contacts were complaints rather than enquiries?',
    truth: ({ db }) => answer([count('Complaint', contactsWhere(db, `kind = 'Complaint'`))]),
  },
  {
    id: 'u17-arrears',
    dataset,
    category: 'descriptive',
    question: 'How many contacts came from accounts that are in arrears?',
    truth: ({ db }) => answer([count('in arrears', contactsWhere(db, 'arrears = 1'))]),
  },
  {
    id: 'u17-refund-total',
    dataset,
    category: 'descriptive',
    question: 'What is the total we have refunded to council-tax payers across the whole log?',
    truth: ({ db }) =>
      answer([gbpTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'u17-mean-wait',
    dataset,
    category: 'descriptive',
    question: 'For contacts by phone, how many minutes did callers wait on average?',
    truth: ({ db }) => answer([mean('wait', over(db, 'avg', 'wait', 'wait IS NOT NULL'), 0.5)]),
  },
  {
    id: 'u17-mean-rating',
    dataset,
    category: 'descriptive',
    question: 'Of the people who left a rating, what did they give us on average out of 4?',
    truth: ({ db }) => answer([mean('rating', over(db, 'avg', 'rating', 'rating IS NOT NULL'))]),
  },
  {
    id: 'u17-days-to-close',
    dataset,
    category: 'descriptive',
    question: 'How many days, on average, does it take to close a contact?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close')]),
  },
  {
    id: 'u17-open',
    dataset,
    category: 'descriptive',
    question: 'How many contacts have we not closed yet? Not counting ones with the ombudsman.',
    truth: ({ db }) => answer([count('Open', contactsWhere(db, `status = 'Open'`))]),
  },
  {
    id: 'u17-band-h',
    dataset,
    category: 'descriptive',
    question: 'How many contacts were about properties in band H?',
    truth: ({ db }) => answer([count('band H', contactsWhere(db, `band = 'H'`))]),
  },
  {
    id: 'u17-not-resolved-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of all contacts ended not resolved?',
    truth: ({ db }) =>
      answer([share('Not resolved', over(db, 'avg', `status = 'Not resolved'`, '1'))]),
  },
  // Comparisons.
  {
    id: 'u17-cmp-abbey-abbey-park',
    dataset,
    category: 'comparison',
    question: 'Abbey against Abbey Park: how many contacts came from each ward?',
    truth: ({ db }) =>
      twoCounts(
        ['Abbey', 'Abbey Park'],
        contactsWhere(db, `ward = 'Abbey'`),
        contactsWhere(db, `ward = 'Abbey Park'`),
      ),
  },
  {
    id: 'u17-cmp-ctr-hb',
    dataset,
    category: 'comparison',
    question:
      'Did Council Tax Support or Housing Benefit bring in more contacts? Both counts please.',
    truth: ({ db }) =>
      twoCounts(
        ['Council Tax Support', 'Housing Benefit'],
        contactsWhere(db, `service = 'Council Tax Support'`),
        contactsWhere(db, `service = 'Housing Benefit'`),
      ),
  },
  {
    id: 'u17-cmp-rating-arrears',
    dataset,
    category: 'comparison',
    question:
      'Do people in arrears rate us lower than people who are up to date? Give me both average ratings.',
    truth: ({ db }) =>
      // The two averages lie 0.02 apart: each must be right to two decimals, so one group's
      // average stated alone is not read as the other's.
      twoMeans(
        ['in arrears', 'up to date'],
        over(db, 'avg', 'rating', 'rating IS NOT NULL AND arrears = 1'),
        over(db, 'avg', 'rating', 'rating IS NOT NULL AND arrears = 0'),
        0.006,
      ),
  },
  {
    id: 'u17-cmp-days-complaint-enquiry',
    dataset,
    category: 'comparison',
    question: 'How long do complaints take to close compared with enquiries, in days?',
    truth: ({ db }) =>
      answer([
        { ...daysToClose(db, 'complaints', `kind = 'Complaint'`), lead: false },
        { ...daysToClose(db, 'enquiries', `kind = 'Enquiry'`), lead: false },
      ]),
  },
  {
    id: 'u17-cmp-summons-ea-april',
    dataset,
    category: 'comparison',
    question:
      'In April 2025, were there more summons contacts or enforcement agent contacts? Numbers for each.',
    truth: ({ db }) =>
      twoCounts(
        ['summons', 'enforcement agent'],
        contactsWhere(db, `type = 'Recovery - summons' AND substr(day, 1, 7) = '2025-04'`),
        contactsWhere(
          db,
          `type = 'Recovery - enforcement agent' AND substr(day, 1, 7) = '2025-04'`,
        ),
      ),
  },
  {
    id: 'u17-cmp-wait-phone-jan-feb',
    dataset,
    category: 'comparison',
    question: 'Average call wait in January 2025 versus February 2025, in minutes?',
    truth: ({ db }) =>
      twoMeans(
        ['January', 'February'],
        over(db, 'avg', 'wait', `wait IS NOT NULL AND substr(day, 1, 7) = '2025-01'`),
        over(db, 'avg', 'wait', `wait IS NOT NULL AND substr(day, 1, 7) = '2025-02'`),
        0.5,
      ),
  },
  {
    id: 'u17-cmp-complaint-share-castle-castlefields',
    dataset,
    category: 'comparison',
    question:
      "What share of Castle's contacts were complaints, and what share of Castlefields'? Both please.",
    truth: ({ db }) =>
      answer([
        also(share('Castle', over(db, 'avg', `kind = 'Complaint'`, `ward = 'Castle'`))),
        also(share('Castlefields', over(db, 'avg', `kind = 'Complaint'`, `ward = 'Castlefields'`))),
      ]),
  },
  // Rankings.
  {
    id: 'u17-rank-ward-not-westfield',
    dataset,
    category: 'ranking',
    question: 'Other than Westfield, which ward sends us the most contacts?',
    truth: ({ db }) =>
      leader('ward', ranked(db, 'ward', 'count(*)', `ward <> 'Westfield'`), (v) =>
        count('contacts', v),
      ),
  },
  {
    id: 'u17-rank-type-refund',
    dataset,
    category: 'ranking',
    question: 'Which enquiry type has cost us the most in refunds, in pounds?',
    truth: ({ db }) => {
      const types = ranked(db, 'type', 'sum(refund)', 'refund IS NOT NULL');
      // "refund" is the measure's own word, so the enquiry type Refund is no rival by name.
      return answer(
        [also(gbpTotal('refunds', types.values[0]!))],
        [
          {
            label: 'type',
            anyOf: [types.keys[0]!],
            rivals: types.keys.slice(1).filter((type) => type !== 'Refund'),
          },
        ],
      );
    },
  },
  {
    id: 'u17-rank-slowest-service',
    dataset,
    category: 'ranking',
    question: 'Which service is slowest to close its contacts, on average?',
    truth: ({ db }) => {
      const services = ranked(db, 'service', 'avg(days)', 'closed IS NOT NULL');
      return answer(
        [daysToClose(db, 'days', `service = '${services.keys[0]!}'`)],
        [{ label: 'service', anyOf: [services.keys[0]!], rivals: services.keys.slice(1) }],
      );
    },
  },
  {
    id: 'u17-rank-channel-not-phone',
    dataset,
    category: 'ranking',
    question: 'Setting phone calls aside, what is the most used contact method?',
    truth: ({ db }) =>
      leader('via', ranked(db, 'via', 'count(*)', `via <> 'Phone'`), (v) => count('contacts', v)),
  },
  {
    id: 'u17-rank-band-complaint-share',
    dataset,
    category: 'ranking',
    question: 'Which council tax band has the highest proportion of complaints among its contacts?',
    truth: ({ db }) =>
      picked('band', ranked(db, 'band', `avg(kind = 'Complaint')`), (v) => share('complaints', v)),
  },
  {
    id: 'u17-rank-type-benefits',
    dataset,
    category: 'ranking',
    question: 'For Housing Benefit, what do people get in touch about most?',
    truth: ({ db }) =>
      leader('type', ranked(db, 'type', 'count(*)', `service = 'Housing Benefit'`), (v) =>
        count('contacts', v),
      ),
  },
  {
    id: 'u17-rank-ward-wait',
    dataset,
    category: 'ranking',
    question: 'Callers from which ward waited longest on the phone on average?',
    truth: ({ db }) =>
      picked('ward', ranked(db, 'ward', 'avg(wait)', 'wait IS NOT NULL'), (v) =>
        mean('wait', v, 0.5),
      ),
  },
  // Relative periods (the data's last day is 30 November 2025).
  {
    id: 'u17-period-last-week',
    dataset,
    category: 'relative period',
    question: 'How many contacts came in over the past 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([count('contacts', contactsWhere(db, `day BETWEEN ? AND ?`, from, to), 0.1)]);
    },
  },
  {
    id: 'u17-period-last-month-complaints',
    dataset,
    category: 'relative period',
    question: 'Last month, how many complaints did the team log?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          contactsWhere(db, `kind = 'Complaint' AND substr(day, 1, 7) = ?`, monthBefore(db, 1)),
        ),
      ]),
  },
  {
    id: 'u17-period-this-month-phone',
    dataset,
    category: 'relative period',
    question: 'Phone contacts so far this month: how many?',
    truth: ({ db }) =>
      answer([
        count(
          'phone',
          contactsWhere(db, `via = 'Phone' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'u17-period-refunds-90-days',
    dataset,
    category: 'relative period',
    question: 'How much have we refunded on contacts received in the last 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        gbpTotal(
          'refunds',
          over(db, 'sum', 'refund', `refund IS NOT NULL AND day BETWEEN ? AND ?`, from, to),
        ),
      ]);
    },
  },
  {
    id: 'u17-period-three-months-ago',
    dataset,
    category: 'relative period',
    question: 'How many contacts did we receive three months back?',
    truth: ({ db }) =>
      answer([count('contacts', contactsWhere(db, `substr(day, 1, 7) = ?`, monthBefore(db, 3)))]),
  },
  {
    id: 'u17-period-moving-fortnight',
    dataset,
    category: 'relative period',
    question: 'How many people told us about moving home in the last two weeks?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'Moving home',
          contactsWhere(db, `type = 'Moving home' AND day BETWEEN ? AND ?`, from, to),
          0.1,
        ),
      ]);
    },
  },
  // Planted facts.
  {
    id: 'u17-fact-bill-queries-march',
    dataset,
    category: 'planted fact',
    question:
      'How many bill queries did we get between 10 and 28 March 2025, when the annual bills went out?',
    truth: ({ db }) =>
      answer([
        count(
          'bill queries',
          contactsWhere(db, `type = 'Bill query' AND day BETWEEN '2025-03-10' AND '2025-03-28'`),
        ),
      ]),
  },
  {
    id: 'u17-fact-payment-delay-peak',
    dataset,
    category: 'planted fact',
    question: 'Which month had the most Housing Benefit payment delay contacts, and how many?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `type = 'Payment delay' AND service = 'Housing Benefit'`,
      );
      return answer(
        [also(count('payment delays', months.values[0]!))],
        [topMonth('month', months.keys)],
      );
    },
  },
  {
    id: 'u17-fact-summons-june',
    dataset,
    category: 'planted fact',
    question:
      'How many summons contacts came in during the first half of June 2025 (1 to 15 June)?',
    truth: ({ db }) =>
      answer([
        count(
          'summons',
          contactsWhere(
            db,
            `type = 'Recovery - summons' AND day BETWEEN '2025-06-01' AND '2025-06-15'`,
          ),
        ),
      ]),
  },
  {
    id: 'u17-fact-kingsway-band-september',
    dataset,
    category: 'planted fact',
    question: 'How many band enquiries did Kingsway ward send us in September 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Band',
          contactsWhere(
            db,
            `type = 'Band' AND ward = 'Kingsway' AND substr(day, 1, 7) = '2025-09'`,
          ),
        ),
      ]),
  },
  {
    id: 'u17-fact-lgsco-ward',
    dataset,
    category: 'planted fact',
    question: 'Which ward has the highest share of its complaints referred to the LGSCO?',
    truth: ({ db }) =>
      picked(
        'ward',
        ranked(db, 'ward', `avg(status = 'Referred to LGSCO')`, `kind = 'Complaint'`),
        (v) => share('LGSCO', v),
      ),
  },
];
