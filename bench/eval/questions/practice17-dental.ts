// Practice set of the seventeenth round (practice17a) over the generated dental patient complaints
// (table `complaints`, bench/eval/dental-data.ts): every kind of question, asked the way a dental
// group's patient-relations and practice managers would. Developed against this round; not a
// held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, value } from './truth';
import {
  complaints,
  daysToResolve,
  feedbackAverage,
  gbp,
  gbpTotal,
  lastDay,
  lastDays,
  monthBefore,
  over,
  ranked,
  waitAverage,
} from './practice17-dental-truth';

const dataset = 'dental' as const;

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

export const practice17Dental: EvalCase[] = [
  // Descriptive.
  {
    id: 'p17a-total',
    dataset,
    category: 'descriptive',
    question: 'How many patient complaints do we have on file in total?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p17a-refund-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out in refunds to patients overall?',
    truth: ({ db }) =>
      answer([gbpTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'p17a-nhs-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of the complaints are from NHS patients?',
    truth: ({ db }) => answer([share('NHS', over(db, 'avg', 'nhs', '1'))]),
  },
  {
    id: 'p17a-feedback-avg',
    dataset,
    category: 'descriptive',
    question: 'For the complaints that got a feedback score, what is the mean score out of 10?',
    truth: ({ db }) => answer([feedbackAverage(db, 'feedback')]),
  },
  {
    id: 'p17a-wait-avg',
    dataset,
    category: 'descriptive',
    question:
      'Where a wait for an appointment is recorded, how many days had the patient waited on average?',
    truth: ({ db }) => answer([waitAverage(db, 'wait (days)')]),
  },
  {
    id: 'p17a-issue-treatment',
    dataset,
    category: 'descriptive',
    question: 'How many complaints have Treatment down as the issue?',
    truth: ({ db }) => answer([count('issue Treatment', complaints(db, `issue = 'Treatment'`))]),
  },
  {
    id: 'p17a-ombudsman',
    dataset,
    category: 'descriptive',
    question: 'How many complaints have gone to the ombudsman?',
    truth: ({ db }) =>
      answer([count('with ombudsman', complaints(db, `outcome = 'With ombudsman'`))]),
  },
  {
    id: 'p17a-distinct-patients',
    dataset,
    category: 'descriptive',
    question: 'How many different patients have complained at least once?',
    truth: ({ db }) =>
      answer([count('patients', value(db, 'SELECT count(DISTINCT patient) FROM complaints'))]),
  },
  {
    id: 'p17a-still-open',
    dataset,
    category: 'descriptive',
    question: "How many complaints are still open? Don't count the ones with the ombudsman.",
    truth: ({ db }) => answer([count('open', complaints(db, `outcome = 'Open'`))]),
  },
  {
    id: 'p17a-days-to-resolve',
    dataset,
    category: 'descriptive',
    question: 'What is the average number of days it takes to resolve a complaint?',
    truth: ({ db }) => answer([daysToResolve(db, 'days to resolve')]),
  },
  // Comparison.
  {
    id: 'p17a-cmp-kingsway',
    dataset,
    category: 'comparison',
    question:
      'Kingsway versus Kingsway Park — which practice has more complaints, and what are the two counts?',
    truth: ({ db }) =>
      twoCounts(
        ['Kingsway', 'Kingsway Park'],
        complaints(db, `practice = 'Kingsway'`),
        complaints(db, `practice = 'Kingsway Park'`),
      ),
  },
  {
    id: 'p17a-cmp-elmfield-refunds',
    dataset,
    category: 'comparison',
    question: "Compare how much we've refunded at Elmfield with how much at Elmfield Road.",
    truth: ({ db }) =>
      answer([
        also(
          gbpTotal(
            'Elmfield',
            over(db, 'sum', 'refund', `refund IS NOT NULL AND practice = 'Elmfield'`),
          ),
        ),
        also(
          gbpTotal(
            'Elmfield Road',
            over(db, 'sum', 'refund', `refund IS NOT NULL AND practice = 'Elmfield Road'`),
          ),
        ),
      ]),
  },
  {
    id: 'p17a-cmp-private-nhs-feedback',
    dataset,
    category: 'comparison',
    question:
      'Do private patients give better feedback scores than NHS patients? Give me both averages.',
    truth: ({ db }) =>
      answer([
        also(feedbackAverage(db, 'private', 'nhs = 0')),
        also(feedbackAverage(db, 'NHS', 'nhs = 1')),
      ]),
  },
  {
    id: 'p17a-cmp-phone-email',
    dataset,
    category: 'comparison',
    question: 'Are more complaints raised by phone or by email?',
    truth: ({ db }) =>
      twoCounts(
        ['Phone', 'Email'],
        complaints(db, `channel = 'Phone'`),
        complaints(db, `channel = 'Email'`),
      ),
  },
  {
    id: 'p17a-cmp-filling-white-refund',
    dataset,
    category: 'comparison',
    question: "What's the average refund on Filling complaints compared with Filling - white ones?",
    truth: ({ db }) =>
      answer([
        also(
          gbp(
            'Filling',
            over(db, 'avg', 'refund', `refund IS NOT NULL AND treatment = 'Filling'`),
            0.51,
          ),
        ),
        also(
          gbp(
            'Filling - white',
            over(db, 'avg', 'refund', `refund IS NOT NULL AND treatment = 'Filling - white'`),
            0.51,
          ),
        ),
      ]),
  },
  {
    id: 'p17a-cmp-nhs-refund-rate',
    dataset,
    category: 'comparison',
    question:
      "What percentage of NHS patients' complaints ended in a refund, next to the same figure for private patients?",
    truth: ({ db }) =>
      answer([
        also(share('NHS', over(db, 'avg', `outcome = 'Resolved - refund'`, 'nhs = 1'))),
        also(share('private', over(db, 'avg', `outcome = 'Resolved - refund'`, 'nhs = 0'))),
      ]),
  },
  // Ranking.
  {
    id: 'p17a-rank-practice',
    dataset,
    category: 'ranking',
    question: 'Which of our dental practices has the highest number of complaints?',
    truth: ({ db }) => leader('practice', ranked(db, 'practice', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p17a-rank-treatment-refund',
    dataset,
    category: 'ranking',
    question: 'Which treatment has cost us the most in refunds?',
    truth: ({ db }) =>
      leader('treatment', ranked(db, 'treatment', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        gbpTotal('refunds', v),
      ),
  },
  {
    id: 'p17a-rank-practice-next',
    dataset,
    category: 'ranking',
    question: 'Apart from Kingsway, which practice has had the most complaints?',
    truth: ({ db }) =>
      leader('practice', ranked(db, 'practice', 'count(*)', `practice <> 'Kingsway'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p17a-rank-practice-wait',
    dataset,
    category: 'ranking',
    question: 'At which practice do patients wait longest for an appointment, on average?',
    truth: ({ db }) =>
      picked(
        'practice',
        ranked(db, 'practice', 'avg(wait_days)', 'wait_days IS NOT NULL'),
        (v) => ({
          label: 'wait (days)',
          value: v,
          tolerance: 0.051,
          lead: true,
        }),
      ),
  },
  {
    id: 'p17a-rank-busiest-month',
    dataset,
    category: 'ranking',
    question: 'Which calendar month had the heaviest complaint load?',
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
    id: 'p17a-rank-treatment-feedback',
    dataset,
    category: 'ranking',
    question: 'Which treatment has the lowest average feedback score?',
    truth: ({ db }) =>
      picked(
        'treatment',
        ranked(db, 'treatment', 'avg(feedback)', 'feedback IS NOT NULL', 'ASC'),
        (v) => ({ label: 'feedback', value: v, tolerance: 0.051, lead: true }),
      ),
  },
  // Relative period.
  {
    id: 'p17a-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many complaints have landed in the 30 days up to the end of the data?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.1)]);
    },
  },
  {
    id: 'p17a-rel-month-before-last',
    dataset,
    category: 'relative period',
    question: 'How many complaints did we get the month before last?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `substr(day, 1, 7) = ?`, monthBefore(db, 2)))]),
  },
  {
    id: 'p17a-rel-90-days-refund',
    dataset,
    category: 'relative period',
    question: 'How much did we pay out in refunds on complaints raised in the past 90 days?',
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
      return answer([gbp('refunds', total, Math.max(1, total * 0.05))]);
    },
  },
  {
    id: 'p17a-rel-ytd-waiting',
    dataset,
    category: 'relative period',
    question: 'Waiting time complaints so far this year — how many?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'waiting time',
          complaints(
            db,
            `issue = 'Waiting time' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p17a-rel-fortnight-open',
    dataset,
    category: 'relative period',
    question: 'Of the complaints raised in the last two weeks, how many are still open?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = complaints(db, `outcome = 'Open' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('open', n), tolerance: Math.max(1, Math.round(n * 0.1)) }]);
    },
  },
  // Casual.
  {
    id: 'p17a-casual-sore-root-canal',
    dataset,
    category: 'casual',
    question: 'how many ppl moaned about being in pain after a root canal',
    truth: ({ db }) =>
      answer([
        count(
          'root canal pain',
          complaints(db, `treatment = 'Root canal' AND issue = 'Pain after treatment'`),
        ),
      ]),
  },
  {
    id: 'p17a-casual-avg-refund',
    dataset,
    category: 'casual',
    question: 'avg refund when we actually pay one out??',
    truth: ({ db }) =>
      answer([gbp('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p17a-casual-worst-surgery',
    dataset,
    category: 'casual',
    question: "which surgery's got the most grumbles tbh",
    truth: ({ db }) => leader('practice', ranked(db, 'practice', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p17a-casual-braces-billing',
    dataset,
    category: 'casual',
    question: 'braces + billing moans, how many? not the nhs band ones',
    truth: ({ db }) =>
      answer([
        count('braces billing', complaints(db, `treatment = 'Braces' AND issue = 'Billing'`)),
      ]),
  },
  {
    id: 'p17a-casual-review-sites',
    dataset,
    category: 'casual',
    question: 'how many came in off review sites',
    truth: ({ db }) => answer([count('review site', complaints(db, `channel = 'Review site'`))]),
  },
  {
    id: 'p17a-casual-dirty-kingsway-park',
    dataset,
    category: 'casual',
    question: 'hygiene complaints at kingsway prk?',
    truth: ({ db }) =>
      answer([
        count(
          'Kingsway Park hygiene',
          complaints(db, `practice = 'Kingsway Park' AND issue = 'Hygiene'`),
        ),
      ]),
  },
];
