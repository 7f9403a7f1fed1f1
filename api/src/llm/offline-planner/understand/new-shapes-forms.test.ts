import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';
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

describe('everyday verbs in other forms, and months misspelt', () => {
  expectEach(read, [
    [SERVICE_REQUESTS_DICTIONARY, 'how many requests needed to be urgent', 'm=count f=urgent=true'],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'how many requests wanted an urgent fix',
      'm=count f=urgent=true',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'how many requests in febuary',
      'm=count p=2025-02-01..2025-02-28',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'how many riverside requests in aprill',
      'm=count f=district=Riverside p=2025-04-01..2025-04-30',
    ],
    [SERVICE_REQUESTS_DICTIONARY, 'requests in janury', 'm=count p=2025-01-01..2025-01-31'],
    [SERVICE_REQUESTS_DICTIONARY, 'How many requests in Augusta?', 'declined augusta'],
  ]);
});

/** Service requests whose callers are kept by phone number, a field also called "number". */
const CALLERS = withFields(
  SERVICE_REQUESTS_DICTIONARY,
  categoryFields(1200, 30, 1)('caller', ['447700900123', '447700900456'], {
    role: 'customer',
    label: 'caller number',
    synonyms: ['caller', 'number'],
  }),
);

describe('groups a listing verb names before a superlative; "number of" counts', () => {
  expectEach(read, [
    [
      SERVICE_REQUESTS_DICTIONARY,
      'list the districts with the most requests',
      'm=count g=district r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'list the districts with the most escalated requests',
      'm=count f=outcome=escalated g=district r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'show me the districts with the fewest requests',
      'm=count g=district r=asc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'name the assets that had the most escalations',
      'm=count f=outcome=escalated g=product r=desc1',
    ],
    [SERVICE_REQUESTS_DICTIONARY, 'list the requests with the highest fee', 'm=average:fee'],
    [CALLERS, 'top 3 districts by number of requests', 'm=count g=district r=desc3'],
    [CALLERS, 'rank the districts by number of requests', 'm=count g=district r=desc50'],
    [CALLERS, 'how many requests per number', 'm=count g=caller'],
  ]);
});

describe('"which <word of a value>" beside a field named by the verb is a grouping the data lacks', () => {
  expectEach(read, [
    [SERVICE_REQUESTS_DICTIONARY, 'Which bench reported the most requests?', 'declined bench'],
    [SERVICE_REQUESTS_DICTIONARY, 'Which hydrant reported the most requests?', 'declined hydrant'],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which district reported the most requests?',
      'm=count g=district r=desc1',
    ],
    [SERVICE_REQUESTS_DICTIONARY, 'which asset was reported the most', 'm=count g=product r=desc1'],
  ]);
});

/** Service requests with two values that start with the same word. */
const CANCELLED = withFields(
  SERVICE_REQUESTS_DICTIONARY,
  categoryFields(
    1200,
    400,
    100,
  )('closure', ['Cancelled by Caller', 'Cancelled by Crew', 'Completed']),
);

describe('a noun for the word several values start with names them all', () => {
  expectEach(read, [
    [
      CANCELLED,
      'how many cancellations were there',
      'm=count f=closure=Cancelled by Caller|Cancelled by Crew',
    ],
    [
      CANCELLED,
      'which district had the most cancellations',
      'm=count f=closure=Cancelled by Caller|Cancelled by Crew g=district r=desc1',
    ],
    [
      CANCELLED,
      'how many completions in March',
      'm=count f=closure=Completed p=2025-03-01..2025-03-31',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'which district has the most escalations',
      'm=count f=outcome=escalated g=district r=desc1',
    ],
  ]);
});

describe('"which" then a noun phrase ending in words the data lacks', () => {
  expectEach(read, [
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which water network charged the most?',
      'declined water network',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which Riverside plumber fixed the most requests?',
      'declined plumber',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which service type drew the most requests?',
      'm=count g=category r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'which district got the most urgent requests',
      'm=count f=urgent=true g=district r=desc1',
    ],
  ]);
});

/** Service requests with values that start with the same noun, and one "Cancelled" value. */
const FLIGHTS = withFields(
  SERVICE_REQUESTS_DICTIONARY,
  categoryFields(
    1200,
    400,
    100,
  )('problem', [
    'Flight Booking Problems',
    'Flight Attendant Complaints',
    'Cancelled Flight',
    'Lost Luggage',
  ]),
);

describe('the same noun as values start with, or a form of one value of several words, names none', () => {
  expectEach(read, [
    [FLIGHTS, 'How many flights did Riverside cancel?', 'declined flights|cancel'],
  ]);
});

describe('"which <field>" then a verb the data lacks still groups by the field', () => {
  expectEach(read, [
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which district brought in the most requests?',
      'm=count g=district r=desc1',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Which asset racked up the most escalations?',
      'm=count f=outcome=escalated g=product r=desc1',
    ],
  ]);
});
