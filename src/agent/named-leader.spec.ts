import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, findingsBy, groupedCall } from './testing/fit-cases';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

type Case = [string, string, ObservedCall[], DataDictionary];

const waits = groupedCall(
  'clinic',
  [
    ['Riverside', 23.1],
    ['Hilltop', 31.4],
    ['Old Town', 18.2],
  ],
  'avg_wait_minutes',
);
const ratings = groupedCall(
  'Branch Name',
  [
    ['Central Library', 3.9],
    ['Central Kiosk', 3.2],
    ['Northgate', 4.4],
  ],
  'avg_mbr_rating',
);

/** A leader asked; the answer lists every group, its first row at neither end of the list. */
const unnamed: Case[] = [
  [
    'Which clinic has the longest average wait?',
    'Average minutes waited by clinic, over all the data:\n- Riverside: 23.1 (2200 visits)\n- Hilltop: 31.4 (1700 visits)\n- Old Town: 18.2 (1100 visits)',
    [waits],
    clinic,
  ],
  [
    'What branch gets the grumpiest member ratings?',
    'Average member rating by branch:\n- Central Library: 3.9 (4100 requests)\n- Central Kiosk: 3.2 (900 requests)\n- Northgate: 4.4 (3000 requests)',
    [ratings],
    library,
  ],
  [
    'Which clinic was noticeably slower to see patients?',
    'Average minutes waited by clinic:\n- Riverside: 23.1 (2200 visits)\n- Hilltop: 31.4 (1700 visits)\n- Old Town: 18.2 (1100 visits)',
    [waits],
    clinic,
  ],
];

/** The leader named first, a list led by its extreme, or several asked. */
const named: Case[] = [
  [
    'Which clinic has the longest average wait?',
    'The clinic with the longest average wait is **Hilltop**, at 31.4 minutes (1700 visits).',
    [waits],
    clinic,
  ],
  [
    'Which clinic has the shortest average wait?',
    'Average minutes waited by clinic:\n- Old Town: 18.2 (1100 visits)\n- Riverside: 23.1 (2200 visits)\n- Hilltop: 31.4 (1700 visits)',
    [waits],
    clinic,
  ],
  [
    'Which clinics have the longest waits?',
    'Average minutes waited by clinic:\n- Riverside: 23.1\n- Hilltop: 31.4\n- Old Town: 18.2',
    [waits],
    clinic,
  ],
  [
    'What are the top three branches by member rating?',
    'Average member rating by branch:\n- Central Library: 3.9\n- Central Kiosk: 3.2\n- Northgate: 4.4',
    [ratings],
    library,
  ],
  [
    'Which branch has the highest member rating?',
    'Northgate has the highest average member rating, 4.4 (3000 requests); then:\n- Central Library: 3.9\n- Central Kiosk: 3.2',
    [ratings],
    library,
  ],
  [
    'Which clinic was noticeably slower to see patients?',
    'Hilltop was slower: 31.4 minutes on average (1700 visits), against 23.1 at Riverside and 18.2 at Old Town.',
    [waits],
    clinic,
  ],
  [
    'Which branch has the most interest in renewals?',
    'Renewal requests by branch:\n- Central Library: 3.9\n- Central Kiosk: 3.2\n- Northgate: 4.4',
    [],
    library,
  ],
];

describe('checkNamedLeader', () => {
  it('caps Low, partly answered, a leader asked and a list whose first row is no extreme', () => {
    for (const [question, answer, calls, data] of unnamed) {
      const found = findingsBy('named-leader', question, answer, calls, data);
      expect(found.length).withContext(question).toBe(1);
      expect(found[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('leaves a leader named, a list led by its extreme, several asked (2 data shapes)', () => {
    for (const [question, answer, calls, data] of named) {
      expect(findingsBy('named-leader', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });
});
