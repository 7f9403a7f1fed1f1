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
  names,
  states,
  tableTruths,
  type AnalystCase,
} from './analyst-cases-support';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';
import {
  PATIENT_TRANSPORT_MAPPING,
  patientJourneys,
  patientJourneysCsv,
  patientJourneysTable,
} from './patient-transport-fixture';

/**
 * Names, values and follow-ups end to end over school admission appeals and patient transport
 * journeys (phrasings of our own): people named by part of their name and joined by "or", a
 * follow-up pointing back at the earlier winner by its role, a value beside a period, a figure the
 * data has no field for, and a compound the data holds as no one value. Truths are plain SQL.
 */
function suite(
  title: string,
  start: () => Promise<{ product: OfflineProduct; raw: Database.Database }>,
  table: string,
  cases: (truths: ReturnType<typeof tableTruths>) => AnalystCase[],
) {
  describe(title, () => {
    let product: OfflineProduct;
    let raw: Database.Database;
    before(async () => ({ product, raw } = await start()));
    after(async () => {
      await product.close();
      raw.close();
    });
    for (const item of cases(tableTruths(() => raw, table))) {
      it([...(item.before ?? []), item.question].join(' → '), async () => {
        const { answer, problem } = await askCase(product, item);
        assertRight(item, answer, problem);
      });
    }
  });
}

suite(
  'names, values and follow-ups over school admission appeals (truths by SQL)',
  async () => {
    const appeals = admissionAppeals(900);
    const product = await startImportedProduct(
      admissionAppealsCsv(appeals),
      ADMISSION_APPEALS_MAPPING,
      appeals.length,
    );
    return { product, raw: admissionAppealsTable(appeals) };
  },
  'appeals',
  ({ count, value, top, since }) => [
    {
      question: 'How many appeals did Helen or Margaret chair?',
      expect: () => states(count(`chair IN ('Helen Price', 'Cllr Margaret Doyle')`)),
    },
    {
      question: 'Did Helen or Samuel chair more appeals?',
      expect: () =>
        all(states(count(`chair = 'Helen Price'`)), states(count(`chair = 'Dr Samuel Okafor'`))),
    },
    {
      before: ['Which panel chair heard the most appeals?'],
      question: 'What was the average hearing length for that chair?',
      expect: () => {
        const chair = top('chair', 'count(*)')[0]!.k;
        return states(value('avg(minutes)', 'chair = ?', chair), 0.01);
      },
    },
    {
      before: ['Which school had the most appeals?'],
      question: "How many of the same school's appeals were upheld?",
      expect: () => {
        const school = top('school', 'count(*)')[0]!.k;
        return states(count(`school = ? AND decision = 'Upheld'`, school));
      },
    },
    {
      question: 'In the last 30 days, how many appeals were about sibling links?',
      expect: () => states(count(`ground = 'Sibling Link' AND day >= ?`, since(30))),
    },
    { question: "What's the postcode of appeals for Hillside High?", expect: () => declines() },
  ],
);

suite(
  'names, values and follow-ups over patient transport journeys (truths by SQL)',
  async () => {
    const journeys = patientJourneys(900);
    const product = await startImportedProduct(
      patientJourneysCsv(journeys),
      PATIENT_TRANSPORT_MAPPING,
      journeys.length,
    );
    return { product, raw: patientJourneysTable(journeys) };
  },
  'journeys',
  ({ count, value, top, since }) => [
    {
      before: ['Which crew did the most journeys?'],
      question: 'What was the total cost for that crew?',
      expect: () => {
        const crew = top('crew', 'count(*)')[0]!.k;
        return all(names(crew), states(value('round(sum(cost), 2)', 'crew = ?', crew), 0.01));
      },
    },
    {
      question: 'How many journeys did Alpha or Bravo do?',
      expect: () => states(count(`crew IN ('Alpha', 'Bravo')`)),
    },
    {
      question: 'Did crew Charlie or crew Echo do more journeys?',
      expect: () => all(states(count(`crew = 'Charlie'`)), states(count(`crew = 'Echo'`))),
    },
    {
      question: 'In the past 30 days how many journeys were renal dialysis?',
      expect: () => states(count(`type = 'Renal Dialysis' AND day >= ?`, since(30))),
    },
    {
      question: "What's the fuel cost of journeys from Northfield General?",
      expect: () => declines(),
    },
    { question: 'How many community transfers did we bill?', expect: () => declines() },
  ],
);
