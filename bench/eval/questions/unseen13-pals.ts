// Fourteenth round's unseen set over the generated PALS concerns (table `concerns`): plain
// figures, comparisons, rankings and relative periods, asked the way a hospital trust's patient
// experience lead, a PALS officer or a directorate manager would, terse and chatty.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, top } from './truth';
import {
  concerns,
  daysToClose,
  gbpTotal,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './unseen13-truth';

const dataset = 'pals' as const;

/** Two counts side by side, the larger side named when they differ (as in unseen12). */
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

export const unseen13Pals: EvalCase[] = [
  {
    id: 'u13-total',
    dataset,
    category: 'descriptive',
    question: 'How many concerns has PALS logged in total?',
    truth: ({ db }) => answer([count('concerns', concerns(db, '1'))]),
  },
  {
    id: 'u13-interpreter-needed',
    dataset,
    category: 'descriptive',
    question: 'How many concerns involved a patient who needed an interpreter?',
    truth: ({ db }) => answer([count('interpreter needed', concerns(db, 'interpreter = 1'))]),
  },
  {
    id: 'u13-interpreter-subject',
    dataset,
    category: 'descriptive',
    question: 'How many concerns were actually about the interpreting service itself?',
    truth: ({ db }) =>
      answer([count('Interpreter subject', concerns(db, `subject = 'Interpreter'`))]),
  },
  {
    id: 'u13-mean-satisfaction',
    dataset,
    category: 'descriptive',
    question: "What's the average satisfaction score, where people gave one?",
    truth: ({ db }) =>
      answer([mean('satisfaction', over(db, 'avg', 'satisfaction', 'satisfaction IS NOT NULL'))]),
  },
  {
    id: 'u13-gratia-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out in goodwill payments altogether?',
    truth: ({ db }) =>
      answer([gbpTotal('ex gratia', over(db, 'sum', 'gratia', 'gratia IS NOT NULL'))]),
  },
  {
    id: 'u13-still-open',
    dataset,
    category: 'descriptive',
    question: 'How many concerns are still open or awaiting a response?',
    truth: ({ db }) =>
      answer([count('open', concerns(db, `outcome IN ('Open', 'Awaiting response')`))]),
  },
  {
    id: 'u13-mean-wait',
    dataset,
    category: 'descriptive',
    question: 'On average, how many weeks had patients been waiting, where a wait is recorded?',
    truth: ({ db }) =>
      answer([mean('wait (weeks)', over(db, 'avg', 'weeks', 'weeks IS NOT NULL'))]),
  },
  {
    id: 'u13-referred',
    dataset,
    category: 'descriptive',
    question: 'How many concerns ended up referred to the formal Complaints team?',
    truth: ({ db }) =>
      answer([count('referred', concerns(db, `outcome = 'Referred to Complaints'`))]),
  },
  {
    id: 'u13-ward-7-only',
    dataset,
    category: 'descriptive',
    question: 'How many concerns were about Ward 7 — just Ward 7, not 7A or 17?',
    truth: ({ db }) => answer([count('Ward 7', concerns(db, `ward = 'Ward 7'`))]),
  },
  {
    id: 'u13-cmp-marys-margarets',
    dataset,
    category: 'comparison',
    question: "St Mary's vs St Margaret's: which logged more concerns? Give both counts.",
    truth: ({ db }) =>
      twoCounts(
        ["St Mary's", "St Margaret's"],
        concerns(db, `site = 'St Mary''s'`),
        concerns(db, `site = 'St Margaret''s'`),
      ),
  },
  {
    id: 'u13-cmp-northfield-close',
    dataset,
    category: 'comparison',
    question:
      'Compare how long concerns take to close at Northfield General versus Northfield Community.',
    truth: ({ db }) =>
      answer([
        { ...daysToClose(db, 'Northfield General', `site = 'Northfield General'`), lead: false },
        {
          ...daysToClose(db, 'Northfield Community', `site = 'Northfield Community'`),
          lead: false,
        },
      ]),
  },
  {
    id: 'u13-cmp-cancelled-phone-email',
    dataset,
    category: 'comparison',
    question:
      'For cancelled appointments, were more concerns raised by phone or by email? Both numbers.',
    truth: ({ db }) =>
      twoCounts(
        ['phone', 'email'],
        concerns(db, `subject = 'Appointments - cancelled' AND method = 'Phone'`),
        concerns(db, `subject = 'Appointments - cancelled' AND method = 'Email'`),
      ),
  },
  {
    id: 'u13-cmp-apology-explanation-satisfaction',
    dataset,
    category: 'comparison',
    question:
      'Is satisfaction higher when the outcome was Resolved - apology given or Resolved - explanation given?',
    truth: ({ db }) =>
      twoMeans(
        ['apology', 'explanation'],
        over(db, 'avg', 'satisfaction', `outcome = 'Resolved - apology given'`),
        over(db, 'avg', 'satisfaction', `outcome = 'Resolved - explanation given'`),
      ),
  },
  {
    id: 'u13-cmp-surgery-diagnostics',
    dataset,
    category: 'comparison',
    question: 'Which division sees more concerns, Surgery or Diagnostics?',
    truth: ({ db }) =>
      twoCounts(
        ['Surgery', 'Diagnostics'],
        concerns(db, `directorate = 'Surgery'`),
        concerns(db, `directorate = 'Diagnostics'`),
      ),
  },
  {
    id: 'u13-cmp-interpreter-share-sites',
    dataset,
    category: 'comparison',
    question:
      "What proportion of concerns needed an interpreter at Queen's Park, and how does that compare with St Mary's?",
    truth: ({ db }) =>
      answer([
        also(share("Queen's Park", over(db, 'avg', 'interpreter', `site = 'Queen''s Park'`))),
        also(share("St Mary's", over(db, 'avg', 'interpreter', `site = 'St Mary''s'`))),
      ]),
  },
  {
    id: 'u13-cmp-maternity-ae-close',
    dataset,
    category: 'comparison',
    question: 'How do Maternity and A&E compare on average days to close?',
    truth: ({ db }) =>
      answer([
        { ...daysToClose(db, 'Maternity', `ward = 'Maternity'`), lead: false },
        { ...daysToClose(db, 'A&E', `ward = 'A&E'`), lead: false },
      ]),
  },
  {
    id: 'u13-rank-ward',
    dataset,
    category: 'ranking',
    question: 'Which ward or department generates the most concerns?',
    truth: ({ db }) => leader('ward', ranked(db, 'ward', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u13-rank-subject-slowest',
    dataset,
    category: 'ranking',
    question: 'Which subject takes the longest to close, on average?',
    truth: ({ db }) =>
      answer([], [top('subject', ranked(db, 'subject', 'avg(days)', 'closed IS NOT NULL').keys)]),
  },
  {
    id: 'u13-rank-parking-site',
    dataset,
    category: 'ranking',
    question: 'Which hospital had the most Car parking concerns?',
    truth: ({ db }) =>
      leader('hospital', ranked(db, 'site', 'count(*)', `subject = 'Car parking'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'u13-rank-cancelled-not-outpatients',
    dataset,
    category: 'ranking',
    question:
      'Leaving Outpatients aside, which department has the most Appointments - cancelled concerns?',
    truth: ({ db }) =>
      leader(
        'ward',
        ranked(
          db,
          'ward',
          'count(*)',
          `subject = 'Appointments - cancelled' AND ward <> 'Outpatients'`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'u13-rank-lost-property-method',
    dataset,
    category: 'ranking',
    question: 'How do people mostly get in touch about Lost property?',
    truth: ({ db }) =>
      leader('how raised', ranked(db, 'method', 'count(*)', `subject = 'Lost property'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'u13-rank-site-satisfaction-low',
    dataset,
    category: 'ranking',
    question: 'Which hospital has the lowest average satisfaction score?',
    truth: ({ db }) =>
      picked(
        'hospital',
        ranked(db, 'site', 'avg(satisfaction)', 'satisfaction IS NOT NULL', 'ASC'),
        (v) => mean('satisfaction', v),
      ),
  },
  {
    id: 'u13-rank-busiest-month',
    dataset,
    category: 'ranking',
    question: 'Which month brought in the most concerns?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer(
        [],
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
    id: 'u13-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many concerns came in over the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('concerns', concerns(db, 'day BETWEEN ? AND ?', from, to), 0.05)]);
    },
  },
  {
    id: 'u13-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many concerns did we receive last month?',
    truth: ({ db }) =>
      answer([count('concerns', concerns(db, 'substr(day, 1, 7) = ?', monthBefore(db, 1)))]),
  },
  {
    id: 'u13-rel-this-month-clinical',
    dataset,
    category: 'relative period',
    question: 'Clinical care concerns raised so far this month?',
    truth: ({ db }) =>
      answer([
        count(
          'Clinical care',
          concerns(db, `subject = 'Clinical care' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'u13-rel-fortnight-in-person',
    dataset,
    category: 'relative period',
    question: 'In the past fortnight, how many concerns were raised in person?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([
        count(
          'in person',
          concerns(db, `method = 'In person' AND day BETWEEN ? AND ?`, from, to),
          0.05,
        ),
      ]);
    },
  },
  {
    id: 'u13-rel-closed-last-week',
    dataset,
    category: 'relative period',
    question: 'How many concerns were closed in the last week?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([count('closed', concerns(db, 'closed BETWEEN ? AND ?', from, to), 0.05)]);
    },
  },
  {
    id: 'u13-rel-half-year-discharge',
    dataset,
    category: 'relative period',
    question: 'Discharge concerns over the past six months — how many?',
    truth: ({ db }) =>
      answer([
        count(
          'Discharge',
          concerns(db, `subject = 'Discharge' AND substr(day, 1, 7) > ?`, monthBefore(db, 6)),
          0.05,
        ),
      ]),
  },
  {
    id: 'u13-casual-parking',
    dataset,
    category: 'casual',
    question: 'how many times have ppl kicked off about parking',
    truth: ({ db }) => answer([count('Car parking', concerns(db, `subject = 'Car parking'`))]),
  },
  {
    id: 'u13-casual-radiology-wait',
    dataset,
    category: 'casual',
    question: 'wats the avg wait in wks for radiology',
    truth: ({ db }) =>
      answer([mean('Radiology wait', over(db, 'avg', 'weeks', `ward = 'Radiology'`))]),
  },
  {
    id: 'u13-casual-ae-this-year',
    dataset,
    category: 'casual',
    question: 'A&E moans this yr?',
    truth: ({ db }) =>
      answer([
        count(
          'A&E',
          concerns(db, `ward = 'A&E' AND substr(day, 1, 4) = ?`, lastDay(db).slice(0, 4)),
        ),
      ]),
  },
  {
    id: 'u13-casual-gratia-lost-property',
    dataset,
    category: 'casual',
    question: 'how much ex gratia did we dish out for lost property, roughly',
    truth: ({ db }) =>
      answer([gbpTotal('ex gratia', over(db, 'sum', 'gratia', `subject = 'Lost property'`))]),
  },
  {
    id: 'u13-casual-staff-marys',
    dataset,
    category: 'casual',
    question: 'staff attitude grumbles at st marys??',
    truth: ({ db }) =>
      answer([
        count('Staff attitude', concerns(db, `subject = 'Staff attitude' AND site = 'St Mary''s'`)),
      ]),
  },
  {
    id: 'u13-casual-no-contact',
    dataset,
    category: 'casual',
    question: 'basically how many got closed cos we couldnt get hold of the person',
    truth: ({ db }) =>
      answer([count('no contact', concerns(db, `outcome = 'Closed - no contact'`))]),
  },
];
