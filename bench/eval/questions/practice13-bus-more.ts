// Practice set of the thirteenth round (practice13a), continued: follow-ups, what the bus
// complaints cannot answer, lookups by complaint number, the planted facts and questions with more
// than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, named, share, top } from './truth';
import {
  complaints,
  daysToRespond,
  gbp,
  gbpTotal,
  mean,
  over,
  own,
  ranked,
} from './practice13-bus-truth';

const dataset = 'bus' as const;

export const practice13BusMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p13a-turn-route-12',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about route 7?'],
    question: 'and for route 12?',
    truth: ({ db }) => answer([count('route 12', complaints(db, `route = '12'`))]),
  },
  {
    id: 'p13a-turn-missed-7a',
    dataset,
    category: 'follow-up',
    previous: ['How many Missed stop complaints are there?'],
    question: 'How many of those were on the 7A?',
    truth: ({ db }) =>
      answer([count('7A missed stop', complaints(db, `nature = 'Missed stop' AND route = '7A'`))]),
  },
  {
    id: 'p13a-turn-evening-refund',
    dataset,
    category: 'follow-up',
    previous: ['What is the average refund paid on Late running complaints?'],
    question: 'What about Late running - evening?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average refund',
          over(db, 'avg', 'refund', `refund IS NOT NULL AND nature = 'Late running - evening'`),
          0.051,
        ),
      ]),
  },
  {
    id: 'p13a-turn-depot-upheld',
    dataset,
    category: 'follow-up',
    previous: ['Which depot has the most complaints?'],
    question: 'How many of that depot’s complaints were closed as upheld?',
    truth: ({ db }) => {
      const depot = ranked(db, 'depot', 'count(*)').keys[0]!;
      return answer([
        count('upheld', complaints(db, `depot = ? AND status = 'Closed - upheld'`, depot)),
      ]);
    },
  },
  {
    id: 'p13a-turn-email-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in by phone during 2025?'],
    question: 'Same again but by email',
    truth: ({ db }) =>
      answer([count('email 2025', complaints(db, `via = 'Email' AND substr(day, 1, 4) = '2025'`))]),
  },
  {
    id: 'p13a-turn-station-repeat',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about the Railway Station stop?'],
    question: 'Narrow that down to repeat complainants only.',
    truth: ({ db }) =>
      answer([
        count('repeat at station', complaints(db, `stop = 'Railway Station' AND repeat = 1`)),
      ]),
  },
  // Unanswerable.
  {
    id: 'p13a-no-driver-name',
    dataset,
    category: 'unanswerable',
    question: 'Which driver has had the most complaints made against them?',
    truth: () => decline('the complaints name no drivers'),
  },
  {
    id: 'p13a-no-vehicle',
    dataset,
    category: 'unanswerable',
    question: 'Which fleet number (bus registration) appears most often in the complaints?',
    truth: () => decline('the complaints record no vehicles'),
  },
  {
    id: 'p13a-no-2023',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we receive in March 2023?',
    truth: () => decline('the complaints start in October 2024'),
  },
  {
    id: 'p13a-no-october-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many Late running complaints were logged in October 2025?',
    truth: () => decline('the complaints end on 30 September 2025'),
  },
  {
    id: 'p13a-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What is the status of complaint JC/25/99999?',
    truth: ({ db }) => {
      if (complaints(db, `ref = 'JC/25/99999'`) !== 0) throw new Error('JC/25/99999 exists');
      return decline('there is no complaint JC/25/99999');
    },
  },
  {
    id: 'p13a-no-phone-number',
    dataset,
    category: 'unanswerable',
    question: "What's the phone number for customer CR283297?",
    truth: () => decline('the complaints keep no contact details'),
  },
  {
    id: 'p13a-no-punctuality',
    dataset,
    category: 'unanswerable',
    question: 'What percentage of all bus journeys on route 24 ran on time?',
    truth: () => decline('the data holds complaints, not every journey run'),
  },
  {
    id: 'p13a-no-weather',
    dataset,
    category: 'unanswerable',
    question: 'Did rainy days lead to more late running complaints?',
    truth: () => decline('the complaints record no weather'),
  },
  {
    id: 'p13a-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of people complaining about accessibility?',
    truth: () => decline('the complaints record no ages'),
  },
  // Lookup.
  {
    id: 'p13a-lookup-nature-refund',
    dataset,
    category: 'lookup',
    question: 'Complaint JC/25/34163: what was it about, and how much did we refund?',
    truth: ({ db }) =>
      answer(
        [gbp('refund', over(db, 'max', 'refund', `ref = 'JC/25/34163'`), 0.01)],
        [own(db, 'nature', 'nature', 'JC/25/34163')],
      ),
  },
  {
    id: 'p13a-lookup-route-stop',
    dataset,
    category: 'lookup',
    question: 'Which route and which stop does complaint JC/25/14598 concern?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named(
            'route',
            String(
              db.prepare(`SELECT route FROM complaints WHERE ref = 'JC/25/14598'`).pluck().get(),
            ),
          ),
          own(db, 'stop', 'stop', 'JC/25/14598'),
        ],
      ),
  },
  {
    id: 'p13a-lookup-ticket-via',
    dataset,
    category: 'lookup',
    question: 'What ticket was the customer on for JC/25/20084, and how did they get in touch?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'ticket', 'ticket', 'JC/25/20084'), own(db, 'channel', 'via', 'JC/25/20084')],
      ),
  },
  {
    id: 'p13a-lookup-late',
    dataset,
    category: 'lookup',
    question: 'How many minutes late was the bus in complaint JC/24/01195?',
    truth: ({ db }) =>
      answer([
        {
          label: 'minutes late',
          value: over(db, 'max', 'late', `ref = 'JC/24/01195'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p13a-lookup-status',
    dataset,
    category: 'lookup',
    question: 'Where are we up to with JC/24/01026 — what status is it at?',
    truth: ({ db }) => answer([], [own(db, 'status', 'status', 'JC/24/01026')]),
  },
  // Planted facts.
  {
    id: 'p13a-fact-diversion',
    dataset,
    category: 'planted fact',
    question: 'How many Missed stop complaints were there on the 7A between 10 and 23 March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          '7A missed stop',
          complaints(
            db,
            `route = '7A' AND nature = 'Missed stop' AND day BETWEEN '2025-03-10' AND '2025-03-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'p13a-fact-diversion-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did route 7A get the most Missed stop complaints?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `route = '7A' AND nature = 'Missed stop'`,
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
    id: 'p13a-fact-shortage',
    dataset,
    category: 'planted fact',
    question:
      'How many Late running - evening complaints did Riverside depot have in September 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Riverside evening',
          complaints(
            db,
            `depot = 'Riverside' AND nature = 'Late running - evening' AND substr(day, 1, 7) = '2025-09'`,
          ),
        ),
      ]),
  },
  {
    id: 'p13a-fact-fares-split',
    dataset,
    category: 'planted fact',
    question:
      'How many Fares complaints were logged before 1 June 2025, and how many from 1 June 2025 onwards?',
    truth: ({ db }) =>
      answer([
        also(count('before', complaints(db, `nature = 'Fares' AND day < '2025-06-01'`))),
        also(count('after', complaints(db, `nature = 'Fares' AND day >= '2025-06-01'`))),
      ]),
  },
  {
    id: 'p13a-fact-december',
    dataset,
    category: 'planted fact',
    question:
      'For complaints logged in December 2024, what was the average time to respond, in days?',
    truth: ({ db }) =>
      answer([daysToRespond(db, 'days to respond', `substr(day, 1, 7) = '2024-12'`)]),
  },
  // Multi-part.
  {
    id: 'p13a-multi-over-5',
    dataset,
    category: 'multi-part',
    question: 'Among the refunds over £5, how many were there and what did they add up to?',
    truth: ({ db }) =>
      answer([
        also(count('over £5', complaints(db, 'refund > 5'))),
        also(gbp('total over £5', over(db, 'sum', 'refund', 'refund > 5'))),
      ]),
  },
  {
    id: 'p13a-multi-late-unrefunded',
    dataset,
    category: 'multi-part',
    question:
      'Excluding the refunded ones, how many Late running complaints are there, and how many minutes late were they on average?',
    truth: ({ db }) => {
      const where = `nature = 'Late running' AND refund IS NULL`;
      return answer([
        also(count('unrefunded late running', complaints(db, where))),
        also(mean('minutes late', over(db, 'avg', 'late', where), 0.51)),
      ]);
    },
  },
  {
    id: 'p13a-multi-open-route',
    dataset,
    category: 'multi-part',
    question: 'How many complaints are still open, and which depot has the most of them?',
    truth: ({ db }) => {
      const where = `status LIKE 'Open%'`;
      return answer(
        [also(count('open', complaints(db, where)))],
        [top('depot', ranked(db, 'depot', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p13a-multi-distinct',
    dataset,
    category: 'multi-part',
    question: 'How many different stops and how many different customers appear in the complaints?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'stops',
            Number(db.prepare('SELECT count(DISTINCT stop) FROM complaints').pluck().get()),
          ),
        ),
        also(
          count(
            'customers',
            Number(db.prepare('SELECT count(DISTINCT customer) FROM complaints').pluck().get()),
          ),
        ),
      ]),
  },
  {
    id: 'p13a-multi-largest-refund',
    dataset,
    category: 'multi-part',
    question: 'What was the largest single refund, and what nature of complaint was it for?',
    truth: ({ db }) => {
      const largest = over(db, 'max', 'refund', 'refund IS NOT NULL');
      const natures = db
        .prepare('SELECT DISTINCT nature FROM complaints WHERE refund = ?')
        .pluck()
        .all(largest) as string[];
      if (natures.length !== 1) throw new Error('the largest refund has more than one nature');
      return answer([gbp('largest refund', largest, 0.01)], [named('nature', natures[0]!)]);
    },
  },
  {
    id: 'p13a-multi-slowest',
    dataset,
    category: 'multi-part',
    question:
      'What was the slowest response we ever gave, in days, and how does that compare with the average response time?',
    truth: ({ db }) =>
      answer([
        also({
          label: 'slowest',
          value: over(db, 'max', 'resp_days', 'responded IS NOT NULL'),
          tolerance: 0.06,
        }),
        also(daysToRespond(db, 'average')),
      ]),
  },
  {
    id: 'p13a-multi-accessibility-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Accessibility complaints did we get before 1 March 2025 and how many from then on, and what share of all Accessibility complaints were upheld?',
    truth: ({ db }) =>
      answer([
        also(count('before', complaints(db, `nature = 'Accessibility' AND day < '2025-03-01'`))),
        also(count('after', complaints(db, `nature = 'Accessibility' AND day >= '2025-03-01'`))),
        also(
          share(
            'upheld',
            over(db, 'avg', `status = 'Closed - upheld'`, `nature = 'Accessibility'`),
          ),
        ),
      ]),
  },
  {
    id: 'p13a-multi-contactless',
    dataset,
    category: 'multi-part',
    question:
      'For contactless tickets, how many complaints were there, how much was refunded in total, and what was the average response time in days?',
    truth: ({ db }) =>
      answer([
        also(count('contactless', complaints(db, `ticket = 'Contactless'`))),
        also(
          gbpTotal(
            'refunded',
            over(db, 'sum', 'refund', `ticket = 'Contactless' AND refund IS NOT NULL`),
          ),
        ),
        also(daysToRespond(db, 'days to respond', `ticket = 'Contactless'`)),
      ]),
  },
];
