import { checkNamedFlag } from './named-flag';
import type { DataDictionary } from './dataset';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { libraryDataset } from './testing/library-dataset';

/** The sample data plus a yes/no field of its records. */
function withFlag(): DataDictionary {
  const base = fitDataset();
  return {
    ...base,
    fields: [
      ...base.fields,
      {
        name: 'refundIssued',
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        label: 'refund issued',
        filled: 14640,
        distinct: 2,
        values: [
          { value: false, count: 12000 },
          { value: true, count: 2640 },
        ],
      },
    ],
  };
}

const byAirline = call(
  { entity: 'communications', metrics: [{ fn: 'count' }], groupBy: ['airline'] },
  { matched: 14640, rows: [{ airline: 'United', count: 3822 }] },
);
const refundsByAirline = call(
  {
    entity: 'communications',
    filters: [{ field: 'refundIssued', op: 'eq', value: true }],
    metrics: [{ fn: 'count' }],
    groupBy: ['airline'],
  },
  { matched: 2640, rows: [{ airline: 'United', count: 901 }] },
);

function findings(question: string, answer: string, calls: ObservedCall[]) {
  return checkNamedFlag(sourcesOf(question, answer, calls, withFlag()));
}

describe('checkNamedFlag', () => {
  it('flags a yes/no field the question names that no call used', () => {
    const found = findings(
      'Which airline had the most refunds?',
      'United had the most tweets (3822).',
      [byAirline],
    );
    expect(found.length).toBe(1);
    expect(found[0]!.partial).toBeTrue();
    expect(found[0]!.label).toContain('refund issued');
  });

  it('accepts a call that filtered by it, and a question that does not name it', () => {
    expect(
      findings('Which airline had the most refunds?', 'United had the most refunds (901).', [
        refundsByAirline,
      ]),
    ).toEqual([]);
    expect(
      findings('Which airline had the most tweets?', 'United had the most tweets (3822).', [
        byAirline,
      ]),
    ).toEqual([]);
  });
});

describe('a yes/no field its description names', () => {
  it('still counts as named by the question (clinic visits: "club members")', () => {
    const all = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'avg', field: 'fee_gbp' }] },
      { matched: 5000, rows: [{ avgFee_gbp: 40.1 }] },
    );
    const members = call(
      {
        entity: 'communications',
        filters: [{ field: 'care_club', op: 'eq', value: true }],
        metrics: [{ fn: 'avg', field: 'fee_gbp' }],
      },
      { matched: 1400, rows: [{ avgFee_gbp: 35.2 }] },
    );
    const question = 'avg fee for club ppl?';
    const data = clinicDataset();
    expect(
      checkNamedFlag(sourcesOf(question, 'The average fee is 40.1.', [all], data)).length,
    ).toBe(1);
    expect(
      checkNamedFlag(sourcesOf(question, 'The average fee is 35.2.', [members], data)),
    ).toEqual([]);
  });
});

describe('a yes/no field whose noun is also the act that creates every record', () => {
  const withReportFlag = (data: DataDictionary): DataDictionary => ({
    ...data,
    fields: [
      ...data.fields,
      {
        name: 'police_report',
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        label: 'police report',
        filled: 1000,
        distinct: 2,
        values: [
          { value: false, count: 900 },
          { value: true, count: 100 },
        ],
      },
    ],
  });
  const shapes = [withReportFlag(clinicDataset()), withReportFlag(libraryDataset())];
  const counted = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
    { count: 1000 },
  );

  it('reads "reported", "were logged" as the act, not the flag', () => {
    for (const data of shapes) {
      for (const question of [
        'How many records were reported in March?',
        'How does the number reported by email compare with phone?',
      ]) {
        expect(checkNamedFlag(sourcesOf(question, 'There are 1000.', [counted], data)))
          .withContext(question)
          .toEqual([]);
      }
    }
  });

  it('still flags the noun, and the flag named by its own other word', () => {
    for (const data of shapes) {
      for (const question of [
        'How many records had a police report?',
        'How many were reported to the police?',
      ]) {
        expect(
          checkNamedFlag(sourcesOf(question, 'There are 1000.', [counted], data)).map(
            (finding) => finding.cap,
          ),
        )
          .withContext(question)
          .toEqual([0.6]);
      }
    }
  });
});

describe('a yes/no field named by a word another field is called by', () => {
  // "Patient" is the patient field's label and a synonym of the Care Club flag ("care club
  // patient"); a question about patients names no flag, one about the care club still does.
  const clinic = clinicDataset();
  clinic.fields.find((field) => field.name === 'care_club')!.synonyms = [
    'care club',
    'care club patient',
  ];
  clinic.fields.push({
    name: 'patient_id',
    label: 'patient',
    synonyms: ['patient', 'client'],
    entity: 'communications',
    role: 'customer',
    type: 'text',
    filled: 5000,
    distinct: 3000,
  });
  const library = libraryDataset();
  library.fields.find((field) => field.name === 'kids_card')!.synonyms = ['kids card borrower'];
  library.fields.push({
    name: 'borrower_id',
    label: 'borrower',
    entity: 'communications',
    role: 'customer',
    type: 'text',
    filled: 8000,
    distinct: 3100,
  });
  const all = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
    { count: 5000 },
  );

  it('reads no flag in a question about the people another field names', () => {
    for (const [question, data] of [
      ['How many visits did patients make in total?', clinic],
      ['what is the average wait our patients had', clinic],
      ['How many requests did borrowers make?', library],
    ] as const) {
      expect(checkNamedFlag(sourcesOf(question, 'There are 5000.', [all], data)))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('still reads the flag by its own words', () => {
    for (const [question, data] of [
      ['How many visits came from care club patients?', clinic],
      ['How many requests were made on a kids card?', library],
    ] as const) {
      expect(checkNamedFlag(sourcesOf(question, 'There are 5000.', [all], data)).length)
        .withContext(question)
        .toBe(1);
    }
  });
});
