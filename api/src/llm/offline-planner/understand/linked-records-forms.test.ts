import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { callKey } from '../tool-fit';
import { composeAnswer } from './compose-answer';
import { nextCalls, type ExecutionContext, type Observed, type ToolCall } from './execute-plan';
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

/** The utility with numbers for its household ids on both kinds of record. */
const UTILITY_NUMBERED: DataDictionary = {
  ...UTILITY,
  fields: UTILITY.fields.map((field) =>
    field.role === 'customer' ? { ...field, type: 'number' } : field,
  ),
};

interface Filter {
  field: string;
  op: string;
  value: unknown;
}

/**
 * The question run over canned tool outputs: the other records list `holders` (the people
 * holding the flag) a page at a time as query_data would (ids after the `gt` bound, ascending,
 * at most `limit`); `shortened` reports more rows than listed. Every other call counts 7.
 */
function run(
  dictionary: DataDictionary,
  question: string,
  holders: readonly (string | number)[],
  shortened = false,
) {
  const context: ExecutionContext = {
    dictionary,
    span: { from: dictionary.from!, to: dictionary.to! },
    tools: new Set(['query_data', 'search_communications']),
    accepts: () => true,
    toOfferedSchema: (call) => call,
    key: (call) => callKey(call),
  };
  const plan = planOfTurns(dictionary, [question]);
  const done: Observed[] = [];
  const counted: ToolCall[] = [];
  for (let stage = 0; stage < 10; stage++) {
    const calls = nextCalls(context, plan, done);
    if (calls.length === 0) break;
    for (const call of calls) {
      const input = call.input as { entity?: string; filters?: Filter[]; limit?: number };
      if (input.entity === plan.linked?.entity) {
        const bound = input.filters?.find((filter) => filter.op === 'gt')?.value as
          string | number | undefined;
        const page = [...holders]
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          .filter((id) => bound === undefined || id > bound)
          .slice(0, input.limit ?? 100);
        const listed = shortened ? page.slice(0, 2) : page;
        done.push({
          call,
          ok: true,
          output: {
            rows: listed.map((id) => ({ customerId: id, count: 1 })),
            rowCount: page.length,
          },
        });
      } else {
        counted.push(call);
        done.push({ call, ok: true, output: { rows: [{ count: 7 }], matched: 7 } });
      }
    }
  }
  const answer = composeAnswer(context, plan, done);
  const people = counted
    .flatMap((call) => (call.input as { filters?: Filter[] }).filters ?? [])
    .filter((filter) => filter.field === 'customerId' && filter.op === 'in');
  return { text: answer.lines.join('\n'), status: answer.status, counted, people };
}

const manyIds = (n: number) =>
  Array.from({ length: n }, (_, i) => `C-${String(i).padStart(4, '0')}`);

describe('the people holding a flag of other records, however many hold it', () => {
  // Review finding 6: nobody holding the flag made an `in` filter of no values (invalid input).
  it('nobody holds it (bank): a count of 0, said plainly, without a second call', () => {
    const result = run(
      BANK,
      'How many complaints came from customers who had their account restricted?',
      [],
    );
    assert.equal(result.counted.length, 0);
    assert.equal(result.status, 'answered');
    assert.match(result.text, /^No customer has cases where account restricted is true.*\*\*0\*\*/);
  });
  it('nobody holds it (utility households): a count of 0', () => {
    const result = run(UTILITY, 'how many contacts from properties that were disconnected', []);
    assert.equal(result.counted.length, 0);
    assert.equal(result.status, 'answered');
    assert.match(result.text, /\*\*0\*\*/);
  });
  // Numeric ids were dropped (only text ids kept).
  it('numbered households: their ids kept as the data holds them', () => {
    const result = run(
      UTILITY_NUMBERED,
      'How many complaints came from households whose supply was cut off?',
      [40, 7, 12],
    );
    assert.deepEqual(
      result.people.map((filter) => filter.value),
      [[7, 12, 40]],
    );
    assert.match(result.text, /one of the 3/);
  });
  it('text ids over three pages: all 250 people', () => {
    const result = run(
      BANK,
      'How many complaints came from customers who had their account restricted?',
      manyIds(250),
    );
    assert.equal(result.people.length, 1);
    assert.deepEqual(result.people[0]!.value, manyIds(250));
  });
  // Over the cap or a shortened page the plan had been answered unresolved (every record).
  it('more people than are read: declined, saying so, no count', () => {
    const result = run(
      BANK,
      'How many complaints came from customers who had their account restricted?',
      manyIds(600),
    );
    assert.equal(result.counted.length, 0);
    assert.equal(result.status, 'not answerable');
    assert.match(result.text, /More than 500 customers/);
  });
  it('a shortened page: declined, saying so, no count', () => {
    const result = run(
      UTILITY,
      'How many complaints came from households whose supply was cut off?',
      ['H-1', 'H-2', 'H-3'],
      true,
    );
    assert.equal(result.counted.length, 0);
    assert.equal(result.status, 'not answerable');
    assert.match(result.text, /shortened/);
  });
});
