// Thirteenth held-out round over the generated cinema guest feedback (table `feedback`): plain
// figures, comparisons, rankings and relative periods, asked the way a guest-experience analyst at
// a Canadian cinema chain would in a first week with the tool.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  cad,
  cadTotal,
  daysToClose,
  feedback,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './unseen12-truth';

const dataset = 'cinema' as const;

/**
 * Two counts side by side, the larger side named when they differ. When the side named first is
 * also the larger, an answer lists it first in either order (as asked, or largest first), so its
 * count must lead: two other figures (sums of another field) with the counts in brackets are no
 * answer.
 */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

export const unseen12Cinema: EvalCase[] = [
  {
    id: 'u12-total',
    dataset,
    category: 'descriptive',
    question: 'How much guest feedback do we have on file, all in?',
    truth: ({ db }) => answer([count('feedback', feedback(db, '1'))]),
  },
  {
    id: 'u12-refunded-total',
    dataset,
    category: 'descriptive',
    question: 'What is the total we have refunded to guests, in Canadian dollars?',
    truth: ({ db }) => answer([cadTotal('refunded', over(db, 'sum', 'refund', '1'))]),
  },
  {
    id: 'u12-avg-queue',
    dataset,
    category: 'descriptive',
    question: 'On average, how many minutes did guests spend queuing?',
    truth: ({ db }) => answer([mean('queue', over(db, 'avg', 'queue', '1'))]),
  },
  {
    id: 'u12-topic-refund',
    dataset,
    category: 'descriptive',
    question: 'How many feedback items have Refund as their topic?',
    truth: ({ db }) => answer([count('Refund topic', feedback(db, `topic = 'Refund'`))]),
  },
  {
    id: 'u12-refund-paid',
    dataset,
    category: 'descriptive',
    question: 'In how many cases did the guest actually get money back?',
    truth: ({ db }) => answer([count('refunded', feedback(db, 'refund IS NOT NULL'))]),
  },
  {
    id: 'u12-score-mean',
    dataset,
    category: 'descriptive',
    question:
      'Looking only at guests who bothered to leave a score, what does it average out of 5?',
    truth: ({ db }) => answer([mean('score', over(db, 'avg', 'score', 'score IS NOT NULL'))]),
  },
  {
    id: 'u12-member-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of the feedback was left by Stars Club members?',
    truth: ({ db }) => answer([share('members', over(db, 'avg', 'member', '1'))]),
  },
  {
    id: 'u12-imax-3d',
    dataset,
    category: 'descriptive',
    question: 'How many pieces of feedback relate to IMAX 3D screenings?',
    truth: ({ db }) => answer([count('IMAX 3D', feedback(db, `screen = 'IMAX 3D'`))]),
  },
  {
    id: 'u12-voucher',
    dataset,
    category: 'descriptive',
    question: 'How many items were settled with a voucher (status Resolved - voucher)?',
    truth: ({ db }) => answer([count('voucher', feedback(db, `status = 'Resolved - voucher'`))]),
  },
  {
    id: 'u12-days-to-close',
    dataset,
    category: 'descriptive',
    question: 'Typically how many days pass between feedback being submitted and it being closed?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close')]),
  },
  {
    id: 'u12-ab-sites',
    dataset,
    category: 'descriptive',
    question: 'How much feedback came from our cinemas in province AB?',
    truth: ({ db }) => answer([count('AB', feedback(db, `prov = 'AB'`))]),
  },
  {
    id: 'u12-priciest-ticket',
    dataset,
    category: 'descriptive',
    question: 'What is the most anyone paid for a ticket, in CAD?',
    truth: ({ db }) => answer([cad('highest price', over(db, 'max', 'price', '1'), 0.01)]),
  },
  {
    id: 'u12-not-standard',
    dataset,
    category: 'descriptive',
    question: 'Excluding Standard screenings, how many feedback items are there?',
    truth: ({ db }) => answer([count('not Standard', feedback(db, `screen <> 'Standard'`))]),
  },
  {
    id: 'u12-cmp-harbours',
    dataset,
    category: 'comparison',
    question:
      'Harbour Front against Harbour Centre: which cinema drew more feedback? I need both numbers.',
    truth: ({ db }) =>
      twoCounts(
        ['Harbour Front', 'Harbour Centre'],
        feedback(db, `site = 'Harbour Front'`),
        feedback(db, `site = 'Harbour Centre'`),
      ),
  },
  {
    id: 'u12-cmp-king-days',
    dataset,
    category: 'comparison',
    question:
      'Line up the average number of days to close feedback at King Street with the figure for Kingsway.',
    truth: ({ db }) =>
      answer([
        also(daysToClose(db, 'King Street', `site = 'King Street'`)),
        also(daysToClose(db, 'Kingsway', `site = 'Kingsway'`)),
      ]),
  },
  {
    id: 'u12-cmp-member-score',
    dataset,
    category: 'comparison',
    question:
      'Do Stars Club members score us higher than guests who are not members? Give me both averages.',
    truth: ({ db }) =>
      answer([
        also(mean('members', over(db, 'avg', 'score', 'member = 1 AND score IS NOT NULL'))),
        also(mean('non-members', over(db, 'avg', 'score', 'member = 0 AND score IS NOT NULL'))),
      ]),
  },
  {
    id: 'u12-cmp-imax-sound',
    dataset,
    category: 'comparison',
    question: 'Sound feedback only: did IMAX or IMAX 3D screenings get more of it?',
    truth: ({ db }) =>
      twoCounts(
        ['IMAX', 'IMAX 3D'],
        feedback(db, `topic = 'Sound' AND screen = 'IMAX'`),
        feedback(db, `topic = 'Sound' AND screen = 'IMAX 3D'`),
      ),
  },
  {
    id: 'u12-cmp-app-web-refund-rate',
    dataset,
    category: 'comparison',
    question:
      'What share of App feedback ended with a refund issued, and how does that compare with Website feedback?',
    truth: ({ db }) => {
      const rate = (source: string) =>
        over(db, 'avg', `status = 'Resolved - refund issued'`, `source = '${source}'`);
      return answer([also(share('App', rate('App'))), also(share('Website', rate('Website')))]);
    },
  },
  {
    id: 'u12-cmp-concessions',
    dataset,
    category: 'comparison',
    question: 'Which came up more, Concessions or Concessions - price? Show both counts.',
    truth: ({ db }) =>
      twoCounts(
        ['Concessions', 'Concessions - price'],
        feedback(db, `topic = 'Concessions'`),
        feedback(db, `topic = 'Concessions - price'`),
      ),
  },
  {
    id: 'u12-rank-site',
    dataset,
    category: 'ranking',
    question: 'Which of our cinemas attracts the most feedback?',
    truth: ({ db }) => leader('cinema', ranked(db, 'site', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u12-rank-topic-refunds',
    dataset,
    category: 'ranking',
    question: 'Which topic is behind the largest amount of money refunded?',
    truth: ({ db }) =>
      leader('topic', ranked(db, 'topic', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        cadTotal('refunded', v),
      ),
  },
  {
    id: 'u12-rank-slowest-site',
    dataset,
    category: 'ranking',
    question: 'Where is feedback slowest to get closed? I mean which cinema, on average.',
    truth: ({ db }) =>
      picked('cinema', ranked(db, 'site', 'avg(days)', 'closed IS NOT NULL'), (v) =>
        mean('days', v, 1),
      ),
  },
  {
    id: 'u12-rank-booking-source',
    dataset,
    category: 'ranking',
    question: 'Where does most Booking feedback come in from?',
    truth: ({ db }) =>
      leader('source', ranked(db, 'source', 'count(*)', `topic = 'Booking'`), (v) => count('n', v)),
  },
  {
    id: 'u12-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month brought in the largest volume of feedback?',
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
    id: 'u12-rank-long-queue-topic',
    dataset,
    category: 'ranking',
    question: 'Among the guests who queued more than 20 minutes, which topic comes up most often?',
    truth: ({ db }) =>
      leader('topic', ranked(db, 'topic', 'count(*)', 'queue > 20'), (v) => count('n', v)),
  },
  {
    id: 'u12-rank-refund-rate-site',
    dataset,
    category: 'ranking',
    question: 'Which cinema has the highest proportion of feedback resolved with a refund issued?',
    truth: ({ db }) =>
      picked('cinema', ranked(db, 'site', `avg(status = 'Resolved - refund issued')`), (v) =>
        share('refund rate', v),
      ),
  },
  {
    id: 'u12-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How much feedback has arrived over the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('feedback', feedback(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'u12-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many feedback items did we log last month?',
    truth: ({ db }) =>
      answer([count('feedback', feedback(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'u12-rel-week-sound',
    dataset,
    category: 'relative period',
    question: 'Over the past 7 days, how many Sound items were submitted?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      const n = feedback(db, `topic = 'Sound' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('Sound', n), tolerance: Math.max(1, Math.round(n * 0.15)) }]);
    },
  },
  {
    id: 'u12-rel-90-days',
    dataset,
    category: 'relative period',
    question: 'What feedback volume did the past 90 days bring?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([count('feedback', feedback(db, `day BETWEEN ? AND ?`, from, to), 0.03)]);
    },
  },
  {
    id: 'u12-rel-ytd-refunds',
    dataset,
    category: 'relative period',
    question: 'How much have we refunded so far this year?',
    truth: ({ db }) => {
      const to = lastDay(db);
      const total = over(db, 'sum', 'refund', `day BETWEEN ? AND ?`, `${to.slice(0, 4)}-01-01`, to);
      return answer([cad('refunded', total, total * 0.03)]);
    },
  },
  {
    id: 'u12-rel-this-month-score',
    dataset,
    category: 'relative period',
    question: 'What is the average score for feedback submitted this month?',
    truth: ({ db }) =>
      answer([
        mean(
          'score',
          over(
            db,
            'avg',
            'score',
            `score IS NOT NULL AND substr(day, 1, 7) = ?`,
            monthBefore(db, 0),
          ),
          0.1,
        ),
      ]),
  },
];
