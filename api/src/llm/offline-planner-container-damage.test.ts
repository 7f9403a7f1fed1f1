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
import {
  CONTAINER_DAMAGE_MAPPING,
  damageReports,
  damageReportsCsv,
  damageReportsTable,
} from './container-damage-fixture';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * Analyst questions over a container port's damage reports (a data shape the planner was never
 * built on: ISO times with a Z, a second date written day-first, "CDR/25/00136" report numbers,
 * ISO 6346 container numbers with a space, dollar estimates with thousands separators, flags
 * written "HAZ"/blank and "Y"/"N", berths and box types that share words), asked end to end
 * through the real API and engine. Every truth is plain SQL over the rows as generated; the data
 * ends on 14 October 2025.
 */
describe('offline planner on container damage reports (truths by SQL)', () => {
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

  const { value, count, top, since, sample } = tableTruths(() => raw, 'reports');

  const cases: AnalystCase[] = [
    // Counts and shares.
    { question: 'How many damage reports are there?', expect: () => states(count('1')) },
    {
      question: 'How many reports were for water ingress?',
      expect: () => states(count(`damage = 'Water Ingress'`)),
    },
    {
      question: 'What share of claims were rejected?',
      expect: () => statesShare(count(`status = 'Rejected'`) / count('1')),
    },
    {
      question: 'what percentage of reports involved hazardous cargo?',
      expect: () => statesShare(count('hazardous = 1') / count('1')),
    },
    {
      question: 'How many reports came without photos?',
      expect: () => states(count('photos = 0')),
    },
    {
      question: 'How many reports are still open?',
      expect: () => states(count(`status = 'Open'`)),
    },
    {
      question: 'How many damage reports were raised at the Rail Yard?',
      expect: () => states(count(`area = 'Rail Yard'`)),
    },
    {
      question: 'What proportion of 40ft Reefer reports were reefer unit faults?',
      expect: () =>
        statesShare(
          count(`box_type = '40ft Reefer' AND damage = 'Reefer Unit Fault'`) /
            count(`box_type = '40ft Reefer'`),
        ),
    },
    {
      question: 'how many reports for Pacific Crest boxes were settled?',
      expect: () => states(count(`line = 'Pacific Crest' AND status = 'Settled'`)),
    },
    // A number's average, total and extreme.
    {
      question: 'What is the average repair estimate?',
      expect: () => states(value('avg(estimate)')),
    },
    {
      question: 'What is the total repair estimate across all reports?',
      expect: () => states(value('sum(estimate)'), 0.51),
    },
    {
      question: 'Average days idle for Berth 4 South?',
      expect: () => states(value('avg(idle_days)', `area = 'Berth 4 South'`)),
    },
    {
      question: 'mean gross weight of 20ft Dry containers',
      expect: () => states(value('avg(tonnes)', `box_type = '20ft Dry'`)),
    },
    {
      question: 'total repair estimate for corner casting cracks',
      expect: () => states(value('sum(estimate)', `damage = 'Corner Casting Crack'`), 0.51),
    },
    // Comparisons.
    {
      question: 'Compare the average repair estimate for 40ft Dry and 40ft High Cube',
      expect: () =>
        all(
          states(value('avg(estimate)', `box_type = '40ft Dry'`)),
          states(value('avg(estimate)', `box_type = '40ft High Cube'`)),
        ),
    },
    {
      question: 'How did reports in April compare with May?',
      expect: () =>
        all(states(count(`day LIKE '2025-04-%'`)), states(count(`day LIKE '2025-05-%'`))),
    },
    {
      question: 'Is the rejection rate higher for Blue Anchor Lines or Northstar Shipping?',
      expect: () =>
        all(
          ...['Blue Anchor Lines', 'Northstar Shipping'].map((line) =>
            statesShare(count(`line = ? AND status = 'Rejected'`, line) / count('line = ?', line)),
          ),
        ),
    },
    {
      question: 'Q1 vs Q2 damage reports',
      expect: () =>
        all(
          states(count(`day BETWEEN '2025-01-01' AND '2025-03-31'`)),
          states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
        ),
    },
    {
      question: 'Berth 4 North versus Berth 4 South: how many reports each?',
      expect: () =>
        all(states(count(`area = 'Berth 4 North'`)), states(count(`area = 'Berth 4 South'`))),
    },
    // Rankings.
    {
      question: 'Which shipping line has the most damage reports?',
      expect: () => {
        const [first] = top('line', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'top 3 damage types by number of reports',
      expect: () => {
        const rows = top('damage', 'count(*)');
        return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v)));
      },
    },
    {
      question: 'Which surveyor has the highest average days idle?',
      expect: () => {
        const [first] = top('surveyor', 'avg(idle_days)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'rank box types by total repair estimate',
      expect: () => {
        const [first] = top('box_type', 'sum(estimate)');
        return leads(first!.k, first!.v, 0.51);
      },
    },
    {
      question: 'list the terminal areas with the most rejected claims',
      expect: () => {
        const [first] = top('area', 'count(*)', `status = 'Rejected'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'which damage type costs the most to repair on average?',
      expect: () => {
        const [first] = top('damage', 'avg(estimate)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which box type gets damaged the most?',
      expect: () => {
        const [first] = top('box_type', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    // Relative periods (the data ends on 14 October 2025).
    {
      question: 'How many damage reports last quarter?',
      expect: () => states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
    },
    {
      question: 'reports in the past 6 weeks',
      expect: () => states(count('day >= ?', since(42))),
    },
    {
      question: 'How many water ingress reports since March?',
      expect: () => states(count(`damage = 'Water Ingress' AND day >= '2025-03-01'`)),
    },
    {
      question: 'average repair estimate last month',
      expect: () => states(value('avg(estimate)', `day LIKE '2025-09-%'`)),
    },
    {
      question: 'How many reports two months ago?',
      expect: () => states(count(`day LIKE '2025-08-%'`)),
    },
    {
      question: 'how many open claims in the last 30 days',
      expect: () => states(count(`status = 'Open' AND day >= ?`, since(30))),
    },
    // Casual wording with typos.
    {
      question: 'how many reprots from the rail yrd',
      expect: () => states(count(`area = 'Rail Yard'`)),
    },
    {
      question: 'avg repair estimate 4 door seal broken?',
      expect: () => states(value('avg(estimate)', `damage = 'Door Seal Broken'`)),
    },
    {
      question: 'hw many dented panels did orient bay have',
      expect: () => states(count(`damage = 'Dented Panel' AND line = 'Orient Bay Carriers'`)),
    },
    // Follow-ups.
    {
      before: ['How many reports were for dented panels?'],
      question: 'and corner casting cracks?',
      expect: () => states(count(`damage = 'Corner Casting Crack'`)),
    },
    {
      before: ['What is the average repair estimate for Pacific Crest?'],
      question: 'what about Northstar Shipping?',
      expect: () => states(value('avg(estimate)', `line = 'Northstar Shipping'`)),
    },
    // Lookups by id and by container.
    {
      question: 'Show report CDR/25/00136',
      expect: () => names(sample(5)['damage']!, sample(5)['area']!),
    },
    {
      question: "what's the claim status of CDR/25/02901",
      expect: () => names(sample(400)['status']!),
    },
    {
      question: `How many damage reports does container ${'NSTU 400173-1'} have?`,
      expect: () => states(count(`container = 'NSTU 400173-1'`)),
    },
    // Two asks in one question.
    {
      question: 'How many claims were settled and what was their total repair estimate?',
      expect: () =>
        all(
          states(count(`status = 'Settled'`)),
          states(value('sum(estimate)', `status = 'Settled'`), 0.51),
        ),
    },
    {
      question: 'How many reports came from the Gate Complex and how many from the Rail Yard?',
      expect: () =>
        all(states(count(`area = 'Gate Complex'`)), states(count(`area = 'Rail Yard'`))),
    },
    // A second batch, in other forms.
    {
      question: 'Which terminal area had the fewest reports?',
      expect: () => {
        const [last] = raw
          .prepare(`SELECT area AS k, count(*) AS v FROM reports GROUP BY k ORDER BY v LIMIT 1`)
          .all() as { k: string; v: number }[];
        return leads(last!.k, last!.v);
      },
    },
    {
      question: 'What are the 2 most common damage types at Berth 4 North?',
      expect: () => {
        const rows = top('damage', 'count(*)', `area = 'Berth 4 North'`).slice(0, 2);
        return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v)));
      },
    },
    {
      question: 'which shipping line has the highest share of rejected claims',
      expect: () => {
        const [first] = top('line', `avg(status = 'Rejected')`);
        return leads(first!.k, Math.round(first!.v * 1000) / 10, 0.051);
      },
    },
    {
      question: 'How many reports in the first half of the year?',
      expect: () => states(count(`day BETWEEN '2025-01-01' AND '2025-06-30'`)),
    },
    {
      question: 'How many reports this month?',
      expect: () => states(count(`day LIKE '2025-10-%'`)),
    },
    {
      question: 'avg weight of reefers',
      expect: () => states(value('avg(tonnes)', `box_type = '40ft Reefer'`)),
    },
    {
      question: 'How many hazardous boxes had a dented panel?',
      expect: () => states(count(`hazardous = 1 AND damage = 'Dented Panel'`)),
    },
    {
      question: 'How many claims were closed in September?',
      expect: () => states(count(`closed LIKE '2025-09-%'`)),
    },
    {
      question: 'Which month had the most damage reports?',
      expect: () => {
        const [first] = top(`substr(day, 1, 7)`, 'count(*)');
        return states(first!.v);
      },
    },
    {
      question: 'How many reports did Ingrid Holm survey?',
      expect: () => states(count(`surveyor = 'Ingrid Holm'`)),
    },
    {
      question: 'what was the total repair estimate for Blue Anchor in Q2?',
      expect: () =>
        states(
          value(
            'sum(estimate)',
            `line = 'Blue Anchor Lines' AND day BETWEEN '2025-04-01' AND '2025-06-30'`,
          ),
          0.51,
        ),
    },
    {
      question: 'number of reports per shipping line',
      expect: () => {
        const rows = top('line', 'count(*)');
        return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v)));
      },
    },
    {
      question: 'Who surveyed the most water ingress reports?',
      expect: () => {
        const [first] = top('surveyor', 'count(*)', `damage = 'Water Ingress'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'how many reports between 1 March and 15 April',
      expect: () => states(count(`day BETWEEN '2025-03-01' AND '2025-04-15'`)),
    },
    {
      question: 'Which box type has the highest average gross weight?',
      expect: () => {
        const [first] = top('box_type', 'avg(tonnes)');
        return leads(first!.k, first!.v);
      },
    },
    {
      before: ['How many reports were for water ingress?'],
      question: 'how many of those were at Berth 4 South?',
      expect: () => states(count(`damage = 'Water Ingress' AND area = 'Berth 4 South'`)),
    },
    // One report looked up by its number: both fields asked, in the order asked, first.
    {
      question: 'Which terminal area and which damage type is report CDR/25/00108 about?',
      expect: () => {
        const report = raw
          .prepare(`SELECT area, damage FROM reports WHERE id = 'CDR/25/00108'`)
          .get() as { area: string; damage: string };
        return (answer) => {
          const lead = answer.text.split('\n')[0]!;
          const area = lead.indexOf(`**${report.area}**`);
          const damage = lead.indexOf(`**${report.damage}**`);
          return area >= 0 && damage > area ? undefined : `does not lead with both: ${lead}`;
        };
      },
    },
    {
      question: 'Which terminal area was report CDR/25/99999 in?',
      expect: () => all(declines(), names('There is no report with id CDR/25/99999')),
    },
    // Follow-ups keep the earlier scope: a share among its records, a widened field, a narrowing verb.
    {
      before: ['How many Water Ingress reports were there at Berth 4 South?'],
      question:
        'What proportion of those were raised by containers on the Northstar Shipping line?',
      expect: () =>
        statesShare(
          count(
            `damage = 'Water Ingress' AND area = 'Berth 4 South' AND line = 'Northstar Shipping'`,
          ) / count(`damage = 'Water Ingress' AND area = 'Berth 4 South'`),
        ),
    },
    {
      before: ['How many Water Ingress reports were there at Berth 4 South?'],
      question: 'And across all terminal areas?',
      expect: () => states(count(`damage = 'Water Ingress'`)),
    },
    {
      before: ['How many Water Ingress reports were there at Berth 4 South?'],
      question: 'Narrow that down to hazardous cargo only.',
      expect: () =>
        states(count(`damage = 'Water Ingress' AND area = 'Berth 4 South' AND hazardous = 1`)),
    },
    // What the data cannot answer.
    { question: 'Which crane operator caused the most damage?', expect: declines },
    { question: 'What was the average vessel delay in hours?', expect: declines },
    {
      question: 'How many reports were about stolen cargo?',
      todo: "an unknown word before a field's word ('stolen cargo') is answered in part",
      expect: declines,
    },
    {
      question: 'Which port of origin had the most damage?',
      expect: declines,
    },
    { question: 'What is the insurance premium per container?', expect: declines },
    { question: 'How many reports mention the weather forecast accuracy?', expect: declines },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
