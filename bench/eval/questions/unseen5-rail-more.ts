// Sixth held-out round over the generated rail passenger feedback, continued: casual wording with
// typos, two-turn follow-ups, questions the data cannot answer (a nearby answer tempts each one),
// record lookups and multi-part questions.
import type { EvalCase } from '../eval-case';
import { also, answer, count, decline, leader, named, ranking, share, top } from './truth';
import { agg, avgOf, euros, records } from './unseen5-truth';

const dataset = 'rail' as const;

/** A column of one feedback record, as text. */
function field(db: Parameters<EvalCase['truth']>[0]['db'], column: string, ref: string): string {
  const found = db.prepare(`SELECT ${column} FROM feedback WHERE ref = ?`).pluck().get(ref);
  if (found === undefined) throw new Error(`No feedback ${ref}`);
  return String(found);
}

export const unseen5RailMore: EvalCase[] = [
  {
    id: 'u5-casual-coastway-delays',
    dataset,
    category: 'casual',
    question: 'how many delays on the coastway line??',
    truth: ({ db }) =>
      answer([count('delays', records(db, `kind = 'delay' AND route = 'Coastway Line'`))]),
  },
  {
    id: 'u5-casual-avg-comp',
    dataset,
    category: 'casual',
    question: 'whats the avg compensaton on delay feedback',
    truth: ({ db }) =>
      answer([euros('compensation', agg(db, 'avg', 'compensation', `kind = 'delay'`), 0.06)]),
  },
  {
    id: 'u5-casual-wifi',
    dataset,
    category: 'casual',
    question: 'hw many wifi complaints r there',
    truth: ({ db }) => answer([count('wifi', records(db, `kind = 'wifi and power'`))]),
  },
  {
    id: 'u5-casual-worst-station',
    dataset,
    category: 'casual',
    question: 'station w/ the worst satisfaction?',
    truth: ({ db }) =>
      leader(
        'station',
        ranking(
          db,
          'SELECT station k, avg(satisfaction) v FROM feedback WHERE satisfaction IS NOT NULL GROUP BY 1 ORDER BY 2',
        ),
        (amount) => avgOf('satisfaction', amount),
      ),
  },
  {
    id: 'u5-casual-season-party',
    dataset,
    category: 'casual',
    question: 'avg party size for season tickets pls',
    truth: ({ db }) =>
      answer([avgOf('party size', agg(db, 'avg', 'party', `ticket = 'Season Ticket'`))]),
  },
  {
    id: 'u5-casual-oakham',
    dataset,
    category: 'casual',
    question: 'oakham junction - how much feedback in total?',
    truth: ({ db }) =>
      answer([count('Oakham Junction', records(db, `station = 'Oakham Junction'`))]),
  },
  {
    id: 'u5-follow-northern',
    dataset,
    category: 'follow-up',
    previous: ['How many delay reports were there on the Valley Main Line?'],
    question: 'And on the Northern Loop?',
    truth: ({ db }) =>
      answer([count('delays', records(db, `kind = 'delay' AND route = 'Northern Loop'`))]),
  },
  {
    id: 'u5-follow-route-satisfaction',
    dataset,
    category: 'follow-up',
    previous: ['Which route received the most feedback?'],
    question: 'What is its average satisfaction score?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        'SELECT route k, count(*) v FROM feedback GROUP BY 1 ORDER BY 2 DESC',
      );
      return answer([
        avgOf('satisfaction', agg(db, 'avg', 'satisfaction', 'route = ?', ranked.keys[0]!)),
      ]);
    },
  },
  {
    id: 'u5-follow-refunds-upheld',
    dataset,
    category: 'follow-up',
    previous: ['How many refund requests did we receive?'],
    question: 'How many of those were upheld?',
    truth: ({ db }) =>
      answer([
        count('upheld', records(db, `kind = 'refund request' AND outcome = 'Closed - upheld'`)),
      ]),
  },
  {
    id: 'u5-follow-coastway-first',
    dataset,
    category: 'follow-up',
    previous: ['What is the average delay on the Coastway Line?'],
    question: 'What about for first class passengers only?',
    truth: ({ db }) =>
      answer([
        avgOf('delay', agg(db, 'avg', 'delay', `route = 'Coastway Line' AND first_class = 1`)),
      ]),
  },
  {
    id: 'u5-follow-social-compliments',
    dataset,
    category: 'follow-up',
    previous: ['How much feedback came in through social media?'],
    question: 'What share of it was compliments?',
    truth: ({ db }) =>
      answer([
        share('compliments', agg(db, 'avg', `kind = 'compliment'`, `channel = 'social media'`)),
      ]),
  },
  {
    id: 'u5-follow-december-compensation',
    dataset,
    category: 'follow-up',
    previous: ['How much compensation did we pay in January 2026?'],
    question: 'And in December 2025?',
    truth: ({ db }) =>
      answer([euros('December', agg(db, 'sum', 'compensation', `day LIKE '2025-12-%'`))]),
  },
  {
    id: 'u5-none-punctuality',
    dataset,
    category: 'unanswerable',
    question: 'What percentage of scheduled trains ran on time last month?',
    truth: () => decline('the data holds passenger feedback, not the timetable or train running'),
  },
  {
    id: 'u5-none-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of passengers who send us feedback?',
    truth: () => decline('no age is recorded'),
  },
  {
    id: 'u5-none-unknown-route',
    dataset,
    category: 'unanswerable',
    question: 'How much feedback did we get about the Harbourside Tram?',
    truth: () => decline('no route or station called Harbourside Tram'),
  },
  {
    id: 'u5-none-unknown-passenger',
    dataset,
    category: 'unanswerable',
    question: 'What did passenger PX-99999 complain about?',
    truth: ({ db }) => {
      if (records(db, `passenger = 'PX-99999'`) !== 0) throw new Error('PX-99999 exists');
      return decline('no passenger PX-99999');
    },
  },
  {
    id: 'u5-none-after-end',
    dataset,
    category: 'unanswerable',
    question: 'How much compensation did we pay in April 2026?',
    truth: ({ db }) => {
      if (records(db, `day >= '2026-04-01'`) !== 0) throw new Error('data reaches April 2026');
      return decline('the data ends on 17 March 2026');
    },
  },
  {
    id: 'u5-none-driver',
    dataset,
    category: 'unanswerable',
    question: 'Which train driver was involved in the most delays?',
    truth: () => decline('no driver is recorded'),
  },
  {
    id: 'u5-none-revenue',
    dataset,
    category: 'unanswerable',
    question: 'How much ticket revenue did the Airport Express take last month?',
    truth: () => decline('fares are only those of passengers who gave feedback, not revenue'),
  },
  {
    id: 'u5-none-unknown-record',
    dataset,
    category: 'unanswerable',
    question: 'Show me feedback PF-999999.',
    truth: ({ db }) => {
      if (records(db, `ref = 'PF-999999'`) !== 0) throw new Error('PF-999999 exists');
      return decline('no feedback PF-999999');
    },
  },
  {
    id: 'u5-lookup-kind',
    dataset,
    category: 'lookup',
    question: 'What was feedback PF-251234 about?',
    truth: ({ db }) => answer([], [named('feedback type', field(db, 'kind', 'PF-251234'))]),
  },
  {
    id: 'u5-lookup-station',
    dataset,
    category: 'lookup',
    question: 'Which station did the journey in feedback PF-252718 start from?',
    truth: ({ db }) => answer([], [named('station', field(db, 'station', 'PF-252718'))]),
  },
  {
    id: 'u5-lookup-outcome',
    dataset,
    category: 'lookup',
    question: 'What was the outcome of PF-253390?',
    truth: ({ db }) => answer([], [named('outcome', field(db, 'outcome', 'PF-253390'))]),
  },
  {
    id: 'u5-lookup-passenger-count',
    dataset,
    category: 'lookup',
    question: 'How many times has passenger PX-51370 contacted us?',
    // Also, not lead: a customer card lists its tenure in days before the count of contacts.
    truth: ({ db }) => answer([also(count('feedback', records(db, `passenger = 'PX-51370'`)))]),
  },
  {
    id: 'u5-lookup-passenger-latest',
    dataset,
    category: 'lookup',
    question: 'What was passenger PX-51370 last in touch about?',
    truth: ({ db }) => {
      const latest = db
        .prepare(`SELECT kind FROM feedback WHERE passenger = 'PX-51370' ORDER BY ref DESC LIMIT 1`)
        .pluck()
        .get();
      return answer([], [named('feedback type', String(latest))]);
    },
  },
  {
    id: 'u5-multi-cancellations',
    dataset,
    category: 'multi-part',
    question: 'How many cancellation reports do we have, and what was their average delay?',
    truth: ({ db }) =>
      answer([
        also(count('cancellations', records(db, `kind = 'cancellation'`))),
        also(avgOf('delay', agg(db, 'avg', 'delay', `kind = 'cancellation'`))),
      ]),
  },
  {
    id: 'u5-multi-compensation',
    dataset,
    category: 'multi-part',
    question:
      'What is the total compensation paid, and what is the average compensation per upheld record?',
    truth: ({ db }) =>
      answer([
        also(euros('total', agg(db, 'sum', 'compensation', '1'))),
        also(
          euros('per upheld', agg(db, 'avg', 'compensation', `outcome = 'Closed - upheld'`), 0.06),
        ),
      ]),
  },
  {
    id: 'u5-multi-top-channel',
    dataset,
    category: 'multi-part',
    question: 'Which channel brings in the most feedback, and what share of all feedback is that?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        'SELECT channel k, count(*) v FROM feedback GROUP BY 1 ORDER BY 2 DESC',
      );
      return answer(
        [also(share('share', ranked.values[0]! / records(db, '1')))],
        [top('channel', ranked.keys)],
      );
    },
  },
  {
    id: 'u5-multi-first-class',
    dataset,
    category: 'multi-part',
    question: 'How many first class feedback records are there, and what is their average fare?',
    truth: ({ db }) =>
      answer([
        also(count('first class', records(db, 'first_class = 1'))),
        also(euros('fare', agg(db, 'avg', 'fare', 'first_class = 1'), 0.06)),
      ]),
  },
  {
    id: 'u5-multi-route-kind',
    dataset,
    category: 'multi-part',
    question: 'What is the busiest route, and what is the most common feedback type on it?',
    truth: ({ db }) => {
      const routes = ranking(
        db,
        'SELECT route k, count(*) v FROM feedback GROUP BY 1 ORDER BY 2 DESC',
      );
      const kinds = ranking(
        db,
        'SELECT kind k, count(*) v FROM feedback WHERE route = ? GROUP BY 1 ORDER BY 2 DESC',
        routes.keys[0]!,
      );
      return answer([], [top('route', routes.keys), named('feedback type', kinds.keys[0]!)]);
    },
  },
];
