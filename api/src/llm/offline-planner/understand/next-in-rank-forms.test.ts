import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { setsAsideWinner } from './follow-up-next';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planSaid, readPlans } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { pointerPattern } from './winner-pointers';

/**
 * Runners-up and exclusions after a ranking: "and which comes second?", "who's the runner-up?",
 * "excluding that one, which hotel has the most?", "other than the top one, which is next?" ask
 * the earlier ranking one place further down ("pos=2"); "excluding that one, which topic …"
 * groups every record but the winner's ("x": the winner, found first, set aside). Guards: "next
 * month", "the second half of the year" are periods; a filter set aside ("excluding noise") is a
 * filter. Our own phrasings over hotel and clinic feedback, insurance claims, gym queries, rail
 * refunds and library requests.
 */
const said = (dictionary: DataDictionary, ...turns: string[]) =>
  readPlans(dictionary, ...turns)
    .map(
      (plan) =>
        `${planSaid(plan)}${plan.rank?.position ? ` pos=${plan.rank.position}` : ''}${plan.winnerExcluded ? ' x' : ''}`,
    )
    .at(-1);

const HOTELS = 'Which hotel gets the most complaints?';
const cases: [DataDictionary, string[], string][] = [
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'apart from that one, which is next?'],
    'm=count f=kind=Complaint g=hotel r=desc1 pos=2',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'excluding that one, which hotel has the most?'],
    'm=count f=kind=Complaint g=hotel r=desc1 pos=2',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'and which comes second?'],
    'm=count f=kind=Complaint g=hotel r=desc1 pos=2',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'who is next?'],
    'm=count f=kind=Complaint g=hotel r=desc1 pos=2',
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    ['Which region has the most claims?', 'and which is the runner-up?'],
    'm=count g=region r=desc1 pos=2',
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    [
      'Which clinic has the most billing complaints?',
      'other than the top one, which clinic is next?',
    ],
    'm=count f=category=billing g=clinic r=desc1 pos=2',
  ],
  [
    GYM_QUERIES_DICTIONARY,
    ['Which club has the most Billing error queries?', 'which club comes second?'],
    'm=count f=category=Billing error g=club r=desc1 pos=2',
  ],
  [
    LIBRARY_REQUESTS_DICTIONARY,
    ['Who handled the most Fine dispute requests?', 'excluding them, who handled the most?'],
    'm=count f=req_type=Fine dispute g=staff r=desc1 pos=2',
  ],
  [
    RAIL_REFUNDS_DICTIONARY,
    ['Which station had the lowest average delay?', 'and the runner-up?'],
    'm=average:delay_min g=station r=asc1 pos=2',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['Which hotel gets the second most complaints?', 'and the next one?'],
    'm=count f=kind=Complaint g=hotel r=desc1 pos=3',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'excluding that one, which topic gets the most complaints?'],
    'm=count f=kind=Complaint g=topic r=desc1 refers(m=count f=kind=Complaint g=hotel r=desc1) x',
  ],
  // Guards: periods and a filter set aside.
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'what about in the second half of the year?'],
    'm=count f=kind=Complaint p=2024-07-01..2024-12-31 g=hotel r=desc1',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'excluding noise, which hotel gets the most complaints?'],
    'm=count f=!topic=Noise,kind=Complaint g=hotel r=desc1',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    ['Other than Parkway, which hotel gets the most complaints?'],
    'm=count f=!hotel=Parkway,kind=Complaint g=hotel r=desc1',
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    [HOTELS, 'Which topic gets the most complaints?'],
    'm=count f=kind=Complaint g=topic r=desc1',
  ],
];

describe('the runner-up of an earlier ranking, and its winner set aside', () => {
  for (const [dictionary, turns, expected] of cases) {
    it(`${dictionary.name}: ${turns.map((turn) => `"${turn}"`).join(' then ')}`, () =>
      assert.equal(said(dictionary, ...turns), expected));
  }
});

describe('a leader word set aside only as a whole word, the longest pointer first', () => {
  for (const question of [
    'Excluding items over 50, which club has the most?',
    'Without itemised receipts, which club has the most?',
    'Excluding themed classes, which club has the most?',
    'Apart from thistle orders, which florist has the most?',
    'Except those in March, which depot is busiest?',
  ]) {
    it(`"${question}" sets no leader aside`, () => assert.equal(setsAsideWinner(question), false));
  }
  for (const question of [
    'Excluding it, which club has the most?',
    'Apart from this one, which depot is busiest?',
    'Without them, which florist has the most?',
  ]) {
    it(`"${question}" sets the leader aside`, () => assert.equal(setsAsideWinner(question), true));
  }
  it('matches "that one", not just "that", when both are said', () => {
    const match = new RegExp(`^(?:${pointerPattern('setAside')})`, 'i').exec('that one, which?');
    assert.equal(match?.[0], 'that one');
  });
});
