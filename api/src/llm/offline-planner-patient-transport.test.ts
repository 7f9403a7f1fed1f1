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
  PATIENT_TRANSPORT_MAPPING,
  patientJourneys,
  patientJourneysCsv,
  patientJourneysTable,
} from './patient-transport-fixture';

/**
 * Analyst questions over a hospital's patient-transport log (a data shape the planner was never
 * built on: year-first dotted times, "PTS.25.01204" journey numbers, "RX" hospital numbers, flags
 * written "Y"/blank and "YES"/"NO", values that share words), asked end to end through the real
 * API and engine. Every truth is plain SQL over the rows as generated.
 */
describe('offline planner on a patient-transport log (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const journeys = patientJourneys(1200);
    product = await startImportedProduct(
      patientJourneysCsv(journeys),
      PATIENT_TRANSPORT_MAPPING,
      journeys.length,
    );
    raw = patientJourneysTable(journeys);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { value, count, top, since, sample } = tableTruths(() => raw, 'journeys');

  const cases: AnalystCase[] = [
    // Counts and shares.
    { question: 'How many journeys were there in total?', expect: () => states(count('1')) },
    {
      question: 'how many discharge home journeys',
      expect: () => states(count(`type = 'Discharge Home'`)),
    },
    {
      question: 'What share of journeys were cancelled by the ward?',
      expect: () => statesShare(count(`outcome = 'Cancelled by Ward'`) / count('1')),
    },
    {
      question: 'What percentage of journeys needed an escort?',
      expect: () => statesShare(count('escort = 1') / count('1')),
    },
    {
      question: 'How many bariatric stretcher journeys were there?',
      expect: () => states(count(`mobility = 'Bariatric Stretcher'`)),
    },
    {
      question: 'how many journeys were aborted',
      expect: () => states(count(`outcome = 'Aborted'`)),
    },
    {
      question: 'What proportion of renal dialysis runs completed late?',
      expect: () =>
        statesShare(
          count(`type = 'Renal Dialysis' AND outcome = 'Completed - Late'`) /
            count(`type = 'Renal Dialysis'`),
        ),
    },
    {
      question: 'how many infection control journeys from northfield',
      expect: () => states(count(`infection = 1 AND site = 'Northfield General'`)),
    },
    // A number's average, total and extreme.
    {
      question: 'What is the average wait in minutes?',
      expect: () => states(value('avg(wait)')),
    },
    { question: 'total miles driven', expect: () => states(value('sum(miles)'), 0.51) },
    {
      question: 'What was the longest wait?',
      expect: () => states(value('max(wait)')),
    },
    {
      question: 'How much did patient transport cost in total?',
      expect: () => states(value('sum(cost)'), 0.51),
    },
    {
      question: 'average cost of an inter-hospital transfer',
      expect: () => states(value('avg(cost)', `type = 'Inter-Hospital Transfer'`)),
    },
    {
      question: "What's the average wait for wheelchair patients?",
      expect: () => states(value('avg(wait)', `mobility = 'Wheelchair'`)),
    },
    // Comparisons.
    {
      question: "Compare the average wait at St Mary's Main and Northfield General",
      expect: () =>
        all(
          states(value('avg(wait)', `site = 'St Mary''s Main'`)),
          states(value('avg(wait)', `site = 'Northfield General'`)),
        ),
    },
    {
      question: 'Do wheelchair patients wait longer than walkers?',
      expect: () =>
        all(
          states(value('avg(wait)', `mobility = 'Wheelchair'`)),
          states(value('avg(wait)', `mobility = 'Walker'`)),
        ),
    },
    {
      question: 'How did the number of journeys in October compare with September?',
      expect: () =>
        all(states(count(`day LIKE '2025-10-%'`)), states(count(`day LIKE '2025-09-%'`))),
    },
    {
      question: 'Was the late rate higher for crew Alpha or crew Bravo?',
      expect: () =>
        all(
          ...['Alpha', 'Bravo'].map((crew) =>
            statesShare(
              count(`crew = ? AND outcome = 'Completed - Late'`, crew) / count('crew = ?', crew),
            ),
          ),
        ),
    },
    {
      question: 'compare P1 urgent and P3 planned journeys by average miles',
      expect: () =>
        all(
          states(value('avg(miles)', `priority = 'P1 Urgent'`)),
          states(value('avg(miles)', `priority = 'P3 Planned'`)),
        ),
    },
    // Rankings.
    {
      question: 'Which crew did the most journeys?',
      expect: () => leads(top('crew', 'count(*)')[0]!.k, top('crew', 'count(*)')[0]!.v),
    },
    {
      question: 'top 3 pick-up sites by number of journeys',
      expect: () => {
        const rows = top('site', 'count(*)');
        return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v)));
      },
    },
    {
      question: 'list the journey types with the most cancellations',
      expect: () => {
        const [first] = top('type', 'count(*)', `outcome LIKE 'Cancelled%'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'rank the crews by average wait',
      expect: () => {
        const [first] = top('crew', 'avg(wait)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'which site has the longest average wait',
      expect: () => {
        const [first] = top('site', 'avg(wait)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which booking route is used the most?',
      expect: () => {
        const [first] = top('via', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'what mobility class costs the most on average',
      expect: () => {
        const [first] = top('mobility', 'avg(cost)');
        return leads(first!.k, first!.v);
      },
    },
    // Relative periods (the data ends on 19 December 2025).
    {
      question: 'How many journeys last quarter?',
      expect: () => states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
    },
    {
      question: 'journeys in the past 6 weeks',
      expect: () => states(count('day >= ?', since(42))),
    },
    {
      question: 'How many discharges to care homes since September?',
      expect: () => states(count(`type = 'Discharge to Care Home' AND day >= '2025-09-01'`)),
    },
    {
      question: 'average wait last month',
      expect: () => states(value('avg(wait)', `day LIKE '2025-11-%'`)),
    },
    {
      question: 'How many journeys in the last 30 days completed late?',
      expect: () => states(count(`outcome = 'Completed - Late' AND day >= ?`, since(30))),
    },
    // Casual wording with typos.
    {
      question: 'how many wheelchiar journeys in novmber',

      expect: () => states(count(`mobility = 'Wheelchair' AND day LIKE '2025-11-%'`)),
    },
    {
      question: 'avg wait @ riverside?',
      expect: () => states(value('avg(wait)', `site = 'Riverside Community'`)),
    },
    {
      question: 'whos the busiest crew',
      expect: () => leads(top('crew', 'count(*)')[0]!.k, top('crew', 'count(*)')[0]!.v),
    },
    // Follow-ups.
    {
      before: ['How many journeys came from Northfield General?'],
      question: 'and from Riverside Community?',
      expect: () => states(count(`site = 'Riverside Community'`)),
    },
    {
      before: ['What is the average wait for renal dialysis?'],
      question: 'what about outpatient appointments?',
      expect: () => states(value('avg(wait)', `type = 'Outpatient Appointment'`)),
    },
    // Lookups by id and by patient.
    {
      question: `Show me journey ${'PTS.25.01204'}`,

      expect: () => {
        const row = sample(1);
        return names(row['type']!, row['site']!);
      },
    },
    {
      question: 'How many journeys did patient RX4100037 have?',
      expect: () => states(count(`patient = 'RX4100037'`)),
    },
    {
      question: 'what happened to PTS.25.01300',

      expect: () => names(sample(33)['outcome']!),
    },
    // Two asks in one question.
    {
      question: 'How many journeys needed an escort and what was their average cost?',

      expect: () => all(states(count('escort = 1')), states(value('avg(cost)', `escort = 1`))),
    },
    {
      question: 'How many Bleep bookings were there and how many were walk-ups?',
      expect: () => all(states(count(`via = 'Bleep'`)), states(count(`via = 'Walk-up'`))),
    },
    // What the data cannot answer.
    { question: 'What is the average patient age?', expect: declines },
    {
      question: 'Which ward booked the most journeys?',

      expect: declines,
    },
    { question: 'How many journeys went by helicopter?', expect: declines },
    { question: 'What was the fuel cost per vehicle?', expect: declines },
    { question: 'What was the average patient satisfaction score?', expect: declines },
    { question: 'Which paramedic had the most complaints?', expect: declines },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
