// More of the fourteenth round's unseen set over the generated PALS concerns: follow-ups (some two
// turns deep), questions the data cannot answer, lookups by reference and by NHS number, the
// planted facts and questions with several parts.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, decline, leader, named, share, top } from './truth';
import { concerns, daysToClose, gbpTotal, mean, over, ranked, own } from './unseen13-truth';

const dataset = 'pals' as const;

export const unseen13PalsMore: EvalCase[] = [
  {
    id: 'u13-turn-ward-7a',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns were raised about Ward 17?'],
    question: 'And Ward 7A?',
    truth: ({ db }) => answer([count('Ward 7A', concerns(db, `ward = 'Ward 7A'`))]),
  },
  {
    id: 'u13-turn-letter-referred',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns came in by letter?'],
    question: 'What share of those got referred to Complaints?',
    truth: ({ db }) =>
      answer([
        share(
          'referred',
          over(db, 'avg', `outcome = 'Referred to Complaints'`, `method = 'Letter'`),
        ),
      ]),
  },
  {
    id: 'u13-turn-maternity-june',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns did Maternity get in May 2025?'],
    question: 'same for june pls',
    truth: ({ db }) =>
      answer([count('June', concerns(db, `ward = 'Maternity' AND substr(day, 1, 7) = '2025-06'`))]),
  },
  {
    id: 'u13-turn-medication-northfield-interpreter',
    dataset,
    category: 'follow-up',
    previous: [
      'How many Medication concerns have there been?',
      'Only those at Northfield General?',
    ],
    question: 'How many of those needed an interpreter?',
    truth: ({ db }) =>
      answer([
        count(
          'interpreter',
          concerns(
            db,
            `subject = 'Medication' AND site = 'Northfield General' AND interpreter = 1`,
          ),
        ),
      ]),
  },
  {
    id: 'u13-turn-top-site-subject',
    dataset,
    category: 'follow-up',
    previous: ['Which hospital has the most concerns?'],
    question: "What's the most common subject there?",
    truth: ({ db }) => {
      const site = ranked(db, 'site', 'count(*)').keys[0]!;
      return leader('subject', ranked(db, 'subject', 'count(*)', 'site = ?', 'DESC', site), (v) =>
        count('n', v),
      );
    },
  },
  {
    id: 'u13-turn-discharge-queens-park-close',
    dataset,
    category: 'follow-up',
    previous: [
      'How long do Clinical care concerns take to close on average?',
      'What about Discharge?',
    ],
    question: "And just at Queen's Park?",
    truth: ({ db }) =>
      answer([
        daysToClose(
          db,
          'Discharge at Queen’s Park',
          `subject = 'Discharge' AND site = 'Queen''s Park'`,
        ),
      ]),
  },
  {
    id: 'u13-turn-online-apology',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns were raised through the online form?'],
    question: 'How many of them were resolved with an apology?',
    truth: ({ db }) =>
      answer([
        count(
          'apology',
          concerns(db, `method = 'Online form' AND outcome = 'Resolved - apology given'`),
        ),
      ]),
  },
  {
    id: 'u13-no-consultant',
    dataset,
    category: 'unanswerable',
    question: 'Which consultant received the most concerns?',
    truth: () => decline('the log records no consultants'),
  },
  {
    id: 'u13-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many concerns did we get in December 2025?',
    truth: () => decline('the data ends on 30 September 2025'),
  },
  {
    id: 'u13-no-patient-age',
    dataset,
    category: 'unanswerable',
    question: 'How old was the patient behind PALS/25/00400?',
    truth: () => decline('the log records no ages'),
  },
  {
    id: 'u13-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What was the outcome of concern PALS/23/00042?',
    truth: () => decline('there is no concern PALS/23/00042'),
  },
  {
    id: 'u13-no-length-of-stay',
    dataset,
    category: 'unanswerable',
    question: 'What was the average length of stay for patients on Ward 7 who raised a concern?',
    truth: () => decline('the log records no lengths of stay'),
  },
  {
    id: 'u13-no-unknown-patient',
    dataset,
    category: 'unanswerable',
    question: 'How many concerns has NHS number 999 999 9999 raised?',
    truth: () => decline('there is no patient 999 999 9999'),
  },
  {
    id: 'u13-no-ethnicity',
    dataset,
    category: 'unanswerable',
    question: 'Can you break the concerns down by patient ethnicity?',
    truth: () => decline('the log records no ethnicity'),
  },
  {
    id: 'u13-no-gp-practice',
    dataset,
    category: 'unanswerable',
    question: 'Which GP practice are most of the complaining patients registered with?',
    truth: () => decline('the log records no GP practices'),
  },
  {
    id: 'u13-no-q1-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many concerns were logged in the first quarter of 2024?',
    truth: () => decline('the data starts on 1 October 2024'),
  },
  {
    id: 'u13-lookup-site-ward',
    dataset,
    category: 'lookup',
    question: 'Which hospital and which ward is PALS/25/00400 about?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'hospital', 'site', 'PALS/25/00400'), own(db, 'ward', 'ward', 'PALS/25/00400')],
      ),
  },
  {
    id: 'u13-lookup-outcome',
    dataset,
    category: 'lookup',
    question: 'What was the outcome of PALS/24/00777?',
    truth: ({ db }) => answer([], [own(db, 'outcome', 'outcome', 'PALS/24/00777')]),
  },
  {
    id: 'u13-lookup-subject-method',
    dataset,
    category: 'lookup',
    question: 'PALS/25/01888 — what was it about, and how was it raised?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'subject', 'subject', 'PALS/25/01888'),
          own(db, 'how raised', 'method', 'PALS/25/01888'),
        ],
      ),
  },
  {
    id: 'u13-lookup-closed-date',
    dataset,
    category: 'lookup',
    question: 'When was concern PALS/25/02500 closed?',
    truth: ({ db }) => {
      const closed = db
        .prepare(`SELECT closed FROM concerns WHERE ref = 'PALS/25/02500'`)
        .pluck()
        .get();
      if (typeof closed !== 'string') throw new Error('PALS/25/02500 is not closed');
      return answer([], [named('closed on', ...daySpellings(closed))]);
    },
  },
  {
    id: 'u13-lookup-patient-count',
    dataset,
    category: 'lookup',
    question: 'How many concerns has the patient with NHS number 486 073 5162 raised?',
    truth: ({ db }) => answer([count('concerns', concerns(db, `patient = '486 073 5162'`))]),
  },
  {
    id: 'u13-fact-parking-northfield',
    dataset,
    category: 'planted fact',
    question:
      'How many Car parking concerns did Northfield General log between 9 and 22 June 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Car parking',
          concerns(
            db,
            `subject = 'Car parking' AND site = 'Northfield General'
             AND day BETWEEN '2025-06-09' AND '2025-06-22'`,
          ),
        ),
      ]),
  },
  {
    id: 'u13-fact-cancelled-phone-march',
    dataset,
    category: 'planted fact',
    question:
      'Cancelled-appointment concerns raised by phone: how many in March 2025, against February?',
    truth: ({ db }) => {
      const of = (month: string) =>
        concerns(
          db,
          `subject = 'Appointments - cancelled' AND method = 'Phone' AND substr(day, 1, 7) = ?`,
          month,
        );
      const march = of('2025-03');
      const february = of('2025-02');
      return answer(
        [count('March', march), also(count('February', february))],
        [named('more', march > february ? 'March' : 'February')],
      );
    },
  },
  {
    id: 'u13-fact-ward-7a-q1',
    dataset,
    category: 'planted fact',
    question: 'How many concerns about Ward 7A were logged in the first quarter of 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Ward 7A',
          concerns(db, `ward = 'Ward 7A' AND day BETWEEN '2025-01-01' AND '2025-03-31'`),
        ),
      ]),
  },
  {
    id: 'u13-fact-slowest-ward',
    dataset,
    category: 'planted fact',
    question: 'Which department takes the longest to close its concerns, on average?',
    truth: ({ db }) =>
      answer([], [top('ward', ranked(db, 'ward', 'avg(days)', 'closed IS NOT NULL').keys)]),
  },
  {
    id: 'u13-fact-switchboard-day',
    dataset,
    category: 'planted fact',
    question: 'On 14 August 2025, how many Communication concerns came through the online form?',
    truth: ({ db }) =>
      answer([
        count(
          'Communication',
          concerns(
            db,
            `subject = 'Communication' AND method = 'Online form' AND day = '2025-08-14'`,
          ),
        ),
      ]),
  },
  {
    id: 'u13-multi-lost-property-gratia',
    dataset,
    category: 'multi-part',
    question:
      'How many concerns were about Lost property, and what was the total ex gratia paid on them?',
    truth: ({ db }) =>
      answer([
        also(count('Lost property', concerns(db, `subject = 'Lost property'`))),
        also(gbpTotal('ex gratia', over(db, 'sum', 'gratia', `subject = 'Lost property'`))),
      ]),
  },
  {
    id: 'u13-multi-queens-park-subject',
    dataset,
    category: 'multi-part',
    question: "Which subject came up most at Queen's Park, and how many concerns was that?",
    truth: ({ db }) =>
      leader('subject', ranked(db, 'subject', 'count(*)', `site = 'Queen''s Park'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'u13-multi-interpreter-share',
    dataset,
    category: 'multi-part',
    question:
      'How many concerns needed an interpreter, and what share of all concerns does that make?',
    truth: ({ db }) =>
      answer([
        also(count('interpreter', concerns(db, 'interpreter = 1'))),
        also(share('share', over(db, 'avg', 'interpreter', '1'))),
      ]),
  },
  {
    id: 'u13-multi-referred-satisfaction',
    dataset,
    category: 'multi-part',
    question:
      'Give me the number of concerns referred to Complaints, plus their average satisfaction score.',
    truth: ({ db }) =>
      answer([
        also(count('referred', concerns(db, `outcome = 'Referred to Complaints'`))),
        also(
          mean(
            'satisfaction',
            over(db, 'avg', 'satisfaction', `outcome = 'Referred to Complaints'`),
          ),
        ),
      ]),
  },
  {
    id: 'u13-multi-closed-days',
    dataset,
    category: 'multi-part',
    question: 'How many concerns have been closed, and how many days on average did they take?',
    truth: ({ db }) =>
      answer([
        also(count('closed', concerns(db, 'closed IS NOT NULL'))),
        { ...daysToClose(db, 'days to close'), lead: false },
      ]),
  },
  {
    id: 'u13-multi-parking-month',
    dataset,
    category: 'multi-part',
    question: 'Which month saw the most Car parking concerns, and how many were there?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', `subject = 'Car parking'`);
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
    id: 'u13-multi-ward-17-outcome',
    dataset,
    category: 'multi-part',
    question:
      'For Ward 17, how many concerns were there, and which outcome was the most common among them?',
    truth: ({ db }) =>
      answer(
        [also(count('Ward 17', concerns(db, `ward = 'Ward 17'`)))],
        [top('outcome', ranked(db, 'outcome', 'count(*)', `ward = 'Ward 17'`).keys)],
      ),
  },
];
