import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { planOfTurns } from './forms-test-support';
import { expectEach, planSaid } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * "How many complaints were opened last month": the act that makes every record, counted over the
 * period, not the records whose status is still Open — also where the data keeps a number field
 * named by the same word ("days open"), whose reading put the state back. "Still open", "open jobs" keep it.
 */
/** The data keeping how long each record stayed open, a number field named by "open" too. */
function withDaysOpen(dictionary: DataDictionary): DataDictionary {
  const rows = dictionary.counts.communications ?? 0;
  return {
    ...dictionary,
    name: `${dictionary.name} (with days open)`,
    fields: [
      ...dictionary.fields,
      {
        name: 'days_open',
        entity: 'communications',
        role: 'custom',
        type: 'number',
        label: 'days open',
        filled: rows,
        distinct: 60,
      },
    ],
  };
}

function read(dictionary: DataDictionary, question: string): string {
  return planSaid(planOfTurns(dictionary, [question])).replace(/ p=\S+/, '');
}

const COUNCIL = withDaysOpen(COUNCIL_COMPLAINTS_DICTIONARY);
const REPAIRS = withDaysOpen(REPAIR_JOBS_DICTIONARY);
const LEAKS = withDaysOpen(WATER_LEAKS_DICTIONARY);

describe('"opened" in a period is the act that makes the records, not the Open state', () => {
  expectEach(read, [
    [COUNCIL, 'How many complaints were opened last month?', 'm=count'],
    [COUNCIL, 'how many complaints did we open in March', 'm=count'],
    [REPAIRS, 'How many jobs were opened in June?', 'm=count'],
    [REPAIRS, 'how many jobs got opened last week', 'm=count'],
    [LEAKS, 'How many leak reports were opened in the last month?', 'm=count'],
    // Guards: the state said as a state stays.
    [COUNCIL, 'how many complaints are still open', 'm=count f=status=Open'],
    [REPAIRS, 'how many open jobs were there in June', 'm=count f=status=Open'],
    [LEAKS, 'How many leak reports are open right now?', 'm=count f=Outcome=Open'],
  ]);
});
