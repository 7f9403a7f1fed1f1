import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  all,
  askCase,
  assertRight,
  declines,
  leads,
  names,
  states,
  statesShare,
  tableTruths,
  type AnalystCase,
} from './analyst-cases-support';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';
import {
  ROAMING_DISPUTES_MAPPING,
  roamingDisputes,
  roamingDisputesCsv,
  roamingDisputesTable,
} from './roaming-disputes-fixture';

/**
 * Analyst questions over a mobile operator's roaming-charge disputes (a data shape the planner was
 * never built on: day-first dotted times, "RD-542E48" ids, twelve-digit subscriber numbers, amounts
 * in euros, flags written "sent"/"not sent" and "x"/blank, tariffs and charge types that share
 * words), asked end to end through the real API and engine. Every truth is plain SQL over the rows
 * as generated.
 */
describe('offline planner on roaming-charge disputes (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const disputes = roamingDisputes(1200);
    product = await startImportedProduct(
      roamingDisputesCsv(disputes),
      ROAMING_DISPUTES_MAPPING,
      disputes.length,
    );
    raw = roamingDisputesTable(disputes);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { value, count, top, since, sample } = tableTruths(() => raw, 'disputes');

  const cases: AnalystCase[] = [
    // Counts and shares.
    { question: 'How many disputes were raised in total?', expect: () => states(count('1')) },
    {
      question: 'How many disputes were about data roaming?',
      expect: () => states(count(`charge = 'Data Roaming'`)),
    },
    {
      question: 'What share of disputes were rejected?',
      expect: () => statesShare(count(`resolution = 'Rejected'`) / count('1')),
    },
    {
      question: 'what percentage of disputes are repeats?',
      expect: () => statesShare(count('repeat = 1') / count('1')),
    },
    {
      question: 'How many disputes were escalated to the ombudsman?',
      expect: () => states(count(`resolution = 'Escalated to Ombudsman'`)),
    },
    {
      question: 'How many disputes were for trips to Turkey?',
      expect: () => states(count(`country = 'Turkey'`)),
    },
    {
      question: 'What proportion of Pay As You Go disputes were refunded in full?',
      expect: () =>
        statesShare(
          count(`tariff = 'Pay As You Go' AND resolution = 'Refunded in full'`) /
            count(`tariff = 'Pay As You Go'`),
        ),
    },
    {
      question: 'how many disputes had no bill shock SMS',
      expect: () => states(count('shock = 0')),
    },
    // A number's average, total and extreme.
    {
      question: 'What is the average amount disputed?',
      expect: () => states(value('avg(disputed)')),
    },
    { question: 'What is the total refunded?', expect: () => states(value('sum(refund)'), 0.51) },
    {
      question: 'What was the largest disputed amount?',
      expect: () => states(value('max(disputed)')),
    },
    {
      question: 'Average handling hours for Call Centre disputes?',
      expect: () => states(value('avg(hours)', `contact = 'Call Centre'`)),
    },
    {
      question: 'average MB used on data bolt-on disputes',
      expect: () => states(value('avg(megabytes)', `charge = 'Data Bolt-On'`)),
    },
    {
      question: 'total amount disputed for Switzerland',
      expect: () => states(value('sum(disputed)', `country = 'Switzerland'`), 0.51),
    },
    // Comparisons.
    {
      question: 'Compare the average refund for Unlimited Max and Unlimited Lite',
      expect: () =>
        all(
          states(value('avg(refund)', `tariff = 'Unlimited Max'`)),
          states(value('avg(refund)', `tariff = 'Unlimited Lite'`)),
        ),
    },
    {
      question: 'Are disputes from Egypt bigger than those from France?',
      expect: () =>
        all(
          states(value('avg(disputed)', `country = 'Egypt'`)),
          states(value('avg(disputed)', `country = 'France'`)),
        ),
    },
    {
      question: 'How did disputes in August compare with July?',
      expect: () =>
        all(states(count(`day LIKE '2025-08-%'`)), states(count(`day LIKE '2025-07-%'`))),
    },
    {
      question: 'Is the rejection rate higher for App or Store contacts?',
      expect: () =>
        all(
          ...['App', 'Store'].map((contact) =>
            statesShare(
              count(`contact = ? AND resolution = 'Rejected'`, contact) /
                count('contact = ?', contact),
            ),
          ),
        ),
    },
    {
      question: 'Q2 vs Q3 disputes',
      expect: () =>
        all(
          states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
          states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
        ),
    },
    // Rankings.
    {
      question: 'Which country has the most disputes?',
      expect: () => {
        const [first] = top('country', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'top 3 tariffs by number of disputes',

      expect: () => {
        const rows = top('tariff', 'count(*)');
        return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v)));
      },
    },
    {
      question: 'Which agent takes the longest to handle disputes on average?',
      expect: () => {
        const [first] = top('agent', 'avg(hours)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'rank charge types by total amount disputed',
      expect: () => {
        const [first] = top('charge', 'sum(disputed)');
        return leads(first!.k, first!.v, 0.51);
      },
    },
    {
      question: 'list the countries with the most rejected disputes',

      expect: () => {
        const [first] = top('country', 'count(*)', `resolution = 'Rejected'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'which contact channel gets the most disputes',
      expect: () => {
        const [first] = top('contact', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which tariff has the highest average disputed amount?',
      expect: () => {
        const [first] = top('tariff', 'avg(disputed)');
        return leads(first!.k, first!.v);
      },
    },
    // Relative periods (the data ends on 28 November 2025).
    {
      question: 'How many disputes last quarter?',
      expect: () => states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
    },
    {
      question: 'disputes in the past 6 weeks',
      expect: () => states(count('day >= ?', since(42))),
    },
    {
      question: 'How many data roaming disputes since March?',
      expect: () => states(count(`charge = 'Data Roaming' AND day >= '2025-03-01'`)),
    },
    {
      question: 'average refund last month',
      expect: () => states(value('avg(refund)', `day LIKE '2025-10-%'`)),
    },
    {
      question: 'how many pending disputes in the last 30 days',
      expect: () => states(count(`resolution = 'Pending' AND day >= ?`, since(30))),
    },
    // Casual wording with typos.
    {
      question: 'how many disputs from swizterland',
      expect: () => states(count(`country = 'Switzerland'`)),
    },
    {
      question: 'avg refund 4 busines essentials?',
      expect: () => states(value('avg(refund)', `tariff = 'Business Essentials'`)),
    },
    {
      question: 'whos got more disputes, kemal or sofia?',
      todo: "two values of one field joined by 'or'",
      expect: () =>
        all(states(count(`agent = 'Kemal Aydin'`)), states(count(`agent = 'Sofia Russo'`))),
    },
    // Follow-ups.
    {
      before: ['How many disputes were about voice roaming?'],
      question: 'and SMS roaming?',
      expect: () => states(count(`charge = 'SMS Roaming'`)),
    },
    {
      before: ['What is the average disputed amount in Spain?'],
      question: 'what about the United States?',
      expect: () => states(value('avg(disputed)', `country = 'United States'`)),
    },
    // Lookups by id and by subscriber.
    {
      question: 'Show dispute RD-542E48',

      expect: () => names(sample(5)['country']!, sample(5)['tariff']!),
    },
    {
      question: 'How many disputes has subscriber 447700920742 raised?',
      expect: () => states(count(`msisdn = '447700920742'`)),
    },
    {
      question: "what's the status of dispute RD-0F211B",
      expect: () => names(sample(400)['resolution']!),
    },
    // Two asks in one question.
    {
      question: 'How many disputes were refunded in full and what was the total refunded on them?',
      expect: () =>
        all(
          states(count(`resolution = 'Refunded in full'`)),
          states(value('sum(refund)', `resolution = 'Refunded in full'`), 0.51),
        ),
    },
    {
      question: 'How many disputes came via Social DM and how many via the App?',
      expect: () => all(states(count(`contact = 'Social DM'`)), states(count(`contact = 'App'`))),
    },
    // The aggregate a ranking asks, values said by verbs, relative days and times not held.
    {
      question: 'Among disputes from repeat subscribers, which charge type comes top?',
      expect: () => {
        const [first] = top('charge', 'count(*)', 'repeat = 1');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which charge type has the most disputes?',
      expect: () => {
        const [first] = top('charge', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which agent gets the most grief?',
      expect: () => {
        const [first] = top('agent', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'How many disputes were phoned in?',
      expect: () => states(count(`contact = 'Call Centre'`)),
    },
    {
      question: 'How many disputes went in yesterday?',
      expect: () => states(count(`day = '2025-11-27'`)),
    },
    {
      question: 'Over the most recent 30 days, how many disputes reached us?',
      expect: () => states(count('day >= ?', since(30))),
    },
    { question: 'How long were subscribers kept on hold on average?', expect: declines },
    // What the data cannot answer.
    {
      question: "What's the average customer age?",
      todo: 'an unknown attribute of the customer',
      expect: declines,
    },
    {
      question: 'Which roaming partner network charged the most?',
      expect: declines,
    },
    { question: 'How many disputes were about broadband?', expect: declines },
    { question: 'What is the churn rate of disputing customers?', expect: declines },
    { question: 'Which store location had the most disputes?', expect: declines },
    { question: 'What was the average call duration?', expect: declines },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
