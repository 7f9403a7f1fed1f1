import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';

/**
 * A small data dictionary for the planner's unit tests: a contact-centre shape (channels,
 * products, topics, cases with a breach flag) and an import's custom field (`store`), with
 * synonyms and measures declared as data, the way `GET /api/dataset` serves them.
 */
/**
 * A maker of categorical fields of one fixture: `filled` rows, the first value counted `top` and
 * each next one `step` fewer.
 */
export function categoryFields(filled: number, top: number, step: number) {
  return (name: string, values: string[], extra: Partial<DatasetField> = {}): DatasetField => ({
    name,
    entity: 'communications',
    role: 'custom',
    type: 'category',
    filled,
    distinct: values.length,
    values: values.map((value, index) => ({ value, count: top - index * step })),
    complete: true,
    ...extra,
  });
}

const category = categoryFields(1000, 100, 1);

export const FIXTURE_DICTIONARY: DataDictionary = {
  name: 'Fixture shop',
  description: 'Customer messages and cases of a fictional shop.',
  counts: { communications: 1000, customers: 200, cases: 300 },
  from: '2025-01-01',
  to: '2025-12-31',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 1000,
      distinct: 1000,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 1000,
      distinct: 900,
    },
    {
      name: 'customerId',
      entity: 'communications',
      role: 'customer',
      type: 'text',
      filled: 1000,
      distinct: 200,
    },
    category('channel', ['email', 'phone', 'chat'], {
      role: 'channel',
      valueSynonyms: { phone: ['call', 'calls', 'telephone'] },
    }),
    category('intent', ['complaint', 'question', 'praise'], { role: 'intent' }),
    category('product', ['Gift Card', 'Loyalty App', 'Home Delivery'], {
      role: 'product',
      valueSynonyms: { 'Loyalty App': ['app'] },
    }),
    category('topic', ['Late Delivery', 'Damaged Parcel', 'Lost Parcel', 'Refunds'], {
      role: 'category',
      synonyms: ['reason', 'issue'],
    }),
    category('store', ['Northgate', 'Riverside', 'Old Town'], { label: 'store' }),
    category('tier', ['gold', 'silver'], { label: 'customer tier', role: 'attribute' as never }),
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: 1000,
      distinct: 800,
    },
    category('sentimentLabel', ['negative', 'neutral', 'positive'], {
      role: 'sentiment_label',
      label: 'sentiment label',
    }),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 1000,
      distinct: 990,
    },
    {
      name: 'orderNumber',
      entity: 'communications',
      role: 'custom',
      type: 'text',
      label: 'order number',
      filled: 1000,
      distinct: 1000,
    },
    { name: 'id', entity: 'cases', role: 'id', type: 'text', filled: 300, distinct: 300 },
    { name: 'openedAt', entity: 'cases', role: 'time', type: 'date', filled: 300, distinct: 300 },
    {
      ...category('type', ['complaint', 'refund', 'fraud'], { label: 'case type' }),
      entity: 'cases',
    },
    {
      name: 'slaBreached',
      entity: 'cases',
      role: 'custom',
      type: 'boolean',
      label: 'SLA breached',
      synonyms: ['breach'],
      filled: 300,
      distinct: 2,
    },
    {
      name: 'resolutionDays',
      entity: 'cases',
      role: 'custom',
      type: 'number',
      label: 'resolution days',
      filled: 280,
      distinct: 200,
    },
  ],
  measures: [
    {
      name: 'breach_rate',
      label: 'breach rate',
      synonyms: ['sla breach rate'],
      entity: 'cases',
      description: 'avg of slaBreached over cases.',
    },
    {
      name: 'resolution_time',
      label: 'resolution time',
      synonyms: ['time to resolve'],
      entity: 'cases',
      description: 'median of resolutionDays over closed cases.',
    },
    {
      name: 'complaints',
      label: 'complaints',
      entity: 'communications',
      description: 'count of communications with intent complaint.',
    },
    {
      name: 'transfer_rate',
      label: 'transfer rate',
      synonyms: ['handover rate', 'transfers to a person'],
      entity: 'communications',
      description: 'Chats handed to a person ÷ all chats (analyze_transfers, path bot→person).',
    },
  ],
};
