import { checkListGroupLead } from './list-group-lead';
import { checkUnaccountedTerms } from './unaccounted-terms';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

describe('checkListGroupLead', () => {
  it('flags an answer naming a whole list as the top group (library: genres per member)', () => {
    const byGenres = call(
      { entity: 'customers', filters: [], metrics: [{ fn: 'count' }], groupBy: ['genres'] },
      {
        matched: 3100,
        rows: [
          { genres: '["Crime","History"]', count: 210 },
          { genres: '["Crime"]', count: 150 },
        ],
      },
    );
    const found = checkListGroupLead(
      sourcesOf(
        'Which genre do members borrow most?',
        'The genres with the most members is **["Crime","History"]** with 210.',
        [byGenres],
        libraryDataset(),
      ),
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
  });

  it('flags a list held as a JSON array (clinic: symptoms per visit)', () => {
    const bySymptoms = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }], groupBy: ['symptoms'] },
      { matched: 900, rows: [{ symptoms: ['cough', 'fever'], count: 80 }] },
    );
    const found = checkListGroupLead(
      sourcesOf(
        'Which symptom comes up most?',
        'The top symptoms are cough, fever with 80 visits.',
        [bySymptoms],
        clinicDataset(),
      ),
    );
    expect(found.length).toBe(1);
  });

  it('accepts a single value grouped by a plain field on both shapes', () => {
    const byBranch = call(
      {
        entity: 'communications',
        filters: [],
        metrics: [{ fn: 'count' }],
        groupBy: ['Branch Name'],
      },
      { matched: 8000, rows: [{ 'Branch Name': 'Central Library', count: 4100 }] },
    );
    expect(
      checkListGroupLead(
        sourcesOf(
          'Which branch gets the most requests?',
          'Central Library has the most requests: 4100.',
          [byBranch],
          libraryDataset(),
        ),
      ),
    ).toEqual([]);
    const byClinic = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }], groupBy: ['clinic'] },
      { matched: 900, rows: [{ clinic: '[North] Annex', count: 500 }] },
    );
    expect(
      checkListGroupLead(
        sourcesOf(
          'Which clinic sees the most visits?',
          '[North] Annex sees the most visits: 500.',
          [byClinic],
          clinicDataset(),
        ),
      ),
    ).toEqual([]);
  });
});

describe('a measure noun asked of a record that the data names nowhere', () => {
  const memberLookup = call(
    { id: 'M-00012' },
    { member: 'M-00012', 'Branch Name': 'Northgate', mbr_rating: 4 },
  );

  it('flags "what loyalty score does member … have" over library data', () => {
    const found = checkUnaccountedTerms(
      sourcesOf(
        'What loyalty score does member M-00012 have?',
        'M-00012: branch Northgate, member rating 4.',
        [memberLookup],
        libraryDataset(),
      ),
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
  });

  it('flags "what risk level is …" over clinic data', () => {
    const found = checkUnaccountedTerms(
      sourcesOf(
        'What risk level is patient P-0042 at?',
        'P-0042: 3 visits, average wait 12 minutes.',
        [call({ id: 'P-0042' }, { visits: 3, avgWait: 12 })],
        clinicDataset(),
      ),
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
  });

  it('accepts a measure the data names ("what rating does member … give")', () => {
    const found = checkUnaccountedTerms(
      sourcesOf(
        'What rating does member M-00012 give?',
        'M-00012 gives a member rating of 4.',
        [memberLookup],
        libraryDataset(),
      ),
    );
    expect(found.filter((finding) => finding.delta < 0)).toEqual([]);
  });
});
