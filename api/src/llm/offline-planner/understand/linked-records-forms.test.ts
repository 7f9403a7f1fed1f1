import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import type { QuestionPlan } from './question-plan';

/**
 * A flag that only another kind of record holds, said of the people the asked records came from
 * ("complaints from customers who had their account restricted"): the asked records of those
 * people, not the other records holding the flag. Over a bank's messages and cases, a utility's
 * contacts and jobs (its people called households), and a gym whose flag sits on the messages
 * themselves (nothing changes there).
 */

function flag(
  entity: DatasetEntity,
  name: string,
  label: string,
  synonyms: string[],
): DatasetField {
  return {
    name,
    entity,
    role: 'attribute',
    type: 'boolean',
    label,
    synonyms,
    filled: 300,
    distinct: 2,
    values: [
      { value: false, count: 250 },
      { value: true, count: 50 },
    ],
    complete: true,
  };
}

function customer(entity: DatasetEntity, label?: string, synonyms?: string[]): DatasetField {
  return {
    name: 'customerId',
    entity,
    role: 'customer',
    type: 'text',
    filled: 300,
    distinct: 200,
    ...(label ? { label } : {}),
    ...(synonyms ? { synonyms } : {}),
  };
}

const category = categoryFields(1000, 100, 1);

function twoKinds(
  name: string,
  people: { label?: string; synonyms?: string[] },
  messages: DatasetField[],
  cases: DatasetField[],
): DataDictionary {
  return {
    name,
    description: `Messages and cases of ${name}.`,
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
      customer('communications', people.label, people.synonyms),
      ...messages,
      { name: 'id', entity: 'cases', role: 'id', type: 'text', filled: 300, distinct: 300 },
      { name: 'openedAt', entity: 'cases', role: 'time', type: 'date', filled: 300, distinct: 300 },
      customer('cases', people.label, people.synonyms),
      ...cases,
    ],
  };
}

const BANK = twoKinds(
  'A bank',
  {},
  [
    category('intent', ['complaint', 'enquiry', 'praise'], { role: 'intent' }),
    category('region', ['North', 'South', 'West'], { role: 'attribute' }),
  ],
  [
    {
      ...category('type', ['complaint', 'dispute', 'service'], { label: 'case type' }),
      entity: 'cases',
    },
    flag('cases', 'accountRestricted', 'account restricted', ['restricted', 'restriction']),
    flag('cases', 'slaBreached', 'SLA breached', ['sla breach', 'breach']),
    { ...category('region', ['North', 'South', 'West'], { role: 'attribute' }), entity: 'cases' },
  ],
);

const UTILITY = twoKinds(
  'A water utility',
  { label: 'household', synonyms: ['household', 'property'] },
  [
    category('reason', ['Billing', 'Leak', 'Pressure'], { role: 'category' }),
    category('contactType', ['complaint', 'request'], { role: 'intent', label: 'contact type' }),
  ],
  [
    { ...category('jobType', ['repair', 'meter fit'], { label: 'job type' }), entity: 'cases' },
    flag('cases', 'supplyCut', 'supply cut off', ['disconnected', 'cut off']),
  ],
);

/** One kind of record only: the flag sits on the messages themselves. */
const GYM: DataDictionary = {
  name: 'A gym',
  description: 'Member messages of a gym chain.',
  counts: { communications: 1000, customers: 0, cases: 0 },
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
    customer('communications', 'member', ['member']),
    category('feedbackType', ['complaint', 'suggestion'], {
      role: 'intent',
      label: 'feedback type',
    }),
    {
      ...flag('communications', 'membershipFrozen', 'membership frozen', ['frozen']),
      filled: 1000,
    },
  ],
};

