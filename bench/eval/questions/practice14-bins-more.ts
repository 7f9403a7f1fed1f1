// Practice set of the fourteenth round (practice14a), continued: follow-ups, what the bin reports
// cannot answer, lookups by report reference, the planted facts and questions with more than one
// ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top } from './truth';
import {
  daysToRecollect,
  gbp,
  gbpTotal,
  firstAmong,
  over,
  own,
  ranked,
  reports,
} from './practice14-bins-truth';

const dataset = 'bins' as const;

export const practice14BinsMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p14a-turn-garden',
    dataset,
    category: 'follow-up',
    previous: ['How many missed general waste bins were reported?'],
    question: 'and for the garden bins?',
    truth: ({ db }) => answer([count('garden', reports(db, `container = 'Garden'`))]),
  },
  {
    id: 'p14a-turn-castleton-food',
    dataset,
    category: 'follow-up',
    previous: ['How many reports were there from Castleton ward?'],
    question: 'How many of those were food bins?',
    truth: ({ db }) =>
      answer([count('Castleton food', reports(db, `ward = 'Castleton' AND container = 'Food'`))]),
  },
  {
    id: 'p14a-turn-kingsway-charge',
    dataset,
    category: 'follow-up',
    previous: ["What's the average re-collection charge in Moorside?"],
    question: 'What about Kingsway?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average charge',
          over(db, 'avg', 'charge', `charge IS NOT NULL AND ward = 'Kingsway'`),
          0.051,
        ),
      ]),
  },
  {
    id: 'p14a-turn-crew-not-out',
    dataset,
    category: 'follow-up',
    previous: ['Which crew has the most missed bin reports?'],
    question: 'How many of that crew’s reports were down to the bin not being put out?',
    truth: ({ db }) => {
      const crew = ranked(db, 'crew', 'count(*)').keys[0]!;
      return answer([count('not out', reports(db, `crew = ? AND reason = 'Bin not out'`, crew))]);
    },
  },
  {
    id: 'p14a-turn-phone-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many reports came in by email during 2025?'],
    question: 'Same for phone',
    truth: ({ db }) =>
      answer([
        count('phone 2025', reports(db, `channel = 'Phone' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p14a-turn-contaminated-assisted',
    dataset,
    category: 'follow-up',
    previous: ['How many reports say the bin was contaminated?'],
    question: 'Just the assisted collection households, please.',
    truth: ({ db }) =>
      answer([
        count('assisted contaminated', reports(db, `reason = 'Contaminated' AND assisted = 1`)),
      ]),
  },
  {
    id: 'p14a-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: [
      'How many reports were about Recycling bins, not counting glass?',
      'And in Hollinwood only?',
    ],
    question: 'Now widen that back to every ward, but only the ones reported by phone.',
    truth: ({ db }) =>
      answer([
        count('phone recycling', reports(db, `container = 'Recycling' AND channel = 'Phone'`)),
      ]),
  },
  // Unanswerable.
  {
    id: 'p14a-no-operative',
    dataset,
    category: 'unanswerable',
    question: 'Which bin operative, by name, is responsible for the most missed bins?',
    truth: () => decline('the reports name crews, not individual operatives'),
  },
  {
    id: 'p14a-no-successful',
    dataset,
    category: 'unanswerable',
    question: 'What percentage of all scheduled bin collections were completed on time?',
    truth: () => decline('the data holds missed collections only, not every collection made'),
  },
  {
    id: 'p14a-no-2024-march',
    dataset,
    category: 'unanswerable',
    question: 'How many missed bins were reported in March 2024?',
    truth: () => decline('the reports start in November 2024'),
  },
  {
    id: 'p14a-no-november-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many garden bin reports came in during November 2025?',
    truth: () => decline('the reports end on 31 October 2025'),
  },
  {
    id: 'p14a-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What is the case state of report MCR.25.99999?',
    truth: ({ db }) => {
      if (reports(db, `ref = 'MCR.25.99999'`) !== 0) throw new Error('MCR.25.99999 exists');
      return decline('there is no report MCR.25.99999');
    },
  },
  {
    id: 'p14a-no-council-tax',
    dataset,
    category: 'unanswerable',
    question: 'What council tax band are the households that report missed bins in?',
    truth: () => decline('the reports record no council tax bands'),
  },
  {
    id: 'p14a-no-tonnage',
    dataset,
    category: 'unanswerable',
    question: 'How many tonnes of waste were left uncollected because of missed bins?',
    truth: () => decline('the reports record no weights'),
  },
  {
    id: 'p14a-no-phone-number',
    dataset,
    category: 'unanswerable',
    question: 'Can you give me the phone number for resident UPRN-100081172?',
    truth: () => decline('the reports keep no contact details'),
  },
  {
    id: 'p14a-no-vehicle-reg',
    dataset,
    category: 'unanswerable',
    question: 'Which refuse lorry registration breaks down most often?',
    truth: () => decline('the reports record no vehicles'),
  },
  // Lookup.
  {
    id: 'p14a-lookup-street-bin',
    dataset,
    category: 'lookup',
    question: 'Report MCR.25.29974: which street was it on, and which bin was missed?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'street', 'street', 'MCR.25.29974'),
          own(db, 'container', 'container', 'MCR.25.29974'),
        ],
      ),
  },
  {
    id: 'p14a-lookup-reason-crew',
    dataset,
    category: 'lookup',
    question: 'Why was the bin missed on MCR.25.16345, and whose round was it?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'reason', 'reason', 'MCR.25.16345'), own(db, 'crew', 'crew', 'MCR.25.16345')],
      ),
  },
  {
    id: 'p14a-lookup-charge',
    dataset,
    category: 'lookup',
    question: 'How much did we charge the resident on MCR.25.11802?',
    truth: ({ db }) =>
      answer([gbp('charge', over(db, 'max', 'charge', `ref = 'MCR.25.11802'`), 0.01)]),
  },
  {
    id: 'p14a-lookup-state',
    dataset,
    category: 'lookup',
    question: "Where's MCR.25.34198 up to — what state is it in?",
    truth: ({ db }) => answer([], [own(db, 'state', 'state', 'MCR.25.34198')]),
  },
  {
    id: 'p14a-lookup-happiness',
    dataset,
    category: 'lookup',
    question: 'What happiness score did the resident give on report MCR.25.06852?',
    truth: ({ db }) =>
      answer([
        {
          label: 'happiness',
          value: over(db, 'max', 'happiness', `ref = 'MCR.25.06852'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  // Planted facts.
  {
    id: 'p14a-fact-breakdown',
    dataset,
    category: 'planted fact',
    question:
      'How many Vehicle breakdown reports did crew Delta have between 3 and 14 February 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Delta breakdowns',
          reports(
            db,
            `crew = 'Delta' AND reason = 'Vehicle breakdown' AND day BETWEEN '2025-02-03' AND '2025-02-14'`,
          ),
        ),
      ]),
  },
  {
    id: 'p14a-fact-garden-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did Hollins ward report the most missed garden bins?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `ward = 'Hollins' AND container = 'Garden'`,
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
    id: 'p14a-fact-charge-split',
    dataset,
    category: 'planted fact',
    question:
      'What was the average re-collection charge before 1 July 2025, and what has it been since then?',
    truth: ({ db }) =>
      answer([
        also(
          gbp(
            'before',
            over(db, 'avg', 'charge', `charge IS NOT NULL AND day < '2025-07-01'`),
            0.051,
          ),
        ),
        also(
          gbp(
            'after',
            over(db, 'avg', 'charge', `charge IS NOT NULL AND day >= '2025-07-01'`),
            0.051,
          ),
        ),
      ]),
  },
  {
    id: 'p14a-fact-christmas',
    dataset,
    category: 'planted fact',
    question:
      'For reports made between 20 December 2024 and 5 January 2025, how long did re-collection take on average, in days?',
    truth: ({ db }) =>
      answer([
        daysToRecollect(db, 'days to re-collect', `day BETWEEN '2024-12-20' AND '2025-01-05'`),
      ]),
  },
  {
    id: 'p14a-fact-hollins-april',
    dataset,
    category: 'planted fact',
    question: 'How many missed garden bin reports did Hollins have in April 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Hollins garden April',
          reports(
            db,
            `ward = 'Hollins' AND container = 'Garden' AND substr(day, 1, 7) = '2025-04'`,
          ),
        ),
      ]),
  },
  // Multi-part.
  {
    id: 'p14a-multi-over-20',
    dataset,
    category: 'multi-part',
    question: 'Among the charges over £20, how many were there and what did they add up to?',
    truth: ({ db }) =>
      answer([
        also(count('over £20', reports(db, 'charge > 20'))),
        also(gbpTotal('total over £20', over(db, 'sum', 'charge', 'charge > 20'))),
      ]),
  },
  {
    id: 'p14a-multi-not-out-unassisted',
    dataset,
    category: 'multi-part',
    question:
      'Excluding assisted collections, how many Bin not out reports were there, and how many of them were charged?',
    truth: ({ db }) => {
      const where = `reason = 'Bin not out' AND assisted = 0`;
      return answer([
        also(count('not out, unassisted', reports(db, where))),
        also(count('charged', reports(db, `${where} AND charge IS NOT NULL`))),
      ]);
    },
  },
  {
    id: 'p14a-multi-open-ward',
    dataset,
    category: 'multi-part',
    question: 'How many reports are still open, and which ward has the most of them?',
    truth: ({ db }) => {
      const where = `state = 'Open'`;
      return answer(
        [also(count('open', reports(db, where)))],
        [top('ward', ranked(db, 'ward', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p14a-multi-distinct',
    dataset,
    category: 'multi-part',
    question: 'How many different crews and how many different households show up in the reports?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'crews',
            Number(db.prepare('SELECT count(DISTINCT crew) FROM reports').pluck().get()),
          ),
        ),
        also(
          count(
            'households',
            Number(db.prepare('SELECT count(DISTINCT resident) FROM reports').pluck().get()),
          ),
        ),
      ]),
  },
  {
    id: 'p14a-multi-slowest',
    dataset,
    category: 'multi-part',
    question: 'What was the slowest re-collection we made, in days, and which bin type was it?',
    truth: ({ db }) => {
      const slowest = over(db, 'max', 'rec_days', 'recollected IS NOT NULL');
      const containers = db
        .prepare('SELECT DISTINCT container FROM reports WHERE rec_days = ?')
        .pluck()
        .all(slowest) as string[];
      if (containers.length !== 1) throw new Error('the slowest re-collection has no single bin');
      return answer(
        [{ label: 'slowest', value: slowest, tolerance: 0.06, lead: true }],
        [firstAmong(db, 'container', 'container', containers[0]!)],
      );
    },
  },
  {
    id: 'p14a-multi-food-or-garden',
    dataset,
    category: 'multi-part',
    question:
      'How many reports were about either food or garden bins, and what was their average time to re-collect in days?',
    truth: ({ db }) => {
      const where = `container IN ('Food', 'Garden')`;
      return answer([
        also(count('food or garden', reports(db, where))),
        also(daysToRecollect(db, 'days to re-collect', where)),
      ]);
    },
  },
  {
    id: 'p14a-multi-contaminated-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Contaminated reports came in before 1 March 2025 and how many from then on, and what share of all Contaminated reports were charged?',
    truth: ({ db }) =>
      answer([
        also(count('before', reports(db, `reason = 'Contaminated' AND day < '2025-03-01'`))),
        also(count('after', reports(db, `reason = 'Contaminated' AND day >= '2025-03-01'`))),
        also(share('charged', over(db, 'avg', 'charge IS NOT NULL', `reason = 'Contaminated'`))),
      ]),
  },
];
