import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  all,
  askCase,
  assertRight,
  declines,
  names,
  states,
  tableTruths,
  type AnalystCase,
  type Expectation,
} from './analyst-cases-support';
import {
  CONTAINER_DAMAGE_MAPPING,
  damageReports,
  damageReportsCsv,
  damageReportsTable,
} from './container-damage-fixture';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * Everyday verbs, asked attributes the data lacks, what a decline lists and look-ups by id, end to
 * end through the API and engine over a container port's damage reports (report numbers with
 * slashes, surveyors by name, terminal areas, shipping lines). Truths are plain SQL over the rows
 * as generated; the data ends on 14 October 2025.
 */
const reports = damageReports(1200);

/** The answer is a look-up that was answered (not declined) and leads with `lead`. */
function answeredLeading(...lead: string[]): Expectation {
  return (answer) => {
    if (answer.status === 'not answerable') return 'the look-up was declined';
    const first = answer.text.split('\n')[0] ?? '';
    const missing = lead.filter((value) => !first.includes(value));
    return missing.length ? `${missing.join(', ')} not in the first line "${first}"` : undefined;
  };
}

/** A decline that names what is missing and the import's own fields and record noun. */
function declinesNaming(missing: string): Expectation {
  return all(declines(), names(missing, 'reports', 'surveyor', 'shipping line'), (answer) =>
    /\b(segment|region|sentimentLabel|escalatedFrom)\b/.test(answer.text)
      ? 'lists a built-in field the import left empty'
      : undefined,
  );
}

describe('offline planner: everyday verbs and declines of what the data lacks (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
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

  const { count, top, since } = tableTruths(() => raw, 'reports');
  const [sixth, tenth] = [reports[5]!, reports[9]!];

  const cases: AnalystCase[] = [
    // Everyday verbs of records coming in.
    {
      question: 'Which damage type carried the most reports at the Rail Yard?',
      expect: () => names(top('damage', 'count(*)', `area = 'Rail Yard'`)[0]!.k),
    },
    {
      question: 'How many reports reached us in the last 14 days?',
      expect: () => states(count('day >= ?', since(14))),
    },
    {
      question: 'Which terminal area saw the heaviest traffic in August 2025?',
      expect: () => names(top('area', 'count(*)', `day LIKE '2025-08-%'`)[0]!.k),
    },
    {
      question: 'Which surveyor racked up the most Water Ingress reports?',
      expect: () => names(top('surveyor', 'count(*)', `damage = 'Water Ingress'`)[0]!.k),
    },
    // What the data does not keep, beside words it does.
    {
      question: `What is report ${sixth.id}'s insurance excess?`,
      expect: () => declinesNaming('excess'),
    },
    {
      question: 'Which shipping line generated the most revenue?',
      expect: () => declinesNaming('revenue'),
    },
    {
      question: 'Which surveyor racked up the most overtime?',
      expect: () => declinesNaming('overtime'),
    },
    // Look-ups by id: answered, leading with the fields asked.
    {
      question: `Which terminal area and box type is report ${sixth.id} on?`,
      expect: () => answeredLeading(sixth.area, sixth.boxType),
    },
    {
      question: `Which surveyor had report ${tenth.id}, and what kind of damage was it?`,
      expect: () => answeredLeading(tenth.surveyor, tenth.damage),
    },
  ];

  for (const item of cases) {
    it(item.question, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }

  it('names the look-up of a report with its repair estimate first', async () => {
    const { answer } = await product.ask(`How much was the repair estimate on report ${tenth.id}?`);
    assert.match(answer.text.split('\n')[0]!, /repair estimate/, answer.text);
  });
});
