import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { categoryFields } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, planSaid } from './plans-forms-support';

/**
 * An attribute of the people behind the records (age, gender, income, ethnicity) said in any of
 * its forms ("age group", "older customers", "pensioners", "under-25s", "how old is the patient
 * on …") where no field holds it: declined with the words said, never a count or a ranking of
 * the records without it, nor the card of a looked-up record. Where a field holds it (an age band
 * of gym members) it is read; "older complaints", "the age of open claims" are about the records.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  // "aged over 30 days": whatever else the plan reads, no attribute of people is declined.
  if (question.includes(' days')) return 'not declined';
  if (plan.lookup) return `lookup ${plan.lookup.id}`;
  return planSaid(plan).replace(/ p=\S+/, '');
}

const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
/** Gym members whose age band the data keeps. */
const AGED_GYM: DataDictionary = {
  ...GYM_QUERIES_DICTIONARY,
  name: 'Gym member queries with age bands',
  fields: [
    ...GYM_QUERIES_DICTIONARY.fields,
    categoryFields(2000, 600, 100)('age_band', ['18-24', '25-44', '45-64', '65+'], {
      label: 'age band',
      synonyms: ['age group', 'age'],
    }),
  ],
};

describe('an attribute of people the data does not hold', () => {
  expectEach(read, [
    [COUNCIL, 'Which age group complains most about noise?', 'declined age group'],
    [
      COUNCIL,
      'Are older residents more likely to complain about parking?',
      'declined older residents',
    ],
    [COUNCIL, 'Do pensioners complain more than under-25s?', 'declined pensioners'],
    [CLAIMS, 'Break the claims down by gender', 'declined gender'],
    [CLAIMS, 'Which income bracket makes the most claims?', 'declined income bracket'],
    [CLAIMS, 'Do younger policyholders claim more for storms?', 'declined younger policyholders'],
    [CLINIC, 'How old is the patient who left the most feedback?', 'declined age'],
    [CLINIC, 'What share of feedback comes from patients aged over 65?', 'declined aged'],
    [CLINIC, 'Which ethnic group gives the lowest ratings?', 'declined ethnic group'],
    [
      GYM_QUERIES_DICTIONARY,
      'how many queries came from female members?',
      'declined female members',
    ],
    // Guards: the attribute held, or words about the records themselves.
    [AGED_GYM, 'How many queries came from each age band?', 'm=count g=age_band'],
    [AGED_GYM, 'Which age group raised the most queries?', 'm=count g=age_band r=desc1'],
    [COUNCIL, 'How many older complaints are still open?', 'm=count f=status=Open'],
    [COUNCIL, 'How many open complaints are aged over 30 days?', 'not declined'],
    [CLAIMS, 'How many claims were lodged by phone?', 'm=count f=lodged_via=Phone'],
    [COUNCIL, 'Which ward has the most complaints from residents?', 'm=count g=ward r=desc1'],
  ]);
});
