// Practice set of the sixteenth round (practice16a) over the generated gym member complaints
// (table `complaints`, bench/eval/gym-data.ts): every kind of question, asked the way a leisure
// chain's member-services and operations analysts would. Developed against this round; not a
// held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, value } from './truth';
import {
  complaints,
  daysOutOfUse,
  daysToClose,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  monthBefore,
  moodAverage,
  over,
  ranked,
} from './practice16-gym-truth';

const dataset = 'gym' as const;

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

export const practice16Gym: EvalCase[] = [
  // Descriptive.
  {
    id: 'p16a-total',
    dataset,
    category: 'descriptive',
    question: 'How many member complaints are in the log altogether?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p16a-credit-total',
    dataset,
    category: 'descriptive',
    question: "What's the total value of the credits we've given back to members?",
    truth: ({ db }) =>
      answer([gbpTotal('credits', over(db, 'sum', 'credit', 'credit IS NOT NULL'))]),
  },
  {
    id: 'p16a-frozen-share',
    dataset,
    category: 'descriptive',
    question: 'What share of all complaints came from members whose membership is frozen?',
    truth: ({ db }) => answer([share('frozen', over(db, 'avg', 'frozen', '1'))]),
  },
  {
    id: 'p16a-mood-avg',
    dataset,
    category: 'descriptive',
    question: "Where a mood score was recorded, what's the average mood?",
    truth: ({ db }) => answer([moodAverage(db, 'mood')]),
  },
  {
    id: 'p16a-out-of-use-avg',
    dataset,
    category: 'descriptive',
    question: 'Going by the equipment complaints, how many days is kit out of use on average?',
    truth: ({ db }) => answer([daysOutOfUse(db, 'days out of use')]),
  },
  {
    id: 'p16a-issue-membership',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are filed under Membership as the issue?',
    truth: ({ db }) => answer([count('issue Membership', complaints(db, `issue = 'Membership'`))]),
  },
  {
    id: 'p16a-escalated',
    dataset,
    category: 'descriptive',
    question: 'How many complaints ended up being escalated?',
    truth: ({ db }) => answer([count('escalated', complaints(db, `status = 'Escalated'`))]),
  },
  {
    id: 'p16a-distinct-members',
    dataset,
    category: 'descriptive',
    question: 'How many separate members have lodged at least one complaint?',
    truth: ({ db }) =>
      answer([count('members', value(db, 'SELECT count(DISTINCT member) FROM complaints'))]),
  },
  {
    id: 'p16a-still-open',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are still open, not counting the escalated ones?',
    truth: ({ db }) => answer([count('open', complaints(db, `status = 'Open'`))]),
  },
  {
    id: 'p16a-days-to-close',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does it take us to close a complaint?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close')]),
  },
  // Comparison.
  {
    id: 'p16a-cmp-ashford',
    dataset,
    category: 'comparison',
    question: 'Ashford or Ashford Central: which club has had more complaints, and how many each?',
    truth: ({ db }) =>
      twoCounts(
        ['Ashford', 'Ashford Central'],
        complaints(db, `club = 'Ashford'`),
        complaints(db, `club = 'Ashford Central'`),
      ),
  },
  {
    id: 'p16a-cmp-denton-credit',
    dataset,
    category: 'comparison',
    question: 'Put the total credits given at Denton next to the total at Denton Hill.',
    truth: ({ db }) =>
      answer([
        also(
          gbpTotal('Denton', over(db, 'sum', 'credit', `credit IS NOT NULL AND club = 'Denton'`)),
        ),
        also(
          gbpTotal(
            'Denton Hill',
            over(db, 'sum', 'credit', `credit IS NOT NULL AND club = 'Denton Hill'`),
          ),
        ),
      ]),
  },
  {
    id: 'p16a-cmp-plus-mood',
    dataset,
    category: 'comparison',
    question:
      'Are Standard Plus members in a better mood than plain Standard members when they complain? Both averages please.',
    truth: ({ db }) =>
      answer([
        also(moodAverage(db, 'Standard Plus', `membership = 'Standard Plus'`)),
        also(moodAverage(db, 'Standard', `membership = 'Standard'`)),
      ]),
  },
  {
    id: 'p16a-cmp-app-desk',
    dataset,
    category: 'comparison',
    question: 'Do more complaints reach us through the app or at the front desk?',
    truth: ({ db }) =>
      twoCounts(
        ['App', 'Front desk'],
        complaints(db, `channel = 'App'`),
        complaints(db, `channel = 'Front desk'`),
      ),
  },
  {
    id: 'p16a-cmp-equipment-days',
    dataset,
    category: 'comparison',
    question:
      'How does the average number of days out of use compare between Equipment and Equipment - out of order complaints?',
    truth: ({ db }) =>
      answer([
        also(daysOutOfUse(db, 'Equipment', `issue = 'Equipment'`)),
        also(daysOutOfUse(db, 'Equipment - out of order', `issue = 'Equipment - out of order'`)),
      ]),
  },
  {
    id: 'p16a-cmp-frozen-credit-rate',
    dataset,
    category: 'comparison',
    question:
      "What percentage of frozen members' complaints were closed with a credit, compared with members who aren't frozen?",
    truth: ({ db }) =>
      answer([
        also(share('frozen', over(db, 'avg', `status = 'Closed - credit given'`, 'frozen = 1'))),
        also(
          share('not frozen', over(db, 'avg', `status = 'Closed - credit given'`, 'frozen = 0')),
        ),
      ]),
  },
  // Ranking.
  {
    id: 'p16a-rank-club',
    dataset,
    category: 'ranking',
    question: 'Which club has the most complaints against it?',
    truth: ({ db }) => leader('club', ranked(db, 'club', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p16a-rank-area-credit',
    dataset,
    category: 'ranking',
    question: 'Which area of the clubs has cost us the most in credits?',
    truth: ({ db }) =>
      leader('area', ranked(db, 'area', 'sum(credit)', 'credit IS NOT NULL'), (v) =>
        gbp('credits', v),
      ),
  },
  {
    id: 'p16a-rank-club-next',
    dataset,
    category: 'ranking',
    question: 'Setting Ashford Central aside, which club has the most complaints?',
    truth: ({ db }) =>
      leader('club', ranked(db, 'club', 'count(*)', `club <> 'Ashford Central'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p16a-rank-club-downtime',
    dataset,
    category: 'ranking',
    question: 'At which club is broken kit left out of action the longest, on average?',
    truth: ({ db }) =>
      picked('club', ranked(db, 'club', 'avg(out_days)', 'out_days IS NOT NULL'), (v) => ({
        label: 'days out of use',
        value: v,
        tolerance: 0.051,
        lead: true,
      })),
  },
  {
    id: 'p16a-rank-quietest-month',
    dataset,
    category: 'ranking',
    question: 'Which month was the quietest for complaints?',
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
    id: 'p16a-rank-pool-club',
    dataset,
    category: 'ranking',
    question: 'Among the pool complaints, which club has the most?',
    truth: ({ db }) =>
      leader('club', ranked(db, 'club', 'count(*)', `area = 'Pool'`), (v) => count('n', v)),
  },
  {
    id: 'p16a-rank-membership-mood',
    dataset,
    category: 'ranking',
    question: 'Which membership type has the gloomiest average mood score?',
    truth: ({ db }) =>
      picked(
        'membership',
        ranked(db, 'membership', 'avg(mood)', 'mood IS NOT NULL', 'ASC'),
        (v) => ({ label: 'mood', value: v, tolerance: 0.006, lead: true }),
      ),
  },
  // Relative period.
  {
    id: 'p16a-rel-7-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints have come in over the last 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.1)]);
    },
  },
  {
    id: 'p16a-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many complaints were opened last month?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p16a-rel-60-days-credit',
    dataset,
    category: 'relative period',
    question: 'How much have we credited on complaints opened in the past 60 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      const total = over(
        db,
        'sum',
        'credit',
        `credit IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([gbp('credits', total, Math.max(1, total * 0.05))]);
    },
  },
  {
    id: 'p16a-rel-ytd-cleanliness',
    dataset,
    category: 'relative period',
    question: 'How many cleanliness complaints have we had so far this year?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'cleanliness',
          complaints(
            db,
            `issue = 'Cleanliness' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p16a-rel-fortnight-escalated',
    dataset,
    category: 'relative period',
    question: 'Of the complaints opened in the last fortnight, how many have been escalated?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = complaints(db, `status = 'Escalated' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('escalated', n), tolerance: Math.max(1, Math.round(n * 0.1)) }]);
    },
  },
  // Casual.
  {
    id: 'p16a-casual-dirty-changing',
    dataset,
    category: 'casual',
    question: 'how many ppl whinged about dirty changing rooms',
    truth: ({ db }) =>
      answer([
        count(
          'changing rooms cleanliness',
          complaints(db, `area = 'Changing rooms' AND issue = 'Cleanliness'`),
        ),
      ]),
  },
  {
    id: 'p16a-casual-avg-credit',
    dataset,
    category: 'casual',
    question: 'wots the avg credit we hand out when we do give one',
    truth: ({ db }) =>
      answer([gbp('average credit', over(db, 'avg', 'credit', 'credit IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p16a-casual-worst-gym',
    dataset,
    category: 'casual',
    question: 'which gym has the most moaners lol',
    truth: ({ db }) => leader('club', ranked(db, 'club', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p16a-casual-bramley-pool',
    dataset,
    category: 'casual',
    question: 'pool grumbles at bramley, how many??',
    truth: ({ db }) =>
      answer([count('Bramley pool', complaints(db, `club = 'Bramley' AND area = 'Pool'`))]),
  },
  {
    id: 'p16a-casual-socials',
    dataset,
    category: 'casual',
    question: 'no. of complaints that came in off socials?',
    truth: ({ db }) => answer([count('social media', complaints(db, `channel = 'Social media'`))]),
  },
  {
    id: 'p16a-casual-offpeak-crowds',
    dataset,
    category: 'casual',
    question: 'how many off peak ppl kicked off about it being too crowded',
    truth: ({ db }) =>
      answer([
        count(
          'off-peak overcrowding',
          complaints(db, `membership = 'Off-peak' AND issue = 'Overcrowding'`),
        ),
      ]),
  },
];
