import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { planOfTurns } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { expectEach, planSaid } from './plans-forms-support';

/**
 * "What share of all Noise complaints were closed and upheld": the share's part is the state
 * ("Closed - upheld"); the word is not also the date the data keeps for it ("closed"), which would
 * shrink the whole to the records already closed. Without a state in the part the date stays.
 */
function withDate(
  dictionary: DataDictionary,
  name: string,
  status: string,
  values: string[],
): DataDictionary {
  const rows = dictionary.counts.communications ?? 0;
  return {
    ...dictionary,
    name: `${dictionary.name} (with a ${name} date)`,
    fields: [
      ...dictionary.fields.map((field) =>
        field.name === status && field.entity === 'communications'
          ? { ...field, values: values.map((value, at) => ({ value, count: 400 - at * 50 })) }
          : field,
      ),
      {
        name,
        entity: 'communications',
        role: 'custom',
        type: 'date',
        label: name,
        filled: Math.round(rows * 0.8),
        distinct: 300,
      },
    ],
  };
}

const COUNCIL = withDate(COUNCIL_COMPLAINTS_DICTIONARY, 'closed', 'status', [
  'Closed - upheld',
  'Closed - not upheld',
  'Open',
]);
const GYM = withDate(GYM_QUERIES_DICTIONARY, 'resolved', 'status', [
  'Resolved - refund',
  'Resolved - no action',
  'Pending',
]);

function read(dictionary: DataDictionary, question: string): string {
  return planSaid(planOfTurns(dictionary, [question])).replace(/ p=\S+/, '');
}

describe('a state in the share part is not also its date', () => {
  expectEach(read, [
    [
      COUNCIL,
      'what share of all Riverside complaints were closed - upheld?',
      'm=share[status=Closed - upheld] f=ward=Riverside',
    ],
    [
      GYM,
      'What share of all Harrogate queries were resolved with a refund?',
      'm=share[status=Resolved - refund] f=club=Harrogate',
    ],
    [
      GYM,
      'what percentage of App queries got resolved - refund',
      'm=share[status=Resolved - refund] f=channel=App',
    ],
    [
      COUNCIL,
      'Of the complaints from North Ward, what share were closed - upheld?',
      'm=share[status=Closed - upheld] f=ward=North Ward',
    ],
    // Guards: the date alone stays the records with it filled.
    [GYM, 'how many queries have been resolved', 'm=count f=resolvednot_null'],
    [COUNCIL, 'how many complaints have been closed', 'm=count f=closednot_null'],
  ]);
});
