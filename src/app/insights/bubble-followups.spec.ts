import type { DataDictionary, DatasetField } from '../../agent/dataset';
import type { SentimentBubble } from './bubble-data';
import {
  affectedField,
  bubbleContext,
  bubbleFollowUps,
  filtersOfContext,
  pluralLabel,
} from './bubble-followups';

function field(name: string, role: DatasetField['role'], distinct = 5): DatasetField {
  return { name, entity: 'communications', role, type: 'category', filled: 100, distinct };
}

function dictionary(fields: DatasetField[]): DataDictionary {
  return {
    name: 'test data',
    counts: { communications: 100, customers: 10, cases: 0 },
    from: '2025-01-01',
    to: '2025-12-31',
    fields,
  };
}

const badDay: SentimentBubble = {
  date: '2026-03-12',
  avgSentiment: -0.42,
  count: 57,
  negativeShare: 0.61,
  topTopics: [
    { category: 'Login', count: 30 },
    { category: null, count: 2 },
  ],
};

describe('bubble follow-ups', () => {
  it('asks about the day, the affected values of a field of the data and the week before', () => {
    const questions = bubbleFollowUps(
      badDay,
      'day',
      dictionary([field('channel', 'channel'), field('product', 'product')]),
      { fields: {} },
    );
    expect(questions).toEqual([
      'What drove negative sentiment on 12 March 2026?',
      'Which products were affected that week?',
      'How does 12 March 2026 compare with the week before?',
    ]);
  });

  it("names an imported data set's own field, never a fixed vocabulary", () => {
    const questions = bubbleFollowUps(
      { ...badDay, avgSentiment: 0.4, negativeShare: 0.1 },
      'week',
      dictionary([field('airline', 'custom'), field('negativereason', 'category')]),
      { fields: {} },
    );
    expect(questions).toEqual([
      'What drove positive sentiment in the week of 12 March 2026?',
      'Which airlines were affected that week?',
      'How does this week compare with the week before?',
    ]);
  });

  it('skips fields the chart is filtered by, single-valued fields and a missing dictionary', () => {
    const fields = [field('product', 'product', 1), field('company', 'custom')];
    expect(affectedField(dictionary(fields), { fields: {} })?.name).toBe('company');
    expect(affectedField(dictionary(fields), { fields: { company: 'Acme' } })).toBeUndefined();
    expect(bubbleFollowUps(badDay, 'day', undefined, { fields: {} }).length).toBe(2);
  });

  it('pluralises labels', () => {
    expect(pluralLabel(field('company', 'custom'))).toBe('companies');
    expect(pluralLabel(field('status', 'status'))).toBe('statuses');
    expect(pluralLabel({ ...field('x', 'custom'), label: 'negative reason' })).toBe(
      'negative reasons',
    );
    expect(pluralLabel(field('subCategory', 'subcategory'))).toBe('sub categories');
  });

  it('carries the point and the filters as turn context, and back', () => {
    const filters = { from: '2026-03-01', to: '2026-03-31', fields: { airline: 'United' } };
    const context = bubbleContext(badDay, 'day', filters);
    expect(context).toEqual({
      kind: 'sentiment-bubble',
      date: '2026-03-12',
      granularity: 'day',
      avgSentiment: -0.42,
      count: 57,
      negativeShare: 0.61,
      topics: ['Login'],
      filters: { airline: 'United', from: '2026-03-01', to: '2026-03-31' },
    });
    expect(filtersOfContext(context)).toEqual(filters);
    expect(filtersOfContext({ kind: 'sentiment-bubble', date: '2026-03-12' })).toEqual({
      fields: {},
    });
  });
});
