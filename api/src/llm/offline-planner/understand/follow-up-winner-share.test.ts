import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "Which district has the most urgent requests?" then "what share of all urgent requests is
 * that?": "that" is the earlier ranking's winner, carried as the share's part (the executor adds
 * it once the ranking is observed), over the records the earlier measure counted. Our own
 * phrasings over service requests, repair jobs and a clinic's feedback.
 */
const cases: [DataDictionary, string, string, string][] = [
  [
    SERVICE_REQUESTS_DICTIONARY,
    'Which district has the most urgent requests?',
    'What share of all urgent requests is that?',
    'm=share[] f=urgent=true refers(m=count f=urgent=true g=district r=desc1)',
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'which district sends in the most requests',
    'and what percentage of the total is that?',
    'm=share[] refers(m=count g=district r=desc1)',
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which appliance do most S1 jobs come from?',
    'What proportion of all S1 jobs does that represent?',
    'm=share[] f=severity=S1 refers(m=count f=severity=S1 g=appliance r=desc1)',
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which technician handled the most callback jobs?',
    'what % of all callback jobs is that',
    'm=share[] f=callback=true refers(m=count f=callback=true g=technician r=desc1)',
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Which clinic gets the most billing complaints?',
    'What share of all billing complaints is that?',
    'm=share[] f=category=billing refers(m=count f=category=billing g=clinic r=desc1)',
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'which clinic had the most feedback',
    'what percentage is that of all feedback?',
    'm=share[] refers(m=count g=clinic r=desc1)',
  ],
  [
    REPAIR_JOBS_DICTIONARY,
    'Which appliance has the most jobs?',
    'and what fraction of all jobs would that be',
    'm=share[] refers(m=count g=appliance r=desc1)',
  ],
];

describe('"what share of all X is that" after a ranking of one: the winner over X', () => {
  for (const [dictionary, earlier, question, expected] of cases) {
    it(`${dictionary.name}: "${earlier}" then "${question}"`, () =>
      assert.deepEqual(plansOf(dictionary, earlier, question), [expected]));
  }
});
