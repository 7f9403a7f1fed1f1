import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * "the average Savings sentiment", "the average Dishwasher parts cost": a value said whole
 * between "average" and the measured field's own name picks the records; the field is the
 * measure, nothing the data lacks. A value before a word no field names still declines.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  return plan.unknown.length > 0 ? `${planSaid(plan)} ?${plan.unknown.join(',')}` : planSaid(plan);
}

describe('a value said between "average" and the measured field', () => {
  expectEach(read, [
    [
      REPAIR_JOBS_DICTIONARY,
      'What was the average Dishwasher parts cost?',
      'm=average:parts_cost f=appliance=Dishwasher',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'average Oven repair hours in June',
      'm=average:repair_hours f=appliance=Oven p=2025-06-01..2025-06-30',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'What was the average Washing Machine repair hours?',
      'm=average:repair_hours f=appliance=Washing Machine',
    ],
    [
      REPAIR_JOBS_DICTIONARY,
      'average Fridge Freezer parts cost before 1 June 2025',
      'm=average:parts_cost f=appliance=Fridge Freezer p=2025-03-01..2025-05-31',
    ],
    // A value before a word no field names: still a measure the data lacks.
    [
      REPAIR_JOBS_DICTIONARY,
      'What was the average Washing Machine warranty fee?',
      'declined warranty fee',
    ],
  ]);
});
