import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { checkRepeatedPart } from './repeated-part';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();
const anyCall = call({ entity: 'communications', filters: [], metrics: [{ fn: 'count' }] }, {});

function fires(question: string, answer: string, data: DataDictionary, calls: ObservedCall[]) {
  return checkRepeatedPart(sourcesOf(question, answer, calls, data));
}

describe("checkRepeatedPart: one ask's sentence said twice where another's belongs", () => {
  const wrong: [string, string, DataDictionary][] = [
    [
      'How many Check-up visits were there before 1 June 2024, how many from then on, and what share were at Hilltop?',
      'There are **1400** visits where visit type is Check-up, from 2024-01-01 to 2024-05-31. There are **1400** visits where visit type is Check-up, from 2024-01-01 to 2024-05-31. 34.0% were at Hilltop.',
      clinic,
    ],
    [
      'What is the average fine at Northgate, and how many renewals did it handle?',
      'The average fine owed is 3.2 over 3000 requests where branch is Northgate.\nThe average fine owed is 3.2 over 3000 requests where branch is Northgate.',
      library,
    ],
  ];
  for (const [question, answer, data] of wrong) {
    it(`keeps "${question}" below High`, () => {
      const findings = fires(question, answer, data, [anyCall]);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
  }

  const right: [string, string, DataDictionary][] = [
    // Each ask its own sentence.
    [
      'How many Check-up visits were there before 1 June 2024, how many from then on, and what share were at Hilltop?',
      'There are **1400** visits where visit type is Check-up, from 2024-01-01 to 2024-05-31. There are **1600** from 2024-06-01 to 2024-12-31. 34.0% were at Hilltop.',
      clinic,
    ],
    // One ask said twice: a repeated sentence answers both.
    [
      'How do members feel about Northgate? Give me the average rating.',
      'The average member rating is 3.9 over 3000 requests. The average member rating is 3.9 over 3000 requests.',
      library,
    ],
    // One ask with a clause before it.
    [
      'Where a fee was charged, what is the average fee?',
      'The average fee is 45.2 over 5000 visits. The average fee is 45.2 over 5000 visits.',
      clinic,
    ],
  ];
  for (const [question, answer, data] of right) {
    it(`leaves "${question}" alone`, () => {
      expect(fires(question, answer, data, [anyCall]))
        .withContext(question)
        .toEqual([]);
    });
  }
});
