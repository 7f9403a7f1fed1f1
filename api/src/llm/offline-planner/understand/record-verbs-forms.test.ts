import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { formSummary, planOfTurns, type FormExpected } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';

/**
 * "How many customers called about an overdraft?" (review finding): a verb made of a noun for the
 * records ("called", "messaged", "emailed") says the records came in. It counts the records about
 * the thing named, with no channel unless the verb names a channel value the data holds
 * ("emailed" of an Email channel, "rang us", "called in"); it is no word the data lacks (it
 * declined). Phrasings of our own over gym, council, hotel, library, clinic and rail data; the
 * guards must not change: a channel the data holds is still read, a verb in the passive ("were
 * questioned by the auditor") still declines, "held in the data" reads no state.
 */
const GYM = GYM_QUERIES_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const HOTEL = HOTEL_FEEDBACK_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;
const REPAIR = REPAIR_JOBS_DICTIONARY;
const FURNITURE = FURNITURE_CONTACTS_DICTIONARY;

/** A case: the dictionary, the question, the plan, the words left unread, and a known miss. */
type Case = readonly [DataDictionary, string, FormExpected, string[], string?];

function checkCases(title: string, cases: readonly Case[]): void {
  describe(title, () => {
    for (const [dictionary, question, expected, unread, todo] of cases) {
      it(`${dictionary.name}: ${question}`, todo ? { todo } : {}, () => {
        const plan = planOfTurns(dictionary, [question]);
        const got = formSummary(plan);
        const wanted: FormExpected = { declined: false, ...expected };
        const picked = Object.fromEntries(
          Object.keys(wanted).map((key) => [key, got[key as keyof FormExpected]]),
        );
        assert.deepEqual(picked, wanted, JSON.stringify(got));
        assert.deepEqual(plan.unknown, unread);
      });
    }
  });
}

// DEV: 0/9 before (seven declined on the verb, two left it unread) -> 9/9.
checkCases('a verb of the records coming in counts the records about the thing named', [
  [
    GYM,
    'How many members called about a billing error?',
    { filters: ['category=Billing error'] },
    [],
  ],
  [COUNCIL, 'How many residents called about potholes?', { filters: ['category=potholes'] }, []],
  [HOTEL, 'How many guests called about breakfast?', { filters: ['topic=Breakfast'] }, []],
  [
    LIBRARY,
    'How many members called about a fine dispute?',
    { filters: ['req_type=Fine dispute'] },
    [],
  ],
  // No channel field: "emailed" names no value, and is no word the data lacks either.
  [LIBRARY, 'How many members emailed about a lost item?', { filters: ['req_type=Lost item'] }, []],
  [CLINIC, 'How many patients called about billing?', { filters: ['category=billing'] }, []],
  [
    RAIL,
    'How many passengers called about a cancellation?',
    { filters: ['claim_type=Cancellation'] },
    [],
  ],
  [
    CLINIC,
    'Which clinic had the most patients calling about billing?',
    { filters: ['category=billing'], groupBy: 'clinic', rank: 'desc' },
    [],
  ],
  [
    HOTEL,
    'Which hotel had the most guests calling about noise?',
    { filters: ['topic=Noise'], groupBy: 'hotel', rank: 'desc' },
    [],
  ],
]);

// Guards: 9/9 before and after.
checkCases('a channel the data holds is still read; a passive verb or a state is no arrival', [
  [
    LIBRARY,
    'How many members have messaged about a room booking?',
    { filters: ['req_type=Room booking'] },
    [],
  ],
  [
    GYM,
    'How many members emailed about a billing error?',
    { filters: ['category=Billing error', 'channel=Email'] },
    [],
  ],
  [
    RAIL,
    'How many passengers emailed about an overcharge?',
    { filters: ['claim_type=Overcharge', 'contacted_via=Email'] },
    [],
  ],
  [
    GYM,
    'How many members rang us about billing errors?',
    { filters: ['channel=Phone', 'category=Billing error'] },
    [],
  ],
  [
    GYM,
    'How many members called in about billing errors?',
    { filters: ['channel=Phone', 'category=Billing error'] },
    [],
  ],
  [COUNCIL, 'How many complaints were emailed to us?', { filters: ['channel=email'] }, []],
  [
    RAIL,
    'How many claims were questioned by the auditor?',
    { declined: true },
    ['auditor', 'questioned'],
  ],
  [GYM, 'How many members were called back?', {}, ['called', 'back']],
  [REPAIR, 'How many repair jobs are held in the data?', { filters: [] }, []],
  // A verb made of another record noun is no getting in touch: the data may lack it (review).
  [RAIL, 'How many passengers questioned their refund?', { declined: true }, ['questioned']],
]);

// CHECK, written after the fix with its code left as it was: 8/9 on the first run.
checkCases('check: other verbs of the records coming in, other words around them', [
  [
    COUNCIL,
    'How many people messaged the council about street lighting?',
    { filters: ['category=street lighting'] },
    [],
  ],
  [HOTEL, 'Number of guests who called regarding check-in', { filters: ['topic=Check-in'] }, []],
  [
    CLINIC,
    'how many patients emailed about staff attitude',
    { filters: ['category=staff attitude'] },
    [],
  ],
  [
    RAIL,
    'Which station had the most passengers calling about overcharges?',
    { filters: ['claim_type=Overcharge'], groupBy: 'station', rank: 'desc' },
    [],
  ],
  [
    LIBRARY,
    'How many members contacted us about interlibrary loans?',
    { filters: ['req_type=Interlibrary loan'] },
    [],
  ],
  [
    GYM,
    'How many members messaged about locker hire last month?',
    { filters: ['category=Locker hire'] },
    [],
  ],
  [FURNITURE, 'How many customers called about assembly?', { filters: ['category=assembly'] }, []],
  [
    COUNCIL,
    'How many residents phoned about parking?',
    { filters: ['channel=phone', 'category=parking'] },
    [],
  ],
  // Guard: being contacted is done to the guests, which the data does not say.
  [
    HOTEL,
    'How many guests were contacted about billing?',
    { declined: true },
    ['contacted'],
    "read as the guests' records about Billing before the fix too: the passive 'contacted' is not left unread",
  ],
]);
