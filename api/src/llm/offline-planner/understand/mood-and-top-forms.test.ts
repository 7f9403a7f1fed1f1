import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { WARRANTY_CLAIMS_DICTIONARY } from './two-dates-dictionaries';

/**
 * "How positive or negative is X?" asks X's average sentiment (not a count of its positive and
 * negative records, nor the rate of a yes/no field the records are picked by); "X's number one
 * reason", "X's top peril" ask the one value at the top of that field for X. "The top perils"
 * (plural) still lists several.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  return plan.unknown.length > 0 ? `${planSaid(plan)} ?${plan.unknown.join(',')}` : planSaid(plan);
}

describe('how positive or negative, and the number one value', () => {
  expectEach(read, [
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'How negative or positive are fast track claims?',
      'm=average:sentiment f=fast_track=true',
    ],
    [
      FURNITURE_CONTACTS_DICTIONARY,
      'How negative or positive are premium customers?',
      'm=average:sentiment f=premium=true',
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How positive or negative is York Central?',
      'm=average:sentiment f=club=York Central',
    ],
    [
      RIDE_SUPPORT_DICTIONARY,
      'How negative or positive were premium riders in Porto?',
      'm=average:sentiment f=city=Porto,premium_rider=true',
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      "What is T. Okafor's top peril?",
      'm=count f=handler=T. Okafor g=peril r=desc1',
    ],
    [
      GYM_QUERIES_DICTIONARY,
      "What is North Leeds's top category?",
      'm=count f=club=North Leeds g=category r=desc1',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      "What is Riverside's top product line?",
      'm=count f=centre=Riverside g=product r=desc1',
    ],
    [
      RIDE_SUPPORT_DICTIONARY,
      "What was Lisbon's number one category?",
      'm=count f=city=Lisbon g=category r=desc1',
    ],
    // Controls: several at the top, and a count of one mood, stay as they were.
    [
      INSURANCE_CLAIMS_DICTIONARY,
      "What are T. Okafor's top perils?",
      'm=count f=handler=T. Okafor g=peril r=desc5',
    ],
    [
      RIDE_SUPPORT_DICTIONARY,
      'How many airport trip messages were negative?',
      'm=count f=airport_trip=true,sentimentLabel=negative',
    ],
  ]);
});
