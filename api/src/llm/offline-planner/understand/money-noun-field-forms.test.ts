import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { expectEach, planSaid } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * A plain money noun said after a field's own name ("goodwill payment", "locker revenue") is that
 * field only when the field holds money or a quantity of the noun's kind. After the name of a
 * count, a duration or a size ("household revenue" of people in household, "site revenue" of
 * hours on site) it is a figure the data lacks, declined, never a count of the records.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  // The noun the decline names ("revenue" of "household revenue"); the period is not checked.
  if (plan.unknownIsAsked) return `declined ${plan.unknown[0]?.split(' ').at(-1)}`;
  return planSaid(plan).replace(/ p=\S+/, '');
}

const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const REMOVALS = REMOVALS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;

describe('a money noun after a field name the field does not hold', () => {
  expectEach(read, [
    [COUNCIL, 'What was our total household revenue in March?', 'declined revenue'],
    [COUNCIL, 'What was the total household revenue last year?', 'declined revenue'],
    [REMOVALS, 'What was our total site revenue in June?', 'declined revenue'],
    [REMOVALS, 'What was the average hours price in June?', 'declined price'],
    [REPAIRS, 'What was our total repair revenue in March?', 'declined revenue'],
    [GYM, 'What was the total visit revenue in May?', 'declined revenue'],
    [GYM, 'What is the average visits price?', 'declined price'],
    // Guards: the money noun after a money field's own name is that field.
    [GYM, 'What was our total locker revenue in May?', 'm=sum:locker_fee'],
    [GYM, 'What was the total refund amount in May?', 'm=sum:refund_gbp'],
    [REMOVALS, 'What was the average compensation payment in June?', 'm=average:compensation_gbp'],
    [REMOVALS, 'What were total quote values in June?', 'm=sum:quote_gbp'],
    [COUNCIL, 'What was the total parking revenue in March?', 'm=sum:parking_fine'],
    [REPAIRS, 'What was the total parts cost in March?', 'm=sum:parts_cost'],
  ]);
});
