import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';

/**
 * An attribute asked of a looked-up record through a noun between them ("the registration plate
 * of the van on job J-1", "what tariff is the customer on in request SR-1", "what warranty
 * provider does the customer use on job J-1"): when no field is named by it, the plan declines
 * that attribute instead of showing the record's card; an attribute the data keeps is looked up.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  if (plan.lookup) return `lookup ${plan.lookup.id}`;
  return 'other';
}

const JOBS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;

describe('an attribute of a looked-up record, asked through a noun between', () => {
  expectEach(read, [
    [JOBS, 'What is the registration plate of the van on job J-10422?', 'declined plate'],
    [JOBS, 'What tariff is the customer on in job J-10422?', 'declined tariff'],
    [
      JOBS,
      'What warranty provider does the customer use on job J-10422?',
      'declined warranty provider',
    ],
    [
      REQUESTS,
      'What is the postcode of the property behind request SR-20931?',
      'declined postcode',
    ],
    [
      REQUESTS,
      'Which energy supplier is the customer with on request SR-20931?',
      'declined energy supplier',
    ],
    [
      CLAIMS,
      'What is the deductible of the policyholder on claim CLM-100234?',
      'declined deductible',
    ],
    [REQUESTS, 'Can you give me the email address for request SR-20931?', 'declined address'],
    [JOBS, 'tell me the warranty expiry of job J-10422', 'declined expiry'],
    // Guards: the attribute is held.
    [REQUESTS, 'Can you give me the fee for request SR-20931?', 'lookup SR-20931'],
    [JOBS, 'What region is the customer in on job J-10422?', 'lookup J-10422'],
    [JOBS, 'What is the severity of job J-10422?', 'lookup J-10422'],
    [
      REQUESTS,
      'What is the satisfaction rating of the customer on request SR-20931?',
      'lookup SR-20931',
    ],
    [CLAIMS, 'What is the peril of the claim CLM-100234?', 'lookup CLM-100234'],
  ]);
});
