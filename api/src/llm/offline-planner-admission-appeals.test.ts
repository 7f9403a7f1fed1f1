import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  ADMISSION_APPEALS_MAPPING,
  admissionAppeals,
  admissionAppealsCsv,
  admissionAppealsTable,
} from './admission-appeals-fixture';
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

/**
 * Analyst questions over a local authority's school admission appeals (a data shape the planner
 * was never built on: day-first times with a four-digit year over two calendar years, a hearing
 * date beside the lodged time, "APL-24-0105-B" references, flags written "EHCP"/"none" and
 * "Late"/"On time", two schools that share a word, blanks until an appeal is heard), asked end to
 * end through the real API and engine. Every truth is plain SQL over the rows as generated; the
 * data runs from 2 September 2024 to 22 August 2025.
 */
describe('offline planner on school admission appeals (truths by SQL)', () => {
  const appeals = admissionAppeals(1000);
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    product = await startImportedProduct(
      admissionAppealsCsv(appeals),
      ADMISSION_APPEALS_MAPPING,
      appeals.length,
    );
    raw = admissionAppealsTable(appeals);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { value, count, top, since } = tableTruths(() => raw, 'appeals');
  const upheldRate = (where: string, ...params: unknown[]) =>
    count(`${where} AND decision = 'Upheld'`, ...params) / count(where, ...params);

  const cases: AnalystCase[] = [
    // Counts and shares.
    { question: 'How many appeals have been lodged?', expect: () => states(count('1')) },
    {
      question: 'How many appeals were upheld?',
      expect: () => states(count(`decision = 'Upheld'`)),
    },
    {
      question: 'How many appeals were lodged late?',
      expect: () => states(count('late = 1')),
    },
    {
      question: 'what percentage of appeals involve a child with an EHCP?',
      expect: () => statesShare(count('ehcp = 1') / count('1')),
    },
    {
      question: 'What fraction of Kingsmead Grammar appeals were dismissed?',
      expect: () =>
        statesShare(
          count(`school = 'Kingsmead Grammar' AND decision = 'Dismissed'`) /
            count(`school = 'Kingsmead Grammar'`),
        ),
    },
    {
      question: 'How many appeals are awaiting a hearing?',
      expect: () => states(count(`decision = 'Awaiting Hearing'`)),
    },
    {
      question: 'how many appeals were for Year 7 places',
      expect: () => states(count(`year_group = 'Year 7'`)),
    },
    {
      question: 'How many appeals did each school get?',
      expect: () => {
        const rows = top('school', 'count(*)');
        return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v)));
      },
    },
    // A number's average, total and extreme.
    {
      question: 'What is the average distance from home to school?',
      expect: () => states(value('avg(distance)')),
    },
    {
      question: 'average hearing length',
      expect: () => states(value('avg(minutes)')),
    },
    {
      question: 'mean distance for Riverside Primary appeals',
      expect: () => states(value('avg(distance)', `school = 'Riverside Primary'`)),
    },
    {
      question: 'How many minutes of hearings were held in total?',
      expect: () => states(value('sum(minutes)')),
    },
    // Comparisons.
    {
      question: 'Oakwood Academy vs Oakwood Junior School appeals',
      expect: () =>
        all(
          states(count(`school = 'Oakwood Academy'`)),
          states(count(`school = 'Oakwood Junior School'`)),
        ),
    },
    {
      question: 'Compare March and April appeal numbers',
      expect: () =>
        all(states(count(`day LIKE '2025-03-%'`)), states(count(`day LIKE '2025-04-%'`))),
    },
    {
      question: 'Is the uphold rate higher for Medical Need or Sibling Link appeals?',
      expect: () =>
        all(
          statesShare(upheldRate(`ground = 'Medical Need'`)),
          statesShare(upheldRate(`ground = 'Sibling Link'`)),
        ),
    },
    {
      question: 'average hearing length by panel chair',
      expect: () => {
        const rows = top('chair', 'avg(minutes)');
        return all(...rows.map((row) => states(row.v)));
      },
    },
    {
      question: 'Were there more appeals in 2025 than in 2024?',
      expect: () => all(states(count(`day LIKE '2025-%'`)), states(count(`day LIKE '2024-%'`))),
    },
    // Rankings.
    {
      question: 'Which school had the most appeals?',
      expect: () => {
        const [first] = top('school', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'top 2 grounds of appeal',
      expect: () => {
        const rows = top('ground', 'count(*)').slice(0, 2);
        return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v)));
      },
    },
    {
      question: 'Which panel chair upholds the most appeals?',
      expect: () => {
        const [first] = top('chair', 'count(*)', `decision = 'Upheld'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'rank schools by average distance',
      expect: () => {
        const [first] = top('school', 'avg(distance)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'list the year groups with the most late applications',
      expect: () => {
        const [first] = top('year_group', 'count(*)', 'late = 1');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'which route do parents use most to lodge appeals',
      expect: () => {
        const [first] = top('route', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which ground of appeal has the highest uphold rate?',
      expect: () => {
        const rows = raw
          .prepare(
            `SELECT ground AS k, avg(decision = 'Upheld') AS v FROM appeals GROUP BY k ORDER BY v DESC LIMIT 1`,
          )
          .all() as { k: string; v: number }[];
        return leads(rows[0]!.k, Math.round(rows[0]!.v * 1000) / 10, 0.051);
      },
    },
    // Relative periods (the data ends on 22 August 2025).
    {
      question: 'How many appeals last quarter?',
      expect: () => states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
    },
    {
      question: 'appeals in the past 6 weeks',
      expect: () => states(count('day >= ?', since(42))),
    },
    {
      question: 'how many distance measurement appeals since March?',
      expect: () => states(count(`ground = 'Distance Measurement' AND day >= '2025-03-01'`)),
    },
    {
      question: 'average hearing length last month',
      expect: () => states(value('avg(minutes)', `day LIKE '2025-07-%'`)),
    },
    {
      question: 'how many appeals were lodged two months ago',
      expect: () => states(count(`day LIKE '2025-06-%'`)),
    },
    {
      question: 'How many appeals were lodged in 2024?',
      expect: () => states(count(`day LIKE '2024-%'`)),
    },
    // Casual wording with typos.
    {
      question: 'how many apeals for hillside hgh',
      expect: () => states(count(`school = 'Hillside High'`)),
    },
    {
      question: 'avg distnace for oakwood academy?',
      expect: () => states(value('avg(distance)', `school = 'Oakwood Academy'`)),
    },
    {
      question: 'how many got upheld in person',
      expect: () => states(count(`decision = 'Upheld' AND route = 'In Person'`)),
    },
    // Follow-ups.
    {
      before: ['How many appeals were on the ground of medical need?'],
      question: 'and faith criteria?',
      expect: () => states(count(`ground = 'Faith Criteria'`)),
    },
    {
      before: ['What is the average hearing length for Helen Price?'],
      question: 'and for Dr Samuel Okafor?',
      expect: () => states(value('avg(minutes)', `chair = 'Dr Samuel Okafor'`)),
    },
    // Lookups by reference and by family.
    {
      question: `Show appeal ${appeals[5]!.ref}`,
      expect: () => names(appeals[5]!.school, appeals[5]!.ground),
    },
    {
      question: `what was the decision on ${appeals[300]!.ref}?`,
      expect: () => names(appeals[300]!.decision),
    },
    {
      question: 'How many appeals has family FAM-001273 lodged?',
      expect: () => states(count(`family = 'FAM-001273'`)),
    },
    // Two asks in one question.
    {
      question: 'How many appeals were upheld and how many were dismissed?',
      expect: () =>
        all(states(count(`decision = 'Upheld'`)), states(count(`decision = 'Dismissed'`))),
    },
    {
      question: 'How many appeals were withdrawn, and what was their average distance?',
      expect: () =>
        all(
          states(count(`decision = 'Withdrawn'`)),
          states(value('avg(distance)', `decision = 'Withdrawn'`)),
        ),
    },
    // A second batch, in other forms.
    {
      question: 'How many hearings took place in July?',
      expect: () => states(count(`hearing LIKE '2025-07-%'`)),
    },
    {
      question: 'Which year group has the fewest appeals?',
      expect: () => {
        const [last] = raw
          .prepare(
            `SELECT year_group AS k, count(*) AS v FROM appeals GROUP BY k ORDER BY v LIMIT 1`,
          )
          .all() as { k: string; v: number }[];
        return leads(last!.k, last!.v);
      },
    },
    {
      question: 'what share of Year 12 appeals were upheld',
      expect: () => statesShare(upheldRate(`year_group = 'Year 12'`)),
    },
    {
      question: 'average distance for upheld vs dismissed appeals',
      expect: () =>
        all(
          states(value('avg(distance)', `decision = 'Upheld'`)),
          states(value('avg(distance)', `decision = 'Dismissed'`)),
        ),
    },
    {
      question: 'How many appeals since January?',
      expect: () => states(count(`day >= '2025-01-01'`)),
    },
    {
      question: 'How many appeals in autumn 2024?',
      expect: () => states(count(`day BETWEEN '2024-09-01' AND '2024-11-30'`)),
    },
    {
      question: 'How many appeals this year?',
      expect: () => states(count(`day LIKE '2025-%'`)),
    },
    {
      question: 'How many appeals last year?',
      expect: () => states(count(`day LIKE '2024-%'`)),
    },
    {
      question: 'Which chair holds the longest hearings on average?',
      expect: () => {
        const [first] = top('chair', 'avg(minutes)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'how many appeals came in on paper forms',
      expect: () => states(count(`route = 'Paper Form'`)),
    },
    {
      question: 'how many apeals did kingsmead get in may',
      expect: () => states(count(`school = 'Kingsmead Grammar' AND day LIKE '2025-05-%'`)),
    },
    {
      question: 'top school for sibling link appeals',
      expect: () => {
        const [first] = top('school', 'count(*)', `ground = 'Sibling Link'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which month saw the most appeals?',
      expect: () => {
        const [first] = top(`substr(day, 1, 7)`, 'count(*)');
        return states(first!.v);
      },
    },
    {
      question: 'Who chaired the most appeals?',
      expect: () => {
        const [first] = top('chair', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Who chaired the most hearings?',
      todo: "'the most <noun of a number field>' read as that number's average (engineer A's measure words)",
      expect: () => {
        const [first] = top('chair', 'count(*)', 'hearing IS NOT NULL');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'How many appeals involved an EHCP and were upheld?',
      todo: "'involved' left unknown declines it; reading it as a verb of having made a rail question ('which train driver was involved in the most delays') answer instead of declining",
      expect: () => states(count(`ehcp = 1 AND decision = 'Upheld'`)),
    },
    {
      question: 'withdrawal rate by school',
      expect: () => {
        const [first] = top('school', `avg(decision = 'Withdrawn')`);
        return statesShare(first!.v);
      },
    },
    {
      before: ['How many appeals were dismissed?'],
      question: 'and how many of them were for Hillside High?',
      expect: () => states(count(`decision = 'Dismissed' AND school = 'Hillside High'`)),
    },
    // What the data cannot answer.
    {
      question: 'What is the average household income of appealing families?',
      expect: declines,
    },
    { question: 'Which catchment area had the most appeals?', expect: declines },
    { question: 'How many appeals were about school uniforms?', expect: declines },
    { question: 'What is the pupil-teacher ratio at Hillside High?', expect: declines },
    { question: 'How many appeals went to judicial review?', expect: declines },
    { question: 'Which headteacher had the most appeals against their school?', expect: declines },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
