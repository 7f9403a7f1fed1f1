// Fourth held-out round over the generated SaaS support tickets (table `tickets`), part three:
// questions on the time of day and week, sums, medians and yes/no fields, written after the
// first two parts to cover the shape of the data more fully.
import type { EvalCase } from '../eval-case';
import { also, answer, count, decline, ranking, share, value } from './truth';
import { mean, ticketAverage, tickets, trailingDays } from './unseen3-truth';

const dataset = 'tickets' as const;

export const unseen3TicketsLate: EvalCase[] = [
  {
    id: 'u3-busiest-hour',
    dataset,
    category: 'ranking',
    question: 'What hour of the day do most tickets come in?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT hour k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`,
      );
      const hour = Number(ranked.keys[0]);
      const twelve = hour % 12 === 0 ? 12 : hour % 12;
      const half = hour < 12 ? ['AM', 'am', 'a.m.'] : ['PM', 'pm', 'p.m.'];
      const padded = String(hour).padStart(2, '0');
      return answer(
        [also(count('tickets', ranked.values[0]!))],
        [
          {
            label: 'hour',
            anyOf: [
              `${hour}:00`,
              `${padded}:00`,
              `hour ${hour}`,
              `${hour}h`,
              ...half.flatMap((suffix) => [`${twelve} ${suffix}`, `${twelve}${suffix}`]),
            ],
          },
        ],
      );
    },
  },
  {
    id: 'u3-total-replies',
    dataset,
    category: 'descriptive',
    question: 'How many replies have agents sent in total across all tickets?',
    truth: ({ db }) => answer([count('replies', value(db, 'SELECT sum(replies) FROM tickets'))]),
  },
  {
    id: 'u3-weekend-share',
    dataset,
    category: 'descriptive',
    question: 'What share of tickets are opened at the weekend?',
    truth: ({ db }) =>
      answer([share('weekend', ticketAverage(db, `strftime('%w', day) IN ('0', '6')`, '1'))]),
  },
  {
    id: 'u3-escalated-vs-not-hours',
    dataset,
    category: 'comparison',
    question: 'Do escalated tickets take longer to resolve than ones that were never escalated?',
    truth: ({ db }) =>
      answer([
        also(mean('escalated', ticketAverage(db, 'hours', 'escalated = 1'))),
        also(mean('not escalated', ticketAverage(db, 'hours', 'escalated = 0'))),
      ]),
  },
  {
    id: 'u3-lookup-company-seats',
    dataset,
    category: 'lookup',
    question: 'How many seats does Harbor Analytics have?',
    truth: ({ db }) =>
      answer([
        count(
          'seats',
          value(db, `SELECT max(seats) FROM tickets WHERE company = 'Harbor Analytics'`),
        ),
      ]),
  },
  {
    id: 'u3-p2-past-60-days',
    dataset,
    category: 'relative period',
    question: 'How many P2 tickets came in over the past 60 days?',
    truth: ({ db }) =>
      answer([
        count(
          'P2 tickets',
          tickets(
            db,
            `priority = 'P2' AND day BETWEEN ? AND ?`,
            ...trailingDays(db, 'tickets', 60),
          ),
          0.04,
        ),
      ]),
  },
  {
    id: 'u3-casual-median-p1-response',
    dataset,
    category: 'casual',
    question: 'median first resp time for P1 tix?',
    truth: ({ db }) => {
      const minutes = db
        .prepare(`SELECT first_min FROM tickets WHERE priority = 'P1' ORDER BY 1`)
        .pluck()
        .all() as number[];
      const middle = minutes.length / 2;
      const median =
        minutes.length % 2
          ? minutes[Math.floor(middle)]!
          : (minutes[middle - 1]! + minutes[middle]!) / 2;
      return answer([{ label: 'median minutes', value: median, tolerance: 0.51, lead: true }]);
    },
  },
  {
    id: 'u3-followup-agent-csat',
    dataset,
    category: 'follow-up',
    previous: ['Which agent handled the largest number of tickets?'],
    question: 'And what is their average CSAT?',
    truth: ({ db }) => {
      const top = ranking(db, `SELECT agent k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`)
        .keys[0]!;
      return answer([mean('CSAT', ticketAverage(db, 'csat', 'agent = ?', top), 0.006)]);
    },
  },
  {
    id: 'u3-unanswerable-q4',
    dataset,
    category: 'unanswerable',
    question: 'What was the average first response time in Q4 2025?',
    truth: () => decline('the tickets end in September 2025'),
  },
  {
    id: 'u3-multi-p1-module',
    dataset,
    category: 'multi-part',
    question: 'Which module had the most P1 tickets, and how many P1s was that?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT module k, count(*) v FROM tickets WHERE priority = 'P1' GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [count('P1 tickets', ranked.values[0]!)],
        [{ label: 'module', anyOf: [ranked.keys[0]!], rivals: ranked.keys.slice(1) }],
      );
    },
  },
];
