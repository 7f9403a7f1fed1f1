// Fifteenth held-out round over the demo bank's communications, cases and customers: what
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
  top,
  value,
  WITH_CUSTOMER,
} from './truth';

const dataset = 'demo' as const;

/** Two counts side by side, the larger side named when they differ (as in holdout14). */
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

const REGIONS = ['Central', 'East', 'North', 'Scotland', 'South', 'Wales', 'West'];
const SEGMENTS = ['business', 'premier', 'retail', 'student'];
const CASE_TYPES = ['cdd', 'complaint', 'dispute', 'service'];
/** Customers with a case that restricted their account. */
const RESTRICTED = `customer_id IN (SELECT customer_id FROM cases WHERE account_restricted = 1)`;

export const holdout15Demo: EvalCase[] = [
  {
    id: 'h15-demo-chatbot-share-of-chats',
    dataset,
    category: 'descriptive',
    question: 'Of all our chats, what fraction were handled by the chatbot rather than a person?',
    truth: ({ db }) =>
      answer([
        share(
          'chatbot',
          value(db, `SELECT avg(chat_mode = 'chatbot') FROM communications WHERE channel = 'chat'`),
        ),
      ]),
  },
  {
    id: 'h15-demo-outbound',
    dataset,
    category: 'descriptive',
    question: 'How many messages did we send out to customers, as opposed to receiving?',
    truth: ({ db }) => answer([count('outbound', communications(db, `direction = 'outbound'`))]),
  },
  {
    id: 'h15-demo-escalated-from',
    dataset,
    category: 'descriptive',
    question: 'How many messages were escalations carried over from another channel?',
    truth: ({ db }) =>
      answer([count('escalated', communications(db, `escalated_from IS NOT NULL`))]),
  },
  {
    id: 'h15-demo-critical-cases',
    dataset,
    category: 'descriptive',
    question: 'How many cases are flagged critical priority?',
    truth: ({ db }) => answer([count('critical', cases(db, `priority = 'critical'`))]),
  },
  {
    id: 'h15-demo-overall-sentiment',
    dataset,
    category: 'descriptive',
    question: "What's the overall mean sentiment score across every single message?",
    truth: ({ db }) => answer([score('sentiment', averageSentiment(db, '1'))]),
  },
  {
    id: 'h15-demo-goodwill-paid',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out in £25 goodwill payments on cases, all together?',
    truth: ({ db }) =>
      answer([
        {
          label: 'goodwill paid',
          value: 25 * cases(db, `resolution = 'Upheld: goodwill payment of £25.'`),
          tolerance: 1,
          lead: true,
        },
      ]),
  },
  {
    id: 'h15-demo-cmp-chatbot-human',
    dataset,
    category: 'comparison',
    question:
      'Do chatbot conversations or chats with a human agent come out better on sentiment? Both averages please.',
    truth: ({ db }) =>
      answer([
        also(score('chatbot', averageSentiment(db, `chat_mode = 'chatbot'`))),
        also(score('human', averageSentiment(db, `chat_mode = 'human'`))),
      ]),
  },
  {
    id: 'h15-demo-cmp-north-south-complaints',
    dataset,
    category: 'comparison',
    question: "North versus South: which region's customers complained more? Both counts.",
    truth: ({ db }) => {
      const of = (region: string) =>
        value(
          db,
          `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE intent = 'complaint' AND region = ?`,
          region,
        );
      return twoCounts(['North', 'South'], of('North'), of('South'));
    },
  },
  {
    id: 'h15-demo-cmp-q1-q2',
    dataset,
    category: 'comparison',
    question: 'Did more messages arrive in Q1 2026 or in Q2 2026?',
    truth: ({ db }) =>
      twoCounts(
        ['Q1', 'Q2'],
        communications(db, `day BETWEEN '2026-01-01' AND '2026-03-31'`),
        communications(db, `day BETWEEN '2026-04-01' AND '2026-06-30'`),
      ),
  },
  {
    id: 'h15-demo-cmp-declined-lost',
    dataset,
    category: 'comparison',
    question:
      'Card declined versus lost or stolen card — which subcategory has more messages, and by how many?',
    truth: ({ db }) => {
      const declined = communications(db, `subcategory = 'Card declined'`);
      const lost = communications(db, `subcategory = 'Lost or stolen card'`);
      return answer(
        [also(count('Card declined', declined)), also(count('Lost or stolen card', lost))],
        [named('more', declined > lost ? 'Card declined' : 'Lost or stolen card')],
      );
    },
  },
  {
    id: 'h15-demo-cmp-dispute-cdd-priority-high',
    dataset,
    category: 'comparison',
    question: 'Which has more high-priority cases, disputes or CDD reviews? Give both.',
    truth: ({ db }) =>
      twoCounts(
        ['dispute', 'cdd'],
        cases(db, `type = 'dispute' AND priority = 'high'`),
        cases(db, `type = 'cdd' AND priority = 'high'`),
      ),
  },
  {
    id: 'h15-demo-rank-reason-breach-rate',
    dataset,
    category: 'ranking',
    question: 'Which case reason has the worst SLA breach rate?',
    truth: ({ db }) =>
      picked(
        'reason',
        ranking(
          db,
          `SELECT reason AS k, avg(sla_breached) AS v FROM cases GROUP BY reason ORDER BY v DESC`,
        ),
        (v) => share('breach rate', v),
      ),
  },
  {
    id: 'h15-demo-rank-product-least',
    dataset,
    category: 'ranking',
    question: 'Which product do we hear about least?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product AS k, count(*) AS v FROM communications WHERE product IS NOT NULL
           GROUP BY product ORDER BY v ASC`,
        ),
        (v) => count('messages', v),
      ),
  },
  {
    id: 'h15-demo-rank-segment-negative-share',
    dataset,
    category: 'ranking',
    question: 'Which customer segment has the highest proportion of negative messages?',
    truth: ({ db }) =>
      picked(
        'segment',
        ranking(
          db,
          `SELECT segment AS k, avg(sentiment_label = 'negative') AS v FROM ${WITH_CUSTOMER}
           GROUP BY segment ORDER BY v DESC`,
        ),
        (v) => share('negative share', v),
      ),
  },
  {
    id: 'h15-demo-rank-quietest-month',
    dataset,
    category: 'ranking',
    question: 'Which month was the quietest for incoming messages?',
    truth: ({ db }) => {
      const months = ranking(
        db,
        `SELECT substr(day, 1, 7) AS k, count(*) AS v FROM communications
         WHERE direction = 'inbound' GROUP BY k ORDER BY v ASC`,
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
    id: 'h15-demo-rank-category-not-payments',
    dataset,
    category: 'ranking',
    question: 'Apart from Payments & Transfers, which category attracts the most complaints?',
    truth: ({ db }) =>
      leader(
        'category',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM communications
           WHERE intent = 'complaint' AND category <> 'Payments & Transfers'
           GROUP BY category ORDER BY v DESC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h15-demo-rel-phone-10-days',
    dataset,
    category: 'relative period',
    question: 'How many phone contacts have we had in the last 10 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 10);
      return answer([
        count('phone', communications(db, `channel = 'phone' AND day BETWEEN ? AND ?`, from, to)),
      ]);
    },
  },
  {
    id: 'h15-demo-rel-month-to-date-sentiment',
    dataset,
    category: 'relative period',
    question: 'Average sentiment for the current month to date?',
    truth: ({ db }) =>
      answer([
        score('sentiment', averageSentiment(db, `substr(day, 1, 7) = ?`, monthBefore(db, 0))),
      ]),
  },
  {
    id: 'h15-demo-rel-cases-month-before-last',
    dataset,
    category: 'relative period',
    question: 'How many cases were opened the month before last?',
    truth: ({ db }) =>
      answer([count('cases', cases(db, `substr(opened_at, 1, 7) = ?`, monthBefore(db, 2)))]),
  },
  {
    id: 'h15-demo-rel-praise-this-year',
    dataset,
    category: 'relative period',
    question: 'How much praise have we received this calendar year?',
    truth: ({ db }) =>
      answer([
        count(
          'praise',
          communications(
            db,
            `intent = 'praise' AND substr(day, 1, 4) = ?`,
            lastDay(db).slice(0, 4),
          ),
        ),
      ]),
  },
  {
    id: 'h15-demo-casual-app-crash',
    dataset,
    category: 'casual',
    question: 'how many ppl moaned about the app crashing',
    truth: ({ db }) =>
      answer([
        count(
          'app crash',
          communications(db, `intent = 'complaint' AND subcategory = 'App crash'`),
        ),
      ]),
  },
  {
    id: 'h15-demo-casual-business-sentiment',
    dataset,
    category: 'casual',
    question: 'biz customers avg sentiment?',
    truth: ({ db }) =>
      answer([
        score(
          'business',
          value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = 'business'`),
        ),
      ]),
  },
  {
    id: 'h15-demo-casual-cdd-restricted',
    dataset,
    category: 'casual',
    question: 'how many cdd cases ended up restricting the account',
    truth: ({ db }) =>
      answer([count('restricted', cases(db, `type = 'cdd' AND account_restricted = 1`))]),
  },
  {
    id: 'h15-demo-casual-complaint-breach-rate',
    dataset,
    category: 'casual',
    question: 'wots the sla breach rate 4 complaint cases',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'h15-demo-turn-savings-complaints',
    dataset,
    category: 'follow-up',
    previous: ['How many messages did we get about Savings?'],
    question: 'And how many of those were actual complaints?',
    truth: ({ db }) =>
      answer([
        count('complaints', communications(db, `product = 'Savings' AND intent = 'complaint'`)),
      ]),
  },
  {
    id: 'h15-demo-turn-channel-least',
    dataset,
    category: 'follow-up',
    previous: ['Which channel has the most complaints?'],
    question: 'And the least?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, count(*) AS v FROM communications WHERE intent = 'complaint'
           GROUP BY channel ORDER BY v ASC`,
        ),
        (v) => count('complaints', v),
      ),
  },
  {
    id: 'h15-demo-turn-critical-breach-share',
    dataset,
    category: 'follow-up',
    previous: ['How many cases are high priority?', 'And critical?'],
    question: 'What share of the critical ones breached their SLA?',
    truth: ({ db }) =>
      answer([
        share(
          'breached',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE priority = 'critical'`),
        ),
      ]),
  },
  {
    id: 'h15-demo-turn-sentiment-month-after',
    dataset,
    category: 'follow-up',
    previous: ['What was the average sentiment in March 2026?'],
    question: 'and in the month after?',
    truth: ({ db }) =>
      answer([score('April', averageSentiment(db, `substr(day, 1, 7) = '2026-04'`))]),
  },
  {
    id: 'h15-demo-no-nps',
    dataset,
    category: 'unanswerable',
    question: 'What is the net promoter score among our premier customers?',
    truth: () => decline('the data holds no NPS'),
  },
  {
    id: 'h15-demo-no-november-2026',
    dataset,
    category: 'unanswerable',
    question: 'How many messages came in during November 2026?',
    truth: () => decline('the data ends on 31 October 2026'),
  },
  {
    id: 'h15-demo-no-call-duration',
    dataset,
    category: 'unanswerable',
    question: 'How long did the average phone call last, in minutes?',
    truth: () => decline('the data records no call durations'),
  },
  {
    id: 'h15-demo-no-customer-id',
    dataset,
    category: 'unanswerable',
    question: 'Which segment is customer C-09999 in?',
    truth: () => decline('there is no customer C-09999'),
  },
  {
    id: 'h15-demo-no-language',
    dataset,
    category: 'unanswerable',
    question: 'How many of the complaints were written in Welsh?',
    truth: () => decline('the data records no language'),
  },
  {
    id: 'h15-demo-lookup-customer-region',
    dataset,
    category: 'lookup',
    question: 'Which region and which segment does customer C-02222 belong to?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT region, segment FROM customers WHERE id = 'C-02222'`)
        .get() as { region: string; segment: string };
      return answer(
        [],
        [own('region', row.region, REGIONS), own('segment', row.segment, SEGMENTS)],
      );
    },
  },
  {
    id: 'h15-demo-lookup-case-type-breach',
    dataset,
    category: 'lookup',
    question: 'Case K-03100: what type of case is it, and did it breach its SLA?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT type, sla_breached FROM cases WHERE id = 'K-03100'`).get() as {
        type: string;
        sla_breached: number;
      };
      const type = own('type', row.type, CASE_TYPES);
      return answer(
        [],
        [
          row.type === 'cdd'
            ? { ...type, anyOf: ['cdd', 'customer due diligence', 'due diligence'] }
            : type,
          row.sla_breached
            ? named('breached', 'breached: 1', 'breached: yes', 'did breach', 'was breached')
            : named(
                'not breached',
                'not breached',
                'did not breach',
                "didn't breach",
                'no breach',
                'within its SLA',
                'within SLA',
                'breached: 0',
                'breached: no',
                'breached: false',
              ),
        ],
      );
    },
  },
  {
    id: 'h15-demo-lookup-message-subcategory',
    dataset,
    category: 'lookup',
    question: 'What subcategory was message M-020202 filed under?',
    truth: ({ db }) => {
      const sub = String(
        db.prepare(`SELECT subcategory FROM communications WHERE id = 'M-020202'`).pluck().get(),
      );
      const all = db
        .prepare(`SELECT DISTINCT subcategory FROM communications WHERE subcategory IS NOT NULL`)
        .pluck()
        .all()
        .map(String);
      return answer([], [own('subcategory', sub, all)]);
    },
  },
  {
    id: 'h15-demo-fact-login-march-february',
    dataset,
    category: 'planted fact',
    question:
      'How many Mobile App login and access complaints did we get in March 2026, against February?',
    truth: ({ db }) => {
      const of = (month: string) =>
        communications(
          db,
          `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'
           AND substr(day, 1, 7) = ?`,
          month,
        );
      return twoCounts(['March', 'February'], of('2026-03'), of('2026-02'));
    },
  },
  {
    id: 'h15-demo-fact-outage-phone',
    dataset,
    category: 'planted fact',
    question:
      'How many phone contacts did we get on the day of the telephone outage, 19 August 2026?',
    truth: ({ db }) =>
      answer([count('phone', communications(db, `channel = 'phone' AND day = '2026-08-19'`))]),
  },
  {
    id: 'h15-demo-fact-savings-before-after',
    dataset,
    category: 'planted fact',
    question:
      'What was average sentiment on Savings messages before 1 September 2026, and what has it been since?',
    truth: ({ db }) =>
      answer([
        also(score('before', averageSentiment(db, `product = 'Savings' AND day < '2026-09-01'`))),
        also(score('since', averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`))),
      ]),
  },
  {
    id: 'h15-demo-fact-restricted-sentiment',
    dataset,
    category: 'planted fact',
    question:
      'Is sentiment worse for customers whose account got restricted? Compare their average with all the other customers.',
    truth: ({ db }) =>
      answer([
        also(score('restricted', averageSentiment(db, RESTRICTED))),
        also(score('others', averageSentiment(db, `NOT (${RESTRICTED})`))),
      ]),
  },
  {
    id: 'h15-demo-fact-card-fee-june',
    dataset,
    category: 'planted fact',
    question: 'How many Credit Card complaints mentioned a card fee in June 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'card fee',
          communications(
            db,
            `product = 'Credit Card' AND intent = 'complaint' AND subcategory = 'Card fee'
             AND substr(day, 1, 7) = '2026-06'`,
          ),
        ),
      ]),
  },
  {
    id: 'h15-demo-multi-breach-share',
    dataset,
    category: 'multi-part',
    question: 'How many cases breached their SLA, and what is that as a share of all cases?',
    truth: ({ db }) =>
      answer([
        also(count('breached', cases(db, 'sla_breached = 1'))),
        also(share('share', value(db, `SELECT avg(sla_breached) FROM cases`))),
      ]),
  },
  {
    id: 'h15-demo-multi-social-complaints',
    dataset,
    category: 'multi-part',
    question:
      'How many social media messages were complaints, and what was their average sentiment?',
    truth: ({ db }) =>
      answer([
        also(
          count('complaints', communications(db, `channel = 'social' AND intent = 'complaint'`)),
        ),
        also(
          score('sentiment', averageSentiment(db, `channel = 'social' AND intent = 'complaint'`)),
        ),
      ]),
  },
  {
    id: 'h15-demo-multi-praise-product',
    dataset,
    category: 'multi-part',
    question: 'Which product got the most praise, and how many praise messages was that?',
    truth: ({ db }) => {
      const products = ranking(
        db,
        `SELECT product AS k, count(*) AS v FROM communications WHERE intent = 'praise'
         AND product IS NOT NULL GROUP BY product ORDER BY v DESC`,
      );
      return answer([also(count('praise', products.values[0]!))], [top('product', products.keys)]);
    },
  },
  {
    id: 'h15-demo-multi-cdd-restricted',
    dataset,
    category: 'multi-part',
    question:
      'How many CDD cases do we have, and what percentage of them led to the account being restricted?',
    truth: ({ db }) =>
      answer([
        also(count('cdd', cases(db, `type = 'cdd'`))),
        also(
          share(
            'restricted',
            value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
          ),
        ),
      ]),
  },
];
