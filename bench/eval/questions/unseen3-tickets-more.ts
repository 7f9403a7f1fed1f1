// Fourth held-out round over the generated SaaS support tickets (table `tickets`), part two:
// casual wording with typos, two-turn follow-ups, questions the data cannot answer, record
// lookups, several asks in one question and the planted facts found in an analyst's own words.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, decline, leader, named, ranking, share } from './truth';
import { mean, ticketAverage, tickets } from './unseen3-truth';

const dataset = 'tickets' as const;

/** One ticket's fields, for lookups; a missing ticket is an error in the case, not the product. */
function ticket(db: Parameters<EvalCase['truth']>[0]['db'], ref: string) {
  const row = db.prepare('SELECT * FROM tickets WHERE ref = ?').get(ref) as
    Record<string, string | number> | undefined;
  if (!row) throw new Error(`No ticket ${ref} in the generated data`);
  return row;
}

export const unseen3TicketsMore: EvalCase[] = [
  {
    id: 'u3-casual-p2',
    dataset,
    category: 'casual',
    question: 'hw many P2 tickts do we have',
    truth: ({ db }) => answer([count('P2 tickets', tickets(db, `priority = 'P2'`))]),
  },
  {
    id: 'u3-casual-data-sync-hours',
    dataset,
    category: 'casual',
    question: 'whats the avg resolution time for data sync tickets',
    truth: ({ db }) => answer([mean('hours', ticketAverage(db, 'hours', `module = 'Data Sync'`))]),
  },
  {
    id: 'u3-casual-billing-agent',
    dataset,
    category: 'casual',
    question: 'which agnet handles the most tickets in billing ops?',
    truth: ({ db }) =>
      leader(
        'agent',
        ranking(
          db,
          `SELECT agent k, count(*) v FROM tickets WHERE queue = 'Billing Ops' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tickets', v),
      ),
  },
  {
    id: 'u3-casual-enterprise-escalation',
    dataset,
    category: 'casual',
    question: 'escalation rate for enterprise accts?',
    truth: ({ db }) =>
      answer([share('escalated', ticketAverage(db, 'escalated', `plan = 'Enterprise'`))]),
  },
  {
    id: 'u3-casual-p1-replies',
    dataset,
    category: 'casual',
    question: 'avg # of replies on P1s??',
    truth: ({ db }) => answer([mean('replies', ticketAverage(db, 'replies', `priority = 'P1'`))]),
  },
  {
    id: 'u3-casual-sso-access',
    dataset,
    category: 'casual',
    question: 'how many acess problems on single sign on',
    truth: ({ db }) =>
      answer([
        count('tickets', tickets(db, `module = 'Single Sign-On' AND issue = 'access problem'`)),
      ]),
  },
  {
    id: 'u3-followup-api-bugs',
    dataset,
    category: 'follow-up',
    previous: ['How many tickets did the Public API module get?'],
    question: 'And how many of those were bugs?',
    truth: ({ db }) =>
      answer([count('bugs', tickets(db, `module = 'Public API' AND issue = 'bug'`))]),
  },
  {
    id: 'u3-followup-starter-response',
    dataset,
    category: 'follow-up',
    previous: ['What is the average first response time for Growth accounts?'],
    question: 'What about Starter?',
    truth: ({ db }) =>
      answer([mean('first response minutes', ticketAverage(db, 'first_min', `plan = 'Starter'`))]),
  },
  {
    id: 'u3-followup-latam-module',
    dataset,
    category: 'follow-up',
    previous: ['How many tickets came from Latin America?'],
    question: 'Which module did they raise the most tickets about?',
    truth: ({ db }) =>
      leader(
        'module',
        ranking(
          db,
          `SELECT module k, count(*) v FROM tickets WHERE region = 'Latin America'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tickets', v),
      ),
  },
  {
    id: 'u3-followup-outage-july',
    dataset,
    category: 'follow-up',
    previous: ['How many outage tickets were there in June 2025?'],
    question: 'And in July?',
    truth: ({ db }) =>
      answer([count('outage tickets', tickets(db, `issue = 'outage' AND day LIKE '2025-07-%'`))]),
  },
  {
    id: 'u3-followup-queue-hours',
    dataset,
    category: 'follow-up',
    previous: ['Which queue handles the most tickets?'],
    question: 'What is its average time to resolve?',
    truth: ({ db }) => {
      const top = ranking(db, `SELECT queue k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`)
        .keys[0]!;
      return answer([mean('hours', ticketAverage(db, 'hours', 'queue = ?', top))]);
    },
  },
  {
    id: 'u3-followup-escalated-p1-share',
    dataset,
    category: 'follow-up',
    previous: ['How many tickets were escalated?'],
    question: 'What share of them were P1?',
    truth: ({ db }) =>
      answer([share('P1 share', ticketAverage(db, `priority = 'P1'`, 'escalated = 1'))]),
  },
  {
    id: 'u3-unanswerable-nps',
    dataset,
    category: 'unanswerable',
    question: 'What is the NPS among our Enterprise customers?',
    truth: () => decline('the tickets carry a CSAT score, no NPS'),
  },
  {
    id: 'u3-unanswerable-december',
    dataset,
    category: 'unanswerable',
    question: 'How many tickets did we receive in December 2025?',
    truth: () => decline('the tickets end in September 2025'),
  },
  {
    id: 'u3-unanswerable-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many P1 tickets were logged in 2024?',
    truth: () => decline('the tickets start in January 2025'),
  },
  {
    id: 'u3-unanswerable-unknown-ticket',
    dataset,
    category: 'unanswerable',
    question: 'What was ticket TCK-99999 about?',
    truth: () => decline('there is no ticket TCK-99999'),
  },
  {
    id: 'u3-unanswerable-churn',
    dataset,
    category: 'unanswerable',
    question: 'How much revenue did we lose to accounts that churned?',
    truth: () => decline('the data records no churn'),
  },
  {
    id: 'u3-unanswerable-country',
    dataset,
    category: 'unanswerable',
    question: 'How many tickets came from customers in Germany?',
    truth: () => decline('regions are continents (EMEA), not countries'),
  },
  {
    id: 'u3-unanswerable-module',
    dataset,
    category: 'unanswerable',
    question: 'How many tickets were about the Mobile SDK module?',
    truth: () => decline('there is no Mobile SDK module'),
  },
  {
    id: 'u3-unanswerable-handle-time',
    dataset,
    category: 'unanswerable',
    question: 'What is the average talk time on phone tickets in minutes?',
    truth: () => decline('no call or talk duration is recorded'),
  },
  {
    id: 'u3-lookup-ticket-about',
    dataset,
    category: 'lookup',
    question: 'What was ticket TCK-31500 about?',
    truth: ({ db }) => {
      const row = ticket(db, 'TCK-31500');
      return answer(
        [],
        [named('module', String(row['module'])), named('issue type', String(row['issue']))],
      );
    },
  },
  {
    id: 'u3-lookup-ticket-company',
    dataset,
    category: 'lookup',
    question: 'Which company raised TCK-30777?',
    truth: ({ db }) => answer([], [named('company', String(ticket(db, 'TCK-30777')['company']))]),
  },
  {
    id: 'u3-lookup-ticket-agent',
    dataset,
    category: 'lookup',
    question: 'Who worked TCK-32250 and what priority was it?',
    truth: ({ db }) => {
      const row = ticket(db, 'TCK-32250');
      return answer(
        [],
        [named('agent', String(row['agent'])), named('priority', String(row['priority']))],
      );
    },
  },
  {
    id: 'u3-lookup-account-count',
    dataset,
    category: 'lookup',
    question: 'How many tickets has account ACC-1050 opened?',
    // The count need not lead: an account card may open with its other facts (days as a customer).
    truth: ({ db }) => answer([also(count('tickets', tickets(db, `account = 'ACC-1050'`)))]),
  },
  {
    id: 'u3-lookup-company-plan',
    dataset,
    category: 'lookup',
    question: 'What plan is Harbor Analytics on?',
    truth: ({ db }) => {
      const plans = db
        .prepare(`SELECT DISTINCT plan FROM tickets WHERE company = 'Harbor Analytics'`)
        .pluck()
        .all() as string[];
      if (plans.length !== 1) throw new Error('Harbor Analytics must have one plan');
      return answer([], [named('plan', plans[0]!)]);
    },
  },
  {
    id: 'u3-multi-p1-count-hours',
    dataset,
    category: 'multi-part',
    question: 'How many P1 tickets were there, and how long did they take to resolve on average?',
    truth: ({ db }) =>
      answer([
        count('P1 tickets', tickets(db, `priority = 'P1'`)),
        also(mean('hours', ticketAverage(db, 'hours', `priority = 'P1'`))),
      ]),
  },
  {
    id: 'u3-multi-chat-share-csat',
    dataset,
    category: 'multi-part',
    question: 'What share of tickets came in via live chat, and what was their average CSAT?',
    truth: ({ db }) =>
      answer([
        share('live chat', ticketAverage(db, `channel = 'live chat'`, '1')),
        also(mean('CSAT', ticketAverage(db, 'csat', `channel = 'live chat'`), 0.006)),
      ]),
  },
  {
    id: 'u3-multi-tier2-august',
    dataset,
    category: 'multi-part',
    question:
      'How many tickets did Tier 2 handle in August 2025, and what was their average resolution time in hours?',
    truth: ({ db }) =>
      answer([
        count('tickets', tickets(db, `queue = 'Tier 2' AND day LIKE '2025-08-%'`)),
        also(
          mean('hours', ticketAverage(db, 'hours', `queue = 'Tier 2' AND day LIKE '2025-08-%'`)),
        ),
      ]),
  },
  {
    id: 'u3-multi-reopened-count-share',
    dataset,
    category: 'multi-part',
    question: 'How many bug tickets got reopened, and what percentage of bug tickets is that?',
    truth: ({ db }) =>
      answer([
        count('reopened bugs', tickets(db, `issue = 'bug' AND reopened = 1`)),
        also(share('share of bugs', ticketAverage(db, 'reopened', `issue = 'bug'`))),
      ]),
  },
  {
    id: 'u3-planted-outage-day',
    dataset,
    category: 'planted fact',
    question: 'Was there a single day when tickets went through the roof? Which day?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT day k, count(*) v FROM tickets GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('tickets', ranked.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(ranked.keys[0]!) }],
      );
    },
  },
  {
    id: 'u3-planted-outage-module',
    dataset,
    category: 'planted fact',
    question: 'What broke on 17 June 2025? Which module were people writing in about?',
    truth: ({ db }) =>
      leader(
        'module',
        ranking(
          db,
          `SELECT module k, count(*) v FROM tickets WHERE day = '2025-06-17' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('tickets', v),
      ),
  },
  {
    id: 'u3-planted-billing-months',
    dataset,
    category: 'planted fact',
    question: 'In which month did billing disputes peak?',
    truth: ({ db }) => {
      const ranked = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM tickets WHERE issue = 'billing dispute'
         GROUP BY k ORDER BY v DESC`,
      );
      // April and May 2025 are within a ticket of each other: either is the peak.
      return answer(
        [],
        [
          {
            label: 'month',
            anyOf: [...monthSpellings(ranked.keys[0]!), ...monthSpellings(ranked.keys[1]!)],
          },
        ],
      );
    },
  },
  {
    id: 'u3-planted-slow-queue',
    dataset,
    category: 'planted fact',
    question: 'Which team was noticeably slower to resolve tickets in August 2025?',
    truth: ({ db }) =>
      leader(
        'queue',
        ranking(
          db,
          `SELECT queue k, avg(hours) v FROM tickets WHERE day LIKE '2025-08-%' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => mean('hours', v),
      ),
  },
  {
    id: 'u3-planted-fastest-plan',
    dataset,
    category: 'planted fact',
    question: 'Which plan tier gets answered fastest the first time?',
    truth: ({ db }) =>
      leader(
        'plan',
        ranking(db, `SELECT plan k, avg(first_min) v FROM tickets GROUP BY k ORDER BY v ASC`),
        (v) => mean('first response minutes', v),
      ),
  },
];
