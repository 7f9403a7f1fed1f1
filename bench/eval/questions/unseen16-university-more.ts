// Seventeenth round's unseen set over the generated student complaints and academic appeals,
// continued: casual asks, follow-ups, questions the data cannot answer, lookups by case reference
// and by student number, and questions with several asks.
import type { EvalCase } from '../eval-case';
import { also, answer, count, decline, leader, share } from './truth';
import { casesWhere, gbpTotal, mean, over, own, ranked, topMonth } from './unseen16-truth';

const dataset = 'university' as const;

export const unseen16UniversityMore: EvalCase[] = [
  // Casual.
  {
    id: 'u16-casual-accomodation-halls',
    dataset,
    category: 'casual',
    question: 'how many accomodation complaints from ppl actually living in halls',
    truth: ({ db }) =>
      answer([
        count('Accommodation in halls', casesWhere(db, `type = 'Accommodation' AND halls = 1`)),
      ]),
  },
  {
    id: 'u16-casual-survey-computing',
    dataset,
    category: 'casual',
    question: 'computing survey avg?',
    truth: ({ db }) =>
      answer([
        mean('survey', over(db, 'avg', 'survey', `survey IS NOT NULL AND school = 'Computing'`)),
      ]),
  },
  {
    id: 'u16-casual-fees-comp',
    dataset,
    category: 'casual',
    question: 'how much comp did we fork out on fees & finance stuff',
    truth: ({ db }) =>
      answer([
        gbpTotal(
          'compensation',
          over(db, 'sum', 'compensation', `compensation IS NOT NULL AND type = 'Fees & finance'`),
        ),
      ]),
  },
  {
    id: 'u16-casual-misconduct',
    dataset,
    category: 'casual',
    question: 'misconduct appeals, count pls',
    truth: ({ db }) =>
      answer([count('misconduct', casesWhere(db, `type = 'Academic misconduct'`))]),
  },
  {
    id: 'u16-casual-harrassment',
    dataset,
    category: 'casual',
    question: 'harrassment/bullying cases - how many have we had??',
    truth: ({ db }) =>
      answer([count('harassment', casesWhere(db, `type = 'Harassment & bullying'`))]),
  },
  {
    id: 'u16-casual-letters',
    dataset,
    category: 'casual',
    question: 'does anyone still send stuff by letter? how many',
    truth: ({ db }) => answer([count('Letter', casesWhere(db, `via = 'Letter'`))]),
  },
  // Follow-ups.
  {
    id: 'u16-turn-engineering-appeals',
    dataset,
    category: 'follow-up',
    previous: ['How many cases did Engineering have?'],
    question: 'And how many of them were appeals?',
    truth: ({ db }) =>
      answer([count('appeals', casesWhere(db, `school = 'Engineering' AND stream = 'Appeal'`))]),
  },
  {
    id: 'u16-turn-top-school-fees-share',
    dataset,
    category: 'follow-up',
    previous: ['Which school had the most cases?'],
    question: "What share of that school's cases were about fees and finance?",
    truth: ({ db }) => {
      const schools = ranked(db, 'school', 'count(*)');
      return answer([
        share(
          'Fees & finance',
          over(db, 'avg', `type = 'Fees & finance'`, `school = ?`, schools.keys[0]!),
        ),
      ]);
    },
  },
  {
    id: 'u16-turn-misconduct-upheld',
    dataset,
    category: 'follow-up',
    previous: ['How many academic misconduct cases did we have?'],
    question: 'How many of those were upheld, fully or partially?',
    truth: ({ db }) =>
      answer([
        count(
          'upheld',
          casesWhere(
            db,
            `type = 'Academic misconduct' AND outcome IN ('Upheld', 'Upheld - partially')`,
          ),
        ),
      ]),
  },
  {
    id: 'u16-turn-email-then-in-person',
    dataset,
    category: 'follow-up',
    previous: ['How many cases were submitted by email?'],
    question: 'Same again for in person.',
    truth: ({ db }) => answer([count('In person', casesWhere(db, `via = 'In person'`))]),
  },
  {
    id: 'u16-turn-oia-campus',
    dataset,
    category: 'follow-up',
    previous: ['How many cases have been referred to the OIA?'],
    question: 'Which campus had the most of those?',
    truth: ({ db }) =>
      leader('campus', ranked(db, 'campus', 'count(*)', `outcome = 'Referred to OIA'`), (v) =>
        count('OIA', v),
      ),
  },
  {
    id: 'u16-turn-comp-accommodation-then-placements',
    dataset,
    category: 'follow-up',
    previous: ['How much compensation did we pay on accommodation complaints?'],
    question: 'And on placement complaints?',
    truth: ({ db }) =>
      answer([
        gbpTotal(
          'compensation',
          over(db, 'sum', 'compensation', `compensation IS NOT NULL AND type = 'Placements'`),
        ),
      ]),
  },
  {
    id: 'u16-turn-february-month-before',
    dataset,
    category: 'follow-up',
    previous: ['How many cases were logged in February 2025?'],
    question: 'And in the month before?',
    truth: ({ db }) => answer([count('January', casesWhere(db, `substr(day, 1, 7) = '2025-01'`))]),
  },
  {
    id: 'u16-turn-survey-appeals-other-stream',
    dataset,
    category: 'follow-up',
    previous: ['What was the average survey score on appeals?'],
    question: 'And for the other stream?',
    truth: ({ db }) =>
      answer([
        mean(
          'complaints survey',
          over(db, 'avg', 'survey', `survey IS NOT NULL AND stream = 'Complaint'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'u16-no-degree-class',
    dataset,
    category: 'unanswerable',
    question: 'What degree classification did students who appealed end up with, on average?',
    truth: () => decline('the data holds no degree classifications'),
  },
  {
    id: 'u16-no-2022-23',
    dataset,
    category: 'unanswerable',
    question: 'How many cases did we log in the 2022/23 academic year?',
    truth: () => decline('the cases run from November 2024 to October 2025'),
  },
  {
    id: 'u16-no-caseworker',
    dataset,
    category: 'unanswerable',
    question: 'Which caseworker handled the most appeals?',
    truth: () => decline('the data records no caseworkers'),
  },
  {
    id: 'u16-no-age',
    dataset,
    category: 'unanswerable',
    question: 'How old are the students who complain, on average?',
    truth: () => decline('the data records no ages'),
  },
  {
    id: 'u16-no-medicine',
    dataset,
    category: 'unanswerable',
    question: 'How many cases came from the School of Medicine?',
    truth: () => decline('there is no Medicine school in the data'),
  },
  {
    id: 'u16-no-international',
    dataset,
    category: 'unanswerable',
    question: 'How many of the complaints were from international students?',
    truth: () => decline('the data records no fee status or nationality'),
  },
  {
    id: 'u16-no-module',
    dataset,
    category: 'unanswerable',
    question: 'Which module drew the most marking complaints?',
    truth: () => decline('the data records no modules'),
  },
  {
    id: 'u16-no-november-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many cases were logged in November 2025?',
    truth: () => decline('the cases end on 31 October 2025'),
  },
  {
    id: 'u16-no-gender',
    dataset,
    category: 'unanswerable',
    question: 'What is the gender split of students raising harassment cases?',
    truth: () => decline('the data records no gender'),
  },
  {
    id: 'u16-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'Could you pull up case 2425/A/03950 and tell me the outcome?',
    truth: () => decline('there is no case 2425/A/03950 (the 2024/25 serials run to 02897)'),
  },
  // Lookups.
  {
    id: 'u16-lookup-school-type',
    dataset,
    category: 'lookup',
    question: 'Case 2425/A/02139 — which school was it, and what type of case?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'school', 'school', '2425/A/02139'), own(db, 'type', 'type', '2425/A/02139')],
      ),
  },
  {
    id: 'u16-lookup-outcome',
    dataset,
    category: 'lookup',
    question: 'What was the outcome of 2425/C/01243?',
    truth: ({ db }) => answer([], [own(db, 'outcome', 'outcome', '2425/C/01243')]),
  },
  {
    id: 'u16-lookup-stage-outcome',
    dataset,
    category: 'lookup',
    question: 'Where has 2425/A/01788 got to — what stage, and what outcome?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'stage', 'stage', '2425/A/01788'), own(db, 'outcome', 'outcome', '2425/A/01788')],
      ),
  },
  {
    id: 'u16-lookup-student-campus',
    dataset,
    category: 'lookup',
    question: 'Which campus is student B00232897 at?',
    truth: ({ db }) => {
      const ref = String(
        db.prepare(`SELECT ref FROM cases WHERE student = 'B00232897' LIMIT 1`).pluck().get(),
      );
      return answer([], [own(db, 'campus', 'campus', ref)]);
    },
  },
  {
    id: 'u16-lookup-via-type',
    dataset,
    category: 'lookup',
    question: 'How was 2425/C/01697 submitted, and what was it about?',
    truth: ({ db }) =>
      answer([], [own(db, 'via', 'via', '2425/C/01697'), own(db, 'type', 'type', '2425/C/01697')]),
  },
  // Multi-part.
  {
    id: 'u16-multi-hearings',
    dataset,
    category: 'multi-part',
    question:
      'How many appeals went to a panel hearing, and how long did those hearings last on average, in minutes?',
    truth: ({ db }) =>
      answer([
        also(count('hearings', casesWhere(db, 'hearing IS NOT NULL'))),
        also(mean('minutes', over(db, 'avg', 'hearing', 'hearing IS NOT NULL'), 0.5)),
      ]),
  },
  {
    id: 'u16-multi-compensation-count-total',
    dataset,
    category: 'multi-part',
    question: 'How many cases ended with compensation, and what did it come to altogether?',
    truth: ({ db }) =>
      answer([
        also(count('compensated', casesWhere(db, 'compensation IS NOT NULL'))),
        also({
          ...gbpTotal('compensation', over(db, 'sum', 'compensation', 'compensation IS NOT NULL')),
          lead: false,
        }),
      ]),
  },
  {
    id: 'u16-multi-appeals-school',
    dataset,
    category: 'multi-part',
    question: 'Which school had the most appeals, and how many was that?',
    truth: ({ db }) =>
      leader('school', ranked(db, 'school', 'count(*)', `stream = 'Appeal'`), (v) =>
        count('appeals', v),
      ),
  },
  {
    id: 'u16-multi-oia-count-share',
    dataset,
    category: 'multi-part',
    question: 'How many cases were referred to the OIA, and what share of all cases is that?',
    truth: ({ db }) =>
      answer([
        also(count('OIA', casesWhere(db, `outcome = 'Referred to OIA'`))),
        also(share('OIA', over(db, 'avg', `outcome = 'Referred to OIA'`, '1'))),
      ]),
  },
  {
    id: 'u16-multi-su-count-survey',
    dataset,
    category: 'multi-part',
    question:
      "How many cases came in through the Students' Union, and what did those students score us on the survey on average?",
    truth: ({ db }) =>
      answer([
        also(count("Students' Union", casesWhere(db, `via = 'Students'' Union'`))),
        also(
          mean(
            'survey',
            over(db, 'avg', 'survey', `survey IS NOT NULL AND via = 'Students'' Union'`),
          ),
        ),
      ]),
  },
  {
    id: 'u16-multi-busiest-month',
    dataset,
    category: 'multi-part',
    question: 'Which month did we log the most cases in, and how many was it?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer([also(count('cases', months.values[0]!))], [topMonth('month', months.keys)]);
    },
  },
  {
    id: 'u16-multi-accommodation-halls-private',
    dataset,
    category: 'multi-part',
    question:
      'How many accommodation complaints came from students in halls, and how many from students renting privately?',
    truth: ({ db }) =>
      answer([
        also(count('halls', casesWhere(db, `type = 'Accommodation' AND halls = 1`))),
        also(count('private', casesWhere(db, `type = 'Accommodation' AND halls = 0`))),
      ]),
  },
];
