// Sixth held-out round over the generated rail passenger feedback (table `feedback`): figures,
// comparisons, rankings, relative periods and the planted facts, asked the way a customer
// relations analyst new to the tool would at a rail operator.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, leader, ranking, share } from './truth';
import { agg, avgOf, euros, monthsBack, records, window } from './unseen5-truth';

const dataset = 'rail' as const;

export const unseen5Rail: EvalCase[] = [
  {
    id: 'u5-total',
    dataset,
    category: 'descriptive',
    question: 'How many pieces of passenger feedback do we hold in total?',
    truth: ({ db }) => answer([count('feedback', records(db, '1'))]),
  },
  {
    id: 'u5-compensation-total',
    dataset,
    category: 'descriptive',
    question: 'How much compensation have we paid out to passengers overall, in euros?',
    truth: ({ db }) => answer([euros('compensation', agg(db, 'sum', 'compensation', '1'))]),
  },
  {
    id: 'u5-cancel-delay',
    dataset,
    category: 'descriptive',
    question: 'On feedback about cancellations, what was the average delay in minutes?',
    truth: ({ db }) => answer([avgOf('delay', agg(db, 'avg', 'delay', `kind = 'cancellation'`))]),
  },
  {
    id: 'u5-first-class-share',
    dataset,
    category: 'descriptive',
    question: 'What share of the feedback came from passengers travelling first class?',
    truth: ({ db }) => answer([share('first class', agg(db, 'avg', 'first_class', '1'))]),
  },
  {
    id: 'u5-under-investigation',
    dataset,
    category: 'descriptive',
    question: 'How many feedback cases are currently under investigation?',
    truth: ({ db }) =>
      answer([count('under investigation', records(db, `outcome = 'Under investigation'`))]),
  },
  {
    id: 'u5-satisfaction-mean',
    dataset,
    category: 'descriptive',
    question: 'What is the mean satisfaction score passengers give, out of 10?',
    truth: ({ db }) =>
      answer([avgOf('satisfaction', agg(db, 'avg', 'satisfaction', 'satisfaction IS NOT NULL'))]),
  },
  {
    id: 'u5-assisted-count',
    dataset,
    category: 'descriptive',
    question: 'How many feedback records came from passengers who had booked assistance?',
    truth: ({ db }) => answer([count('assistance booked', records(db, 'assisted = 1'))]),
  },
  {
    id: 'u5-party-mean',
    dataset,
    category: 'descriptive',
    question: 'On average, how many people were travelling together per feedback record?',
    truth: ({ db }) => answer([avgOf('party size', agg(db, 'avg', 'party', '1'))]),
  },
  {
    id: 'u5-days-to-close',
    dataset,
    category: 'descriptive',
    question: 'How many days does it take on average to close a piece of feedback?',
    truth: ({ db }) => answer([avgOf('days', agg(db, 'avg', 'days', 'days IS NOT NULL'))]),
  },
  {
    id: 'u5-compliments',
    dataset,
    category: 'descriptive',
    question: 'How many compliments have passengers sent us?',
    truth: ({ db }) => answer([count('compliments', records(db, `kind = 'compliment'`))]),
  },
  {
    id: 'u5-first-vs-standard-satisfaction',
    dataset,
    category: 'comparison',
    question: 'Are first class passengers more satisfied than everyone else?',
    truth: ({ db }) =>
      answer([
        also(avgOf('first class', agg(db, 'avg', 'satisfaction', 'first_class = 1'))),
        also(avgOf('not first class', agg(db, 'avg', 'satisfaction', 'first_class = 0'))),
      ]),
  },
  {
    id: 'u5-coastway-vs-riverside',
    dataset,
    category: 'comparison',
    question: 'Which route had more feedback, the Coastway Line or the Riverside Metro?',
    truth: ({ db }) => {
      const coastway = records(db, `route = 'Coastway Line'`);
      const riverside = records(db, `route = 'Riverside Metro'`);
      return answer(
        [also(count('Coastway Line', coastway)), also(count('Riverside Metro', riverside))],
        [{ label: 'more', anyOf: [coastway > riverside ? 'Coastway Line' : 'Riverside Metro'] }],
      );
    },
  },
  {
    id: 'u5-anytime-vs-offpeak-fare',
    dataset,
    category: 'comparison',
    question:
      'How does the average fare compare between Anytime Return and Off-Peak Return tickets?',
    truth: ({ db }) =>
      answer([
        also(euros('Anytime Return', agg(db, 'avg', 'fare', `ticket = 'Anytime Return'`), 0.06)),
        also(euros('Off-Peak Return', agg(db, 'avg', 'fare', `ticket = 'Off-Peak Return'`), 0.06)),
      ]),
  },
  {
    id: 'u5-webform-vs-app',
    dataset,
    category: 'comparison',
    question: 'Did more feedback arrive through the web form or through the mobile app?',
    truth: ({ db }) => {
      const web = records(db, `channel = 'web form'`);
      const app = records(db, `channel = 'mobile app'`);
      return answer(
        [also(count('web form', web)), also(count('mobile app', app))],
        [{ label: 'more', anyOf: [web > app ? 'web form' : 'mobile app'] }],
      );
    },
  },
  {
    id: 'u5-nov-vs-dec',
    dataset,
    category: 'comparison',
    question: 'Compare the amount of feedback in November 2025 with December 2025.',
    truth: ({ db }) =>
      answer([
        also(count('November', records(db, `day LIKE '2025-11-%'`))),
        also(count('December', records(db, `day LIKE '2025-12-%'`))),
      ]),
  },
  {
    id: 'u5-cxa-vs-cxb',
    dataset,
    category: 'comparison',
    question: 'Which team closes feedback faster on average, CXA or CXB?',
    truth: ({ db }) => {
      const cxa = agg(db, 'avg', 'days', `team = 'CXA' AND days IS NOT NULL`);
      const cxb = agg(db, 'avg', 'days', `team = 'CXB' AND days IS NOT NULL`);
      return answer(
        [also(avgOf('CXA', cxa)), also(avgOf('CXB', cxb))],
        [{ label: 'faster', anyOf: [cxa < cxb ? 'CXA' : 'CXB'] }],
      );
    },
  },
  {
    id: 'u5-email-vs-phone-upheld',
    dataset,
    category: 'comparison',
    question: 'Is the upheld rate higher for feedback sent by email or by phone?',
    truth: ({ db }) =>
      answer([
        also(share('email', agg(db, 'avg', `outcome = 'Closed - upheld'`, `channel = 'email'`))),
        also(share('phone', agg(db, 'avg', `outcome = 'Closed - upheld'`, `channel = 'phone'`))),
      ]),
  },
  {
    id: 'u5-top-station',
    dataset,
    category: 'ranking',
    question: 'Which origin station generates the most feedback?',
    truth: ({ db }) =>
      leader(
        'station',
        ranking(db, 'SELECT station k, count(*) v FROM feedback GROUP BY 1 ORDER BY 2 DESC'),
        (amount) => count('feedback', amount),
      ),
  },
  {
    id: 'u5-longest-delay-route',
    dataset,
    category: 'ranking',
    question: 'Which route has the longest average delay?',
    truth: ({ db }) =>
      leader(
        'route',
        ranking(
          db,
          'SELECT route k, avg(delay) v FROM feedback WHERE delay IS NOT NULL GROUP BY 1 ORDER BY 2 DESC',
        ),
        (amount) => avgOf('minutes', amount),
      ),
  },
  {
    id: 'u5-top-kinds',
    dataset,
    category: 'ranking',
    question: 'What are the three most common feedback types?',
    truth: ({ db }) =>
      leader(
        'feedback type',
        ranking(db, 'SELECT kind k, count(*) v FROM feedback GROUP BY 1 ORDER BY 2 DESC'),
        (amount) => count('records', amount),
      ),
  },
  {
    id: 'u5-worst-ticket-satisfaction',
    dataset,
    category: 'ranking',
    question: 'Which ticket type has the lowest average satisfaction?',
    truth: ({ db }) =>
      leader(
        'ticket type',
        ranking(
          db,
          'SELECT ticket k, avg(satisfaction) v FROM feedback WHERE satisfaction IS NOT NULL GROUP BY 1 ORDER BY 2',
        ),
        (amount) => avgOf('satisfaction', amount),
      ),
  },
  {
    id: 'u5-slowest-team',
    dataset,
    category: 'ranking',
    question: 'Which handling team is slowest to close feedback?',
    truth: ({ db }) =>
      leader(
        'team',
        ranking(
          db,
          'SELECT team k, avg(days) v FROM feedback WHERE days IS NOT NULL GROUP BY 1 ORDER BY 2 DESC',
        ),
        (amount) => avgOf('days', amount),
      ),
  },
  {
    id: 'u5-busiest-month',
    dataset,
    category: 'ranking',
    question: 'Which month brought in the most feedback?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        'SELECT substr(day, 1, 7) k, count(*) v FROM feedback GROUP BY 1 ORDER BY 2 DESC',
      );
      return answer(
        [also(count('feedback', ranked.values[0]!))],
        [{ label: 'month', anyOf: monthSpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'u5-compensation-by-route',
    dataset,
    category: 'ranking',
    question: 'Which route has cost us the most in compensation?',
    truth: ({ db }) =>
      leader(
        'route',
        ranking(db, 'SELECT route k, sum(compensation) v FROM feedback GROUP BY 1 ORDER BY 2 DESC'),
        (amount) => euros('compensation', amount),
      ),
  },
  {
    id: 'u5-last-30-days',
    dataset,
    category: 'relative period',
    question: 'How much feedback came in over the last 30 days?',
    truth: ({ db }) =>
      answer([count('feedback', records(db, 'day BETWEEN ? AND ?', ...window(db, 30)))]),
  },
  {
    id: 'u5-compensation-last-month',
    dataset,
    category: 'relative period',
    question: 'How much compensation did we pay out last month?',
    truth: ({ db }) =>
      answer([
        euros(
          'compensation',
          agg(db, 'sum', 'compensation', 'day LIKE ?', `${monthsBack(db, 1)}-%`),
        ),
      ]),
  },
  {
    id: 'u5-satisfaction-this-month',
    dataset,
    category: 'relative period',
    question: 'What is the average satisfaction score so far this month?',
    truth: ({ db }) =>
      answer([
        avgOf(
          'satisfaction',
          agg(
            db,
            'avg',
            'satisfaction',
            'day LIKE ? AND satisfaction IS NOT NULL',
            `${monthsBack(db, 0)}-%`,
          ),
        ),
      ]),
  },
  {
    id: 'u5-cancellations-two-weeks',
    dataset,
    category: 'relative period',
    question: 'How many cancellations were reported in the past two weeks?',
    truth: ({ db }) =>
      answer([
        count(
          'cancellations',
          records(db, `kind = 'cancellation' AND day BETWEEN ? AND ?`, ...window(db, 14)),
        ),
      ]),
  },
  {
    id: 'u5-last-quarter',
    dataset,
    category: 'relative period',
    question: 'How much feedback did we receive last quarter?',
    truth: ({ db }) =>
      answer([count('feedback', records(db, `day BETWEEN '2025-10-01' AND '2025-12-31'`))]),
  },
  {
    id: 'u5-last-month-vs-before',
    dataset,
    category: 'relative period',
    question: 'Was there more or less feedback last month than in the month before it?',
    truth: ({ db }) =>
      answer([
        also(count('last month', records(db, 'day LIKE ?', `${monthsBack(db, 1)}-%`))),
        also(count('month before', records(db, 'day LIKE ?', `${monthsBack(db, 2)}-%`))),
      ]),
  },
  {
    id: 'u5-yesterday',
    dataset,
    category: 'relative period',
    question: 'How many feedback records arrived yesterday?',
    truth: ({ db }) => answer([count('yesterday', records(db, 'day = ?', window(db, 1, 1)[0]))]),
  },
  {
    id: 'u5-fact-signal-day',
    dataset,
    category: 'planted fact',
    question:
      'Was there a single day when Valley Main Line feedback went through the roof? Which one?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT day k, count(*) v FROM feedback WHERE route = 'Valley Main Line' GROUP BY 1 ORDER BY 2 DESC`,
      );
      return answer([], [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }]);
    },
  },
  {
    id: 'u5-fact-signal-station',
    dataset,
    category: 'planted fact',
    question: 'On 14 November 2025, which station was most of the feedback about?',
    truth: ({ db }) =>
      leader(
        'station',
        ranking(
          db,
          `SELECT station k, count(*) v FROM feedback WHERE day = '2025-11-14' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('feedback', amount),
      ),
  },
  {
    id: 'u5-fact-crowding-route',
    dataset,
    category: 'planted fact',
    question: 'Which route had the most overcrowding complaints in September and October 2025?',
    truth: ({ db }) =>
      leader(
        'route',
        ranking(
          db,
          `SELECT route k, count(*) v FROM feedback WHERE kind = 'overcrowding'
             AND day BETWEEN '2025-09-01' AND '2025-10-31' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('overcrowding', amount),
      ),
  },
  {
    id: 'u5-fact-threshold',
    dataset,
    category: 'planted fact',
    question:
      'What share of delay feedback got compensation before January 2026, and what share from January 2026 on?',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'before',
            agg(db, 'avg', 'compensation > 0', `kind = 'delay' AND day < '2026-01-01'`),
          ),
        ),
        also(
          share(
            'after',
            agg(db, 'avg', 'compensation > 0', `kind = 'delay' AND day >= '2026-01-01'`),
          ),
        ),
      ]),
  },
  {
    id: 'u5-fact-backlog-team',
    dataset,
    category: 'planted fact',
    question: 'Which handling team fell badly behind in August 2025?',
    truth: ({ db }) =>
      leader(
        'team',
        ranking(
          db,
          `SELECT team k, avg(days) v FROM feedback WHERE days IS NOT NULL AND day LIKE '2025-08-%'
             GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => avgOf('days', amount),
      ),
  },
  {
    id: 'u5-fact-crowding-jump',
    dataset,
    category: 'planted fact',
    question:
      'How many overcrowding complaints did the Airport Express get in August 2025 versus September 2025?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'August',
            records(
              db,
              `kind = 'overcrowding' AND route = 'Airport Express' AND day LIKE '2025-08-%'`,
            ),
          ),
        ),
        also(
          count(
            'September',
            records(
              db,
              `kind = 'overcrowding' AND route = 'Airport Express' AND day LIKE '2025-09-%'`,
            ),
          ),
        ),
      ]),
  },
];
