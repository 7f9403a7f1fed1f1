import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planSaid, readPlans } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * A share of the whole against a share within the part. "What share of all the praise came from
 * it?", "… did it get?", "… were theirs?", "Harbourside's share of the compliments": the winner
 * (or the owner named) is the share's part, over all the records named ("w" marks the earlier
 * winner added to the part once its ranking is observed). Guards, shares within the part: "what
 * share of its feedback was complaints?", "what percentage of them were about noise?", "what
 * proportion of North Leeds queries were billing errors?". Our own phrasings over hotel and
 * clinic feedback, insurance claims, gym queries, rail refunds and library requests.
 */
const said = (dictionary: DataDictionary, ...turns: string[]) =>
  readPlans(dictionary, ...turns)
    .map((plan) => `${planSaid(plan)}${plan.winnerAsPart ? ' w' : ''}`)
    .at(-1);

const COMPLIMENTS = 'refers(m=count f=kind=Compliment g=hotel r=desc1)';
const cases: [DataDictionary, string[], string][] = [
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['Which hotel got the most compliments, and what share of all the compliments came from it?'],
    `m=share[] f=kind=Compliment ${COMPLIMENTS} w`,
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['Which hotel got the most compliments?', 'What share of all the compliments came from it?'],
    `m=share[] f=kind=Compliment ${COMPLIMENTS} w`,
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    ['Which region had the most Storm claims?', 'what share of all Storm claims came from there?'],
    'm=share[] f=peril=Storm refers(m=count f=peril=Storm g=region r=desc1) w',
  ],
  [
    RAIL_REFUNDS_DICTIONARY,
    [
      'Which station had the most Delay claims, and what percentage of all Delay claims came from it?',
    ],
    'm=share[] f=claim_type=Delay refers(m=count f=claim_type=Delay g=station r=desc1) w',
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    [
      'Which clinic has the most billing complaints?',
      'what proportion of all billing complaints did it get?',
    ],
    'm=share[] f=category=billing refers(m=count f=category=billing g=clinic r=desc1) w',
  ],
  [
    GYM_QUERIES_DICTIONARY,
    [
      'Which club has the most Billing error queries?',
      'what percentage of the Billing error queries went to that one?',
    ],
    'm=share[] f=category=Billing error refers(m=count f=category=Billing error g=club r=desc1) w',
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    [
      'Which staff member handled the most Fine dispute requests?',
      'what share of all Fine dispute requests were theirs?',
    ],
    'm=share[] f=req_type=Fine dispute refers(m=count f=req_type=Fine dispute g=staff r=desc1) w',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ["Harbourside's share of the compliments?"],
    'm=share[hotel=Harbourside] f=kind=Compliment',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ["What is Castle View's share of all Noise complaints?"],
    'm=share[hotel=Castle View] f=kind=Complaint,topic=Noise',
  ],
  [
    GYM_QUERIES_DICTIONARY,
    ["North Leeds's share of the Billing error queries?"],
    'm=share[club=North Leeds] f=category=Billing error',
  ],
  // Guards: a share within the part.
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['Which hotel got the most complaints?', 'what share of its feedback was complaints?'],
    'm=share[kind=Complaint] refers(m=count f=kind=Complaint g=hotel r=desc1)',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['Which hotel got the most complaints?', 'what percentage of them were about Noise?'],
    'm=share[topic=Noise] f=kind=Complaint refers(m=count f=kind=Complaint g=hotel r=desc1)',
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    ['Which clinic has the most feedback?', 'what share of its feedback came from repeat visits?'],
    'm=rate:repeat_visit refers(m=count g=clinic r=desc1)',
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    ["What was the Storm claims' share of the North region's claims?"],
    'm=share[peril=Storm] f=region=North',
  ],
  [
    GYM_QUERIES_DICTIONARY,
    ['What proportion of North Leeds queries were Billing error?'],
    'm=share[category=Billing error] f=club=North Leeds',
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    ['What share of all Storm claims came from the North region?'],
    'm=share[region=North] f=peril=Storm',
  ],
];

describe('a share of the whole ("what share of all X came from it") against one within the part', () => {
  for (const [dictionary, turns, expected] of cases) {
    it(`${dictionary.name}: ${turns.map((turn) => `"${turn}"`).join(' then ')}`, () =>
      assert.equal(said(dictionary, ...turns), expected));
  }
});