/** `entity: field=value …; linked entity: field=value …`: what a plan counts and how. */
function summary(plan: QuestionPlan): string {
  const said = (filters: QuestionPlan['filters']) =>
    filters.map((filter) => `${filter.field}=${filter.values.join('|')}`).join(' ');
  const linked = plan.linked
    ? `; linked ${plan.linked.entity} by ${plan.linked.link}: ${said(plan.linked.filters)}`
    : '';
  const declined = plan.unknownIsAsked || plan.cannot ? ' (declined)' : '';
  return `${plan.measure.kind} ${plan.entity}: ${said(plan.filters)}${linked}${declined}`.replace(
    /: ;/,
    ':;',
  );
}

const DEV: [DataDictionary, string, string][] = [
  [
    BANK,
    'How many complaints came from customers who had their account restricted?',
    'count communications: intent=complaint; linked cases by customerId: accountRestricted=true',
  ],
  [
    BANK,
    'how many messages did customers with a restricted account send?',
    'count communications:; linked cases by customerId: accountRestricted=true',
  ],
  [
    BANK,
    'How many complaints from customers whose SLA was breached?',
    'count communications: intent=complaint; linked cases by customerId: slaBreached=true',
  ],
  [
    BANK,
    'number of enquiries from clients whose account got restricted',
    'count communications: intent=enquiry; linked cases by customerId: accountRestricted=true',
  ],
  [
    UTILITY,
    'How many complaints came from households whose supply was cut off?',
    'count communications: contactType=complaint; linked cases by customerId: supplyCut=true',
  ],
  [
    UTILITY,
    'how many contacts from properties that were disconnected',
    'count communications:; linked cases by customerId: supplyCut=true',
  ],
  // Guards: the other records counted, the flag not said of the people, or on the records.
  [BANK, 'how many cases had the account restricted?', 'count cases: accountRestricted=true'],
  [
    BANK,
    'How many complaint cases were restricted?',
    'count cases: type=complaint accountRestricted=true',
  ],
  [
    BANK,
    'how many cases came from customers who had their account restricted?',
    'count cases: accountRestricted=true',
  ],
  [
    BANK,
    'How many complaints came from customers in the North?',
    'count communications: intent=complaint region=North',
  ],
  [
    UTILITY,
    'how many repair jobs had the supply cut off?',
    'count cases: jobType=repair supplyCut=true',
  ],
  [
    GYM,
    'How many complaints came from members whose membership was frozen?',
    'count communications: feedbackType=complaint membershipFrozen=true',
  ],
];

/** Written after the rule, in other words, and run once without changing it. */
const CHECK: [DataDictionary, string, string][] = [
  [
    BANK,
    'complaints by customers whose accounts were restricted - how many?',
    'count communications: intent=complaint; linked cases by customerId: accountRestricted=true',
  ],
  [
    BANK,
    'How many praise messages did we get from customers whose SLA got breached?',
    'count communications: intent=praise; linked cases by customerId: slaBreached=true',
  ],
  [
    BANK,
    'count the enquiries sent by clients that had a restriction on their account',
    'count communications: intent=enquiry; linked cases by customerId: accountRestricted=true',
  ],
  [
    BANK,
    "how many complaints were from customers who didn't have their account restricted",
    'count communications: intent=complaint; linked cases by customerId: accountRestricted=false',
  ],
  [
    UTILITY,
    'How many requests did we receive from properties with their supply cut off?',
    'count communications: contactType=request; linked cases by customerId: supplyCut=true',
  ],
  [
    UTILITY,
    'billing contacts from households who were disconnected, how many',
    'count communications: reason=Billing; linked cases by customerId: supplyCut=true',
  ],
  // Guards: the flag on the records themselves; a value only the other records hold.
  [
    GYM,
    'how many suggestions from members with a frozen membership',
    'count communications: feedbackType=suggestion membershipFrozen=true',
  ],
  [
    BANK,
    'How many disputes came from customers who had their account restricted?',
    'count cases: type=dispute accountRestricted=true',
  ],
];

describe('a flag of other records said of the people the asked records came from', () => {
  for (const [dictionary, question, expected] of [...DEV, ...CHECK]) {
    it(`${dictionary.name}: ${question}`, () => {
      assert.equal(summary(planOfTurns(dictionary, [question])), expected);
    });
  }
});
