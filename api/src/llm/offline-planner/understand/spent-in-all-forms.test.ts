import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { planOfTurns } from './forms-test-support';
import { expectEach } from './plans-forms-support';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * What was spent, asked in the number field's own unit or by a verb of spending ("how many hours
 * did we spend", "minutes spent on hold last month", "what did repairs cost in March"), is the
 * field added up over the records; an average asked, or a value of one record ("per job", "the
 * longest", "each"), is not.
 */
const measured = (dictionary: DataDictionary, question: string) => {
  const { measure } = planOfTurns(dictionary, [question]);
  return `${measure.kind} ${measure.field ?? ''}`.trim();
};

describe('time or money spent, added up', () => {
  expectEach(measured, [
    [REMOVALS_DICTIONARY, 'how many hours on site did we spend last month', 'sum hours_on_site'],
    [REMOVALS_DICTIONARY, 'hours on site spent in March', 'sum hours_on_site'],
    [FURNITURE_CONTACTS_DICTIONARY, 'minutes on hold spent last quarter', 'sum hold_minutes'],
    [
      FURNITURE_CONTACTS_DICTIONARY,
      'how many minutes on hold did customers spend in May',
      'sum hold_minutes',
    ],
    [WATER_LEAKS_DICTIONARY, 'what did we spend on repair cost in March', 'sum repair cost (GBP)'],
  ]);
});

describe('a value of one record or an average stays so', () => {
  expectEach(measured, [
    [REMOVALS_DICTIONARY, 'average hours on site spent per job', 'average hours_on_site'],
    [FURNITURE_CONTACTS_DICTIONARY, 'minutes on hold spent per contact', 'average hold_minutes'],
    [FURNITURE_CONTACTS_DICTIONARY, 'how many minutes on hold on average', 'average hold_minutes'],
  ]);
});
