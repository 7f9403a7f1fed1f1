import { checkLatestRecord } from './latest-record';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';

const customer = call(
  { customerId: 'C-1001' },
  {
    customer: { id: 'C-1001', joinedAt: '2014-06-02' },
    communicationCount: 3,
    avgSentiment: -0.2,
    recentCommunications: [
      { id: 'T-3', at: '2015-02-23T10:00:00Z', airline: 'Delta', negativereason: 'Late Flight' },
      { id: 'T-2', at: '2015-02-20T09:00:00Z', airline: 'Delta', negativereason: 'Lost Luggage' },
      { id: 'T-1', at: '2015-02-17T08:00:00Z', airline: 'United', negativereason: null },
    ],
  },
);
const visits = call(
  { entity: 'communications', filters: [{ field: 'clinic', op: 'eq', value: 'Hilltop' }] },
  {
    results: [
      { id: 'V-88', at: '2024-12-30', visit_type: 'Check-up' },
      { id: 'V-12', at: '2024-01-04', visit_type: 'Good Start Screening' },
    ],
  },
);

function airline(question: string, answer: string, calls: ObservedCall[]) {
  return checkLatestRecord(sourcesOf(question, answer, calls));
}
function clinic(question: string, answer: string, calls: ObservedCall[]) {
  return checkLatestRecord(sourcesOf(question, answer, calls, clinicDataset()));
}

describe('checkLatestRecord', () => {
  it("flags a customer's profile given for their most recent tweet (airline tweets)", () => {
    const question = "What was customer C-1001's most recent tweet about?";
    const wrong = airline(question, 'C-1001: 3 tweets, average sentiment -0.2.', [customer]);
    expect(wrong.map((finding) => finding.cap)).toEqual([0.44]);
    expect(airline(question, 'T-3 on 2015-02-23: Late Flight, to Delta.', [customer])).toEqual([]);
  });

  it('flags the wrong end for the first visit, and leaves periods alone (clinic visits)', () => {
    const question = 'What was the first visit at Hilltop?';
    expect(clinic(question, 'V-88, a check-up on 2024-12-30.', [visits]).length).toBe(1);
    expect(clinic(question, 'V-12, a screening on 2024-01-04.', [visits])).toEqual([]);
    expect(clinic('How many visits in the last month?', 'There were 2 visits.', [visits])).toEqual(
      [],
    );
  });
});
