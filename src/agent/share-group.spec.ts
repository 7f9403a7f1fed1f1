import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { checkShareGroup } from './share-group';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const library = libraryDataset();
const clinic = clinicDataset();

/** One share over the records a filter holds: `{ count, share }` as a query result gives it. */
function shareOver(
  filter: { field: string; value: string | boolean },
  share: number,
  count: number,
  key: string,
): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [{ field: filter.field, op: 'eq', value: filter.value }],
      metrics: [{ fn: 'count' }, { fn: 'avg', field: key }],
    },
    { matched: count, rowCount: 1, rows: [{ count, [`avg_${key}`]: share }] },
  );
}

function fires(question: string, answer: string, calls: ObservedCall[], data: DataDictionary) {
  return checkShareGroup(sourcesOf(question, answer, calls, data));
}

const kidsAmongHolds = shareOver({ field: 'req type', value: 'Hold' }, 0.3, 4000, 'kids_card');
const holdsAmongKids = shareOver({ field: 'kids_card', value: true }, 0.8, 1500, 'is_hold');
const clubAmongCheckUps = shareOver(
  { field: 'visit_type', value: 'Check-up' },
  0.28,
  3000,
  'care_club',
);
const checkUpsAmongClub = shareOver({ field: 'care_club', value: true }, 0.6, 1400, 'is_check_up');
const riversideAmongScreening = shareOver(
  { field: 'visit_type', value: 'Good Start Screening' },
  0.45,
  2000,
  'is_riverside',
);
const screeningAtRiverside = shareOver(
  { field: 'clinic', value: 'Riverside' },
  0.41,
  2200,
  'is_screening',
);

describe('checkShareGroup: the share is over the group the question names as its whole', () => {
  const wrong: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'What share of Hold requests come from kids card holders?',
      'The Hold rate is 80.0% over 1500 requests where kids card is true.',
      [holdsAmongKids],
      library,
    ],
    [
      'Among kids card holders, what fraction of requests are Holds?',
      'The kids card rate is 30.0% over 4000 requests where request type is Hold.',
      [kidsAmongHolds],
      library,
    ],
    [
      'Among Care Club members, what proportion of visits were Check-ups?',
      'The Care Club member rate is 28.0% over 3000 visits where visit type is Check-up.',
      [clubAmongCheckUps],
      clinic,
    ],
    [
      'Of the Good Start Screening visits, what percentage were at Riverside?',
      '41.0% over 2200 visits where clinic is Riverside.',
      [screeningAtRiverside],
      clinic,
    ],
    [
      'What is the Check-up rate among Care Club members?',
      '28.0% of Check-up visits are by Care Club members (3000 visits).',
      [clubAmongCheckUps],
      clinic,
    ],
  ];
  for (const [question, answer, calls, data] of wrong) {
    it(`caps "${question}" answered over the other group`, () => {
      const findings = fires(question, answer, calls, data);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
  }

  const right: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'What share of Hold requests come from kids card holders?',
      'The kids card rate is 30.0% over 4000 requests where request type is Hold.',
      [kidsAmongHolds],
      library,
    ],
    [
      'Among kids card holders, what fraction of requests are Holds?',
      'The Hold rate is 80.0% over 1500 requests where kids card is true.',
      [holdsAmongKids],
      library,
    ],
    [
      'Among Care Club members, what proportion of visits were Check-ups?',
      '60.0% over 1400 visits where Care Club member is true.',
      [checkUpsAmongClub],
      clinic,
    ],
    [
      'Of the Good Start Screening visits, what percentage were at Riverside?',
      '45.0% over 2000 visits where visit type is Good Start Screening.',
      [riversideAmongScreening],
      clinic,
    ],
    // The whole named by a pronoun is the previous answer's records: nothing to hold to here.
    [
      'What share of them were by Care Club members?',
      '28.0% over 3000 visits where visit type is Check-up.',
      [clubAmongCheckUps],
      clinic,
    ],
    // "Breached"/"came": the part asked starts at the verb, so a flag named after it is the part.
    [
      'What proportion of Check-up visits came from Care Club members?',
      '28.0% over 3000 visits where visit type is Check-up.',
      [clubAmongCheckUps],
      clinic,
    ],
  ];
  for (const [question, answer, calls, data] of right) {
    it(`leaves "${question}" alone when the share is over its whole`, () => {
      expect(fires(question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    });
  }
});
