import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import {
  PLANNING_APPLICATIONS_DICTIONARY,
  WARRANTY_CLAIMS_DICTIONARY,
} from './two-dates-dictionaries';

/**
 * A comparison with one side named (a yes/no field's yes, or a value) and the other said by its
 * negation or by a word naming nothing in the data ("first-time", "new", "routine", "the rest"):
 * both sides are computed for the measure asked, and a share set against the rest is each side's
 * own share, not the side's share of the whole.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join(', ')}`;
  const labels = plan.compare && 'labels' in plan.compare ? plan.compare.labels : undefined;
  return `${planSaid(plan)}${labels ? ` (${labels.join(' / ')})` : ''}`;
}

describe('one side named, the other its negation or a word the data lacks', () => {
  expectEach(read, [
    [
      REPAIR_JOBS_DICTIONARY,
      'Callback jobs vs first-time jobs: average parts cost?',
      'm=average:parts_cost c=callback:true|false (callback / first-time)',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'Average repair hours, callback jobs compared with new jobs',
      'm=average:repair_hours c=callback:true|false (callback / new)',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'Do fast track claims or standard claims get the higher average repair cost? Show both.',
      'm=average:repair_cost c=fast_track:true|false (fast track / standard)',
    ],
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'First-time vs fast track claims: average repair cost',
      'm=average:repair_cost c=fast_track:true|false (fast track / first-time)',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Urgent requests versus routine ones: average fee?',
      'm=average:fee c=urgent:true|false (urgent / routine)',
    ],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      'How many called in applications versus ordinary ones?',
      'm=count c=called_in:true|false (called in / ordinary)',
    ],
    [
      PLANNING_APPLICATIONS_DICTIONARY,
      'Called-in applications against the others: average fee?',
      'm=average:fee_gbp c=called_in:true|false (called in / not called in)',
    ],
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Escalated requests against the others: average fee?',
      'm=average:fee c=outcome:escalated|the rest',
    ],
    // A share of one value compared with the rest: each side's own share.
    [
      WARRANTY_CLAIMS_DICTIONARY,
      'How does the negative rate of Fridges compare with the rest?',
      'm=share[sentimentLabel=negative] c=product:Fridges|the rest',
    ],
    // Another value on the other side is a comparison of two values, not of the flag's sides.
    [
      SERVICE_REQUESTS_DICTIONARY,
      'Urgent requests or Northgate requests: which had the higher average fee?',
      'm=average:fee f=district=Northgate,urgent=true',
    ],
  ]);
});
