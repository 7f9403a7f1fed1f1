// Eighth held-out round over the demo bank's communications, cases and customers: questions a new
// analyst at the bank would type, truths by plain SQL over the demo database.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  communications,
  count,
  decline,
  lastDays,
  leader,
  named,
  ranking,
  score,
  share,
  top,
  value,
  WITH_CUSTOMER,
} from './truth';

const dataset = 'demo' as const;

const DAYS_OPEN = `julianday(closed_at) - julianday(opened_at)`;

export const holdout8Demo: EvalCase[] = [
  {
    id: 'h8-demo-praise',
    dataset,
    category: 'descriptive',
    question: 'How many messages were customers praising us?',
    truth: ({ db }) => answer([count('praise', communications(db, `intent = 'praise'`))]),
  },
  {
    id: 'h8-demo-pending-share',
    dataset,
    category: 'descriptive',
    question: 'What fraction of communications are still pending?',
    truth: ({ db }) =>
      answer([share('pending', value(db, `SELECT avg(status = 'pending') FROM communications`))]),
  },
  {
    id: 'h8-demo-loan-sentiment',
    dataset,
    category: 'descriptive',
    question: 'How do people feel about personal loans? Give me the average sentiment.',
    truth: ({ db }) =>
      answer([score('sentiment', averageSentiment(db, `product = 'Personal Loan'`), 0.011)]),
  },
  {
    id: 'h8-demo-critical-cases',
    dataset,
    category: 'descriptive',
    question: 'How many cases were marked critical priority?',
    truth: ({ db }) =>
      answer([
        count('critical', value(db, `SELECT count(*) FROM cases WHERE priority = 'critical'`)),
      ]),
  },
  {
    id: 'h8-demo-service-days',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does it take to close a service case?',
    truth: ({ db }) =>
      answer([
        score(
          'days',
          value(
            db,
            `SELECT avg(${DAYS_OPEN}) FROM cases WHERE type = 'service' AND closed_at IS NOT NULL`,
          ),
          0.15,
        ),
      ]),
  },
  {
    id: 'h8-demo-phishing',
    dataset,
    category: 'descriptive',
    question: 'How many phishing attempts were reported to us?',
    truth: ({ db }) =>
      answer([count('phishing', communications(db, `subcategory = 'Phishing attempt'`))]),
  },
  {
    id: 'h8-demo-cmp-scotland-wales',
    dataset,
    category: 'comparison',
    question: 'Scotland against Wales: which region complains more, and by how many complaints?',
    truth: ({ db }) => {
      const of = (region: string) =>
        value(
          db,
          `SELECT count(*) FROM ${WITH_CUSTOMER} WHERE intent = 'complaint' AND region = ?`,
          region,
        );
      // Both regions are named in any answer; the one with more complaints must be, and both
      // counts and the difference asked for must be stated (the order of the two does not matter).
      return answer(
        [
          also(count('Scotland', of('Scotland'))),
          also(count('Wales', of('Wales'))),
          also(count('difference', Math.abs(of('Scotland') - of('Wales')))),
        ],
        [named('more complaints', of('Scotland') > of('Wales') ? 'Scotland' : 'Wales')],
      );
    },
  },
  {
    id: 'h8-demo-cmp-chatbot-human',
    dataset,
    category: 'comparison',
    question: 'Is sentiment better in chatbot chats or in chats with a human agent?',
    truth: ({ db }) => {
      const modes = ranking(
        db,
        `SELECT chat_mode AS k, avg(sentiment) AS v FROM communications
         WHERE chat_mode IN ('chatbot', 'human') GROUP BY chat_mode ORDER BY v DESC`,
      );
      // Both modes' averages must be stated; the better one named (in either order).
      return answer(
        [
          also(score('better', modes.values[0]!, 0.011)),
          also(score('worse', modes.values[1]!, 0.011)),
        ],
        [named('better', modes.keys[0]!)],
      );
    },
  },
  {
    id: 'h8-demo-cmp-q1-q2',
    dataset,
    category: 'comparison',
    question: 'Did we get more fraud and security contacts in Q1 2026 or in Q2 2026?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'Q1',
            communications(
              db,
              `category = 'Fraud & Security' AND day BETWEEN '2026-01-01' AND '2026-03-31'`,
            ),
          ),
        ),
        also(
          count(
            'Q2',
            communications(
              db,
              `category = 'Fraud & Security' AND day BETWEEN '2026-04-01' AND '2026-06-30'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'h8-demo-cmp-business-retail',
    dataset,
    category: 'comparison',
    question: 'Average sentiment for business customers compared with retail customers?',
    truth: ({ db }) => {
      const of = (segment: string) =>
        value(db, `SELECT avg(sentiment) FROM ${WITH_CUSTOMER} WHERE segment = ?`, segment);
      return answer([
        also(score('business', of('business'), 0.011)),
        also(score('retail', of('retail'), 0.011)),
      ]);
    },
  },
  {
    id: 'h8-demo-rank-complaint-product',
    dataset,
    category: 'ranking',
    question: 'Complaints by product: which product is on top?',
    truth: ({ db }) =>
      leader(
        'product',
        ranking(
          db,
          `SELECT product AS k, count(*) AS v FROM communications WHERE intent = 'complaint'
           GROUP BY product ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h8-demo-rank-negative-channel',
    dataset,
    category: 'ranking',
    question: 'Which channel has the highest share of negative messages?',
    truth: ({ db }) =>
      leader(
        'channel',
        ranking(
          db,
          `SELECT channel AS k, avg(sentiment_label = 'negative') AS v FROM communications
           GROUP BY channel ORDER BY v DESC`,
        ),
        (v) => share('negative share', v),
      ),
  },
  {
    id: 'h8-demo-rank-quiet-month',
    dataset,
    category: 'ranking',
    question: 'What was our quietest month for communications?',
    truth: ({ db }) => {
      const months = ranking(
        db,
        `SELECT substr(day, 1, 7) AS k, count(*) AS v FROM communications
         GROUP BY k ORDER BY v ASC`,
      );
      return answer(
        [also(count('communications', months.values[0]!))],
        [
          {
            label: 'month',
            anyOf: monthSpellings(months.keys[0]!),
            // The other months must come after it (written as 2026-03 or March 2026: a bare "May"
            // may be the verb).
            rivals: months.keys.slice(1).flatMap((month) => monthSpellings(month).slice(0, 3)),
          },
        ],
      );
    },
  },
  {
    id: 'h8-demo-rank-breach-type',
    dataset,
    category: 'ranking',
    question: 'Which case type breaches its SLA most often, as a rate?',
    truth: ({ db }) =>
      leader(
        'case type',
        ranking(
          db,
          `SELECT type AS k, avg(sla_breached) AS v FROM cases GROUP BY type ORDER BY v DESC`,
        ),
        (v) => share('breach rate', v),
      ),
  },
  {
    id: 'h8-demo-rank-fees-sub',
    dataset,
    category: 'ranking',
    question: 'Within fees and charges, which sub-category comes up the most?',
    truth: ({ db }) =>
      leader(
        'sub-category',
        ranking(
          db,
          `SELECT subcategory AS k, count(*) AS v FROM communications
           WHERE category = 'Fees & Charges' GROUP BY subcategory ORDER BY v DESC`,
        ),
        (v) => count('n', v),
      ),
  },
  {
    id: 'h8-demo-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many emails did we receive last month?',
    truth: ({ db }) =>
      answer([
        count('emails', communications(db, `channel = 'email' AND substr(day, 1, 7) = '2026-09'`)),
      ]),
  },
  {
    id: 'h8-demo-rel-90-negative',
    dataset,
    category: 'relative period',
    question: 'What share of messages in the last 90 days were negative?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        share(
          'negative',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications WHERE day BETWEEN ? AND ?`,
            from,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'h8-demo-rel-q3-cards',
    dataset,
    category: 'relative period',
    question: 'How many card declined messages came in last quarter?',
    truth: ({ db }) =>
      answer([
        count(
          'card declined',
          communications(
            db,
            `subcategory = 'Card declined' AND day BETWEEN '2026-07-01' AND '2026-09-30'`,
          ),
        ),
      ]),
  },
  {
    id: 'h8-demo-rel-10-days-top',
    dataset,
    category: 'relative period',
    question: 'Over the past 10 days, what topic have customers raised most?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 10);
      return leader(
        'topic',
        ranking(
          db,
          `SELECT category AS k, count(*) AS v FROM communications WHERE day BETWEEN ? AND ?
           GROUP BY category ORDER BY v DESC`,
          from,
          to,
        ),
        (v) => count('n', v),
      );
    },
  },
  {
    id: 'h8-demo-rel-since-april',
    dataset,
    category: 'relative period',
    question: 'Since April 2026, how many complaints about long waits have there been?',
    truth: ({ db }) =>
      answer([
        count(
          'long wait',
          communications(
            db,
            `intent = 'complaint' AND subcategory = 'Long wait' AND day >= '2026-04-01'`,
          ),
        ),
      ]),
  },
  {
    id: 'h8-demo-casual-stolen',
    dataset,
    category: 'casual',
    question: 'hw many ppl lost their card or had it stolen',
    truth: ({ db }) =>
      answer([count('lost or stolen', communications(db, `subcategory = 'Lost or stolen card'`))]),
  },
  {
    id: 'h8-demo-casual-mortgage-rate',
    dataset,
    category: 'casual',
    question: 'mortgage rate moans - how many??',
    truth: ({ db }) =>
      answer([
        count(
          'mortgage rate complaints',
          communications(db, `intent = 'complaint' AND subcategory = 'Mortgage rate'`),
        ),
      ]),
  },
  {
    id: 'h8-demo-casual-letters-neg',
    dataset,
    category: 'casual',
    question: 'wat % of letters r negative',
    truth: ({ db }) =>
      answer([
        share(
          'negative letters',
          value(
            db,
            `SELECT avg(sentiment_label = 'negative') FROM communications WHERE channel = 'letter'`,
          ),
        ),
      ]),
  },
  {
    id: 'h8-demo-casual-open-cases',
    dataset,
    category: 'casual',
    question: 'any cases still open?? how many',
    truth: ({ db }) =>
      answer([count('open', value(db, `SELECT count(*) FROM cases WHERE status = 'open'`))]),
  },
  {
    id: 'h8-demo-turn-savings-chat',
    dataset,
    category: 'follow-up',
    previous: ['How many messages were about savings?'],
    question: 'How many of them came in over chat?',
    truth: ({ db }) =>
      answer([
        count('savings chat', communications(db, `product = 'Savings' AND channel = 'chat'`)),
      ]),
  },
  {
    id: 'h8-demo-turn-phone-sentiment',
    dataset,
    category: 'follow-up',
    previous: ['What was the average sentiment of emails in August 2026?'],
    question: 'And phone calls in the same month?',
    truth: ({ db }) =>
      answer([
        score(
          'sentiment',
          averageSentiment(db, `channel = 'phone' AND substr(day, 1, 7) = '2026-08'`),
          0.011,
        ),
      ]),
  },
  {
    id: 'h8-demo-turn-top-region-share',
    dataset,
    category: 'follow-up',
    previous: ['Which region do most complaints come from?'],
    question: 'What share of all complaints is that?',
    truth: ({ db }) => {
      const regions = ranking(
        db,
        `SELECT region AS k, count(*) AS v FROM ${WITH_CUSTOMER} WHERE intent = 'complaint'
         GROUP BY region ORDER BY v DESC`,
      );
      return answer([
        share('share', regions.values[0]! / communications(db, `intent = 'complaint'`)),
      ]);
    },
  },
  {
    id: 'h8-demo-turn-dispute-days',
    dataset,
    category: 'follow-up',
    previous: ['How many dispute cases breached their SLA?'],
    question: 'And how many complaint cases did?',
    truth: ({ db }) =>
      answer([
        count(
          'complaint breaches',
          value(db, `SELECT count(*) FROM cases WHERE type = 'complaint' AND sla_breached = 1`),
        ),
      ]),
  },
  {
    id: 'h8-demo-no-age',
    dataset,
    category: 'unanswerable',
    question: 'Which age group complains the most?',
    truth: () => decline('the data has no customer ages'),
  },
  {
    id: 'h8-demo-no-cost',
    dataset,
    category: 'unanswerable',
    question: 'How much did we pay out in complaint compensation this year?',
    truth: () => decline('the data has no compensation amounts'),
  },
  {
    id: 'h8-demo-no-2027',
    dataset,
    category: 'unanswerable',
    question: 'How many chats did we get in January 2027?',
    truth: () => decline('the data ends in October 2026'),
  },
  {
    id: 'h8-demo-no-agent',
    dataset,
    category: 'unanswerable',
    question: 'Which call-centre agent handled the most phone calls?',
    truth: () => decline('the data has no agents'),
  },
  {
    id: 'h8-demo-lookup-customer',
    dataset,
    category: 'lookup',
    question: 'Which segment and region is customer C-00042 in?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT segment, region FROM customers WHERE id = 'C-00042'`)
        .get() as { segment: string; region: string };
      return answer([], [named('segment', row.segment), named('region', row.region)]);
    },
  },
  {
    id: 'h8-demo-lookup-case-priority',
    dataset,
    category: 'lookup',
    question: 'What priority was case K-00010 given, and what type of case is it?',
    truth: ({ db }) => {
      const row = db.prepare(`SELECT priority, type FROM cases WHERE id = 'K-00010'`).get() as {
        priority: string;
        type: string;
      };
      return answer([], [named('priority', row.priority), named('type', row.type)]);
    },
  },
  {
    id: 'h8-demo-fact-login-march',
    dataset,
    category: 'planted fact',
    question: 'Was there a surge in app login complaints at some point? Which month?',
    truth: () => answer([], [{ label: 'month', anyOf: monthSpellings('2026-03') }]),
  },
  {
    id: 'h8-demo-fact-phone-day',
    dataset,
    category: 'planted fact',
    question: 'Which day did the phone lines get swamped?',
    truth: ({ db }) => {
      const days = ranking(
        db,
        `SELECT day AS k, count(*) AS v FROM communications WHERE channel = 'phone'
         GROUP BY day ORDER BY v DESC`,
      );
      return answer(
        [],
        [
          {
            ...top('day', days.keys),
            anyOf: daySpellings(days.keys[0]!),
            rivals: days.keys.slice(1, 5).flatMap(daySpellings),
          },
        ],
      );
    },
  },
  {
    id: 'h8-demo-fact-card-fee',
    dataset,
    category: 'planted fact',
    question: 'Credit card fee complaints: how many in June 2026, and how many in July 2026?',
    truth: ({ db }) => {
      const where = `product = 'Credit Card' AND category = 'Fees & Charges' AND intent = 'complaint'`;
      return answer([
        also(count('June', communications(db, `${where} AND substr(day, 1, 7) = '2026-06'`))),
        also(count('July', communications(db, `${where} AND substr(day, 1, 7) = '2026-07'`))),
      ]);
    },
  },
  {
    id: 'h8-demo-multi-social',
    dataset,
    category: 'multi-part',
    question: 'How many social media messages did we get, and what was their average sentiment?',
    truth: ({ db }) =>
      answer([
        count('social', communications(db, `channel = 'social'`)),
        also(score('sentiment', averageSentiment(db, `channel = 'social'`), 0.011)),
      ]),
  },
  {
    id: 'h8-demo-multi-cdd',
    dataset,
    category: 'multi-part',
    question:
      'How many CDD cases breached SLA, and what share of CDD cases ended with a restricted account?',
    truth: ({ db }) =>
      answer([
        count(
          'breached',
          value(db, `SELECT count(*) FROM cases WHERE type = 'cdd' AND sla_breached = 1`),
        ),
        also(
          share(
            'restricted',
            value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
          ),
        ),
      ]),
  },
  {
    id: 'h8-demo-multi-app-crash',
    dataset,
    category: 'multi-part',
    question:
      'How many app crash reports were there, and which channel did most of them come through?',
    truth: ({ db }) => {
      const channels = ranking(
        db,
        `SELECT channel AS k, count(*) AS v FROM communications WHERE subcategory = 'App crash'
         GROUP BY channel ORDER BY v DESC`,
      );
      return answer(
        [count('app crash', communications(db, `subcategory = 'App crash'`))],
        [top('channel', channels.keys)],
      );
    },
  },
];
