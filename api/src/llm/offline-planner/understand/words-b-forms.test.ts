import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { checkForms, planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * Vocabulary of the offline planner, in phrasings of our own over three data shapes (a train
 * operator's refund claims, a home insurer's claims, a gym's member queries), none from an
 * evaluation set: words nothing in the data names, values said through their verbs, rankings
 * said with a verb, values that share their name with a number field, and look-alike values.
 */
const RAIL = RAIL_REFUNDS_DICTIONARY;
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;

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

checkDeclines('a noun the data lacks, where a value, attribute or measure sits: declined', [
  [RAIL, 'How many rejected claims were taken to the ombudsman afterwards?', 'ombudsman'],
  [CLAIMS, 'How many declined claims went to the ombudsman later?', 'ombudsman'],
  [RAIL, 'How many escalated claims ended in arbitration?', 'arbitration'],
  [RAIL, 'How many Delay claims came from season ticket holders?', 'holders'],
  [RAIL, 'Average refund amount for claims with a wheelchair booking?', 'wheelchair'],
  [GYM, 'How many escalated queries were referred to head office?', 'office'],
  [CLAIMS, 'How many theft claims involved a loss adjuster visit?', 'adjuster'],
  [RAIL, 'Which station has the highest platform footfall?', 'platform'],
  [CLAIMS, 'Which region has the highest premium?', 'premium'],
  [CLAIMS, 'What is the average excess on storm claims?', 'excess'],
  [GYM, 'Which club has the most personal trainers?', 'trainers'],
  [RAIL, 'What loyalty tier is passenger P-1042 on?', 'loyalty'],
  [CLAIMS, 'What credit rating does policyholder P-2231 have?', 'credit'],
  [GYM, 'What BMI does member M-3021 have?', 'bmi'],
]);

checkDeclines('answerable controls, and words that only set the scene: answered', [
  [RAIL, 'How many claims came in by email?', undefined],
  [RAIL, 'Which station had the most claims?', undefined],
  [CLAIMS, 'What is the average payout for storm claims?', undefined],
  [GYM, 'How many queries came from the North Leeds club?', undefined],
  [CLAIMS, 'What region is policyholder P-2231 in?', undefined],
  [GYM, 'What membership plan does member M-3021 have?', undefined],
  [RAIL, 'any idea how many delay clams we got?', undefined],
  [RAIL, 'How many claims did we get on 19 August 2025, the day of the signal failure?', undefined],
  [RAIL, 'Our ticket machines broke in May 2025. Which day was it?', undefined],
  [RAIL, 'How many Delay claims were lodged because of the heatwave?', undefined],
]);

checkForms('a value or field said through its verb', [
  [
    RAIL,
    'How many claims were emailed in?',
    { measure: 'count', filters: ['contacted_via=Email'] },
  ],
  [RAIL, 'how many passengers phoned us?', { measure: 'count', filters: ['contacted_via=Phone'] }],
  [GYM, 'How many queries were emailed in?', { measure: 'count', filters: ['channel=Email'] }],
  [
    GYM,
    'How many members emailed us about billing errors?',
    { measure: 'count', filters: ['category=Billing error', 'channel=Email'] },
  ],
  [
    CLAIMS,
    'how many policyholders phoned in a theft claim?',
    { measure: 'count', filters: ['lodged_via=Phone', 'peril=Theft'] },
  ],
  [GYM, 'How many queries got escalated?', { measure: 'count', filters: ['status=Escalated'] }],
  [RAIL, 'How many claims were refunded?', { measure: 'count', filters: ['outcome=Refund'] }],
  [
    RAIL,
    'How many claims were for cancelled trains?',
    { measure: 'count', filters: ['claim_type=Cancellation'] },
  ],
  [RAIL, 'How long were trains delayed on average?', { measure: 'average delay_min' }],
  [RAIL, 'By how many minutes were trains delayed on average?', { measure: 'average delay_min' }],
  [
    CLAIMS,
    'How many claims were declined?',
    { measure: 'count', filters: ['claim_status=Declined'] },
  ],
]);

checkForms('a ranking said with a verb or an idiom: its direction, the measure from the rest', [
  [
    RAIL,
    'Which station earns the best satisfaction score?',
    { measure: 'average csat', groupBy: 'station', rank: 'desc' },
  ],
  [
    RAIL,
    'Which handler does worst on satisfaction score?',
    { measure: 'average csat', groupBy: 'handler', rank: 'asc' },
  ],
  [RAIL, 'Which station tops the list for refund amount?', { groupBy: 'station', rank: 'desc' }],
  [
    RAIL,
    'Which claim type leads on average delay?',
    { measure: 'average delay_min', groupBy: 'claim_type', rank: 'desc' },
  ],
  [
    RAIL,
    'Which station comes out on top for satisfaction score?',
    { measure: 'average csat', groupBy: 'station', rank: 'desc' },
  ],
  [
    RAIL,
    'Which station lags on satisfaction score?',
    { measure: 'average csat', groupBy: 'station', rank: 'asc' },
  ],
  [
    GYM,
    'Which club earns the best average sentiment?',
    { measure: 'average sentiment', groupBy: 'club', rank: 'desc' },
  ],
  [
    GYM,
    'Which club lags behind on sentiment?',
    { measure: 'average sentiment', groupBy: 'club', rank: 'asc' },
  ],
  [
    GYM,
    'Which membership plan does worst on days to resolve?',
    { measure: 'average days_to_resolve', groupBy: 'product', rank: 'desc' },
  ],
  [
    CLAIMS,
    'Which handler fares worst on days to settle?',
    { measure: 'average days_to_settle', groupBy: 'handler', rank: 'desc' },
  ],
  [CLAIMS, 'Which region tops the list for payout?', { groupBy: 'region', rank: 'desc' }],
  [
    CLAIMS,
    'Which peril leads on average payout?',
    { measure: 'average payout_gbp', groupBy: 'peril', rank: 'desc' },
  ],
]);

checkForms('a value named like a number field: a filter as a value, a measure as the field', [
  [RAIL, 'How many Delay claims were there?', { measure: 'count', filters: ['claim_type=Delay'] }],
  [RAIL, 'How many claims were Refund?', { measure: 'count', filters: ['outcome=Refund'] }],
  [RAIL, 'What is the average delay?', { measure: 'average delay_min', filters: [] }],
  [
    RAIL,
    'What is the average delay of Cancellation claims?',
    { measure: 'average delay_min', filters: ['claim_type=Cancellation'] },
  ],
  [
    RAIL,
    'Average delay for Delay claims?',
    { measure: 'average delay_min', filters: ['claim_type=Delay'] },
  ],
  [
    RAIL,
    'Average refund amount of Delay claims',
    { measure: 'average refund_gbp', filters: ['claim_type=Delay'] },
  ],
  [RAIL, 'What was the total refund paid out?', { measure: 'sum refund_gbp', filters: [] }],
  [RAIL, 'How many claims ended in a Refund?', { measure: 'count', filters: ['outcome=Refund'] }],
  [
    RAIL,
    'Delay vs Delay - strike: which had more claims?',
    { measure: 'count', compare: 'claim_type:Delay|Delay - strike' },
  ],
  [GYM, 'What is the average refund?', { measure: 'average refund_gbp', filters: [] }],
]);

checkForms('look-alike values: both sides read, a shared word asked of both', [
  [
    RAIL,
    'Put the count of Delay claims beside the count of Delay - strike claims.',
    { measure: 'count', compare: 'claim_type:Delay|Delay - strike' },
  ],
  [
    RAIL,
    'Delay claims vs Delay - strike claims',
    { measure: 'count', compare: 'claim_type:Delay|Delay - strike' },
  ],
  [
    RAIL,
    'How many Delay claims were escalated?',
    { measure: 'count', filters: ['claim_type=Delay', 'outcome=Escalated'] },
  ],
  [
    RAIL,
    'How many Delay - strike claims were escalated?',
    { measure: 'count', filters: ['claim_type=Delay - strike', 'outcome=Escalated'] },
  ],
  [
    RAIL,
    'How many claims came from Riverside?',
    { measure: 'count', filters: ['station=Riverside East|Riverside West'] },
  ],
  [
    RAIL,
    "What's the average satisfaction score at Riverside?",
    { measure: 'average csat', filters: ['station=Riverside East|Riverside West'] },
  ],
  [
    GYM,
    'How many queries came from Leeds?',
    { measure: 'count', filters: ['club=North Leeds|South Leeds'] },
  ],
  [
    GYM,
    'North Leeds versus South Leeds: how many queries each?',
    { measure: 'count', compare: 'club:North Leeds|South Leeds' },
  ],
  [
    CLAIMS,
    'How many escape of water claims versus storm claims?',
    { measure: 'count', compare: 'peril:Escape of water|Storm' },
  ],
]);
