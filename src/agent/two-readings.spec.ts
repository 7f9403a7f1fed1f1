import { assessAnswer } from './answer-assessment';
import type { DataDictionary, DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { sourcesOf } from './testing/fit-fixtures';
import { checkTwoReadings } from './two-readings';

function category(
  name: string,
  role: DatasetField['role'],
  values: string[],
  label?: string,
): DatasetField {
  return {
    name,
    ...(label ? { label } : {}),
    entity: 'communications',
    role,
    type: 'category',
    filled: 3000,
    distinct: values.length,
    values: values.map((value) => ({ value, count: 3000 / values.length })),
  } as DatasetField;
}

function data(name: string, fields: DatasetField[]): DataDictionary {
  return {
    name,
    description: `${name}: feedback, how it came in and what it is about.`,
    counts: { communications: 3000, customers: 1200, cases: 0 },
    from: '2025-01-01',
    to: '2025-12-31',
    fields: [
      ...fields,
      {
        name: 'at',
        entity: 'communications',
        role: 'time',
        type: 'date',
        filled: 3000,
        distinct: 365,
      } as DatasetField,
    ],
  };
}

/** A gym chain: members write in by app, email or at the front desk about app bookings, staff… */
const gym = data('Gym feedback', [
  category('source', 'channel', ['App', 'Email', 'Front desk'], 'came in via'),
  category('topic', 'category', ['App bookings', 'Billing', 'Front desk staff', 'Classes']),
]);
/** A rail operator: by web form or social media, about web form errors, delays… */
const rail = data('Rail feedback', [
  category('channel', 'channel', ['Web form', 'Social media', 'Phone']),
  category('issue', 'category', ['Web form errors', 'Delays', 'Refund requests']),
]);

function count(filters: unknown[], total: number): ObservedCall {
  return {
    step: 1,
    callId: 'c1',
    tool: 'query_data',
    input: { entity: 'communications', filters, metrics: [{ fn: 'count' }] },
    output: { matched: total, rows: [{ count: total }] },
  };
}
const kept = (field: string, value: string) => [{ field, op: 'eq', value }];

const WRONG: [string, DataDictionary, string, string, ObservedCall][] = [
  [
    'about a word of a subject value, read as the channel',
    gym,
    'how many complaints about the app crashing?',
    'There are **1000** records where came in via is App.',
    count(kept('source', 'App'), 1000),
  ],
  [
    'regarding a two-word value, read as the channel',
    gym,
    'moans regarding front desk staff being rude - how many?',
    'There are **1000** records where came in via is Front desk.',
    count(kept('source', 'Front desk'), 1000),
  ],
  [
    'via the channel, read as the subject',
    gym,
    'How many complaints came in via the app?',
    'There are **750** records where topic is App bookings.',
    count(kept('topic', 'App bookings'), 750),
  ],
  [
    'concerning a channel word, read as the channel',
    rail,
    'How many complaints concerning the web form did we get?',
    'There are **1000** records where channel is Web form.',
    count(kept('channel', 'Web form'), 1000),
  ],
];

const RIGHT: [string, DataDictionary, string, string, ObservedCall][] = [
  [
    'via the channel, read as the channel',
    gym,
    'How many complaints came in via the app?',
    'There are **1000** records where came in via is App.',
    count(kept('source', 'App'), 1000),
  ],
  [
    'about a subject, read as the subject',
    gym,
    'how many complaints about the app crashing?',
    'There are **750** records where topic is App bookings.',
    count(kept('topic', 'App bookings'), 750),
  ],
  [
    'a word neither picks',
    gym,
    'app complaints last month?',
    'There are **90** records where came in via is App.',
    count(kept('source', 'App'), 90),
  ],
  [
    'a value no other field holds',
    gym,
    'how many billing complaints about prices by email?',
    'There are **80** records where topic is Billing and came in via is Email.',
    count([...kept('topic', 'Billing'), ...kept('source', 'Email')], 80),
  ],
  [
    '"about" said after the word',
    rail,
    'web form complaints about delays - how many?',
    'There are **120** records where channel is Web form and issue is Delays.',
    count([...kept('channel', 'Web form'), ...kept('issue', 'Delays')], 120),
  ],
  [
    'by the channel, read as the channel',
    rail,
    'How many complaints came in by web form?',
    'There are **1000** records where channel is Web form.',
    count(kept('channel', 'Web form'), 1000),
  ],
  [
    '"about" another value, kept as well (review)',
    gym,
    'How many complaints about Billing came in on the app?',
    'There are **40** records where topic is Billing and came in via is App.',
    count([...kept('topic', 'Billing'), ...kept('source', 'App')], 40),
  ],
  [
    '"we\'re" is no "re:" (review)',
    gym,
    "How many complaints we're getting on the app?",
    'There are **1000** records where came in via is App.',
    count(kept('source', 'App'), 1000),
  ],
  [
    '"regarding" far before the word, its own value kept',
    rail,
    'How many complaints regarding refund requests were sent on the web form?',
    'There are **60** records where issue is Refund requests and channel is Web form.',
    count([...kept('issue', 'Refund requests'), ...kept('channel', 'Web form')], 60),
  ],
  [
    '"about" far before the word, no other filter',
    rail,
    'anything about the late trains that people sent on the web form?',
    'There are **300** records where channel is Web form.',
    count(kept('channel', 'Web form'), 300),
  ],
  [
    '"what\'re" before the channel',
    rail,
    "what're the web form complaints this year?",
    'There are **1000** records where channel is Web form.',
    count(kept('channel', 'Web form'), 1000),
  ],
];

function assess(dataset: DataDictionary, question: string, answer: string, call: ObservedCall) {
  return assessAnswer({
    question,
    period: { from: dataset.from!, to: dataset.to! },
    dataset,
    draft: { text: answer, rating: 0.85, sources: [], followUps: [] },
    calls: [call],
    failedCalls: 0,
    shortenedResults: 0,
    groundedSources: 0,
    ungroundedSources: 0,
    repairs: 0,
  });
}

describe('a word two fields hold, read one way while the question says the other', () => {
  for (const [name, dataset, question, answer, call] of WRONG) {
    it(`is not High: ${name}`, () => {
      expect(assess(dataset, question, answer, call).confidence.level)
        .withContext(question)
        .not.toBe('high');
      expect(checkTwoReadings(sourcesOf(question, answer, [call], dataset)).length)
        .withContext(question)
        .toBe(1);
    });
  }
  for (const [name, dataset, question, answer, call] of RIGHT) {
    it(`finds nothing: ${name}`, () => {
      expect(checkTwoReadings(sourcesOf(question, answer, [call], dataset)))
        .withContext(question)
        .toEqual([]);
    });
  }
});
