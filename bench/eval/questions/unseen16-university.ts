// Seventeenth round's unseen set over the generated student complaints and academic appeals (table
// `cases`): plain figures, comparisons, rankings, relative periods and the planted facts, asked the
// way a university's student casework manager, a quality officer or a registry analyst would,
// terse and chatty.
import type { EvalCase, Expectation } from '../eval-case';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  casesWhere,
  daysToDecide,
  gbpTotal,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
  topMonth,
} from './unseen16-truth';

const dataset = 'university' as const;

/** Two counts side by side, the larger side named when they differ (as in unseen15). */
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

export const unseen16University: EvalCase[] = [
  // Descriptive.
  {
    id: 'u16-total',
    dataset,
    category: 'descriptive',
    question: 'How many cases are in the student casework log altogether?',
    truth: ({ db }) => answer([count('cases', casesWhere(db, '1'))]),
  },
  {
    id: 'u16-appeal-stream',
    dataset,
    category: 'descriptive',
    question: 'How many cases came through the appeals stream rather than as complaints?',
    truth: ({ db }) => answer([count('Appeal', casesWhere(db, `stream = 'Appeal'`))]),
  },
  {
    id: 'u16-halls',
    dataset,
    category: 'descriptive',
    question: 'How many cases were raised by students who live in halls?',
    truth: ({ db }) => answer([count('halls', casesWhere(db, 'halls = 1'))]),
  },
  {
    id: 'u16-compensation-total',
    dataset,
    category: 'descriptive',
    question: 'How much compensation have we paid out to students in total?',
    truth: ({ db }) =>
      answer([
        gbpTotal('compensation', over(db, 'sum', 'compensation', 'compensation IS NOT NULL')),
      ]),
  },
  {
    id: 'u16-mean-survey',
    dataset,
    category: 'descriptive',
    question: "What's the average survey score, out of 7, among students who answered the survey?",
    truth: ({ db }) => answer([mean('survey', over(db, 'avg', 'survey', 'survey IS NOT NULL'))]),
  },
  {
    id: 'u16-still-open',
    dataset,
    category: 'descriptive',
    question: 'How many cases are still open? Leave out the ones sitting with the OIA.',
    truth: ({ db }) => answer([count('Open', casesWhere(db, `outcome = 'Open'`))]),
  },
  {
    id: 'u16-mean-hearing',
    dataset,
    category: 'descriptive',
    question:
      'When an appeal went to a panel hearing, how many minutes did the hearing last on average?',
    truth: ({ db }) =>
      answer([mean('hearing minutes', over(db, 'avg', 'hearing', 'hearing IS NOT NULL'), 0.5)]),
  },
  {
    id: 'u16-days-to-decide',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does it take us to reach a decision on a case?',
    truth: ({ db }) => answer([daysToDecide(db, 'days to decide')]),
  },
  {
    id: 'u16-ec-appeals',
    dataset,
    category: 'descriptive',
    question: 'How many appeals were on extenuating circumstances grounds?',
    truth: ({ db }) =>
      answer([
        count(
          'extenuating circumstances',
          casesWhere(db, `type = 'Academic appeal - extenuating circumstances'`),
        ),
      ]),
  },
  {
    id: 'u16-fully-upheld-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of all our cases were fully upheld?',
    truth: ({ db }) => answer([share('Upheld', over(db, 'avg', `outcome = 'Upheld'`, '1'))]),
  },
  {
    id: 'u16-pgr',
    dataset,
    category: 'descriptive',
    question: 'How many cases were brought by PGR students?',
    truth: ({ db }) => answer([count('PGR', casesWhere(db, `level = 'PGR'`))]),
  },
  // Comparisons.
  {
    id: 'u16-cmp-law-lawcrim',
    dataset,
    category: 'comparison',
    question: 'Law versus Law & Criminology: how many cases did each school have?',
    truth: ({ db }) =>
      twoCounts(
        ['Law', 'Law & Criminology'],
        casesWhere(db, `school = 'Law'`),
        casesWhere(db, `school = 'Law & Criminology'`),
      ),
  },
  {
    id: 'u16-cmp-survey-halls-private',
    dataset,
    category: 'comparison',
    question:
      'Do students in halls give us better survey scores than students in private accommodation? Both averages please.',
    truth: ({ db }) =>
      twoMeans(
        ['halls', 'private'],
        over(db, 'avg', 'survey', 'survey IS NOT NULL AND halls = 1'),
        over(db, 'avg', 'survey', 'survey IS NOT NULL AND halls = 0'),
      ),
  },
  {
    id: 'u16-cmp-su-in-person',
    dataset,
    category: 'comparison',
    question:
      "Compare the number of cases that came via the Students' Union with the number handed in in person.",
    truth: ({ db }) =>
      twoCounts(
        ["Students' Union", 'In person'],
        casesWhere(db, `via = 'Students'' Union'`),
        casesWhere(db, `via = 'In person'`),
      ),
  },
  {
    id: 'u16-cmp-not-upheld-streams',
    dataset,
    category: 'comparison',
    question:
      'What share of appeals ended up not upheld, compared with the share of complaints? Give both.',
    truth: ({ db }) => {
      const appeals = over(db, 'avg', `outcome = 'Not upheld'`, `stream = 'Appeal'`);
      const complaints = over(db, 'avg', `outcome = 'Not upheld'`, `stream = 'Complaint'`);
      return answer([also(share('appeals', appeals)), also(share('complaints', complaints))]);
    },
  },
  {
    id: 'u16-cmp-stage-days',
    dataset,
    category: 'comparison',
    question:
      'How long does a Stage 2 formal case take to decide compared with a Stage 1 early resolution case, in days?',
    truth: ({ db }) =>
      answer([
        { ...daysToDecide(db, 'Stage 2', `stage = 'Stage 2 - formal'`), lead: false },
        { ...daysToDecide(db, 'Stage 1', `stage = 'Stage 1 - early resolution'`), lead: false },
      ]),
  },
  {
    id: 'u16-cmp-marking-feedback-april',
    dataset,
    category: 'comparison',
    question:
      'In April 2025, were there more complaints about marking or about late feedback? Numbers for both.',
    truth: ({ db }) =>
      twoCounts(
        ['marking', 'feedback delay'],
        casesWhere(db, `type = 'Assessment - marking' AND substr(day, 1, 7) = '2025-04'`),
        casesWhere(db, `type = 'Assessment - feedback delay' AND substr(day, 1, 7) = '2025-04'`),
      ),
  },
  // Rankings.
  {
    id: 'u16-rank-school-not-business',
    dataset,
    category: 'ranking',
    question: 'Apart from Business, which school generates the most cases?',
    truth: ({ db }) =>
      leader('school', ranked(db, 'school', 'count(*)', `school <> 'Business'`), (v) =>
        count('cases', v),
      ),
  },
  {
    id: 'u16-rank-slowest-type',
    dataset,
    category: 'ranking',
    question: 'Which type of case takes the longest to reach a decision, on average?',
    truth: ({ db }) => {
      const types = ranked(db, 'type', 'avg(days)', 'decided IS NOT NULL');
      return answer(
        [daysToDecide(db, 'days', `type = '${types.keys[0]!.replaceAll("'", "''")}'`)],
        [{ label: 'type', anyOf: [types.keys[0]!], rivals: types.keys.slice(1) }],
      );
    },
  },
  {
    id: 'u16-rank-channel-not-form',
    dataset,
    category: 'ranking',
    question: 'Leaving the online form aside, how do students most often submit a case?',
    truth: ({ db }) =>
      leader('via', ranked(db, 'via', 'count(*)', `via <> 'Online form'`), (v) =>
        count('cases', v),
      ),
  },
  {
    id: 'u16-rank-campus-compensation',
    dataset,
    category: 'ranking',
    question: 'Which campus has had the most compensation paid out, in pounds?',
    truth: ({ db }) =>
      leader('campus', ranked(db, 'campus', 'sum(compensation)', 'compensation IS NOT NULL'), (v) =>
        gbpTotal('compensation', v),
      ),
  },
  {
    id: 'u16-rank-upheld-share-type',
    dataset,
    category: 'ranking',
    question: 'Which case type gets fully upheld most often, as a share of its cases?',
    truth: ({ db }) =>
      picked('type', ranked(db, 'type', `avg(outcome = 'Upheld')`), (v) => share('upheld', v)),
  },
  {
    id: 'u16-rank-stage',
    dataset,
    category: 'ranking',
    question: 'At which stage of the procedure are most of our cases handled?',
    truth: ({ db }) => leader('stage', ranked(db, 'stage', 'count(*)'), (v) => count('cases', v)),
  },
  // Relative periods (the data's last day is 31 October 2025).
  {
    id: 'u16-period-last-30-days',
    dataset,
    category: 'relative period',
    question: 'How many cases were logged in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('cases', casesWhere(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'u16-period-last-month',
    dataset,
    category: 'relative period',
    question: 'How many cases did we log last month?',
    truth: ({ db }) =>
      answer([count('cases', casesWhere(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'u16-period-appeals-this-month',
    dataset,
    category: 'relative period',
    question: 'Appeals so far this month — how many have come in?',
    truth: ({ db }) =>
      answer([
        count(
          'appeals',
          casesWhere(db, `stream = 'Appeal' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'u16-period-compensation-60-days',
    dataset,
    category: 'relative period',
    question: 'How much compensation went on cases logged in the past 60 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      return answer([
        gbpTotal(
          'compensation',
          over(
            db,
            'sum',
            'compensation',
            `compensation IS NOT NULL AND day BETWEEN ? AND ?`,
            from,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'u16-period-accommodation-fortnight',
    dataset,
    category: 'relative period',
    question: 'How many accommodation complaints came in over the last fortnight?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'Accommodation',
          casesWhere(db, `type = 'Accommodation' AND day BETWEEN ? AND ?`, from, to),
        ),
      ]);
    },
  },
  {
    id: 'u16-period-two-months-ago',
    dataset,
    category: 'relative period',
    question: 'How many cases were logged two months ago?',
    truth: ({ db }) =>
      answer([count('cases', casesWhere(db, `substr(day, 1, 7) = ?`, monthBefore(db, 2)))]),
  },
  // Planted facts.
  {
    id: 'u16-fact-strike-cancelled',
    dataset,
    category: 'planted fact',
    question:
      'How many complaints about cancelled teaching sessions did we get between 24 February and 14 March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'cancelled sessions',
          casesWhere(
            db,
            `type = 'Teaching - cancelled sessions' AND day BETWEEN '2025-02-24' AND '2025-03-14'`,
          ),
        ),
      ]),
  },
  {
    id: 'u16-fact-accommodation-peak-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did accommodation complaints peak, and how many were there?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', `type = 'Accommodation'`);
      return answer(
        [also(count('Accommodation', months.values[0]!))],
        [topMonth('month', months.keys)],
      );
    },
  },
  {
    id: 'u16-fact-computing-marking-june',
    dataset,
    category: 'planted fact',
    question: 'How many marking complaints did Computing students raise in June 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'marking',
          casesWhere(
            db,
            `school = 'Computing' AND type = 'Assessment - marking' AND substr(day, 1, 7) = '2025-06'`,
          ),
        ),
      ]),
  },
  {
    id: 'u16-fact-city-library-may',
    dataset,
    category: 'planted fact',
    question: 'Library complaints at the City campus in May 2025 — how many?',
    truth: ({ db }) =>
      answer([
        count(
          'library',
          casesWhere(
            db,
            `campus = 'City' AND type = 'Facilities - library' AND substr(day, 1, 7) = '2025-05'`,
          ),
        ),
      ]),
  },
  {
    id: 'u16-fact-oia-appeals-school',
    dataset,
    category: 'planted fact',
    question:
      "Which school's appeals get referred to the OIA most often, as a share of that school's appeals?",
    truth: ({ db }) =>
      picked(
        'school',
        ranked(db, 'school', `avg(outcome = 'Referred to OIA')`, `stream = 'Appeal'`),
        (v) => share('OIA share', v),
      ),
  },
  {
    id: 'u16-fact-riverside-halls-january',
    dataset,
    category: 'planted fact',
    question:
      'How many accommodation complaints did students living in halls at Riverside make in January 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Accommodation',
          casesWhere(
            db,
            `campus = 'Riverside' AND halls = 1 AND type = 'Accommodation' AND substr(day, 1, 7) = '2025-01'`,
          ),
        ),
      ]),
  },
];
