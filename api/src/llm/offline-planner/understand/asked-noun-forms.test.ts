import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planSaid, expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * "What monthly price does each city cost?": the noun the question opens by asking for, then a
 * verb whose subject is a group of the records. Data without that noun declines it, rather than
 * counting the records of each group; a noun the data holds is still answered.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  return planSaid(plan);
}

describe('a noun asked of each group that the data lacks', () => {
  expectEach(read, [
    [RIDE_SUPPORT_DICTIONARY, 'What monthly price does each city cost?', 'declined price'],
    [RIDE_SUPPORT_DICTIONARY, 'What price does each category cost?', 'declined price'],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'What membership price does each branch charge?',
      'declined membership price',
    ],
    [REPAIR_JOBS_DICTIONARY, 'What warranty length does each appliance carry?', 'declined length'],
    [RIDE_SUPPORT_DICTIONARY, 'What mileage does every city log?', 'declined mileage'],
    // Held nouns are still answered.
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'What late fee does each branch charge?',
      'm=average:late_fee g=branch_lib',
    ],
  ]);
});
