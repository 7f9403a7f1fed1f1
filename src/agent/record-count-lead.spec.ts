import { checkRecordCountLead } from './record-count-lead';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, lookupCall } from './testing/fit-cases';
import { fitDataset, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const airline = fitDataset();
const clinic = clinicDataset();
const library = libraryDataset();

function profileFirst(id: string, days: number, count: number, withCount = true): string {
  return `**${id}**:\n- segment: unknown\n- tenure day: ${days}\n\n${id} (customer for ${days} days)${withCount ? `: ${count} communications, 0 complaints.` : '.'}`;
}
function countFirst(id: string, days: number, count: number): string {
  return `${id} has ${count} communications on file (a customer for ${days} days).`;
}

/** How many records a named one has, each asked of a record look-up. */
const asked = [
  ['How many requests has member M-20417 made?', 'M-20417', 241, 12, library],
  ['how many times did M-20417 ask us for something', 'M-20417', 241, 12, library],
  ['How many holds has M-20417 placed?', 'M-20417', 241, 12, library],
  ['How many renewals has member M-20417 asked for?', 'M-20417', 241, 12, library],
  ['How many tweets has customer CU-100 sent?', 'CU-100', 57, 9, airline],
  ['how many complaints came from CU-100', 'CU-100', 57, 9, airline],
  ['How many messages did CU-100 send us?', 'CU-100', 57, 9, airline],
  ['How many visits has patient P-5521 had?', 'P-5521', 320, 4, clinic],
  ['How many times has P-5521 been in touch?', 'P-5521', 320, 4, clinic],
  ['P-5521: how many feedback forms on file?', 'P-5521', 320, 4, clinic],
] as const;

describe('checkRecordCountLead', () => {
  it('was blind to them before: without the check, how many were below High', () => {
    const before = asked.filter(
      ([question, id, days, count, data]) =>
        capOf(
          question,
          profileFirst(id, days, count),
          [lookupCall(id, days, count)],
          data,
          'record-count-lead',
        ) < 0.8,
    );
    expect(before.length).toBe(0);
  });

  it("caps below High a look-up that leads with the record's own field, not its count (3 shapes)", () => {
    for (const [question, id, days, count, data] of asked) {
      const calls = [lookupCall(id, days, count)];
      const withCount = checkRecordCountLead(
        sourcesOf(question, profileFirst(id, days, count), calls, data),
      );
      expect(withCount.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.6]);
      const without = checkRecordCountLead(
        sourcesOf(question, profileFirst(id, days, count, false), calls, data),
      );
      expect(without.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
      expect(without[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, profileFirst(id, days, count), calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('accepts a lead read from the count', () => {
    for (const [question, id, days, count, data] of asked) {
      const calls = [lookupCall(id, days, count)];
      expect(checkRecordCountLead(sourcesOf(question, countFirst(id, days, count), calls, data)))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('accepts the field when the question asks it ("how many days …")', () => {
    const calls = [lookupCall('M-20417', 241, 12)];
    const question = 'How many days has M-20417 been a member?';
    const answer = profileFirst('M-20417', 241, 12);
    expect(checkRecordCountLead(sourcesOf(question, answer, calls, library))).toEqual([]);
  });
});
