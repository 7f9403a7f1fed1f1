import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  all,
  askCase,
  assertRight,
  leads,
  names,
  states,
  tableTruths,
  type AnalystCase,
} from './analyst-cases-support';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';
import {
  WARRANTY_CLAIMS_MAPPING,
  warrantyClaims,
  warrantyClaimsCsv,
  warrantyClaimsTable,
} from './warranty-claims-fixture';

/**
 * Measures and aggregates asked end to end over warranty claims (two dates of each claim and no
 * duration field, a repair cost, a Y/N fast-track flag, a tone score with no label): how long a
 * claim stays open is closed minus opened; "largest" is a maximum and "in total" a sum; "the most
 * negative claims" counts the claims with a negative tone; a number split by the flag gives both
 * sides. Every truth is plain SQL over the rows as generated.
 */
describe('offline planner on warranty claims: measures and aggregates (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const claims = warrantyClaims(900);
    product = await startImportedProduct(
      warrantyClaimsCsv(claims),
      WARRANTY_CLAIMS_MAPPING,
      claims.length,
    );
    raw = warrantyClaimsTable(claims);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { value, count, top } = tableTruths(() => raw, 'claims');
  const lowest = (key: string, measure: string) =>
    raw
      .prepare(`SELECT ${key} AS k FROM claims GROUP BY k ORDER BY ${measure} LIMIT 1`)
      .pluck()
      .get() as string;

  const cases: AnalystCase[] = [
    // Duration between two dates: closed minus opened.
    {
      question: 'How long does a claim stay open on average?',
      expect: () => states(value('avg(days)'), 0.01),
    },
    {
      question: 'What is the average time from opened to closed?',
      expect: () => states(value('avg(days)'), 0.01),
    },
    {
      question: 'How many days does it take to close a claim at Old Mill?',
      expect: () => states(value('avg(days)', `centre = 'Old Mill'`), 0.01),
    },
    {
      question: 'Which service centre takes longest to close claims?',
      expect: () => leads(top('centre', 'avg(days)')[0]!.k, top('centre', 'avg(days)')[0]!.v, 0.01),
    },
    // Aggregate words.
    {
      question: 'What was the largest repair cost?',
      expect: () => states(value('max(value)'), 0.01),
    },
    {
      question: 'How much did claims cost in total?',
      expect: () => states(value('sum(value)'), 0.51),
    },
    {
      question: 'Which service centre has bigger claims?',
      expect: () =>
        leads(top('centre', 'avg(value)')[0]!.k, top('centre', 'avg(value)')[0]!.v, 0.01),
    },
    // The most negative claims: counted, not the lowest average.
    {
      // The import labels a tone of -0.25 or less negative (store/sentiment.ts).
      question: 'Which service centre had the most negative claims?',
      expect: () =>
        leads(
          top('centre', 'count(*)', 'tone <= -0.25')[0]!.k,
          top('centre', 'count(*)', 'tone <= -0.25')[0]!.v,
        ),
    },
    {
      question: 'Which service centre is the most negative on average?',
      expect: () => names(lowest('centre', 'avg(tone)')),
    },
    // A number split by the yes/no flag.
    {
      question: 'Fast track claims vs the rest: average repair cost',
      expect: () =>
        all(
          states(value('avg(value)', 'fast_track = 1'), 0.01),
          states(value('avg(value)', 'fast_track = 0'), 0.01),
        ),
    },
    {
      question: 'How many claims were fast tracked vs not?',
      expect: () => all(states(count('fast_track = 1')), states(count('fast_track = 0'))),
    },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
