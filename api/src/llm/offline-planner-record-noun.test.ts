import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  ADMISSION_APPEALS_MAPPING,
  admissionAppeals,
  admissionAppealsCsv,
  admissionAppealsTable,
} from './admission-appeals-fixture';
import { tableTruths } from './analyst-cases-support';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';
import {
  PATIENT_TRANSPORT_MAPPING,
  patientJourneys,
  patientJourneysCsv,
  patientJourneysTable,
} from './patient-transport-fixture';

/**
 * Answers over imported data call its records by the data's own noun ("appeals", "journeys"), in
 * a period's story and in the words a tool wrote (its summary, its error), never "communications"
 * (what the tools call every record). Phrasings of our own; the period's total is plain SQL.
 */

interface NounCase {
  question: string;
  /** The records' noun the answer must use. */
  noun: RegExp;
  /** A figure the answer states, by SQL. */
  total?: () => number;
}

function suite(
  title: string,
  start: () => Promise<{ product: OfflineProduct; raw: Database.Database }>,
  cases: (truths: ReturnType<typeof tableTruths>) => NounCase[],
  table: string,
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
      it(item.question, async () => {
        const { answer } = await product.ask(item.question);
        assert.doesNotMatch(answer.text, /\bcommunications?\b/i, answer.text);
        assert.match(answer.text, item.noun, answer.text);
        if (item.total) assert.match(answer.text, new RegExp(`\\b${item.total()}\\b`), answer.text);
      });
    }
  });
}

suite(
  'record nouns in answers over school admission appeals',
  async () => {
    const appeals = admissionAppeals(900);
    const product = await startImportedProduct(
      admissionAppealsCsv(appeals),
      ADMISSION_APPEALS_MAPPING,
      appeals.length,
    );
    return { product, raw: admissionAppealsTable(appeals) };
  },
  ({ count }) => [
    {
      question: 'What happened in March 2025?',
      noun: /\bappeals\b/,
      total: () => count(`day BETWEEN '2025-03-01' AND '2025-03-31'`),
    },
    {
      question: 'Tell me the story of January 2025',
      noun: /\bappeals\b/,
      total: () => count(`day BETWEEN '2025-01-01' AND '2025-01-31'`),
    },
    { question: 'Give me a rundown of the last week', noun: /\bappeals\b/ },
    {
      question: 'What was the story in December 2024?',
      noun: /\bappeals\b/,
      total: () => count(`day BETWEEN '2024-12-01' AND '2024-12-31'`),
    },
    { question: 'Anything unusual on 2025-05-14?', noun: /\bappeals?\b/ },
    { question: 'Look up appeal APL-00-0000-Z for me', noun: /\bappeals?\b/ },
  ],
  'appeals',
);

suite(
  'record nouns in answers over patient transport journeys',
  async () => {
    const journeys = patientJourneys(900);
    const product = await startImportedProduct(
      patientJourneysCsv(journeys),
      PATIENT_TRANSPORT_MAPPING,
      journeys.length,
    );
    return { product, raw: patientJourneysTable(journeys) };
  },
  ({ count }) => [
    {
      question: 'Give me the story of October',
      noun: /\bjourneys\b/,
      total: () => count(`day BETWEEN '2025-10-01' AND '2025-10-31'`),
    },
    { question: 'What went on last week?', noun: /\bjourneys\b/ },
    { question: 'Summary of last week please', noun: /\bjourneys\b/ },
    { question: 'Show me journey PTS.99.99999', noun: /\bjourney\b/ },
    {
      question: 'What happened in June 2025?',
      noun: /\bjourneys\b/,
      total: () => count(`day BETWEEN '2025-06-01' AND '2025-06-30'`),
    },
  ],
  'journeys',
);
