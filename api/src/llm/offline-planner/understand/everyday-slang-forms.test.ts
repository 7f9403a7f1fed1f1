import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { checkForms, planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';

/**
 * Everyday words in phrasings of our own, over data shapes of no evaluation set (a hotel group's
 * feedback, a shop's messages, a gym's member queries, a train operator's refund claims): slang
 * verbs for complaining read as the data's complaint value, and words that ask nothing of the
 * data (an attitude, an adverb, a word of a field's label) never a reason to decline, while a
 * thing the data lacks still is.
 */
const HOTEL = HOTEL_FEEDBACK_DICTIONARY;
const SHOP = FIXTURE_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;
const MOVES = REMOVALS_DICTIONARY;

checkForms('complaining said in slang, as a verb or a noun: the complaint value', [
  [HOTEL, 'which hotel moans the most', { groupBy: 'hotel', filters: ['kind=Complaint'] }],
  [
    HOTEL,
    'Which hotel have guests moaned about most?',
    { groupBy: 'hotel', filters: ['kind=Complaint'] },
  ],
  [
    HOTEL,
    'which topic do ppl gripe about the most??',
    { groupBy: 'topic', filters: ['kind=Complaint'] },
  ],
  [
    HOTEL,
    'How many guests griped about Breakfast?',
    { measure: 'count', filters: ['kind=Complaint', 'topic=Breakfast'] },
  ],
  [
    HOTEL,
    'which channel had the most whinging',
    { groupBy: 'channel', filters: ['kind=Complaint'] },
  ],
  [
    HOTEL,
    'where do folk grumble most, by hotel',
    { groupBy: 'hotel', filters: ['kind=Complaint'] },
  ],
  [
    HOTEL,
    'how many people whinged about Noise',
    { measure: 'count', filters: ['kind=Complaint', 'topic=Noise'] },
  ],
  [SHOP, 'which store moans the most', { groupBy: 'store', filters: ['intent=complaint'] }],
  [
    SHOP,
    'Which product do customers grumble about most?',
    { groupBy: 'product', filters: ['intent=complaint'] },
  ],
  [
    SHOP,
    'which channel did folks whinge through the most',
    { groupBy: 'channel', filters: ['intent=complaint'] },
  ],
  [
    SHOP,
    'how many shoppers moaned about Late Delivery',
    { measure: 'count', filters: ['topic=Late Delivery', 'intent=complaint'] },
  ],
  [SHOP, 'what store gets the most gripes', { groupBy: 'store', filters: ['intent=complaint'] }],
]);

/** A question declined, naming the word the data lacks; or answered, naming nothing missing. */
function checkDeclines(
  title: string,
  cases: readonly (readonly [DataDictionary, string, string | undefined])[],
): void {
  describe(title, () => {
    for (const [dictionary, question, missing] of cases) {
      it(`${dictionary.name}: ${question}`, () => {
        const plan = planOfTurns(dictionary, [question]);
        const declined = Boolean(plan.unknownIsAsked || plan.cannot);
        if (missing === undefined) {
          assert.equal(declined, false, JSON.stringify(plan.unknown));
          return;
        }
        assert.equal(declined, true, JSON.stringify(plan));
        assert.ok(
          plan.unknown.some((said) => said.toLowerCase().includes(missing)),
          JSON.stringify(plan.unknown),
        );
      });
    }
  });
}

checkDeclines('an attitude, an adverb or a word of a field label: no reason to decline', [
  [HOTEL, 'How much guest feedback have we got, all told?', undefined],
  [HOTEL, 'how much guest feedback is on file?', undefined],
  [HOTEL, 'Of the guests who bothered to leave a score, what is the average?', undefined],
  [HOTEL, 'for those who could be bothered to give a score, whats the mean score', undefined],
  [HOTEL, 'How many complaints did Harbourside honestly get?', undefined],
  [HOTEL, 'How many complaints did we genuinely receive about Noise?', undefined],
  [SHOP, 'How many complaints did Northgate actually get?', undefined],
  [SHOP, 'how many customers were keen to praise the Loyalty App', undefined],
  [GYM, 'How many queries did North Leeds basically get?', undefined],
  [GYM, 'Of members who were willing to email, how many raised a Billing error?', undefined],
  [RAIL, 'how many passengers were bothered to claim for a Delay', undefined],
  [RAIL, 'How many Delay claims came in, frankly?', undefined],
]);

checkDeclines('a thing the data lacks is still declined', [
  [HOTEL, 'Which hotel has the most rooms?', 'rooms'],
  [HOTEL, 'How much tip did guests leave?', 'tip'],
  [HOTEL, 'What is the average spa rating?', 'spa'],
  [SHOP, 'How many complaints came from verified buyers?', 'verified'],
  [GYM, 'Which club has the most personal trainers?', 'trainers'],
  [RAIL, 'What loyalty tier is passenger P-1042 on?', 'loyalty'],
]);

checkDeclines('a verb WordNet reads as complaining: the records coming in, no reason to decline', [
  [GYM, 'how many members kicked off about a Billing error', undefined],
  [GYM, 'which club do people bitch about the most', undefined],
  [GYM, 'How many queries squawked about Locker hire?', undefined],
  [GYM, 'how many folks beefed about the Premium Swim plan', undefined],
  [GYM, 'Which plan did members grouch about most?', undefined],
  [RAIL, 'how many passengers kicked off about a Delay at Central', undefined],
  [RAIL, 'Which station did travellers protest about the most?', undefined],
  [RAIL, 'how many ppl whined about Overcharge by email', undefined],
  [RAIL, 'How many claimants bellyached about Cancellation?', undefined],
  [HOTEL, 'how many guests kicked off about Noise', undefined],
  [HOTEL, 'which hotel gets squawked about most', undefined],
]);

checkDeclines('a verb of giving before what was given, a verb of where a record sits', [
  [HOTEL, "What's the average score, among the guests who left one?", undefined],
  [HOTEL, 'average score for guests who gave a score', undefined],
  [HOTEL, 'Of guests who left a score, what is the mean?', undefined],
  [GYM, 'how many queries are sitting with Priya Shah right now', undefined],
  [GYM, 'How many queries are still stuck at Pending?', undefined],
  [GYM, 'how many Billing error queries are sat waiting at North Leeds', undefined],
  [RAIL, 'How many claims are sitting at Escalated?', undefined],
  [RAIL, 'How many Delay claims are waiting on a Refund?', undefined],
  [RAIL, 'what is the average refund for passengers who provided a station', undefined],
  [HOTEL, 'Which hotel has the most guests who left a gratuity?', 'gratuity'],
  [GYM, 'How many members who gave a referral raised a query?', 'referral'],
]);

checkDeclines('a plural written with a z in chat', [
  [HOTEL, 'how many complaintz did Harbourside get', undefined],
  [GYM, 'how many queriez came in by Email', undefined],
  [RAIL, 'how many claimz at Central tbh', undefined],
  [RAIL, 'which station has the most claimz', undefined],
  [GYM, 'how many refundz did North Leeds give', undefined],
  [HOTEL, 'how many gripez about Breakfast', undefined],
  [HOTEL, 'which hotel has the most roomz', 'rooms'],
]);

checkDeclines("a field's word before a head noun the data lacks: the head is what is ranked", [
  [HOTEL, 'Which hotel receptionist got the most complaints?', 'receptionist'],
  [HOTEL, 'which hotel manager gets moaned about most', 'manager'],
  [HOTEL, 'Which topic owner has the most feedback?', 'owner'],
  [GYM, 'Which club instructor gets the most queries?', 'instructor'],
  [GYM, 'which club receptionist, by name, fielded the most Billing errors', 'receptionist'],
  [RAIL, 'Which station manager handled the most claims?', 'manager'],
  [RAIL, 'which station platform sees the most Delay claims', 'platform'],
  [RAIL, 'Which outcome letter template was sent most?', 'template'],
  [RAIL, 'Which claim assessor, by name, is responsible for the most Rejected claims?', 'assessor'],
  [GYM, 'Which query supervisor, by name, signed off the most queries?', 'supervisor'],
  [HOTEL, 'which feedback moderator is behind the most complaints', 'moderator'],
  [HOTEL, 'Which hotel gets the most complaints?', undefined],
  [HOTEL, 'Among complaints only, which topic turns up most?', undefined],
  [GYM, 'which query type crops up the most', undefined],
  [RAIL, 'Which station features most in Delay claims?', undefined],
  [HOTEL, 'Which hotel gets moaned about most by guests?', undefined],
  [GYM, 'Which club site gets the most queries?', undefined],
  [RAIL, 'Which station had the most Delay claims?', undefined],
  [RAIL, 'which claim type comes up most', undefined],
]);

checkForms('the plural of a hyphenated value: that value', [
  [
    HOTEL,
    'how many drop-ins did Harbourside get',
    { filters: ['channel=Drop-in', 'hotel=Harbourside'] },
  ],
  [
    HOTEL,
    'Which hotel gets the most drop-ins?',
    { groupBy: 'hotel', filters: ['channel=Drop-in'] },
  ],
  [
    HOTEL,
    'how many complaints came from drop-ins',
    { filters: ['kind=Complaint', 'channel=Drop-in'] },
  ],
  [
    HOTEL,
    'How many complaints were about check-ins?',
    { filters: ['kind=Complaint', 'topic=Check-in'] },
  ],
  [
    HOTEL,
    'which hotel moans most about check-ins',
    { groupBy: 'hotel', filters: ['kind=Complaint', 'topic=Check-in'] },
  ],
  [
    HOTEL,
    ['How many complaints came by email?', 'Same again for drop-ins'],
    { filters: ['kind=Complaint', 'channel=Drop-in'] },
  ],
  [MOVES, 'how many two-beds were Damaged', { filters: ['job_size=Two-bed', 'outcome=Damaged'] }],
  [
    MOVES,
    'Which depot handled the most two-beds?',
    { groupBy: 'depot', filters: ['job_size=Two-bed'] },
  ],
  [MOVES, 'how many two-beds did Leeds move', { filters: ['job_size=Two-bed', 'depot=Leeds'] }],
  [
    MOVES,
    'How many two-beds were Delayed in total?',
    { filters: ['job_size=Two-bed', 'outcome=Delayed'] },
  ],
]);
