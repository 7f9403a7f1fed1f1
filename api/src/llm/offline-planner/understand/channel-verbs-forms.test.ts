import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { formSummary, vocabularyOf, type FormExpected } from './forms-test-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { parseQuestion } from './parse-question';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { refinePlan } from './refine-plan';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * Values said by a verb, in phrasings of our own over rail refund claims, council complaints,
 * gym queries, furniture contacts, home insurance claims, ride support and removals, planned
 * with a specialised tool offered whose description names channels ("email→phone"): "emailed
 * in", "phoned", "rang us", "sent by post", "wrote in", "walked in" pick the channel value the
 * data holds (words/value-words.json, general English), never the tool; a status or a yes/no
 * field said by its participle ("got delayed", "missed the target") is that value or flag.
 */
const RAIL = RAIL_REFUNDS_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const FURNITURE = FURNITURE_CONTACTS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const RIDE = RIDE_SUPPORT_DICTIONARY;
const REMOVALS = REMOVALS_DICTIONARY;

/** A specialised tool offered beside query_data whose description names channels. */
const TOOLS = [
  {
    name: 'analyze_channel_escalation',
    description:
      'Escalations between channels: chatbot→human, chat→phone (a call after a chat) and ' +
      'email→phone, each with source contacts, escalated contacts and rate.',
  },
];

function planned(dictionary: DataDictionary, question: string) {
  const vocabulary = vocabularyOf(dictionary);
  const parsed = parseQuestion({
    question,
    vocabulary,
    span: { from: dictionary.from!, to: dictionary.to! },
    tools: TOOLS,
  });
  return refinePlan(question, vocabulary, parsed);
}

const cases: readonly (readonly [DataDictionary, string, FormExpected])[] = [
  [RAIL, 'no. of claims emailed in?', { measure: 'count', filters: ['contacted_via=Email'] }],
  [
    RAIL,
    'How many claims were emailed in during March?',
    { measure: 'count', filters: ['contacted_via=Email'] },
  ],
  [
    COUNCIL,
    'How many complaints were emailed to us?',
    { measure: 'count', filters: ['channel=email'] },
  ],
  [
    FURNITURE,
    'how many contacts were emailed in?',
    { measure: 'count', filters: ['channel=email'] },
  ],
  [GYM, 'How many queries were phoned in?', { measure: 'count', filters: ['channel=Phone'] }],
  [CLAIMS, 'How many claims were phoned in?', { measure: 'count', filters: ['lodged_via=Phone'] }],
  [
    COUNCIL,
    'How many complaints were sent by post?',
    { measure: 'count', filters: ['channel=letter'] },
  ],
  [
    COUNCIL,
    'How many residents wrote in about potholes?',
    { measure: 'count', filters: ['category=potholes', 'channel=letter'] },
  ],
  [
    GYM,
    'How many queries came from members who walked in?',
    { measure: 'count', filters: ['channel=Front desk'] },
  ],
  [
    GYM,
    'How many members rang us about billing errors?',
    { measure: 'count', filters: ['category=Billing error', 'channel=Phone'] },
  ],
  [
    RAIL,
    'How many passengers wrote to us about a cancellation?',
    { measure: 'count', filters: ['claim_type=Cancellation', 'contacted_via=Letter'] },
  ],
  [
    GYM,
    'Which club had the most queries emailed in?',
    { measure: 'count', groupBy: 'club', rank: 'desc', filters: ['channel=Email'] },
  ],
  [
    RIDE,
    'How many trips missed the target?',
    { measure: 'count', filters: ['target_missed=true'] },
  ],
  [RIDE, 'How many trips met the target?', { measure: 'count', filters: ['target_missed=false'] }],
  [REMOVALS, 'How many jobs got delayed?', { measure: 'count', filters: ['outcome=Delayed'] }],
  [
    COUNCIL,
    'How many complaints were upheld?',
    { measure: 'count', filters: ['status=Closed - upheld'] },
  ],
];

describe('values said by a verb, a channel tool offered', () => {
  for (const [dictionary, question, expected] of cases) {
    it(`${dictionary.name}: ${question}`, () => {
      const summary = formSummary(planned(dictionary, question));
      // Which filters, in any order.
      const got = { ...summary, filters: [...summary.filters].sort() };
      const wanted: FormExpected = {
        declined: false,
        ...expected,
        ...(expected.filters ? { filters: [...expected.filters].sort() } : {}),
      };
      const picked = Object.fromEntries(
        Object.keys(wanted).map((key) => [key, got[key as keyof FormExpected]]),
      );
      assert.deepEqual(picked, wanted, JSON.stringify(got));
    });
  }
});
