import type { DataDictionary } from './dataset';
import { checkLeftOut } from './left-out';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

function counted(filters: object[]): ObservedCall {
  return call(
    { entity: 'communications', filters, metrics: [{ fn: 'count' }] },
    { matched: 480, groupBy: [], rowCount: 1, rows: [{ count: 480 }] },
  );
}

function found(question: string, filters: object[], data: DataDictionary) {
  return checkLeftOut(sourcesOf(question, 'There are **480** records.', [counted(filters)], data));
}

const careClub = (value: boolean) => ({ field: 'care_club', op: 'eq', value });
const kidsCard = (value: boolean) => ({ field: 'kids_card', op: 'eq', value });
const checkUp = { field: 'visit_type', op: 'eq', value: 'Check-up' };
const renewal = { field: 'req type', op: 'eq', value: 'Renewal' };
const notRenewal = { field: 'req type', op: 'ne', value: 'Renewal' };
const hilltop = { field: 'clinic', op: 'eq', value: 'Hilltop' };
const notHilltop = { field: 'clinic', op: 'ne', value: 'Hilltop' };

// What the question sets aside, each with the call that kept only it and the call that left it
// out, over the clinic's and the library's data, in the wordings different analysts use.
const cases: [string, DataDictionary, object[], object[]][] = [
  [
    'Leaving out Care Club members, how many Check-up visits were there?',
    clinic,
    [careClub(true), checkUp],
    [careClub(false), checkUp],
  ],
  [
    'how many check-ups did we do, not counting the care club lot',
    clinic,
    [checkUp, careClub(true)],
    [checkUp, careClub(false)],
  ],
  [
    'Setting aside anyone in the Care Club, what number of Check-up visits happened?',
    clinic,
    [careClub(true), checkUp],
    [careClub(false), checkUp],
  ],
  [
    'Apart from Hilltop, how many Check-up visits were there?',
    clinic,
    [hilltop, checkUp],
    [notHilltop, checkUp],
  ],
  [
    'Excluding requests made on a kids card, how many renewals came in?',
    library,
    [kidsCard(true), renewal],
    [kidsCard(false), renewal],
  ],
  [
    'Other than Renewal requests, how many requests were made on a kids card?',
    library,
    [renewal, kidsCard(true)],
    [notRenewal, kidsCard(true)],
  ],
  [
    'kids card requests ignoring renewals - how many?',
    library,
    [kidsCard(true), renewal],
    [kidsCard(true), notRenewal],
  ],
];

describe('checkLeftOut: records the question sets aside', () => {
  for (const [question, data, keptOnly, leftOut] of cases) {
    it(`flags "${question}" answered over the records it left out`, () => {
      expect(found(question, keptOnly, data).map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
    });
    it(`accepts "${question}" answered without them`, () => {
      expect(found(question, leftOut, data))
        .withContext(question)
        .toEqual([]);
    });
  }

  it('reads what is set aside only up to the end of its clause', () => {
    // "Other than" ends at the comma: the Check-up filter afterwards is the question's own.
    expect(
      found(
        'Other than at Hilltop, how many Check-up visits were there?',
        [notHilltop, checkUp],
        clinic,
      ),
    ).toEqual([]);
    // No exclusion phrase: a kept value is what was asked.
    expect(found('How many Check-up visits were at Hilltop?', [hilltop, checkUp], clinic)).toEqual(
      [],
    );
  });
});

describe('checkLeftOut: a yes/no field whose words a value shares', () => {
  // A visit type "Care Club review" beside the Care Club member flag: the flag's words are no
  // longer its own, yet keeping the flagged records alone still keeps what was set aside.
  const shared = clinicDataset();
  const visitType = shared.fields.find((field) => field.name === 'visit_type')!;
  visitType.values = [...(visitType.values ?? []), { value: 'Care Club review', count: 10 }];

  it('flags the flag kept alone, and accepts it set aside', () => {
    for (const question of [
      'Leaving out anything for Care Club members, how many Check-up visits were there?',
      'check-ups excluding the care club - how many',
    ]) {
      expect(found(question, [careClub(true), checkUp], shared).length)
        .withContext(question)
        .toBe(1);
      expect(found(question, [careClub(false), checkUp], shared))
        .withContext(question)
        .toEqual([]);
    }
  });
});
