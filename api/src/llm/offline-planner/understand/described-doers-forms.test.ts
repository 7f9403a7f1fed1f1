import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { expectEach, plansOf } from './plans-forms-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * "How many jobs were handled by technicians with a callback": the doers after "by", described
 * by what follows ("who", "that", "with"), are the records' own, a count of them all and no
 * grouping by the doers; "by technician" alone, or with a superlative, is still the grouping.
 */
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const CONTACTS = FURNITURE_CONTACTS_DICTIONARY;

describe('doers described after "by" are no grouping', () => {
  expectEach(
    (dictionary: DataDictionary, question: string) => plansOf(dictionary, question).join(' | '),
    [
      [
        REPAIRS,
        'How many jobs were handled by technicians with a callback?',
        'm=count f=callback=true',
      ],
      [
        REPAIRS,
        'How many jobs were handled by technicians who had a callback?',
        'm=count f=callback=true',
      ],
      [
        CONTACTS,
        'How many contacts were made by showrooms that are premium members?',
        'm=count f=premium=true',
      ],
      [REPAIRS, 'How many jobs by technician?', 'm=count g=technician'],
      [CONTACTS, 'How many contacts came in by showroom?', 'm=count g=showroom'],
    ],
  );
});
