import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { planOfTurns } from './forms-test-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * Things the data does not hold, in phrasings of our own over home insurance claims, service
 * requests, gym queries, repair jobs, council complaints, ride support and furniture contacts: a
 * kind of time asked ("kept on hold", "queue", "travel time") that no number field holds is
 * declined with its word, not answered with another duration or a count; the same words are
 * answered where a field holds them ("minutes on hold"). "Which driver" where "driver" is only a
 * word of a value ("driver conduct") asks for a grouping the data lacks.
 */
const CLAIMS = INSURANCE_CLAIMS_DICTIONARY;
const SERVICE = SERVICE_REQUESTS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const REPAIR = REPAIR_JOBS_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const RIDE = RIDE_SUPPORT_DICTIONARY;
const FURNITURE = FURNITURE_CONTACTS_DICTIONARY;

/** Declined naming `missing`, or (undefined) answered with the measure `kind field`. */
function checkHeld(
  title: string,
  cases: readonly (readonly [DataDictionary, string, string | undefined, string?])[],
): void {
  describe(title, () => {
    for (const [dictionary, question, missing, measure] of cases) {
      it(`${dictionary.name}: ${question}`, () => {
        const plan = planOfTurns(dictionary, [question]);
        const declined = Boolean(plan.unknownIsAsked || plan.cannot);
        if (missing === undefined) {
          assert.equal(declined, false, JSON.stringify(plan.unknown));
          const said = plan.measure.field
            ? `${plan.measure.kind} ${plan.measure.field}`
            : plan.measure.kind;
          if (measure) assert.equal(said, measure);
          return;
        }
        assert.equal(declined, true, JSON.stringify(plan));
        assert.ok(
          plan.unknown.some((word) => word.toLowerCase().includes(missing)),
          JSON.stringify(plan.unknown),
        );
      });
    }
  });
}

checkHeld('a kind of time no number field holds: declined with its word', [
  [CLAIMS, 'How long, on average, were phone policyholders kept on hold?', 'hold'],
  [SERVICE, 'How long were callers kept on hold on average?', 'hold'],
  [GYM, 'How long did members queue at the front desk on average?', 'queue'],
  [REPAIR, 'What was the average travel time of the technicians?', 'travel'],
  [COUNCIL, 'What is the average call length for phone complaints?', 'length'],
  [RIDE, 'How long were riders left on hold before an agent picked up?', 'hold'],
  [CLAIMS, 'On average how long did policyholders spend in the queue?', 'queue'],
  [SERVICE, 'What is the median hold time on TEL requests?', 'hold'],
]);

checkHeld('the same kinds of time where a field holds them, and other durations: answered', [
  [
    FURNITURE,
    'How long, on average, were phone customers kept on hold?',
    undefined,
    'average hold_minutes',
  ],
  [RIDE, 'How long did riders wait on average?', undefined, 'average wait_minutes'],
  [
    CLAIMS,
    'How long does it take to settle a storm claim on average?',
    undefined,
    'average days_to_settle',
  ],
  [REPAIR, 'How many jobs are on hold?', undefined, 'count'],
  [SERVICE, 'How long do urgent requests take to close on average?', undefined],
]);

checkHeld('"which X" where X is only a word of a longer value: the grouping is missing', [
  [RIDE, 'Which driver got the most complaints?', 'driver'],
  [RIDE, 'Which driver had the most messages in Lisbon?', 'driver'],
  [REPAIR, 'Which machine had the most jobs?', 'machine'],
  [SERVICE, 'Which meter had the most requests?', 'meter'],
  [RIDE, 'Which city had the most driver conduct messages?', undefined, 'count'],
]);

// A closed-class word after "which" (grammar-words.json) is no grouping asked, though "of" is a
// word of a longer value ("Escape of water"): the ranking is of the noun after it.
checkHeld('"which of our X": the word after "which" is no noun asked', [
  [CLAIMS, 'Which of our regions had the most claims?', undefined, 'count'],
  [CLAIMS, 'Which of the handlers dealt with the most claims?', undefined, 'count'],
  [CLAIMS, 'Which courier had the most claims?', 'courier'],
]);
