// Fourteenth held-out round over the demo bank's communications, cases and customers: what
// complaints, risk, digital and contact-centre analysts at the bank would type, terse and chatty,
// in wordings no earlier round used; truths by plain SQL over the demo database.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, ExpectedName, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  cases,
  communications,
  count,
  decline,
  lastDay,
  lastDays,
  leader,
  named,
  picked,
  ranking,
  score,
  share,
  value,
  WITH_CUSTOMER,
} from './truth';

const dataset = 'demo' as const;

/** Two counts side by side, the larger side named when they differ (as in holdout13). */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** A named value that must come before the other values of its field. */
function own(label: string, right: string, all: readonly string[]): ExpectedName {
  return { label, anyOf: [right], rivals: all.filter((entry) => entry !== right) };
}

/** `YYYY-MM` of the month `back` months before the demo's last month. */
function monthBefore(db: Store, back: number): string {
  const [year, month] = lastDay(db).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const CHANNELS = ['chat', 'email', 'letter', 'phone', 'social'];
const INTENTS = ['complaint', 'enquiry', 'praise', 'request'];
const PRIORITIES = ['low', 'medium', 'high', 'critical'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const holdout14Demo: EvalCase[] = [
  {
    id: 'h14-demo-premier-messages',
    dataset,
    category: 'descriptive',
    question: 'Roughly how many messages have come from premier customers, all told?',
    truth: ({ db }) =>
      answer([
        count(
          'premier',
          value(db, `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE segment = 'premier'`),
        ),
      ]),
  },
  {
    id: 'h14-demo-praise-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of all the messages we hold are basically praise?',
    truth: ({ db }) =>
      // With its count: a share of some subset that happens to round to the same figure is no answer.
      answer([
        share('praise', value(db, `SELECT avg(intent = 'praise') FROM communications`)),
        also(count('praise', communications(db, `intent = 'praise'`))),
      ]),
  },
  {
    id: 'h14-demo-pending',
    dataset,
    category: 'descriptive',
    question: 'How many messages are still sitting at a status of pending?',
    truth: ({ db }) => answer([count('pending', communications(db, `status = 'pending'`))]),
  },
  {
    id: 'h14-demo-phishing',
    dataset,
    category: 'descriptive',
    question: 'Just the number of phishing attempt messages, please.',
    truth: ({ db }) =>
      answer([count('phishing', communications(db, `subcategory = 'Phishing attempt'`))]),
  },
  {
    id: 'h14-demo-sla-hours',
    dataset,
    category: 'descriptive',
    question: 'Across every case, what is the mean SLA in hours?',
    truth: ({ db }) =>
      answer([
        {
          label: 'mean SLA hours',
          value: value(db, `SELECT avg(sla_hours) FROM cases`),
          tolerance: 0.51,
          lead: true,
        },
      ]),
  },
  {
    id: 'h14-demo-cmp-student-letter-social',
    dataset,
    category: 'comparison',
    question:
      'Did student customers send us more letters or more social media posts? Both numbers, please.',
    truth: ({ db }) => {
      const of = (channel: string) =>
        value(
          db,
          `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE segment = 'student' AND channel = ?`,
          channel,
        );
      return twoCounts(['letter', 'social'], of('letter'), of('social'));
    },
  },
  {
    id: 'h14-demo-cmp-mortgage-loan-sentiment',
    dataset,
    category: 'comparison',
    question: 'Compare average sentiment on Mortgage messages against Personal Loan ones.',
    truth: ({ db }) =>
      answer([
        also(score('Mortgage', averageSentiment(db, `product = 'Mortgage'`))),
        also(score('Personal Loan', averageSentiment(db, `product = 'Personal Loan'`))),
      ]),
  },
  {
    id: 'h14-demo-cmp-dispute-service-breach',
    dataset,
    category: 'comparison',
    question:
      'Which breaches its SLA more often, dispute cases or service cases? Give me both rates.',
    truth: ({ db }) => {
      const rate = (type: string) =>
        value(db, `SELECT avg(sla_breached) FROM cases WHERE type = ?`, type);
      return answer([
        also(share('dispute', rate('dispute'))),
        also(share('service', rate('service'))),
      ]);
    },
  },
  {
    id: 'h14-demo-cmp-june-may-complaints',
    dataset,
    category: 'comparison',
    question: 'How did the number of complaints in June 2026 stack up against May 2026?',
    truth: ({ db }) =>
      twoCounts(
        ['June', 'May'],
        communications(db, `intent = 'complaint' AND substr(day, 1, 7) = '2026-06'`),
        communications(db, `intent = 'complaint' AND substr(day, 1, 7) = '2026-05'`),
      ),
  },
  {
    id: 'h14-demo-rank-region-gloomiest',
    dataset,
    category: 'ranking',
    question: "Which region's customers are the gloomiest, going by average sentiment?",
    truth: ({ db }) =>
      picked(
        'region',
        ranking(
          db,
          `SELECT region AS k, avg(sentiment) AS v FROM ${WITH_CUSTOMER}
           GROUP BY region ORDER BY v ASC`,
        ),
        (v) => score('sentiment', v),
      ),
  },
  {
    id: 'h14-demo-rank-fraud-channel',
    dataset,
    category: 'ranking',
    question: 'Among the Fraud & Security messages, which channel do most of them come through?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, count(*) AS v FROM communications
           WHERE category = 'Fraud & Security' GROUP BY channel ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h14-demo-rank-credit-card-complaint-sub',
    dataset,
    category: 'ranking',
    question:
      'For Credit Card complaints, excluding the Card fee ones, what is the most common subcategory?',
    truth: ({ db }) =>
      leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           WHERE product = 'Credit Card' AND intent = 'complaint' AND subcategory <> 'Card fee'
           GROUP BY subcategory ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h14-demo-rank-open-case-category',
    dataset,
    category: 'ranking',
    question: 'Which case category has the most cases that are still open or in progress?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM cases WHERE status <> 'closed'
           GROUP BY category ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h14-demo-rank-weekday',
    dataset,
    category: 'ranking',
    question: 'What day of the week brings in the most messages?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT CAST(strftime('%w', day) AS INTEGER) AS k, count(*) AS v FROM communications
         GROUP BY k ORDER BY v DESC`,
      );
      const names = days.keys.map((key) => WEEKDAYS[Number(key)]!);
      return answer([], [own('weekday', names[0]!, names)]);
    },
  },
  {
    id: 'h14-demo-rel-week-complaints',
    dataset,
    category: 'relative period',
    question: 'How many complaints have landed in the last 7 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND day BETWEEN ? AND ?`, from, to),
          0.05,
        ),
      ]);
    },
  },
  {
    id: 'h14-demo-rel-90-chat-sentiment',
    dataset,
    category: 'relative period',
    question: "What's the average sentiment of chat messages over the past 90 days?",
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        score(
          'chat',
          averageSentiment(db, `channel = 'chat' AND day BETWEEN ? AND ?`, from, to),
          0.01,
        ),
      ]);
    },
  },
  {
    id: 'h14-demo-rel-last-month-cases',
    dataset,
    category: 'relative period',
    question: 'How many cases did we open last month?',
    truth: ({ db }) =>
      answer([count('cases', cases(db, `substr(opened_at, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'h14-demo-rel-this-month-savings',
    dataset,
    category: 'relative period',
    question: 'Savings messages so far this month — how many?',
    truth: ({ db }) =>
      answer([
        count(
          'Savings',
          communications(db, `product = 'Savings' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'h14-demo-casual-failed-payments',
    dataset,
    category: 'casual',
    question: 'how many grumbles about failed payments have we had lol',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Failed payment'`),
        ),
      ]),
  },
  {
    id: 'h14-demo-casual-social-sentiment',
    dataset,
    category: 'casual',
    question: 'wats the avg sentiment on social media stuff',
    truth: ({ db }) => answer([score('social', averageSentiment(db, `channel = 'social'`))]),
  },
  {
    id: 'h14-demo-casual-business-fees',
    dataset,
    category: 'casual',
    question: 'how many times did biz customers kick off about fees & charges',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          value(
            db,
            `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE segment = 'business'
             AND intent = 'complaint' AND category = 'Fees & Charges'`,
          ),
        ),
      ]),
  },
  {
    id: 'h14-demo-casual-mortgage-year',
    dataset,
    category: 'casual',
    question: 'mortage complaints this yr??',
    truth: ({ db }) =>
      answer([
        count(
          'complaints',
          communications(
            db,
            `product = 'Mortgage' AND intent = 'complaint' AND substr(day, 1, 4) = ?`,
            lastDay(db).slice(0, 4),
          ),
        ),
      ]),
  },
  {
    id: 'h14-demo-turn-email-letter',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came in by email?'],
    question: 'and by letter?',
    truth: ({ db }) =>
      answer([count('letter', communications(db, `intent = 'complaint' AND channel = 'letter'`))]),
  },
  {
    id: 'h14-demo-turn-online-banking-scotland',
    dataset,
    category: 'follow-up',
    previous: ['What is the average sentiment for Online Banking messages?'],
    question: 'Just the ones from customers in Scotland?',
    truth: ({ db }) =>
      answer([
        score(
          'Scotland',
          value(
            db,
            `SELECT avg(sentiment) FROM ${WITH_CUSTOMER}
             WHERE product = 'Online Banking' AND region = 'Scotland'`,
          ),
        ),
      ]),
  },
  {
    id: 'h14-demo-turn-dispute-high-breached',
    dataset,
    category: 'follow-up',
    previous: ['How many dispute cases were opened?', 'Only the high priority ones?'],
    question: 'And how many of those breached the SLA?',
    truth: ({ db }) =>
      answer([
        count('breached', cases(db, `type = 'dispute' AND priority = 'high' AND sla_breached = 1`)),
      ]),
  },
  {
    id: 'h14-demo-turn-top-category-sub',
    dataset,
    category: 'follow-up',
    previous: ['Which category gets the most complaints?'],
    question: "Drill into that one: what's its most common subcategory among the complaints?",
    truth: ({ db }) => {
      const categories = ranking(
        db,
        `SELECT category AS k, count(*) AS v FROM communications WHERE intent = 'complaint'
         GROUP BY category ORDER BY v DESC`,
      );
      return leader(
        'subcategory',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           WHERE intent = 'complaint' AND category = ? GROUP BY subcategory ORDER BY v DESC`,
          categories.keys[0]!,
        ),
        (v) => count('n', v),
      );
    },
  },
  {
    id: 'h14-demo-turn-chat-june',
    dataset,
    category: 'follow-up',
    previous: ['How many messages came through chat in April 2026?', 'What about May?'],
    question: 'June too?',
    truth: ({ db }) =>
      answer([
        count('June', communications(db, `channel = 'chat' AND substr(day, 1, 7) = '2026-06'`)),
      ]),
  },
  {
    id: 'h14-demo-no-balance',
    dataset,
    category: 'unanswerable',
    question: 'What was the average balance held by our Current Account customers?',
    truth: () => decline('the data holds no balances'),
  },
  {
    id: 'h14-demo-no-october-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we log in October 2025?',
    truth: () => decline('the data starts on 1 November 2025'),
  },
  {
    id: 'h14-demo-no-agent',
    dataset,
    category: 'unanswerable',
    question: 'Which contact-centre agent handled the most cases?',
    truth: () => decline('the data records no agents'),
  },
  {
    id: 'h14-demo-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of customers who complained?',
    truth: () => decline('the data holds no ages'),
  },
  {
    id: 'h14-demo-no-case-id',
    dataset,
    category: 'unanswerable',
    question: "What's the status of case K-98765?",
    truth: () => decline('there is no case K-98765'),
  },
  {
    id: 'h14-demo-lookup-case-priority',
    dataset,
    category: 'lookup',
    question: 'Case K-01234 — what priority is it, and which customer does it belong to?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT priority, customer_id FROM cases WHERE id = 'K-01234'`)
        .get() as { priority: string; customer_id: string };
      return answer(
        [],
        [own('priority', row.priority, PRIORITIES), named('customer', row.customer_id)],
      );
    },
  },
  {
    id: 'h14-demo-lookup-message-channel',
    dataset,
    category: 'lookup',
    question: 'For message M-018000, give me the channel it arrived on and its intent.',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT channel, intent FROM communications WHERE id = 'M-018000'`)
        .get() as { channel: string; intent: string };
      return answer(
        [],
        [own('channel', row.channel, CHANNELS), own('intent', row.intent, INTENTS)],
      );
    },
  },
  {
    id: 'h14-demo-fact-card-fees-june',
    dataset,
    category: 'planted fact',
    question:
      'How many Credit Card complaints about Fees & Charges did we get in June 2026, and how does that compare with May?',
    truth: ({ db }) => {
      const of = (month: string) =>
        communications(
          db,
          `product = 'Credit Card' AND intent = 'complaint' AND category = 'Fees & Charges'
           AND substr(day, 1, 7) = ?`,
          month,
        );
      return twoCounts(['June', 'May'], of('2026-06'), of('2026-05'));
    },
  },
  {
    id: 'h14-demo-fact-outage-long-wait',
    dataset,
    category: 'planted fact',
    question: 'On 19 August 2026, how many complaints were about a long wait?',
    truth: ({ db }) =>
      answer([
        count(
          'long wait',
          communications(
            db,
            `intent = 'complaint' AND subcategory = 'Long wait' AND day = '2026-08-19'`,
          ),
        ),
      ]),
  },
  {
    id: 'h14-demo-fact-login-worst-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did Login & Access complaints about the Mobile App peak?',
    truth: ({ db }) => {
      const months = ranking(
        db,
        `SELECT substr(day, 1, 7) AS k, count(*) AS v FROM communications
         WHERE product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
         GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [],
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
    id: 'h14-demo-multi-savings-september',
    dataset,
    category: 'multi-part',
    question:
      'How many Savings messages arrived in September 2026, and what was their average sentiment?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'Savings',
            communications(db, `product = 'Savings' AND substr(day, 1, 7) = '2026-09'`),
          ),
        ),
        also(
          score(
            'sentiment',
            averageSentiment(db, `product = 'Savings' AND substr(day, 1, 7) = '2026-09'`),
          ),
        ),
      ]),
  },
  {
    id: 'h14-demo-multi-praise-segment',
    dataset,
    category: 'multi-part',
    question:
      'Which customer segment sent us the most praise, and what share of all the praise came from it?',
    truth: ({ db }) => {
      const segments = ranking(
        db,
        `SELECT segment AS k, count(*) AS v FROM ${WITH_CUSTOMER} WHERE intent = 'praise'
         GROUP BY segment ORDER BY v DESC`,
      );
      const first = segments.keys[0]!;
      return answer(
        [
          also(
            share(
              'share of praise',
              value(
                db,
                `SELECT avg(segment = ?) FROM ${WITH_CUSTOMER} WHERE intent = 'praise'`,
                first,
              ),
            ),
          ),
        ],
        [{ label: 'segment', anyOf: [first], rivals: segments.keys.slice(1) }],
      );
    },
  },
  {
    id: 'h14-demo-multi-chatbot-handoffs',
    dataset,
    category: 'multi-part',
    question:
      'Give me the number of chatbot conversations, and then how many of those were passed on to a human.',
    truth: ({ db }) =>
      answer([
        also(count('chatbot', communications(db, `chat_mode = 'chatbot'`))),
        also(count('handed over', communications(db, `escalated_from = 'chatbot'`))),
      ]),
  },
];
