// Fifth held-out round over the generated food-delivery complaints (table `complaints`): plain
// figures, comparisons, rankings, relative periods and the planted facts, worded the way an analyst
// new to the tool would at a delivery platform.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, leader, ranking, share, top } from './truth';
import { complaints, lastDays, mean, monthBefore, over, pounds } from './unseen4-truth';

const dataset = 'delivery' as const;

export const unseen4Delivery: EvalCase[] = [
  {
    id: 'u4-total',
    dataset,
    category: 'descriptive',
    question: 'How many complaints have been logged altogether?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'u4-glasgow-count',
    dataset,
    category: 'descriptive',
    question: 'How many complaints came from customers in Glasgow?',
    truth: ({ db }) => answer([count('Glasgow', complaints(db, `city = 'Glasgow'`))]),
  },
  {
    id: 'u4-refund-total',
    dataset,
    category: 'descriptive',
    question: 'What is the total amount we have refunded, in pounds?',
    truth: ({ db }) => answer([pounds('refunded', over(db, 'sum', 'refund', '1'))]),
  },
  {
    id: 'u4-late-minutes',
    dataset,
    category: 'descriptive',
    question: 'For late delivery complaints, how many minutes late was the order on average?',
    truth: ({ db }) =>
      answer([mean('minutes late', over(db, 'avg', 'minutes_late', `kind = 'late delivery'`))]),
  },
  {
    id: 'u4-plus-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of complaints were raised by Plus members?',
    truth: ({ db }) => answer([share('Plus members', over(db, 'avg', 'plus', '1'))]),
  },
  {
    id: 'u4-open-count',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are still open?',
    truth: ({ db }) => answer([count('open', complaints(db, `resolution = 'Open'`))]),
  },
  {
    id: 'u4-rating-avg',
    dataset,
    category: 'descriptive',
    question: 'What app rating do customers give on average after complaining?',
    truth: ({ db }) =>
      answer([mean('app rating', over(db, 'avg', 'rating', 'rating IS NOT NULL'))]),
  },
  {
    id: 'u4-s1-count',
    dataset,
    category: 'descriptive',
    question: 'How many S1 complaints did we get?',
    truth: ({ db }) => answer([count('S1', complaints(db, `severity = 'S1'`))]),
  },
  {
    id: 'u4-full-refund-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of complaints ended in a full refund?',
    truth: ({ db }) =>
      answer([share('full refund', over(db, 'avg', `resolution = 'Full refund'`, '1'))]),
  },
  {
    id: 'u4-sushi-order-value',
    dataset,
    category: 'descriptive',
    question: 'What is the average order value on complaints about sushi orders?',
    truth: ({ db }) =>
      answer([pounds('order value', over(db, 'avg', 'order_value', `cuisine = 'Sushi'`), 0.051)]),
  },
  {
    id: 'u4-distance-avg',
    dataset,
    category: 'descriptive',
    question: 'How far, in km, was the average delivery that got a complaint?',
    truth: ({ db }) =>
      answer([mean('distance', over(db, 'avg', 'distance', 'distance IS NOT NULL'))]),
  },
  {
    id: 'u4-plus-vs-rest-hours',
    dataset,
    category: 'comparison',
    question: 'Do Plus members get their complaints resolved faster than everyone else?',
    truth: ({ db }) =>
      answer([
        also(mean('Plus', over(db, 'avg', 'hours', 'plus = 1 AND hours IS NOT NULL'))),
        also(mean('not Plus', over(db, 'avg', 'hours', 'plus = 0 AND hours IS NOT NULL'))),
      ]),
  },
  {
    id: 'u4-manchester-vs-birmingham',
    dataset,
    category: 'comparison',
    question: 'Which had more complaints, Manchester or Birmingham?',
    truth: ({ db }) => {
      const manchester = complaints(db, `city = 'Manchester'`);
      const birmingham = complaints(db, `city = 'Birmingham'`);
      return answer(
        [also(count('Manchester', manchester)), also(count('Birmingham', birmingham))],
        [
          manchester > birmingham
            ? { label: 'more', anyOf: ['Manchester'] }
            : { label: 'more', anyOf: ['Birmingham'] },
        ],
      );
    },
  },
  {
    id: 'u4-phone-vs-chat-rating',
    dataset,
    category: 'comparison',
    question: 'How do app ratings compare between phone complaints and in-app chat complaints?',
    truth: ({ db }) =>
      answer([
        also(mean('phone', over(db, 'avg', 'rating', `channel = 'phone' AND rating IS NOT NULL`))),
        also(
          mean(
            'in-app chat',
            over(db, 'avg', 'rating', `channel = 'in-app chat' AND rating IS NOT NULL`),
          ),
        ),
      ]),
  },
  {
    id: 'u4-q2-vs-q3',
    dataset,
    category: 'comparison',
    question: 'Compare the number of complaints in Q2 2025 with Q3 2025.',
    truth: ({ db }) =>
      answer([
        also(count('Q2', complaints(db, `day BETWEEN '2025-04-01' AND '2025-06-30'`))),
        also(count('Q3', complaints(db, `day BETWEEN '2025-07-01' AND '2025-09-30'`))),
      ]),
  },
  {
    id: 'u4-indian-vs-chinese-value',
    dataset,
    category: 'comparison',
    question: 'Is the average order value higher on Indian or on Chinese complaints?',
    truth: ({ db }) => {
      const indian = over(db, 'avg', 'order_value', `cuisine = 'Indian'`);
      const chinese = over(db, 'avg', 'order_value', `cuisine = 'Chinese'`);
      return answer(
        [also(pounds('Indian', indian, 0.051)), also(pounds('Chinese', chinese, 0.051))],
        [{ label: 'higher', anyOf: [indian > chinese ? 'Indian' : 'Chinese'] }],
      );
    },
  },
  {
    id: 'u4-courier-vs-restaurant-s1',
    dataset,
    category: 'comparison',
    question:
      'Is the share of S1 complaints higher for platform courier orders or for restaurant delivery orders?',
    truth: ({ db }) =>
      answer(
        [
          also(
            share(
              'platform courier',
              over(db, 'avg', `severity = 'S1'`, `fulfilment = 'platform courier'`),
            ),
          ),
          also(
            share(
              'restaurant delivery',
              over(db, 'avg', `severity = 'S1'`, `fulfilment = 'restaurant delivery'`),
            ),
          ),
        ],
        [{ label: 'higher', anyOf: ['platform courier'] }],
      ),
  },
  {
    id: 'u4-top-restaurant',
    dataset,
    category: 'ranking',
    question: 'Which restaurant has generated the most complaints?',
    truth: ({ db }) =>
      leader(
        'restaurant',
        ranking(db, 'SELECT restaurant k, count(*) v FROM complaints GROUP BY 1 ORDER BY 2 DESC'),
        (amount) => count('complaints', amount),
      ),
  },
  {
    id: 'u4-latest-city',
    dataset,
    category: 'ranking',
    question: 'Which city has the highest average minutes late?',
    truth: ({ db }) =>
      leader(
        'city',
        ranking(
          db,
          'SELECT city k, avg(minutes_late) v FROM complaints WHERE minutes_late IS NOT NULL GROUP BY 1 ORDER BY 2 DESC',
        ),
        (amount) => mean('minutes late', amount),
      ),
  },
  {
    id: 'u4-slowest-site',
    dataset,
    category: 'ranking',
    question: 'Which support site takes the longest to resolve complaints on average?',
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
    id: 'u4-worst-rated-cuisine',
    dataset,
    category: 'ranking',
    question: 'Which cuisine gets the lowest average app rating?',
    truth: ({ db }) =>
      leader(
        'cuisine',
        ranking(
          db,
          'SELECT cuisine k, avg(rating) v FROM complaints WHERE rating IS NOT NULL GROUP BY 1 ORDER BY 2',
        ),
        (amount) => mean('rating', amount),
      ),
  },
  {
    id: 'u4-busiest-month',
    dataset,
    category: 'ranking',
    question: 'In which month did we log the most complaints?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        'SELECT substr(day, 1, 7) k, count(*) v FROM complaints GROUP BY 1 ORDER BY 2 DESC',
      );
      return answer(
        [also(count('complaints', ranked.values[0]!))],
        [{ label: 'month', anyOf: monthSpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'u4-refunds-by-restaurant',
    dataset,
    category: 'ranking',
    question: 'Which restaurant has cost us the most in refunds?',
    truth: ({ db }) =>
      leader(
        'restaurant',
        ranking(
          db,
          'SELECT restaurant k, sum(refund) v FROM complaints GROUP BY 1 ORDER BY 2 DESC',
        ),
        (amount) => pounds('refunds', amount),
      ),
  },
  {
    id: 'u4-busiest-weekday',
    dataset,
    category: 'ranking',
    question: 'On which day of the week do we get the most complaints?',
    truth: ({ db }) => {
      const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      const ranked = ranking(
        db,
        `SELECT strftime('%w', day) k, count(*) v FROM complaints GROUP BY 1 ORDER BY 2 DESC`,
      );
      const days = ranked.keys.map((key) => names[Number(key)]!);
      return answer([also(count('complaints', ranked.values[0]!))], [top('weekday', days)]);
    },
  },
  {
    id: 'u4-last-30-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints came in over the last 30 days?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, 'day BETWEEN ? AND ?', ...lastDays(db, 30)))]),
  },
  {
    id: 'u4-last-month',
    dataset,
    category: 'relative period',
    question: 'How many complaints did we log last month?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, 'day LIKE ?', `${monthBefore(db, 1)}-%`))]),
  },
  {
    id: 'u4-this-month-hours',
    dataset,
    category: 'relative period',
    question: 'What has the average time to resolve been this month, in hours?',
    truth: ({ db }) =>
      answer([
        mean(
          'hours',
          over(db, 'avg', 'hours', 'hours IS NOT NULL AND day LIKE ?', `${monthBefore(db, 0)}-%`),
        ),
      ]),
  },
  {
    id: 'u4-late-past-week',
    dataset,
    category: 'relative period',
    question: 'How many late delivery complaints were there in the past 7 days?',
    truth: ({ db }) =>
      answer([
        count(
          'late deliveries',
          complaints(db, `kind = 'late delivery' AND day BETWEEN ? AND ?`, ...lastDays(db, 7)),
        ),
      ]),
  },
  {
    id: 'u4-last-quarter',
    dataset,
    category: 'relative period',
    question: 'How many complaints did we receive last quarter?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `day BETWEEN '2025-10-01' AND '2025-12-31'`))]),
  },
  {
    id: 'u4-refunds-90-days',
    dataset,
    category: 'relative period',
    question: 'How much did we refund in the last 90 days?',
    // About a day's refunds either way: an answer may place the period's first day one off.
    truth: ({ db }) =>
      answer([
        pounds(
          'refunded',
          over(db, 'sum', 'refund', 'day BETWEEN ? AND ?', ...lastDays(db, 90)),
          130,
        ),
      ]),
  },
  {
    id: 'u4-last-month-vs-before',
    dataset,
    category: 'relative period',
    question: 'Did complaints go up or down last month compared with the month before?',
    truth: ({ db }) =>
      answer([
        also(count('last month', complaints(db, 'day LIKE ?', `${monthBefore(db, 1)}-%`))),
        also(count('month before', complaints(db, 'day LIKE ?', `${monthBefore(db, 2)}-%`))),
      ]),
  },
  {
    id: 'u4-fact-leeds-day',
    dataset,
    category: 'planted fact',
    question: 'Was there one day when late deliveries suddenly piled up? Which day was it?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT day k, count(*) v FROM complaints WHERE kind = 'late delivery' GROUP BY 1 ORDER BY 2 DESC`,
      );
      return answer([], [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }]);
    },
  },
  {
    id: 'u4-fact-packaging',
    dataset,
    category: 'planted fact',
    question: 'Which restaurant keeps getting complaints about leaking or broken packaging?',
    truth: ({ db }) =>
      leader(
        'restaurant',
        ranking(
          db,
          `SELECT restaurant k, count(*) v FROM complaints WHERE kind = 'damaged packaging' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => count('damaged packaging', amount),
      ),
  },
  {
    id: 'u4-fact-site-december',
    dataset,
    category: 'planted fact',
    question: 'Which support site slowed down badly in December 2025?',
    truth: ({ db }) =>
      leader(
        'site',
        ranking(
          db,
          `SELECT site k, avg(hours) v FROM complaints WHERE hours IS NOT NULL AND day LIKE '2025-12-%' GROUP BY 1 ORDER BY 2 DESC`,
        ),
        (amount) => mean('hours', amount),
      ),
  },
  {
    id: 'u4-fact-refund-cap',
    dataset,
    category: 'planted fact',
    question:
      'For customers who are not Plus members, what was the average refund before 1 October 2025 and from then on?',
    truth: ({ db }) =>
      answer([
        also(pounds('before', over(db, 'avg', 'refund', `plus = 0 AND day < '2025-10-01'`), 0.051)),
        also(pounds('after', over(db, 'avg', 'refund', `plus = 0 AND day >= '2025-10-01'`), 0.051)),
      ]),
  },
  {
    id: 'u4-fact-snow-leeds-count',
    dataset,
    category: 'planted fact',
    question: 'How many complaints did Leeds customers make on 3 December 2025?',
    truth: ({ db }) =>
      answer([count('Leeds', complaints(db, `city = 'Leeds' AND day = '2025-12-03'`))]),
  },
];
