import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { categoryFields } from './fixture-dictionary';
import { checkForms, planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * Ordinary words that never change the figure asked — an intensifier ("every single", "every
 * last"), "calendar" before a period ("this calendar year"), text-speak ("wots", "wot", "ppl",
 * "appts", "thru") — read as the plain question, not declined as something the data lacks.
 * Guards: a word the data itself uses ("Single" rooms) stays a value, "calendar" that names no
 * period and attributes no field holds (age, NPS, revenue) still decline. Phrasings of our own
 * over gym, hotel, council, insurance and rail data.
 */
const GYM = GYM_QUERIES_DICTIONARY;
const HOTEL = HOTEL_FEEDBACK_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;
const ROOMS: DataDictionary = {
  ...HOTEL,
  fields: [...HOTEL.fields, categoryFields(1800, 600, 100)('room', ['Single', 'Double', 'Suite'])],
};

checkForms('ordinary words read as the plain question', [
  [HOTEL, 'average rating across every single review', { measure: 'average score' }],
  [GYM, 'mean days to resolve over every last query', { measure: 'average days_to_resolve' }],
  [COUNCIL, 'wots the most common service', { groupBy: 'category', rank: 'desc' }],
  [RAIL, 'wot share of claims r rejected', { measure: 'share', filters: ['outcome=Rejected'] }],
  [HOTEL, 'how many ppl complained about noise', { filters: ['kind=Complaint', 'topic=Noise'] }],
  [GYM, 'how many queries came in thru the app', { filters: ['channel=App'] }],
  // Guards: a word of the data's own values, and attributes no field holds.
  [ROOMS, 'how many reviews of single rooms', { filters: ['room=Single'] }],
  [GYM, 'how many calendar bookings', { declined: true }],
  [HOTEL, 'average guest age across every single review', { declined: true }],
  [CLAIMS, 'wots the NPS of every single claim', { declined: true }],
]);

describe('"calendar" before a period is that period', () => {
  const cases: [DataDictionary, string, string][] = [
    [GYM, 'How many queries came in this calendar year?', 'this year'],
    [CLAIMS, 'number of storm claims in the current calendar month', 'this month'],
    [RAIL, 'how many refunds in the last calendar quarter', 'the last quarter'],
  ];
  for (const [dictionary, question, label] of cases) {
    it(`${dictionary.name}: ${question}`, () => {
      const plan = planOfTurns(dictionary, [question]);
      assert.deepEqual(plan.unknown, []);
      assert.ok(plan.period?.label.startsWith(label), plan.period?.label);
    });
  }
});
