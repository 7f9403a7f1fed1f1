// Practice set of the fifteenth round (practice15b) over the generated ferry passenger feedback
// (table `feedback`, bench/eval/ferry-data.ts): every kind of question, asked the way a ferry
// operator's customer relations analysts would. Developed against this round; not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, top } from './truth';
import {
  daysToReply,
  delayMinutes,
  eur,
  eurTotal,
  items,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './practice15-ferry-truth';

const dataset = 'ferry' as const;

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

export const practice15Ferry: EvalCase[] = [
  // Descriptive.
  {
    id: 'p15b-total',
    dataset,
    category: 'descriptive',
    question: 'How many pieces of feedback have passengers sent us altogether?',
    truth: ({ db }) => answer([count('feedback', items(db, '1'))]),
  },
  {
    id: 'p15b-refund-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we refunded to passengers in total?',
    truth: ({ db }) =>
      answer([eurTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'p15b-islander-share',
    dataset,
    category: 'descriptive',
    question: 'What share of the feedback comes from island residents?',
    truth: ({ db }) => answer([share('islanders', over(db, 'avg', 'islander', '1'))]),
  },
  {
    id: 'p15b-rating-avg',
    dataset,
    category: 'descriptive',
    question: "For the feedback that came with a rating, what's the average rating?",
    truth: ({ db }) => answer([mean('rating', over(db, 'avg', 'rating', 'rating IS NOT NULL'))]),
  },
  {
    id: 'p15b-delay-avg',
    dataset,
    category: 'descriptive',
    question:
      'When passengers write in about a delay, how many minutes late was the sailing on average?',
    truth: ({ db }) => answer([delayMinutes(db, 'minutes late')]),
  },
  {
    id: 'p15b-topic-vessel',
    dataset,
    category: 'descriptive',
    question: 'How many feedback items have Vessel as their topic?',
    truth: ({ db }) => answer([count('topic Vessel', items(db, `topic = 'Vessel'`))]),
  },
  {
    id: 'p15b-no-reply',
    dataset,
    category: 'descriptive',
    question: 'How many pieces of feedback did we close without sending a reply?',
    truth: ({ db }) => answer([count('no reply', items(db, `state = 'Closed - no reply'`))]),
  },
  {
    id: 'p15b-awaiting',
    dataset,
    category: 'descriptive',
    question: 'How much feedback is still waiting on a reply from us?',
    truth: ({ db }) => answer([count('new', items(db, `state = 'New'`))]),
  },
  {
    id: 'p15b-reply-days',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days do we take to reply to feedback?',
    truth: ({ db }) => answer([daysToReply(db, 'days to reply')]),
  },
  // Comparison.
  {
    id: 'p15b-cmp-inch',
    dataset,
    category: 'comparison',
    question:
      'Ardmouth - Inchmore versus Ardmouth - Inchbeg: which route gets more feedback, and how many each?',
    truth: ({ db }) =>
      twoCounts(
        ['Ardmouth - Inchmore', 'Ardmouth - Inchbeg'],
        items(db, `route = 'Ardmouth - Inchmore'`),
        items(db, `route = 'Ardmouth - Inchbeg'`),
      ),
  },
  {
    id: 'p15b-cmp-skerra',
    dataset,
    category: 'comparison',
    question: 'How many more feedback items are about the MV Skerra Star than the MV Skerra?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'difference',
            items(db, `vessel = 'MV Skerra Star'`) - items(db, `vessel = 'MV Skerra'`),
          ),
        ),
      ]),
  },
  {
    id: 'p15b-cmp-fast-delay',
    dataset,
    category: 'comparison',
    question:
      'Compare the average delay in minutes on Kirkport - Skerra with Kirkport - Skerra (fast craft).',
    truth: ({ db }) =>
      answer([
        also(delayMinutes(db, 'Kirkport - Skerra', `route = 'Kirkport - Skerra'`)),
        also(
          delayMinutes(
            db,
            'Kirkport - Skerra (fast craft)',
            `route = 'Kirkport - Skerra (fast craft)'`,
          ),
        ),
      ]),
  },
  {
    id: 'p15b-cmp-resident-rating',
    dataset,
    category: 'comparison',
    question:
      'Do island residents rate us better or worse than visitors? Give me both average ratings.',
    truth: ({ db }) =>
      answer([
        also(mean('residents', over(db, 'avg', 'rating', 'rating IS NOT NULL AND islander = 1'))),
        also(mean('visitors', over(db, 'avg', 'rating', 'rating IS NOT NULL AND islander = 0'))),
      ]),
  },
  {
    id: 'p15b-cmp-email-social',
    dataset,
    category: 'comparison',
    question: 'Email or social media — which brings in more feedback?',
    truth: ({ db }) =>
      twoCounts(
        ['Email', 'Social media'],
        items(db, `source = 'Email'`),
        items(db, `source = 'Social media'`),
      ),
  },
  {
    id: 'p15b-cmp-refund-share',
    dataset,
    category: 'comparison',
    question:
      'What percentage of all feedback was replied to with a refund, and what percentage was replied to without one?',
    truth: ({ db }) =>
      answer([
        also(share('replied with refund', over(db, 'avg', `state = 'Replied - refund'`, '1'))),
        also(share('replied, no refund', over(db, 'avg', `state = 'Replied'`, '1'))),
      ]),
  },
  // Ranking.
  {
    id: 'p15b-rank-vessel',
    dataset,
    category: 'ranking',
    question: 'Which vessel gets the most passenger feedback?',
    truth: ({ db }) => leader('vessel', ranked(db, 'vessel', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p15b-rank-route-refund',
    dataset,
    category: 'ranking',
    question: 'Which route has cost us the most in refunds?',
    truth: ({ db }) =>
      leader('route', ranked(db, 'route', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        eur('refunds', v),
      ),
  },
  {
    id: 'p15b-rank-topic-next',
    dataset,
    category: 'ranking',
    question: 'Apart from delays, what do passengers write to us about most?',
    truth: ({ db }) =>
      leader('topic', ranked(db, 'topic', 'count(*)', `topic <> 'Delay'`), (v) => count('n', v)),
  },
  {
    id: 'p15b-rank-slowest-source',
    dataset,
    category: 'ranking',
    question: 'Which source of feedback do we take longest to reply to, on average?',
    // No unit is asked: the average may be given in days or in hours, so only the pick is checked.
    truth: ({ db }) =>
      answer(
        [],
        [top('source', ranked(db, 'source', 'avg(reply_days)', 'replied IS NOT NULL').keys)],
      ),
  },
  {
    id: 'p15b-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month of the year brought in the most passenger feedback?',
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
    id: 'p15b-rank-cabin-ticket-topic',
    dataset,
    category: 'ranking',
    question: 'Among passengers on a Cabin ticket, what is the most common topic?',
    truth: ({ db }) => {
      const topics = ranked(db, 'topic', 'count(*)', `ticket = 'Cabin'`);
      // The ticket's name is also a topic: 'Cabin' said of the ticket is no rival pick.
      return answer(
        [also(count('n', topics.values[0]!))],
        [
          {
            label: 'topic',
            anyOf: [topics.keys[0]!],
            rivals: topics.keys.slice(1).filter((topic) => topic !== 'Cabin'),
          },
        ],
      );
    },
  },
  {
    id: 'p15b-rank-vessel-rating',
    dataset,
    category: 'ranking',
    question: 'Which vessel gets the lowest average rating?',
    truth: ({ db }) =>
      picked('vessel', ranked(db, 'vessel', 'avg(rating)', 'rating IS NOT NULL', 'ASC'), (v) =>
        mean('rating', v),
      ),
  },
  // Relative period.
  {
    id: 'p15b-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How much passenger feedback came in during the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('feedback', items(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'p15b-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many pieces of feedback did we receive last month?',
    truth: ({ db }) =>
      answer([count('feedback', items(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p15b-rel-90-days-refunds',
    dataset,
    category: 'relative period',
    question: 'How much did we pay back in refunds over the last 90 days?',
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
    id: 'p15b-rel-quarter-cancellations',
    dataset,
    category: 'relative period',
    question: 'How many cancellation complaints have we had this quarter?',
    truth: ({ db }) =>
      answer([
        count(
          'cancellations',
          items(db, `topic = 'Cancellation' AND day BETWEEN '2025-10-01' AND '2025-12-31'`),
        ),
      ]),
  },
  {
    id: 'p15b-rel-week',
    dataset,
    category: 'relative period',
    question: 'Over the past week, how much feedback was logged?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      const n = items(db, `day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('week', n), tolerance: Math.max(1, Math.round(n * 0.15)) }]);
    },
  },
  // Casual.
  {
    id: 'p15b-casual-food',
    dataset,
    category: 'casual',
    question: 'how many ppl whinged about the food onboard',
    truth: ({ db }) => answer([count('catering', items(db, `topic = 'Catering'`))]),
  },
  {
    id: 'p15b-casual-avg-refund',
    dataset,
    category: 'casual',
    question: 'avg refund we hand back when we actually do refund?',
    truth: ({ db }) =>
      answer([eur('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p15b-casual-boat',
    dataset,
    category: 'casual',
    question: 'which boat gets the most stick lol',
    truth: ({ db }) => leader('vessel', ranked(db, 'vessel', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p15b-casual-torran-cancel',
    dataset,
    category: 'casual',
    question: 'cancelation moans on balla - torran, how many?',
    truth: ({ db }) =>
      answer([
        count(
          'Balla - Torran cancellations',
          items(db, `route = 'Balla - Torran' AND topic = 'Cancellation'`),
        ),
      ]),
  },
  {
    id: 'p15b-casual-web',
    dataset,
    category: 'casual',
    question: 'no. of feedback thru the web form?',
    truth: ({ db }) => answer([count('web form', items(db, `source = 'Web form'`))]),
  },
  {
    id: 'p15b-casual-caravan',
    dataset,
    category: 'casual',
    question: 'how many car + caravan ppl got in touch',
    truth: ({ db }) => answer([count('car + caravan', items(db, `ticket = 'Car + caravan'`))]),
  },
];
