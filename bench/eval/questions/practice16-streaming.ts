// Practice set of the sixteenth round (practice16c) over the generated streaming subscriber
// complaints (table `complaints`, bench/eval/streaming-data.ts): every kind of question, asked the
// way a streaming service's customer-experience and retention analysts would. Developed against
// this round; not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, value } from './truth';
import {
  complaints,
  lastDay,
  lastDays,
  monthBefore,
  outageHours,
  over,
  ranked,
  surveyAverage,
  usd,
  usdTotal,
} from './practice16-streaming-truth';

const dataset = 'streaming' as const;

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

export const practice16Streaming: EvalCase[] = [
  // Descriptive.
  {
    id: 'p16c-total',
    dataset,
    category: 'descriptive',
    question: 'How many subscriber complaints do we have on file?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p16c-credit-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out in credits to subscribers?',
    truth: ({ db }) =>
      answer([usdTotal('credits', over(db, 'sum', 'credit', 'credit IS NOT NULL'))]),
  },
  {
    id: 'p16c-trial-share',
    dataset,
    category: 'descriptive',
    question: 'What share of complaints came from people who are still on a free trial?',
    truth: ({ db }) => answer([share('on a trial', over(db, 'avg', 'trial', '1'))]),
  },
  {
    id: 'p16c-survey-avg',
    dataset,
    category: 'descriptive',
    question: "What's the mean survey score, counting only complaints that have one?",
    truth: ({ db }) => answer([surveyAverage(db, 'survey score')]),
  },
  {
    id: 'p16c-outage-avg',
    dataset,
    category: 'descriptive',
    question: 'Across the buffering complaints, how many hours was playback down on average?',
    truth: ({ db }) => answer([outageHours(db, 'outage hours')]),
  },
  {
    id: 'p16c-issue-device',
    dataset,
    category: 'descriptive',
    question: 'Count the complaints whose issue is Device.',
    truth: ({ db }) => answer([count('issue Device', complaints(db, `issue = 'Device'`))]),
  },
  {
    id: 'p16c-escalated',
    dataset,
    category: 'descriptive',
    question: 'How many complaints have been escalated to the tech team?',
    truth: ({ db }) => answer([count('escalated', complaints(db, `state = 'Escalated - tech'`))]),
  },
  {
    id: 'p16c-repeat-accounts',
    dataset,
    category: 'descriptive',
    question: 'How many accounts have complained at least twice?',
    truth: ({ db }) =>
      answer([
        count(
          'accounts with 2+',
          value(
            db,
            'SELECT count(*) FROM (SELECT account FROM complaints GROUP BY account HAVING count(*) >= 2)',
          ),
        ),
      ]),
  },
  {
    id: 'p16c-pending',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are still pending?',
    truth: ({ db }) => answer([count('pending', complaints(db, `state = 'Pending'`))]),
  },
  // Comparison.
  {
    id: 'p16c-cmp-virginia',
    dataset,
    category: 'comparison',
    question: 'Virginia vs West Virginia — which has more complaints, and how many does each have?',
    truth: ({ db }) =>
      twoCounts(
        ['Virginia', 'West Virginia'],
        complaints(db, `region = 'Virginia'`),
        complaints(db, `region = 'West Virginia'`),
      ),
  },
  {
    id: 'p16c-cmp-premium-credit',
    dataset,
    category: 'comparison',
    question: 'Compare the total credits given on Premium and on Premium 4K complaints.',
    truth: ({ db }) =>
      answer([
        also(
          usdTotal('Premium', over(db, 'sum', 'credit', `credit IS NOT NULL AND plan = 'Premium'`)),
        ),
        also(
          usdTotal(
            'Premium 4K',
            over(db, 'sum', 'credit', `credit IS NOT NULL AND plan = 'Premium 4K'`),
          ),
        ),
      ]),
  },
  {
    id: 'p16c-cmp-trial-survey',
    dataset,
    category: 'comparison',
    question:
      'Do people on a free trial give lower survey scores than paying subscribers? Show both averages.',
    truth: ({ db }) =>
      answer([
        also(surveyAverage(db, 'trial', 'trial = 1')),
        also(surveyAverage(db, 'paying', 'trial = 0')),
      ]),
  },
  {
    id: 'p16c-cmp-email-form',
    dataset,
    category: 'comparison',
    question: 'Which brings in more complaints, email or the help centre form?',
    truth: ({ db }) =>
      twoCounts(
        ['Email', 'Help centre form'],
        complaints(db, `source = 'Email'`),
        complaints(db, `source = 'Help centre form'`),
      ),
  },
  {
    id: 'p16c-cmp-tv-stick-outage',
    dataset,
    category: 'comparison',
    question: 'Compare the average outage in hours on Smart TVs and on streaming sticks.',
    truth: ({ db }) =>
      answer([
        also(outageHours(db, 'Smart TV', `device = 'Smart TV'`)),
        also(outageHours(db, 'Streaming stick', `device = 'Streaming stick'`)),
      ]),
  },
  {
    id: 'p16c-cmp-ads-credit-rate',
    dataset,
    category: 'comparison',
    question:
      'What share of Basic with Ads complaints were solved with a credit, compared with plain Basic ones?',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'Basic with Ads',
            over(db, 'avg', `state = 'Solved - credit'`, `plan = 'Basic with Ads'`),
          ),
        ),
        also(share('Basic', over(db, 'avg', `state = 'Solved - credit'`, `plan = 'Basic'`))),
      ]),
  },
  // Ranking.
  {
    id: 'p16c-rank-region',
    dataset,
    category: 'ranking',
    question: 'Which region generates the most complaints?',
    truth: ({ db }) => leader('region', ranked(db, 'region', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p16c-rank-plan-credit',
    dataset,
    category: 'ranking',
    question: 'Which plan has cost us the most in credits?',
    truth: ({ db }) =>
      leader('plan', ranked(db, 'plan', 'sum(credit)', 'credit IS NOT NULL'), (v) =>
        usdTotal('credits', v),
      ),
  },
  {
    id: 'p16c-rank-issue-next',
    dataset,
    category: 'ranking',
    question: 'Apart from Buffering, which issue do subscribers raise most?',
    truth: ({ db }) =>
      leader('issue', ranked(db, 'issue', 'count(*)', `issue <> 'Buffering'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p16c-rank-plan-outage',
    dataset,
    category: 'ranking',
    question: 'Which plan sees the longest outages on average?',
    truth: ({ db }) =>
      picked('plan', ranked(db, 'plan', 'avg(outage)', 'outage IS NOT NULL'), (v) => ({
        label: 'outage hours',
        value: v,
        tolerance: 0.051,
        lead: true,
      })),
  },
  {
    id: 'p16c-rank-fewest-month',
    dataset,
    category: 'ranking',
    question: 'Which month had the fewest subscriber complaints?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', '1', 'ASC');
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
    id: 'p16c-rank-trial-issue',
    dataset,
    category: 'ranking',
    question: 'Among subscribers on a free trial, what do they complain about most?',
    truth: ({ db }) =>
      leader('issue', ranked(db, 'issue', 'count(*)', 'trial = 1'), (v) => count('n', v)),
  },
  {
    id: 'p16c-rank-issue-survey',
    dataset,
    category: 'ranking',
    question: 'Which issue leaves subscribers least happy in the survey, on average?',
    truth: ({ db }) =>
      picked('issue', ranked(db, 'issue', 'avg(survey)', 'survey IS NOT NULL', 'ASC'), (v) => ({
        label: 'survey score',
        value: v,
        tolerance: 0.06,
        lead: true,
      })),
  },
  // Relative period.
  {
    id: 'p16c-rel-7-days',
    dataset,
    category: 'relative period',
    question: 'How many subscriber complaints were opened in the past 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.1)]);
    },
  },
  {
    id: 'p16c-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'What did last month bring in terms of complaint numbers?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p16c-rel-30-days-credit',
    dataset,
    category: 'relative period',
    question: 'What did we credit on complaints opened in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      const total = over(
        db,
        'sum',
        'credit',
        `credit IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([usd('credits', total, Math.max(1, total * 0.05))]);
    },
  },
  {
    id: 'p16c-rel-ytd-login',
    dataset,
    category: 'relative period',
    question: 'How many login complaints have we had so far this year?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'login',
          complaints(db, `issue = 'Login' AND day BETWEEN ? AND ?`, `${to.slice(0, 4)}-01-01`, to),
        ),
      ]);
    },
  },
  {
    id: 'p16c-rel-fortnight-escalated',
    dataset,
    category: 'relative period',
    question: 'In the last fortnight, how many complaints went to the tech team as escalations?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = complaints(db, `state = 'Escalated - tech' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('escalated', n), tolerance: Math.max(1, Math.round(n * 0.1)) }]);
    },
  },
  // Casual.
  {
    id: 'p16c-casual-live-game',
    dataset,
    category: 'casual',
    question: 'how many ppl whined the live game kept freezing',
    truth: ({ db }) =>
      answer([count('live sport buffering', complaints(db, `issue = 'Buffering - live sport'`))]),
  },
  {
    id: 'p16c-casual-mean-credit',
    dataset,
    category: 'casual',
    question: "wot's the mean credit per credited complaint",
    truth: ({ db }) =>
      answer([usd('average credit', over(db, 'avg', 'credit', 'credit IS NOT NULL'), 0.051)]),
  },
  {
    id: 'p16c-casual-us-state',
    dataset,
    category: 'casual',
    question: 'which US state moans the most lol',
    truth: ({ db }) => leader('region', ranked(db, 'region', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p16c-casual-subtitles-tablet',
    dataset,
    category: 'casual',
    question: 'subtitle gripes on tablets how many',
    truth: ({ db }) =>
      answer([
        count('tablet subtitles', complaints(db, `issue = 'Subtitles' AND device = 'Tablet'`)),
      ]),
  },
  {
    id: 'p16c-casual-twitter',
    dataset,
    category: 'casual',
    question: 'no. of complaints thru twitter/x?',
    truth: ({ db }) => answer([count('X (Twitter)', complaints(db, `source = 'X (Twitter)'`))]),
  },
  {
    id: 'p16c-casual-trial-double',
    dataset,
    category: 'casual',
    question: 'how many trial ppl got double charged',
    truth: ({ db }) =>
      answer([
        count(
          'trial double charge',
          complaints(db, `trial = 1 AND issue = 'Billing - double charge'`),
        ),
      ]),
  },
];
