// Fourth held-out round over the generated SaaS support tickets (table `tickets`): plain figures,
// comparisons, rankings and relative periods, worded as a support analyst new to the tool would.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, ranking, share } from './truth';
import { mean, monthBack, ticketAverage, tickets, trailingDays } from './unseen3-truth';

const dataset = 'tickets' as const;

export const unseen3Tickets: EvalCase[] = [
  {
    id: 'u3-total',
    dataset,
    category: 'descriptive',
    question: 'How many support tickets are in this data altogether?',
    truth: ({ db }) => answer([count('tickets', tickets(db, '1'))]),
  },
  {
    id: 'u3-p1-count',
    dataset,
    category: 'descriptive',
    question: 'How many P1 tickets have we had?',
    truth: ({ db }) => answer([count('P1 tickets', tickets(db, `priority = 'P1'`))]),
  },
  {
    id: 'u3-first-response',
    dataset,
    category: 'descriptive',
    question: 'What is our average first response time, in minutes?',
    truth: ({ db }) =>
      answer([mean('first response minutes', ticketAverage(db, 'first_min', '1'))]),
  },
  {
    id: 'u3-resolve-hours',
    dataset,
    category: 'descriptive',
    question: 'On average how many hours does it take to resolve a ticket?',
    truth: ({ db }) =>
      answer([mean('hours to resolve', ticketAverage(db, 'hours', 'hours IS NOT NULL'))]),
  },
  {
    id: 'u3-escalated-share',
    dataset,
    category: 'descriptive',
    question: 'What share of tickets end up escalated?',
    truth: ({ db }) => answer([share('escalated', ticketAverage(db, 'escalated', '1'))]),
  },
  {
    id: 'u3-reopened-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of tickets were reopened?',
    truth: ({ db }) => answer([share('reopened', ticketAverage(db, 'reopened', '1'))]),
  },
  {
    id: 'u3-csat-avg',
    dataset,
    category: 'descriptive',
    question: 'What is the average CSAT across all rated tickets?',
    truth: ({ db }) => answer([mean('CSAT', ticketAverage(db, 'csat', 'csat IS NOT NULL'), 0.006)]),
  },
  {
    id: 'u3-waiting-count',
    dataset,
    category: 'descriptive',
    question: 'How many tickets are sitting in Waiting on Customer?',
    truth: ({ db }) =>
      answer([count('waiting on customer', tickets(db, `status = 'Waiting on Customer'`))]),
  },
  {
    id: 'u3-phone-count',
    dataset,
    category: 'descriptive',
    question: 'How many tickets were raised over the phone?',
    truth: ({ db }) => answer([count('phone tickets', tickets(db, `channel = 'phone'`))]),
  },
  {
    id: 'u3-enterprise-vs-free-response',
    dataset,
    category: 'comparison',
    question: 'Do Enterprise customers get a quicker first response than Free customers?',
    truth: ({ db }) =>
      answer([
        also(mean('Enterprise', ticketAverage(db, 'first_min', `plan = 'Enterprise'`))),
        also(mean('Free', ticketAverage(db, 'first_min', `plan = 'Free'`))),
      ]),
  },
  {
    id: 'u3-q1-vs-q2',
    dataset,
    category: 'comparison',
    question: 'Compare ticket volume in Q1 2025 against Q2 2025.',
    truth: ({ db }) =>
      answer([
        also(count('Q1', tickets(db, `day BETWEEN '2025-01-01' AND '2025-03-31'`))),
        also(count('Q2', tickets(db, `day BETWEEN '2025-04-01' AND '2025-06-30'`))),
      ]),
  },
  {
    id: 'u3-chat-vs-email-hours',
    dataset,
    category: 'comparison',
    question: 'Are live chat tickets resolved faster than email tickets on average?',
    truth: ({ db }) =>
      answer([
        also(mean('live chat', ticketAverage(db, 'hours', `channel = 'live chat'`))),
        also(mean('email', ticketAverage(db, 'hours', `channel = 'email'`))),
      ]),
  },
  {
    id: 'u3-p1-vs-p2-escalation',
    dataset,
    category: 'comparison',
    question: 'How does the escalation rate for P1 tickets compare to P2?',
    truth: ({ db }) =>
      answer([
        also(share('P1', ticketAverage(db, 'escalated', `priority = 'P1'`))),
        also(share('P2', ticketAverage(db, 'escalated', `priority = 'P2'`))),
      ]),
  },
  {
    id: 'u3-emea-vs-apac',
    dataset,
    category: 'comparison',
    question: 'Did EMEA or APAC open more tickets?',
    truth: ({ db }) =>
      answer(
        [
          also(count('EMEA', tickets(db, `region = 'EMEA'`))),
          also(count('APAC', tickets(db, `region = 'APAC'`))),
        ],
        [{ label: 'more tickets', anyOf: ['EMEA'] }],
      ),
  },
  {
    id: 'u3-reopened-csat',
    dataset,
    category: 'comparison',
    question: 'Is CSAT lower on reopened tickets than on the ones that were not reopened?',
    truth: ({ db }) =>
      answer([
        also(mean('reopened', ticketAverage(db, 'csat', 'reopened = 1'), 0.006)),
        also(mean('not reopened', ticketAverage(db, 'csat', 'reopened = 0'), 0.006)),
      ]),
  },
  {
    id: 'u3-tier1-vs-tier2-july',
    dataset,
    category: 'comparison',
    question: 'Which queue took more tickets in July 2025, Tier 1 or Tier 2?',
    truth: ({ db }) =>
      answer([
        also(count('Tier 1', tickets(db, `queue = 'Tier 1' AND day LIKE '2025-07-%'`))),
        also(count('Tier 2', tickets(db, `queue = 'Tier 2' AND day LIKE '2025-07-%'`))),
      ]),
  },
  {
    id: 'u3-top-module',
    dataset,
    category: 'ranking',
    question: 'Which module generates the most tickets?',
    truth: ({ db }) =>
      leader(
        'module',
        ranking(db, `SELECT module k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`),
        (v) => count('tickets', v),
      ),
  },
  {
    id: 'u3-top-agent',
    dataset,
    category: 'ranking',
    question: 'Which agent has handled the most tickets?',
    truth: ({ db }) =>
      leader(
        'agent',
        ranking(db, `SELECT agent k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`),
        (v) => count('tickets', v),
      ),
  },
  {
    id: 'u3-slowest-issue',
    dataset,
    category: 'ranking',
    question: 'What type of issue takes the longest to resolve on average?',
    truth: ({ db }) =>
      leader(
        'issue type',
        ranking(db, `SELECT issue k, avg(hours) v FROM tickets GROUP BY k ORDER BY v DESC`),
        (v) => mean('hours', v),
      ),
  },
  {
    id: 'u3-region-escalations',
    dataset,
    category: 'ranking',
    question: 'Which region has the most escalated tickets?',
    truth: ({ db }) =>
      leader(
        'region',
        ranking(
          db,
          `SELECT region k, count(*) v FROM tickets WHERE escalated = 1 GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('escalated tickets', v),
      ),
  },
  {
    id: 'u3-lowest-csat-plan',
    dataset,
    category: 'ranking',
    question: 'Which plan has the worst average CSAT?',
    truth: ({ db }) =>
      leader(
        'plan',
        ranking(db, `SELECT plan k, avg(csat) v FROM tickets GROUP BY k ORDER BY v ASC`),
        (v) => mean('CSAT', v, 0.006),
      ),
  },
  {
    id: 'u3-top-channel',
    dataset,
    category: 'ranking',
    question: 'What channel do customers use most to contact support?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(db, `SELECT channel k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`),
        (v) => count('tickets', v),
      ),
  },
  {
    id: 'u3-top-account',
    dataset,
    category: 'ranking',
    question: 'Which customer account has opened the most tickets?',
    truth: ({ db }) => {
      const ranked = db
        .prepare(
          `SELECT account, company, count(*) n FROM tickets GROUP BY account ORDER BY n DESC`,
        )
        .all() as { account: string; company: string; n: number }[];
      const [first, ...rest] = ranked;
      return answer(
        [also(count('tickets', first!.n))],
        [
          {
            label: 'account',
            anyOf: [first!.account, first!.company],
            rivals: rest.slice(0, 10).flatMap((row) => [row.account, row.company]),
          },
        ],
      );
    },
  },
  {
    id: 'u3-queue-reopen-rate',
    dataset,
    category: 'ranking',
    question: 'Which support queue has the highest reopen rate?',
    truth: ({ db }) =>
      leader(
        'queue',
        ranking(db, `SELECT queue k, avg(reopened) v FROM tickets GROUP BY k ORDER BY v DESC`),
        (v) => share('reopen rate', v),
      ),
  },
  {
    id: 'u3-last-30-days',
    dataset,
    category: 'relative period',
    question: 'How many tickets came in over the last 30 days?',
    truth: ({ db }) =>
      answer([
        count(
          'tickets',
          tickets(db, 'day BETWEEN ? AND ?', ...trailingDays(db, 'tickets', 30)),
          0.04,
        ),
      ]),
  },
  {
    id: 'u3-p1-this-month',
    dataset,
    category: 'relative period',
    question: 'How many P1s have we had this month?',
    truth: ({ db }) =>
      answer([
        count(
          'P1 tickets',
          tickets(db, `priority = 'P1' AND day LIKE ?`, `${monthBack(db, 'tickets', 0)}-%`),
        ),
      ]),
  },
  {
    id: 'u3-hours-last-month',
    dataset,
    category: 'relative period',
    question: 'What was the average resolution time in hours last month?',
    truth: ({ db }) =>
      answer([
        mean('hours', ticketAverage(db, 'hours', 'day LIKE ?', `${monthBack(db, 'tickets', 1)}-%`)),
      ]),
  },
  {
    id: 'u3-module-90-days',
    dataset,
    category: 'relative period',
    question: 'Which module had the most tickets in the past 90 days?',
    truth: ({ db }) =>
      leader(
        'module',
        ranking(
          db,
          `SELECT module k, count(*) v FROM tickets WHERE day BETWEEN ? AND ? GROUP BY k ORDER BY v DESC`,
          ...trailingDays(db, 'tickets', 90),
        ),
        (v) => count('tickets', v, 0.05),
      ),
  },
  {
    id: 'u3-escalated-last-week',
    dataset,
    category: 'relative period',
    question: 'How many tickets were escalated in the last 7 days?',
    truth: ({ db }) =>
      answer([
        count(
          'escalated tickets',
          tickets(db, 'escalated = 1 AND day BETWEEN ? AND ?', ...trailingDays(db, 'tickets', 7)),
          0.15,
        ),
      ]),
  },
  {
    id: 'u3-csat-last-quarter-of-data',
    dataset,
    category: 'relative period',
    question: 'What was average CSAT over the last three months?',
    truth: ({ db }) =>
      answer([
        mean(
          'CSAT',
          ticketAverage(db, 'csat', 'day >= ?', `${monthBack(db, 'tickets', 2)}-01`),
          0.03,
        ),
      ]),
  },
  {
    id: 'u3-this-year',
    dataset,
    category: 'relative period',
    question: 'How many tickets have we logged so far this year?',
    truth: ({ db }) =>
      answer([
        count('tickets', tickets(db, 'day LIKE ?', `${monthBack(db, 'tickets', 0).slice(0, 4)}-%`)),
      ]),
  },
  {
    id: 'u3-busiest-month',
    dataset,
    category: 'ranking',
    question: 'Which month saw the highest number of tickets?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('tickets', ranked.values[0]!))],
        [{ label: 'month', anyOf: monthSpellings(ranked.keys[0]!) }],
      );
    },
  },
];
