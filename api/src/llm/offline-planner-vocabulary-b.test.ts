import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  askCase,
  assertRight,
  declines,
  leads,
  states,
  tableTruths,
  type AnalystCase,
} from './analyst-cases-support';
import {
  CONTAINER_DAMAGE_MAPPING,
  damageReports,
  damageReportsCsv,
  damageReportsTable,
} from './container-damage-fixture';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * The offline planner's vocabulary end to end over a container port's damage reports: rankings
 * said with a verb or an idiom ("tops the list", "lags", "does worst"), and words the data names
 * nothing by, where a value or a measure would sit, declined rather than answered with the
 * figure of something else. Phrasings of our own; every truth is plain SQL over the rows.
 */
describe('offline planner vocabulary: ranking verbs and words the data lacks (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const reports = damageReports(1200);
    product = await startImportedProduct(
      damageReportsCsv(reports),
      CONTAINER_DAMAGE_MAPPING,
      reports.length,
    );
    raw = damageReportsTable(reports);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { count, topAll } = tableTruths(() => raw, 'reports');
  const first = (key: string, measure: string) => {
    const [row] = topAll(key, measure);
    return leads(row!.k, row!.v);
  };
  const last = (key: string, measure: string) => {
    const row = topAll(key, measure).at(-1);
    return leads(row!.k, row!.v);
  };

  const cases: AnalystCase[] = [
    {
      question: 'Which surveyor tops the list for average repair estimate?',
      expect: () => first('surveyor', 'avg(estimate)'),
    },
    {
      question: 'Which shipping line lags on average repair estimate?',
      expect: () => last('line', 'avg(estimate)'),
    },
    {
      question: 'Which surveyor does worst on days idle?',
      expect: () => first('surveyor', 'avg(idle_days)'),
    },
    {
      question: 'Which box type comes out on top for gross weight on average?',
      expect: () => first('box_type', 'avg(tonnes)'),
    },
    {
      question: 'How many rejected reports were taken to arbitration afterwards?',
      expect: declines,
    },
    { question: 'Which surveyor has the highest insurance premium?', expect: declines },
    {
      question: 'How many rejected reports were there?',
      expect: () => states(count(`status = 'Rejected'`)),
    },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
