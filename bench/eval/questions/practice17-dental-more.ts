// Practice set of the seventeenth round (practice17a), continued: follow-ups, what the dental
// complaints cannot answer, lookups by complaint ref, the planted facts and questions with more
// than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top, value } from './truth';
import {
  complaints,
  daysToResolve,
  gbp,
  gbpTotal,
  over,
  own,
  ranked,
} from './practice17-dental-truth';

const dataset = 'dental' as const;

export const practice17DentalMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p17a-turn-extraction',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about root canals?'],
    question: 'what about extractions?',
    truth: ({ db }) => answer([count('extraction', complaints(db, `treatment = 'Extraction'`))]),
  },
  {
    id: 'p17a-turn-practice-ombudsman',
    dataset,
    category: 'follow-up',
    previous: ['Which practice has had the most complaints?'],
    question: 'How many of those went to the ombudsman?',
    truth: ({ db }) => {
      const practice = ranked(db, 'practice', 'count(*)').keys[0]!;
      return answer([
        count(
          'with ombudsman',
          complaints(db, `practice = ? AND outcome = 'With ombudsman'`, practice),
        ),
      ]);
    },
  },
  {
    id: 'p17a-turn-private-refund',
    dataset,
    category: 'follow-up',
    previous: ["What's the average refund paid to NHS patients?"],
    question: 'And to private ones?',
    truth: ({ db }) =>
      answer([
        gbp('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL AND nhs = 0'), 0.51),
      ]),
  },
  {
    id: 'p17a-turn-online-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were raised at reception in 2025?'],
    question: 'same for the online form',
    truth: ({ db }) =>
      answer([
        count(
          'online form 2025',
          complaints(db, `channel = 'Online form' AND substr(day, 1, 4) = '2025'`),
        ),
      ]),
  },
  {
    id: 'p17a-turn-pain-private',
    dataset,
    category: 'follow-up',
    previous: ['How many Pain after treatment complaints are there?'],
    question: 'Just the private patients, please.',
    truth: ({ db }) =>
      answer([
        count('pain, private', complaints(db, `issue = 'Pain after treatment' AND nhs = 0`)),
      ]),
  },
  {
    id: 'p17a-turn-treatment-share',
    dataset,
    category: 'follow-up',
    previous: ['Which treatment has the most complaints?'],
    question: 'What share of all complaints is that one?',
    truth: ({ db }) => {
      const treatment = ranked(db, 'treatment', 'count(*)').keys[0]!;
      return answer([share('share of all', over(db, 'avg', `treatment = '${treatment}'`, '1'))]);
    },
  },
  {
    id: 'p17a-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many Staff attitude complaints were there?', 'And at Harbour View?'],
    question: 'Back to all the practices — only the ones raised by email.',
    truth: ({ db }) =>
      answer([
        count(
          'staff attitude by email',
          complaints(db, `issue = 'Staff attitude' AND channel = 'Email'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p17a-no-age',
    dataset,
    category: 'unanswerable',
    question: "What's the average age of the patients who complain?",
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p17a-no-dentist',
    dataset,
    category: 'unanswerable',
    question: 'Which individual dentist gets the most complaints?',
    truth: () => decline('the complaints name no dentists'),
  },
  {
    id: 'p17a-no-revenue',
    dataset,
    category: 'unanswerable',
    question: 'What was the treatment revenue at each practice last year?',
    truth: () => decline('the complaints record refunds, not revenue'),
  },
  {
    id: 'p17a-no-july-2024',
    dataset,
    category: 'unanswerable',
    question: 'Give me the complaint count for July 2024.',
    truth: () => decline('the complaints start in September 2024'),
  },
  {
    id: 'p17a-no-october-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many hygienist complaints were raised in October 2025?',
    truth: () => decline('the complaints end on 31 August 2025'),
  },
  {
    id: 'p17a-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What happened with complaint 250704-D099?',
    truth: ({ db }) => {
      if (complaints(db, `ref = '250704-D099'`) !== 0) throw new Error('250704-D099 exists');
      return decline('there is no complaint 250704-D099');
    },
  },
  {
    id: 'p17a-no-email-address',
    dataset,
    category: 'unanswerable',
    question: "What's the email address on file for patient pt#04384?",
    truth: () => decline('the complaints keep no contact details'),
  },
  {
    id: 'p17a-no-insurance',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints came from patients who have dental insurance?',
    truth: () => decline('the complaints record NHS or private funding, not insurance'),
  },
  {
    id: 'p17a-no-gender',
    dataset,
    category: 'unanswerable',
    question: 'Do men complain about pain after treatment more often than women?',
    truth: () => decline('the complaints record no gender'),
  },
  // Lookup.
  {
    id: 'p17a-lookup-refund-practice',
    dataset,
    category: 'lookup',
    question: 'Complaint 250221-D007 — how much was refunded, and at which practice?',
    truth: ({ db }) =>
      answer(
        [gbp('refund', over(db, 'max', 'refund', `ref = '250221-D007'`), 0.01)],
        [own(db, 'practice', 'practice', '250221-D007')],
      ),
  },
  {
    id: 'p17a-lookup-wait',
    dataset,
    category: 'lookup',
    question: 'How many days had the patient on 250521-D002 waited for an appointment?',
    truth: ({ db }) =>
      answer([
        {
          label: 'wait (days)',
          value: over(db, 'max', 'wait_days', `ref = '250521-D002'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p17a-lookup-outcome-issue',
    dataset,
    category: 'lookup',
    question: "What's the outcome on 241226-D010, and what was the complaint about?",
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'outcome', 'outcome', '241226-D010'), own(db, 'issue', 'issue', '241226-D010')],
      ),
  },
  {
    id: 'p17a-lookup-practice-treatment',
    dataset,
    category: 'lookup',
    question: 'Which practice and which treatment does complaint 250619-D012 concern?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'practice', 'practice', '250619-D012'),
          own(db, 'treatment', 'treatment', '250619-D012'),
        ],
      ),
  },
  // Planted facts.
  {
    id: 'p17a-fact-millbrook-hygienist',
    dataset,
    category: 'planted fact',
    question:
      'How many complaints about cancelled hygienist appointments did Millbrook get between 2 and 15 June 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Millbrook hygienist cancelled',
          complaints(
            db,
            `practice = 'Millbrook' AND treatment = 'Hygienist' AND issue = 'Appointment cancelled' AND day BETWEEN '2025-06-02' AND '2025-06-15'`,
          ),
        ),
      ]),
  },
  {
    id: 'p17a-fact-implant-month',
    dataset,
    category: 'planted fact',
    question:
      'In which month did Kingsway Park get the most clinical outcome complaints about implants?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `practice = 'Kingsway Park' AND treatment = 'Implant' AND issue = 'Clinical outcome'`,
      );
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
    id: 'p17a-fact-band-refund',
    dataset,
    category: 'planted fact',
    question:
      'What was the average refund on an NHS band charge complaint before April 2025, and from April 2025 on?',
    truth: ({ db }) => {
      const where = `refund IS NOT NULL AND issue = 'Billing - NHS band charge'`;
      return answer([
        also(gbp('before', over(db, 'avg', 'refund', `${where} AND day < '2025-04-01'`), 0.05)),
        also(gbp('from', over(db, 'avg', 'refund', `${where} AND day >= '2025-04-01'`), 0.05)),
      ]);
    },
  },
  {
    id: 'p17a-fact-march-resolve',
    dataset,
    category: 'planted fact',
    question: 'On average, how long did complaints raised in March 2025 take to resolve, in days?',
    truth: ({ db }) =>
      answer([daysToResolve(db, 'days to resolve', `day BETWEEN '2025-03-01' AND '2025-03-31'`)]),
  },
  // Multi-part.
  {
    id: 'p17a-multi-500-plus',
    dataset,
    category: 'multi-part',
    question: 'How many refunds were £500 or more, and what did they come to in total?',
    truth: ({ db }) =>
      answer([
        also(count('£500 or more', complaints(db, 'refund >= 500'))),
        also(gbpTotal('total', over(db, 'sum', 'refund', 'refund >= 500'))),
      ]),
  },
  {
    id: 'p17a-multi-billing-not-ombudsman',
    dataset,
    category: 'multi-part',
    question:
      'Excluding the ombudsman cases, how many Billing complaints were there, and how many of them got a refund?',
    truth: ({ db }) => {
      const where = `issue = 'Billing' AND outcome <> 'With ombudsman'`;
      return answer([
        also(count('billing, not ombudsman', complaints(db, where))),
        also(count('refunded', complaints(db, `${where} AND refund IS NOT NULL`))),
      ]);
    },
  },
  {
    id: 'p17a-multi-open-practice',
    dataset,
    category: 'multi-part',
    question: 'How many complaints are still open, and which practice has the most open ones?',
    truth: ({ db }) => {
      const where = `outcome = 'Open'`;
      return answer(
        [also(count('open', complaints(db, where)))],
        [top('practice', ranked(db, 'practice', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p17a-multi-distinct',
    dataset,
    category: 'multi-part',
    question:
      'How many different practices and how many different treatments show up in the complaints?',
    truth: ({ db }) =>
      answer([
        also(count('practices', value(db, 'SELECT count(DISTINCT practice) FROM complaints'))),
        also(count('treatments', value(db, 'SELECT count(DISTINCT treatment) FROM complaints'))),
      ]),
  },
  {
    id: 'p17a-multi-biggest-refund',
    dataset,
    category: 'multi-part',
    question:
      "What's the biggest refund we've paid, and on how many complaints did we pay that much?",
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'refund', 'refund IS NOT NULL');
      return answer([
        gbp('largest', biggest, 0.01),
        also(count('refunded that much', complaints(db, 'refund = ?', biggest))),
      ]);
    },
  },
  {
    id: 'p17a-multi-cancelled-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Appointment cancelled complaints came in before 1 March 2025 and how many from then on, and what share of all of them ended with a refund?',
    truth: ({ db }) =>
      answer([
        also(
          count('before', complaints(db, `issue = 'Appointment cancelled' AND day < '2025-03-01'`)),
        ),
        also(
          count('from', complaints(db, `issue = 'Appointment cancelled' AND day >= '2025-03-01'`)),
        ),
        share(
          'refunded',
          over(db, 'avg', `outcome = 'Resolved - refund'`, `issue = 'Appointment cancelled'`),
        ),
      ]),
  },
];
