// Practice set of the fifteenth round (practice15c), continued: follow-ups, what the holiday park
// complaints cannot answer, lookups by issue number, the planted facts and questions with more
// than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share } from './truth';
import {
  daysToResolve,
  eur,
  eurTotal,
  firstAmong,
  issues,
  over,
  own,
  ranked,
} from './practice15-holiday-truth';

const dataset = 'holiday' as const;

export const practice15HolidayMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p15c-turn-wifi',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about noise?'],
    question: 'and wifi?',
    truth: ({ db }) => answer([count('Wi-Fi', issues(db, `type = 'Wi-Fi'`))]),
  },
  {
    id: 'p15c-turn-veluwse-full',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came from Het Veluwse Bos?'],
    question: 'How many of those got their money back in full?',
    truth: ({ db }) =>
      answer([
        count(
          'full refunds',
          issues(db, `park = 'Het Veluwse Bos' AND outcome = 'Closed - full refund'`),
        ),
      ]),
  },
  {
    id: 'p15c-turn-limburg-refund',
    dataset,
    category: 'follow-up',
    previous: ["What's the average refund at Duinrand?"],
    question: 'What about Limburg Heuvels?',
    truth: ({ db }) =>
      answer([
        eur(
          'average refund',
          over(db, 'avg', 'refund', `refund IS NOT NULL AND park = 'Limburg Heuvels'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p15c-turn-park-pool-share',
    dataset,
    category: 'follow-up',
    previous: ['Which park has the most complaints?'],
    question: 'What share of that park’s complaints are about the pool?',
    truth: ({ db }) => {
      const park = ranked(db, 'park', 'count(*)').keys[0]!;
      return answer([
        share('pool within the park', over(db, 'avg', `type = 'Pool'`, 'park = ?', park)),
      ]);
    },
  },
  {
    id: 'p15c-turn-partner-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came from bookings made through a travel agent in 2025?'],
    question: 'Same for the partner site',
    truth: ({ db }) =>
      answer([
        count(
          'partner site 2025',
          issues(db, `channel = 'Partner site' AND substr(day, 1, 4) = '2025'`),
        ),
      ]),
  },
  {
    id: 'p15c-turn-pet-owners',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came from guests without a pet?'],
    question: 'And from the ones who brought one?',
    truth: ({ db }) => answer([count('pet bookings', issues(db, 'pet = 1'))]),
  },
  {
    id: 'p15c-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: [
      'How many Cleanliness complaints were about a Chalet, not the pet friendly ones?',
      'And at Duinrand Noord only?',
    ],
    question: 'Now back to all the parks, but just the ones booked on the website.',
    truth: ({ db }) =>
      answer([
        count(
          'website chalet cleanliness',
          issues(db, `type = 'Cleanliness' AND accommodation = 'Chalet' AND channel = 'Website'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p15c-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of the guests who complain?',
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p15c-no-staff',
    dataset,
    category: 'unanswerable',
    question: 'Which receptionist, by name, handled the most check-in complaints?',
    truth: () => decline('the complaints name no staff'),
  },
  {
    id: 'p15c-no-occupancy',
    dataset,
    category: 'unanswerable',
    question: 'What was the occupancy rate at Duinrand in August 2025?',
    truth: () => decline('the complaints hold no occupancy'),
  },
  {
    id: 'p15c-no-september-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did guests raise in September 2024?',
    truth: () => decline('the complaints start on 1 October 2024'),
  },
  {
    id: 'p15c-no-october-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many pool complaints came in during October 2025?',
    truth: () => decline('the complaints end on 30 September 2025'),
  },
  {
    id: 'p15c-no-unknown-issue',
    dataset,
    category: 'unanswerable',
    question: "What's the outcome of issue #HP2599999?",
    truth: ({ db }) => {
      if (issues(db, `ref = '#HP2599999'`) !== 0) throw new Error('#HP2599999 exists');
      return decline('there is no complaint #HP2599999');
    },
  },
  {
    id: 'p15c-no-weather',
    dataset,
    category: 'unanswerable',
    question: 'How many of the complaints came in on rainy days?',
    truth: () => decline('the complaints record no weather'),
  },
  {
    id: 'p15c-no-email',
    dataset,
    category: 'unanswerable',
    question: 'What email address do we have for guest G-774999?',
    truth: () => decline('the complaints keep no contact details'),
  },
  {
    id: 'p15c-no-revenue',
    dataset,
    category: 'unanswerable',
    question: "What was Duinrand's total revenue from all of its bookings this year?",
    truth: () => decline('the data holds only the bookings that brought a complaint'),
  },
  // Lookup.
  {
    id: 'p15c-lookup-refund-park',
    dataset,
    category: 'lookup',
    question: 'Issue #HP2518433: how much did we refund, and which park was it at?',
    truth: ({ db }) =>
      answer(
        [eur('refund', over(db, 'max', 'refund', `ref = '#HP2518433'`), 0.01)],
        [own(db, 'park', 'park', '#HP2518433')],
      ),
  },
  {
    id: 'p15c-lookup-rating-accommodation',
    dataset,
    category: 'lookup',
    question:
      'What rating did the guest give on #HP2408774, and what accommodation had they booked?',
    truth: ({ db }) =>
      answer(
        [
          {
            label: 'rating',
            value: over(db, 'max', 'rating', `ref = '#HP2408774'`),
            tolerance: 0,
          },
        ],
        [own(db, 'accommodation', 'accommodation', '#HP2408774')],
      ),
  },
  {
    id: 'p15c-lookup-wait',
    dataset,
    category: 'lookup',
    question: 'How long did the guest on #HP2405355 wait at check-in, in minutes?',
    truth: ({ db }) =>
      answer([
        {
          label: 'minutes',
          value: over(db, 'max', 'wait', `ref = '#HP2405355'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p15c-lookup-outcome-park',
    dataset,
    category: 'lookup',
    question: "Where's #HP2545148 up to, and which park is it?",
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'outcome', 'outcome', '#HP2545148'), own(db, 'park', 'park', '#HP2545148')],
      ),
  },
  // Planted facts.
  {
    id: 'p15c-fact-pool-closure',
    dataset,
    category: 'planted fact',
    question: 'How many Pool complaints did Duinrand get between 14 and 27 July 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Duinrand pool',
          issues(
            db,
            `park = 'Duinrand' AND type = 'Pool' AND day BETWEEN '2025-07-14' AND '2025-07-27'`,
          ),
        ),
      ]),
  },
  {
    id: 'p15c-fact-hot-tub-month',
    dataset,
    category: 'planted fact',
    question:
      'In which month did the Lodge - wellness units at Het Veluwse Bos get the most maintenance complaints?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `park = 'Het Veluwse Bos' AND accommodation = 'Lodge - wellness' AND type = 'Maintenance'`,
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
    id: 'p15c-fact-partial-split',
    dataset,
    category: 'planted fact',
    question:
      'What was the average partial refund before 1 April 2025, and what has it been since then?',
    truth: ({ db }) => {
      const where = `outcome = 'Closed - partial refund'`;
      return answer([
        also(eur('before', over(db, 'avg', 'refund', `${where} AND day < '2025-04-01'`), 0.51)),
        also(eur('since', over(db, 'avg', 'refund', `${where} AND day >= '2025-04-01'`), 0.51)),
      ]);
    },
  },
  {
    id: 'p15c-fact-august-resolve',
    dataset,
    category: 'planted fact',
    question:
      'For complaints opened in August 2025, how long did they take to resolve on average, in days?',
    truth: ({ db }) =>
      answer([daysToResolve(db, 'days to resolve', `day BETWEEN '2025-08-01' AND '2025-08-31'`)]),
  },
  {
    id: 'p15c-fact-hot-tub-count',
    dataset,
    category: 'planted fact',
    question:
      "How many maintenance complaints did Het Veluwse Bos's Lodge - wellness units have in February 2025?",
    truth: ({ db }) =>
      answer([
        count(
          'wellness lodge maintenance February',
          issues(
            db,
            `park = 'Het Veluwse Bos' AND accommodation = 'Lodge - wellness' AND type = 'Maintenance' AND substr(day, 1, 7) = '2025-02'`,
          ),
        ),
      ]),
  },
  // Multi-part.
  {
    id: 'p15c-multi-over-1000',
    dataset,
    category: 'multi-part',
    question: 'Among refunds over €1,000, how many were there and what did they add up to?',
    truth: ({ db }) =>
      answer([
        also(count('over €1,000', issues(db, 'refund > 1000'))),
        also(eurTotal('total', over(db, 'sum', 'refund', 'refund > 1000'))),
      ]),
  },
  {
    id: 'p15c-multi-booking-error',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out the ones we declined, how many Booking error complaints were there, and how many of them got any refund?',
    truth: ({ db }) => {
      const where = `type = 'Booking error' AND outcome <> 'Declined'`;
      return answer([
        also(count('booking errors, not declined', issues(db, where))),
        also(count('refunded', issues(db, `${where} AND refund IS NOT NULL`))),
      ]);
    },
  },
  {
    id: 'p15c-multi-open-park',
    dataset,
    category: 'multi-part',
    question: 'How many complaints are still open, and which park has the most of them?',
    truth: ({ db }) => {
      const where = `outcome = 'Open'`;
      const parks = ranked(db, 'park', 'count(*)', where);
      return answer(
        [also(count('open', issues(db, where)))],
        [firstAmong(db, 'park', 'park', parks.keys[0]!)],
      );
    },
  },
  {
    id: 'p15c-multi-distinct',
    dataset,
    category: 'multi-part',
    question: 'How many different parks and how many different guests turn up in the complaints?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'parks',
            Number(db.prepare('SELECT count(DISTINCT park) FROM issues').pluck().get()),
          ),
        ),
        also(
          count(
            'guests',
            Number(db.prepare('SELECT count(DISTINCT guest) FROM issues').pluck().get()),
          ),
        ),
      ]),
  },
  {
    id: 'p15c-multi-biggest-refund',
    dataset,
    category: 'multi-part',
    question: 'What was the single biggest refund we paid, and which park was it at?',
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'refund', 'refund IS NOT NULL');
      const parks = db
        .prepare('SELECT DISTINCT park FROM issues WHERE refund = ?')
        .pluck()
        .all(biggest) as string[];
      if (parks.length !== 1) throw new Error('the biggest refund has no single park');
      return answer([eur('biggest', biggest, 0.01)], [firstAmong(db, 'park', 'park', parks[0]!)]);
    },
  },
  {
    id: 'p15c-multi-noise-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Noise complaints came in before 1 January 2025 and how many from then on, and what share of all Noise complaints did we decline?',
    truth: ({ db }) =>
      answer([
        also(count('before', issues(db, `type = 'Noise' AND day < '2025-01-01'`))),
        also(count('after', issues(db, `type = 'Noise' AND day >= '2025-01-01'`))),
        // The one share asked: the first share written must be it (a drift list of
        // decimals once matched it by accident).
        share('declined', over(db, 'avg', `outcome = 'Declined'`, `type = 'Noise'`)),
      ]),
  },
];
