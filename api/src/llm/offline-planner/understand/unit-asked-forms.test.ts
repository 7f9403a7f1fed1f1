import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';

/**
 * "Which store racked up the most minutes of delay?": a sum in a unit (minutes, hours, miles) the
 * data has no field counted in. Counting the records of each group answers another question, so
 * the plan declines; records counted with no unit are still answered.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]}`;
  return planSaid(plan);
}

describe('a sum asked in a unit the data does not count in', () => {
  expectEach(read, [
    [FIXTURE_DICTIONARY, 'Which store racked up the most minutes of delay?', 'declined minutes'],
    [
      CLINIC_FEEDBACK_DICTIONARY,
      'How many miles of travel did patients log in total?',
      'declined miles',
    ],
    // Records counted, no unit: still answered.
    [
      FIXTURE_DICTIONARY,
      'Which store had the most complaints?',
      'm=count f=intent=complaint g=store r=desc1',
    ],
  ]);
});
