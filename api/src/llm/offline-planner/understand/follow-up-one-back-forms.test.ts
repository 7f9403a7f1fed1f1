import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * "Which hotel gets the most complaints?" then "which topic within that one?", "the most common
 * topic there?", "how many billing complaints did it get?": the follow-up is asked of the earlier
 * ranking's winner (`refers`, resolved by the executor once the ranking is observed), with a
 * grouping of its own too. Guards: "how many were there?" (no place), a new ranking said
 * "overall" or with nothing pointing back, a grouping of the same field again.
 * Our own phrasings over hotel feedback, clinic feedback, insurance claims, gym queries, rail
 * refunds and library requests.
 */
const HOTEL_COMPLAINTS = 'refers(m=count f=kind=Complaint g=hotel r=desc1)';
const cases: [DataDictionary, string, string, string][] = [
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel gets the most complaints?',
    'What is the most common topic there?',
    `m=count f=kind=Complaint g=topic r=desc1 ${HOTEL_COMPLAINTS}`,
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel gets the most complaints?',
    'And which topic within that one?',
    `m=count f=kind=Complaint g=topic ${HOTEL_COMPLAINTS}`,
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel gets the most complaints?',
    'How many were about noise there?',
    `m=count f=topic=Noise ${HOTEL_COMPLAINTS}`,
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Which clinic has the most feedback?',
    "Drill into that one: what's its most common theme?",
    'm=count g=category r=desc1 refers(m=count g=clinic r=desc1)',
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Which clinic has the most feedback?',
    'how many billing complaints did it get?',
    'm=count f=category=billing refers(m=count g=clinic r=desc1)',
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'Which clinic has the most feedback?',
    'which theme is most common at that clinic?',
    'm=count g=category r=desc1 refers(m=count g=clinic r=desc1)',
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which handler settled the most claims?',
    'What peril did that handler see most?',
    'm=count g=peril r=desc1 refers(m=count g=handler r=desc1)',
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Which region has the most claims?',
    'what is the top peril in the same region?',
    'm=count g=peril r=desc1 refers(m=count g=region r=desc1)',
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Which club has the most queries?',
    'and which query type is commonest there?',
    'm=count g=category r=desc1 refers(m=count g=club r=desc1)',
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'Which club has the most queries?',
    'How many Billing error queries came in there?',
    'm=count f=category=Billing error refers(m=count g=club r=desc1)',
  ],
  [
    RAIL_REFUNDS_DICTIONARY,
    'Which station has the most claims?',
    "what's the average delay there?",
    'm=average:delay_min refers(m=count g=station r=desc1)',
  ],
  [
    RAIL_REFUNDS_DICTIONARY,
    'Which station has the most claims?',
    'and which handler is busiest at that station?',
    'm=count g=handler r=desc1 refers(m=count g=station r=desc1)',
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Which branch library has the most requests?',
    'and which request type leads in this one?',
    'm=count g=req_type r=desc1 refers(m=count g=branch_lib r=desc1)',
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Which branch library has the most requests?',
    'which staff member handled most of them?',
    'm=count g=staff r=desc1 refers(m=count g=branch_lib r=desc1)',
  ],
  // Guards: nothing points back at the winner.
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel gets the most complaints?',
    'How many were there?',
    'm=count f=kind=Complaint',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel gets the most complaints?',
    'Which topic gets the most complaints?',
    'm=count f=kind=Complaint g=topic r=desc1',
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    'Which branch library has the most requests?',
    'which staff member handled the most requests overall?',
    'm=count g=staff r=desc1',
  ],
  [
    RAIL_REFUNDS_DICTIONARY,
    'How many Delay claims were there in March?',
    'Which station had the most of it?',
    'm=count f=claim_type=Delay p=2025-03-01..2025-03-31 g=station r=desc1',
  ],
];

describe('a follow-up pointing at the earlier ranking\'s one winner: "that one", "it", "there"', () => {
  for (const [dictionary, earlier, question, expected] of cases) {
    it(`${dictionary.name}: "${earlier}" then "${question}"`, () =>
      assert.deepEqual(plansOf(dictionary, earlier, question), [expected]));
  }
});
