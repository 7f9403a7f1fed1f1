import { assessAnswer } from './answer-assessment';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { checkUnaccountedTerms } from './unaccounted-terms';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

function countCall(field: string, value: string, count: number): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [{ field, op: 'eq', value }],
      metrics: [{ fn: 'count' }],
    },
    { count, filters: { [field]: value } },
  );
}

const hold = countCall('req type', 'Hold', 4000);
const renewal = countCall('req type', 'Renewal', 3100);
const riverside = countCall('clinic', 'Riverside', 2200);
const northgate = countCall('Branch Name', 'Northgate', 3000);
const checkUp = countCall('visit_type', 'Check-up', 3000);

function restricting(
  question: string,
  answer: string,
  calls: ObservedCall[],
  data: DataDictionary,
) {
  return checkUnaccountedTerms(sourcesOf(question, answer, calls, data)).filter(
    (finding) => finding.cap < 1,
  );
}

function statusOf(question: string, answer: string, calls: ObservedCall[], data: DataDictionary) {
  return assessAnswer({
    question,
    period: { from: data.from!, to: data.to! },
    dataset: data,
    draft: { text: answer, status: 'answered', sources: [], followUps: [] },
    calls,
    failedCalls: 0,
    shortenedResults: 0,
    groundedSources: 0,
    ungroundedSources: 0,
    repairs: 0,
  });
}

describe('checkUnaccountedTerms: a thing the records went to or came from, named nowhere', () => {
  /** The records asked about reached something the data does not hold: not High. */
  const restricted: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'How many holds were passed on to the bindery afterwards?',
      'There are 4000 holds.',
      [hold],
      library,
    ],
    [
      'How many renewals got sent to a collections agency?',
      'There are 3100 renewals.',
      [renewal],
      library,
    ],
    ['how many holds were forwarded to the county archive', '4000 holds.', [hold], library],
    [
      'How many Riverside visits were referred to a dermatologist?',
      '2200 visits at Riverside.',
      [riverside],
      clinic,
    ],
    [
      'How many check-ups came in through the ambulance?',
      'There were 3000 check-ups.',
      [checkUp],
      clinic,
    ],
    ['How many check-up visits were booked by a locum?', '3000 check-ups.', [checkUp], clinic],
  ];
  for (const [question, answer, calls, data] of restricted) {
    it(`keeps "${question}" below High`, () => {
      const findings = restricting(question, answer, calls, data);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
      expect(findings[0]!.partial).toBeTrue();
    });
  }

  /** Verbs, adverbs, set phrases and words describing a known noun restrict nothing. */
  const incidental: [string, string, ObservedCall[], DataDictionary][] = [
    ['How many holds are sitting waiting at the moment?', 'There are 4000 holds.', [hold], library],
    ['Did renewals go through the roof at some point?', '3100 renewals.', [renewal], library],
    ['How many holds were raised on the whole?', '4000 holds.', [hold], library],
    [
      'How long did Riverside visits take to reach a diagnosis?',
      '2200 visits.',
      [riverside],
      clinic,
    ],
    ['How many check-ups got passed to a real person?', '3000 check-ups.', [checkUp], clinic],
    ['Which month was quietest in terms of check-ups?', '3000 check-ups.', [checkUp], clinic],
    ['How many Riverside visits were there, currently?', '2200 visits.', [riverside], clinic],
    ['How many requests came in at the Northgate desk?', '3000 requests.', [northgate], library],
  ];
  for (const [question, answer, calls, data] of incidental) {
    it(`leaves "${question}" alone`, () => {
      expect(restricting(question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    });
  }

  it('declines when the answer itself says it found nothing for the word', () => {
    const question = 'How many renewals were passed on to the tribunal afterwards?';
    const admitted =
      'There are 3100 renewals. I found nothing in this data for "tribunal afterwards", so the figures above leave that part out.';
    expect(statusOf(question, admitted, [renewal], library).status).toBe('not answerable');
    const silent = 'There are 3100 renewals.';
    const assessed = statusOf(question, silent, [renewal], library);
    expect(assessed.status).toBe('partly answered');
    expect(assessed.confidence.level).not.toBe('high');
  });

  it('keeps a multi-part answer partly answered when the word restricts one part only', () => {
    const question = 'How many renewals were there, and how many were passed on to the tribunal?';
    const answer =
      'There are 3100 renewals. I found nothing in this data for "tribunal", so the figures above leave that part out.';
    const assessed = statusOf(question, answer, [renewal], library);
    expect(assessed.status).toBe('partly answered');
    expect(assessed.confidence.level).not.toBe('high');
  });

  it('reads a handler of the records ("a live agent") as no place they went to', () => {
    expect(
      restricting(
        'How many check-ups were handed to a live agent?',
        '3000 check-ups.',
        [checkUp],
        clinic,
      ),
    ).toEqual([]);
  });

  it('keeps an answer that admits an incidental word answered', () => {
    const question = 'How many renewals are sitting in the system at the moment?';
    const answer =
      'There are 3100 renewals. I found nothing in this data for "sitting moment", so the figures above leave that part out.';
    expect(statusOf(question, answer, [renewal], library).status).not.toBe('not answerable');
  });
});
