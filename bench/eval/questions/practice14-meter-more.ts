// Practice set of the fourteenth round (practice14c), continued: follow-ups, what the smart-meter
// escalations cannot answer, lookups by escalation number, the planted facts and questions with
// more than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top } from './truth';
import {
  daysLate,
  escalations,
  firstAmong,
  gbp,
  gbpTotal,
  over,
  own,
  ranked,
} from './practice14-meter-truth';

const dataset = 'meter' as const;

export const practice14MeterMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p14c-turn-yorkshire',
    dataset,
    category: 'follow-up',
    previous: ['How many escalations were there in London?'],
    question: 'and in Yorkshire?',
    truth: ({ db }) => answer([count('Yorkshire', escalations(db, `region = 'Yorkshire'`))]),
  },
  {
    id: 'p14c-turn-no-show-vulnerable',
    dataset,
    category: 'follow-up',
    previous: ['How many No-show escalations are there?'],
    question: 'How many of those were for vulnerable customers?',
    truth: ({ db }) =>
      answer([
        count('vulnerable no-shows', escalations(db, `fault = 'No-show' AND vulnerable = 1`)),
      ]),
  },
  {
    id: 'p14c-turn-meterco-comp',
    dataset,
    category: 'follow-up',
    previous: ["What's the average compensation paid on GridWorks escalations?"],
    question: 'What about MeterCo?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average compensation',
          over(db, 'avg', 'comp', `comp IS NOT NULL AND installer = 'MeterCo'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p14c-turn-region-damage',
    dataset,
    category: 'follow-up',
    previous: ['Which region has the most escalations?'],
    question: 'How many of that region’s escalations were Property damage?',
    truth: ({ db }) => {
      const region = ranked(db, 'region', 'count(*)').keys[0]!;
      return answer([
        count('damage', escalations(db, `region = ? AND fault = 'Property damage'`, region)),
      ]);
    },
  },
  {
    id: 'p14c-turn-web-chat-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many escalations came in by email during 2025?'],
    question: 'Same for web chat',
    truth: ({ db }) =>
      answer([
        count('web chat 2025', escalations(db, `via = 'Web chat' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p14c-turn-smets2-evening',
    dataset,
    category: 'follow-up',
    previous: ['How many escalations were about SMETS2 meters?'],
    question: 'Narrow it to the Evening slot only.',
    truth: ({ db }) =>
      answer([count('SMETS2 evening', escalations(db, `meter = 'SMETS2' AND slot = 'Evening'`))]),
  },
  {
    id: 'p14c-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: [
      'How many Billing after install escalations were there?',
      'And just in the South West?',
    ],
    question: 'Switch that to the North East, and only SMETS1 meters.',
    truth: ({ db }) =>
      answer([
        count(
          'NE SMETS1 billing',
          escalations(
            db,
            `fault = 'Billing after install' AND region = 'North East' AND meter = 'SMETS1'`,
          ),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p14c-no-usage',
    dataset,
    category: 'unanswerable',
    question: 'What is the average energy usage, in kWh, of the customers who escalated?',
    truth: () => decline('the escalations record no energy usage'),
  },
  {
    id: 'p14c-no-engineer',
    dataset,
    category: 'unanswerable',
    question: 'Which engineer, by name, caused the most escalations?',
    truth: () => decline('the escalations name installer companies, not engineers'),
  },
  {
    id: 'p14c-no-october-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many escalations were logged in October 2024?',
    truth: () => decline('the escalations start in December 2024'),
  },
  {
    id: 'p14c-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many No-show escalations came in during December 2025?',
    truth: () => decline('the escalations end on 30 November 2025'),
  },
  {
    id: 'p14c-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: "What's the outcome of escalation ESC 9999999?",
    truth: ({ db }) => {
      if (escalations(db, `ref = 'ESC 9999999'`) !== 0) throw new Error('ESC 9999999 exists');
      return decline('there is no escalation ESC 9999999');
    },
  },
  {
    id: 'p14c-no-tariff',
    dataset,
    category: 'unanswerable',
    question: 'What tariff is the customer on in escalation ESC 0062594?',
    truth: () => decline('the escalations record no tariffs'),
  },
  {
    id: 'p14c-no-share-installs',
    dataset,
    category: 'unanswerable',
    question: 'What percentage of all smart meter installs this year led to an escalation?',
    truth: () => decline('the data holds escalations only, not every install'),
  },
  {
    id: 'p14c-no-postcode',
    dataset,
    category: 'unanswerable',
    question: 'Which postcode has the most escalations?',
    truth: () => decline('the escalations record no postcodes'),
  },
  {
    id: 'p14c-no-duration',
    dataset,
    category: 'unanswerable',
    question: 'How long did the installs take on average, in minutes?',
    truth: () => decline('the escalations record no install durations'),
  },
  // Lookup.
  {
    id: 'p14c-lookup-fault-comp',
    dataset,
    category: 'lookup',
    question: 'Escalation ESC 0062594: what was the fault, and how much compensation did we pay?',
    truth: ({ db }) =>
      answer(
        [gbp('compensation', over(db, 'max', 'comp', `ref = 'ESC 0062594'`), 0.01)],
        [own(db, 'fault', 'fault', 'ESC 0062594')],
      ),
  },
  {
    id: 'p14c-lookup-installer-region',
    dataset,
    category: 'lookup',
    question: 'Which installer and which region were involved in ESC 0075373?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'installer', 'installer', 'ESC 0075373'),
          own(db, 'region', 'region', 'ESC 0075373'),
        ],
      ),
  },
  {
    id: 'p14c-lookup-outcome',
    dataset,
    category: 'lookup',
    question: "What's the outcome on ESC 0074372?",
    truth: ({ db }) => answer([], [own(db, 'outcome', 'outcome', 'ESC 0074372')]),
  },
  {
    id: 'p14c-lookup-score',
    dataset,
    category: 'lookup',
    question: 'What score did the customer give on ESC 0067170?',
    truth: ({ db }) =>
      answer([
        {
          label: 'score',
          value: over(db, 'max', 'score', `ref = 'ESC 0067170'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p14c-lookup-slot-meter',
    dataset,
    category: 'lookup',
    question: 'Which appointment slot was ESC 0071200 booked for, and what type of meter was it?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'slot', 'slot', 'ESC 0071200'), own(db, 'meter', 'meter', 'ESC 0071200')],
      ),
  },
  // Planted facts.
  {
    id: 'p14c-fact-volt-ne',
    dataset,
    category: 'planted fact',
    question: 'How many No-show escalations did Volt Install have in the North East in March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Volt NE no-shows',
          escalations(
            db,
            `installer = 'Volt Install' AND region = 'North East' AND fault = 'No-show' AND substr(day, 1, 7) = '2025-03'`,
          ),
        ),
      ]),
  },
  {
    id: 'p14c-fact-volt-month',
    dataset,
    category: 'planted fact',
    question: "In which month did Volt Install's no-shows in the North East peak?",
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `installer = 'Volt Install' AND region = 'North East' AND fault = 'No-show'`,
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
    id: 'p14c-fact-smets1-split',
    dataset,
    category: 'planted fact',
    question:
      'How many Not communicating escalations on SMETS1 meters came in before 1 June 2025, and how many from then on?',
    truth: ({ db }) => {
      const where = `fault = 'Not communicating' AND meter = 'SMETS1'`;
      return answer([
        also(count('before', escalations(db, `${where} AND day < '2025-06-01'`))),
        also(count('after', escalations(db, `${where} AND day >= '2025-06-01'`))),
      ]);
    },
  },
  {
    id: 'p14c-fact-evening-start',
    dataset,
    category: 'planted fact',
    question: 'In which month did Evening appointment slots first show up in the escalations?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', `slot = 'Evening'`);
      const first = [...months.keys].sort()[0]!;
      return answer(
        [],
        [
          {
            label: 'first month',
            anyOf: monthSpellings(first),
            rivals: months.keys
              .filter((month) => month !== first)
              .flatMap((month) => monthSpellings(month).slice(0, 3)),
          },
        ],
      );
    },
  },
  {
    id: 'p14c-fact-late-visits',
    dataset,
    category: 'planted fact',
    question:
      'For Smartfit Northern in Yorkshire, with appointments in January 2025, how many days late on average did the visit come?',
    truth: ({ db }) =>
      answer([
        daysLate(
          db,
          'days late',
          `installer = 'Smartfit Northern' AND region = 'Yorkshire' AND substr(appt, 1, 7) = '2025-01'`,
        ),
      ]),
  },
  // Multi-part.
  {
    id: 'p14c-multi-over-100',
    dataset,
    category: 'multi-part',
    question: 'Among compensation payments over £100, how many were there and what did they total?',
    truth: ({ db }) =>
      answer([
        also(count('over £100', escalations(db, 'comp > 100'))),
        also(gbpTotal('total over £100', over(db, 'sum', 'comp', 'comp > 100'))),
      ]),
  },
  {
    id: 'p14c-multi-no-show-not-vulnerable',
    dataset,
    category: 'multi-part',
    question:
      'Excluding vulnerable customers, how many No-show escalations were there, and what was the average compensation on them?',
    truth: ({ db }) => {
      const where = `fault = 'No-show' AND vulnerable = 0`;
      return answer([
        also(count('no-shows, not vulnerable', escalations(db, where))),
        also(
          gbp(
            'average compensation',
            over(db, 'avg', 'comp', `comp IS NOT NULL AND ${where}`),
            0.51,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p14c-multi-open-installer',
    dataset,
    category: 'multi-part',
    question: 'How many escalations are still open, and which installer has the most of them?',
    truth: ({ db }) => {
      const where = `outcome = 'Open'`;
      return answer(
        [also(count('open', escalations(db, where)))],
        [top('installer', ranked(db, 'installer', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p14c-multi-distinct',
    dataset,
    category: 'multi-part',
    question:
      'How many different regions and how many different meter points (MPANs) appear in the escalations?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'regions',
            Number(db.prepare('SELECT count(DISTINCT region) FROM escalations').pluck().get()),
          ),
        ),
        also(
          count(
            'MPANs',
            Number(db.prepare('SELECT count(DISTINCT mpan) FROM escalations').pluck().get()),
          ),
        ),
      ]),
  },
  {
    id: 'p14c-multi-biggest-comp',
    dataset,
    category: 'multi-part',
    question: 'What was the biggest compensation payment, and which fault was it for?',
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'comp', 'comp IS NOT NULL');
      const faults = db
        .prepare('SELECT DISTINCT fault FROM escalations WHERE comp = ?')
        .pluck()
        .all(biggest) as string[];
      if (faults.length !== 1) throw new Error('the biggest compensation has no single fault');
      return answer(
        [gbp('biggest', biggest, 0.01)],
        [firstAmong(db, 'fault', 'fault', faults[0]!)],
      );
    },
  },
  {
    id: 'p14c-multi-unsafe-or-damage',
    dataset,
    category: 'multi-part',
    question:
      'How many escalations were either Left unsafe or Property damage, and what was the total compensation paid on them?',
    truth: ({ db }) => {
      const where = `fault IN ('Left unsafe', 'Property damage')`;
      return answer([
        also(count('unsafe or damage', escalations(db, where))),
        also(gbpTotal('compensation', over(db, 'sum', 'comp', `comp IS NOT NULL AND ${where}`))),
      ]);
    },
  },
  {
    id: 'p14c-multi-smets1-split',
    dataset,
    category: 'multi-part',
    question:
      'How many SMETS1 escalations came in before 1 March 2025 and how many from then on, and what share of all SMETS1 escalations were Not communicating?',
    truth: ({ db }) =>
      answer([
        also(count('before', escalations(db, `meter = 'SMETS1' AND day < '2025-03-01'`))),
        also(count('after', escalations(db, `meter = 'SMETS1' AND day >= '2025-03-01'`))),
        also(
          share(
            'not communicating',
            over(db, 'avg', `fault = 'Not communicating'`, `meter = 'SMETS1'`),
          ),
        ),
      ]),
  },
];
