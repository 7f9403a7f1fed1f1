import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { expectEach, planSaid } from './plans-forms-support';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * Readings that failed on data shapes of planner engineer C (a patient-transport log, roaming
 * charge disputes; api/src/llm/offline-planner-patient-transport.test.ts and
 * offline-planner-roaming-disputes.test.ts), checked on other fixture domains so each mechanism is
 * fixed generally, not for those data sets' words.
 */
function withFields(
  dictionary: DataDictionary,
  ...fields: DataDictionary['fields']
): DataDictionary {
  return { ...dictionary, fields: [...dictionary.fields, ...fields] };
}

/** Service requests with a yes/no field whose label holds the records' own noun. */
const REPEATS = withFields(SERVICE_REQUESTS_DICTIONARY, {
  name: 'repeat',
  entity: 'communications',
  role: 'custom',
  type: 'boolean',
  label: 'repeat request',
  filled: 1200,
  distinct: 2,
  values: [
    { value: false, count: 1000 },
    { value: true, count: 200 },
  ],
});

function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join('|')}`;
  return planSaid(plan);
}

describe('the noun the data set is named for never names a yes/no field alone', () => {
  expectEach(read, [
    [REPEATS, 'How many requests were raised in total?', 'm=count'],
    [REPEATS, 'how many requests came from Riverside', 'm=count f=district=Riverside'],
    [REPEATS, 'Which district has the most requests?', 'm=count g=district r=desc1'],
    [REPEATS, 'how many repeat requests', 'm=count f=repeat=true'],
    [REPEATS, 'what share of requests are repeats?', 'm=rate:repeat'],
  ]);
});

/** A lookup says its id; any other plan says whether it read an id as a customer's filter. */
function lookupOf(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  return plan.lookup ? `lookup ${plan.lookup.id}` : 'no lookup';
}

describe('ids written with dots or as codes of capitals and digits', () => {
  expectEach(lookupOf, [
    [SERVICE_REQUESTS_DICTIONARY, 'Show me request SRQ.25.01204', 'lookup SRQ.25.01204'],
    [SERVICE_REQUESTS_DICTIONARY, 'what happened to SRQ.25.01300?', 'lookup SRQ.25.01300'],
    [SERVICE_REQUESTS_DICTIONARY, 'Show request RQ-542E48', 'lookup RQ-542E48'],
    [SERVICE_REQUESTS_DICTIONARY, "what's the outcome of RQ-0F211B", 'lookup RQ-0F211B'],
    [SERVICE_REQUESTS_DICTIONARY, 'how many requests mention COVID-19', 'no lookup'],
    [SERVICE_REQUESTS_DICTIONARY, 'requests after release 5.2.1', 'no lookup'],
    [SERVICE_REQUESTS_DICTIONARY, 'how many requests in FY2025', 'no lookup'],
    [SERVICE_REQUESTS_DICTIONARY, 'How many requests in Q2 2025 vs Q1 2025?', 'no lookup'],
  ]);
});
