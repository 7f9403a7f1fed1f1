// Practice set of the seventeenth round (practice17c), continued: follow-ups, what the rider
// complaints cannot answer, lookups by case number, the planted facts and questions with more than
// one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top, value } from './truth';
import {
  complaints,
  daysToResolve,
  firstAmong,
  gbp,
  gbpTotal,
  over,
  own,
  ranked,
} from './practice17-scooter-truth';

const dataset = 'scooter' as const;

export const practice17ScooterMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p17c-turn-pedal',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints involved e-bikes?'],
    question: 'what about pedal bikes?',
    truth: ({ db }) => answer([count('pedal bike', complaints(db, `vehicle = 'Pedal bike'`))]),
  },
  {
    id: 'p17c-turn-city-escalated',
    dataset,
    category: 'follow-up',
    previous: ['Which city has the most complaints?'],
    question: 'how many of those got escalated?',
    truth: ({ db }) => {
      const city = ranked(db, 'city', 'count(*)').keys[0]!;
      return answer([count('escalated', complaints(db, `city = ? AND state = 'Escalated'`, city))]);
    },
  },
  {
    id: 'p17c-turn-payg-refund',
    dataset,
    category: 'follow-up',
    previous: ["What's the average refund for pass holders?"],
    question: 'And for riders without a pass?',
    truth: ({ db }) =>
      answer([
        gbp('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL AND pass = 0'), 0.051),
      ]),
  },
  {
    id: 'p17c-turn-social-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in through social in 2024?'],
    question: 'And in 2025?',
    truth: ({ db }) =>
      answer([
        count('social 2025', complaints(db, `source = 'Social' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p17c-turn-battery-pass',
    dataset,
    category: 'follow-up',
    previous: ['How many Battery complaints were there, not counting the died mid-ride ones?'],
    question: 'Only from pass holders, please.',
    truth: ({ db }) =>
      answer([count('battery, pass', complaints(db, `problem = 'Battery' AND pass = 1`))]),
  },
  {
    id: 'p17c-turn-vehicle-share',
    dataset,
    category: 'follow-up',
    previous: ['Which vehicle gets the most complaints?'],
    question: 'What share of all complaints is it?',
    truth: ({ db }) => {
      const vehicle = ranked(db, 'vehicle', 'count(*)').keys[0]!;
      return answer([share('share of all', over(db, 'avg', `vehicle = '${vehicle}'`, '1'))]);
    },
  },
  {
    id: 'p17c-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many Account complaints were there?', 'And in Bath?'],
    question: 'Across all cities again — how many of them were raised in-app?',
    truth: ({ db }) =>
      answer([
        count('account, in-app', complaints(db, `problem = 'Account' AND source = 'In-app'`)),
      ]),
  },
  // Unanswerable.
  {
    id: 'p17c-no-age',
    dataset,
    category: 'unanswerable',
    question: "What's the typical age of riders who complain?",
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p17c-no-injury',
    dataset,
    category: 'unanswerable',
    question: 'How many riders were injured in accidents?',
    truth: () => decline('the complaints record no injuries or accidents'),
  },
  {
    id: 'p17c-no-revenue',
    dataset,
    category: 'unanswerable',
    question: 'How much ride revenue did each city bring in?',
    truth: () => decline('the complaints record refunds, not revenue'),
  },
  {
    id: 'p17c-no-august-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints were there in August 2024?',
    truth: () => decline('the complaints start in October 2024'),
  },
  {
    id: 'p17c-no-november-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many battery complaints did we get in November 2025?',
    truth: () => decline('the complaints end on 30 September 2025'),
  },
  {
    id: 'p17c-no-unknown-case',
    dataset,
    category: 'unanswerable',
    question: "What's the state of complaint T-25w10-9999?",
    truth: ({ db }) => {
      if (complaints(db, `ref = 'T-25w10-9999'`) !== 0) throw new Error('T-25w10-9999 exists');
      return decline('there is no complaint T-25w10-9999');
    },
  },
  {
    id: 'p17c-no-phone',
    dataset,
    category: 'unanswerable',
    question: "What's the phone number for rider:04336?",
    truth: () => decline('the complaints keep no contact details'),
  },
  {
    id: 'p17c-no-weather',
    dataset,
    category: 'unanswerable',
    question: 'Do we get more complaints on rainy days?',
    truth: () => decline('the complaints record no weather'),
  },
  {
    id: 'p17c-no-helmet',
    dataset,
    category: 'unanswerable',
    question: 'How many of the complaining riders were not wearing a helmet?',
    truth: () => decline('the complaints record no helmets'),
  },
  // Lookup.
  {
    id: 'p17c-lookup-distance',
    dataset,
    category: 'lookup',
    question: 'How far did the rider get on T-24w45-0356, in kilometres?',
    truth: ({ db }) =>
      answer([
        {
          label: 'distance (km)',
          value: over(db, 'max', 'distance_km', `ref = 'T-24w45-0356'`),
          tolerance: 0.005,
          lead: true,
        },
      ]),
  },
  {
    id: 'p17c-lookup-refund-city',
    dataset,
    category: 'lookup',
    question: 'Case T-24w41-0159: how much did we refund, and in which city?',
    truth: ({ db }) =>
      answer(
        [gbp('refund', over(db, 'max', 'refund', `ref = 'T-24w41-0159'`), 0.01)],
        [own(db, 'city', 'city', 'T-24w41-0159')],
      ),
  },
  {
    id: 'p17c-lookup-state-problem',
    dataset,
    category: 'lookup',
    question: "What's the state of T-24w45-0371 and what was the problem?",
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'state', 'state', 'T-24w45-0371'), own(db, 'problem', 'problem', 'T-24w45-0371')],
      ),
  },
  {
    id: 'p17c-lookup-ride-time',
    dataset,
    category: 'lookup',
    question: 'How many minutes did the ride on T-24w40-0101 last?',
    truth: ({ db }) =>
      answer([
        {
          label: 'ride time (minutes)',
          value: over(db, 'max', 'ride_minutes', `ref = 'T-24w40-0101'`),
          tolerance: 0.05,
          lead: true,
        },
      ]),
  },
  // Planted facts.
  {
    id: 'p17c-fact-cardiff-bay-battery',
    dataset,
    category: 'planted fact',
    question:
      'How many Battery - died mid-ride complaints about the E-scooter Pro did Cardiff Bay get between 5 and 18 May 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Cardiff Bay Pro battery died',
          complaints(
            db,
            `city = 'Cardiff Bay' AND vehicle = 'E-scooter Pro' AND problem = 'Battery - died mid-ride' AND day BETWEEN '2025-05-05' AND '2025-05-18'`,
          ),
        ),
      ]),
  },
  {
    id: 'p17c-fact-bath-fines-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did Bath see the most parking fine complaints?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `city = 'Bath' AND problem = 'Overcharged - parking fine'`,
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
    id: 'p17c-fact-unlock-refund',
    dataset,
    category: 'planted fact',
    question:
      'What did we refund on average for a Locking complaint before 1 August 2025, and from then on?',
    truth: ({ db }) => {
      const where = `refund IS NOT NULL AND problem = 'Locking'`;
      return answer([
        also(gbp('before', over(db, 'avg', 'refund', `${where} AND day < '2025-08-01'`), 0.01)),
        also(gbp('from', over(db, 'avg', 'refund', `${where} AND day >= '2025-08-01'`), 0.01)),
      ]);
    },
  },
  {
    id: 'p17c-fact-january-resolve',
    dataset,
    category: 'planted fact',
    question: 'How many days did complaints raised in January 2025 take to resolve, on average?',
    truth: ({ db }) =>
      answer([daysToResolve(db, 'days to resolve', `day BETWEEN '2025-01-01' AND '2025-01-31'`)]),
  },
  // Multi-part.
  {
    id: 'p17c-multi-10-plus',
    dataset,
    category: 'multi-part',
    question: 'How many refunds were £10 or more, and how much did they total?',
    truth: ({ db }) =>
      answer([
        also(count('£10 or more', complaints(db, 'refund >= 10'))),
        also(gbpTotal('total', over(db, 'sum', 'refund', 'refund >= 10'))),
      ]),
  },
  {
    id: 'p17c-multi-overcharged-not-escalated',
    dataset,
    category: 'multi-part',
    question:
      'Not counting escalated ones, how many Overcharged complaints were there, and how many of those got a refund?',
    truth: ({ db }) => {
      const where = `problem = 'Overcharged' AND state <> 'Escalated'`;
      return answer([
        also(count('overcharged, not escalated', complaints(db, where))),
        also(count('refunded', complaints(db, `${where} AND refund IS NOT NULL`))),
      ]);
    },
  },
  {
    id: 'p17c-multi-open-city',
    dataset,
    category: 'multi-part',
    question: 'How many complaints are still open, and which city has the most open ones?',
    truth: ({ db }) => {
      const where = `state = 'Open'`;
      return answer(
        [also(count('open', complaints(db, where)))],
        [top('city', ranked(db, 'city', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p17c-multi-distinct',
    dataset,
    category: 'multi-part',
    question: 'How many cities and how many vehicle types are there in the complaints?',
    truth: ({ db }) =>
      answer([
        also(count('cities', value(db, 'SELECT count(DISTINCT city) FROM complaints'))),
        also(count('vehicles', value(db, 'SELECT count(DISTINCT vehicle) FROM complaints'))),
      ]),
  },
  {
    id: 'p17c-multi-longest-ride',
    dataset,
    category: 'multi-part',
    question:
      'What was the longest ride behind a complaint, in minutes, and which vehicle was it on?',
    truth: ({ db }) => {
      const longest = over(db, 'max', 'ride_minutes', 'ride_minutes IS NOT NULL');
      const vehicles = db
        .prepare('SELECT DISTINCT vehicle FROM complaints WHERE ride_minutes = ?')
        .pluck()
        .all(longest) as string[];
      if (vehicles.length !== 1) throw new Error('the longest ride has no single vehicle');
      return answer(
        [{ label: 'longest ride (minutes)', value: longest, tolerance: 0.05, lead: true }],
        [firstAmong(db, 'vehicle', 'vehicle', vehicles[0]!)],
      );
    },
  },
  {
    id: 'p17c-multi-fault-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Vehicle fault complaints came in before 1 April 2025 and how many from then on, and what share of all Vehicle fault complaints were refunded?',
    truth: ({ db }) =>
      answer([
        also(count('before', complaints(db, `problem = 'Vehicle fault' AND day < '2025-04-01'`))),
        also(count('from', complaints(db, `problem = 'Vehicle fault' AND day >= '2025-04-01'`))),
        share(
          'refunded',
          over(db, 'avg', `state = 'Closed - refunded'`, `problem = 'Vehicle fault'`),
        ),
      ]),
  },
];
