import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { QuestionPlan } from './question-plan';
import { parseQuestion } from './parse-question';
import { refinePlan } from './refine-plan';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { buildVocabulary } from './vocabulary';

/**
 * Mechanisms that must hold on any imported data, read on a repair firm's jobs (a domain the
 * planner was never built on): a status value said as a verb, plural codes, a built-in field the
 * import left "Unknown" shadowing the import's own, and measures named by another form of a
 * field's words. Each case has a neighbour that must keep its old reading.
 */
const vocabulary = buildVocabulary(REPAIR_JOBS_DICTIONARY);
const span = { from: '2025-03-01', to: '2025-08-31' };

function planOf(question: string, words = vocabulary): QuestionPlan {
  return refinePlan(question, words, parseQuestion({ question, vocabulary: words, span }));
}

const filtersOf = (plan: QuestionPlan) =>
  plan.filters.map((filter) => `${filter.field}=${filter.values.join('|')}`);

describe('a value word said as a verb', () => {
  it('counts the records where the creation verb is said, with no status filter', () => {
    for (const question of [
      'Did Coastal or Midlands open more jobs?',
      'Which technician opens more jobs?',
      'Which technician opened the most jobs?',
      'How many jobs were opened in May?',
    ]) {
      const plan = planOf(question);
      assert.deepEqual(filtersOf(plan), [], question);
      assert.equal(plan.measure.kind, 'count', question);
      assert.deepEqual(plan.unknown, [], question);
    }
    assert.deepEqual(planOf('Did Coastal or Midlands open more jobs?').compare, {
      field: 'service_area',
      values: ['Coastal', 'Midlands'],
    });
  });

  it('keeps the status where the word says the state', () => {
    for (const question of ['How many open jobs are there?', 'How many jobs are still open?']) {
      assert.deepEqual(filtersOf(planOf(question)), ['status=Open'], question);
    }
    // Only the creation verb counts every record: the jobs completed are the completed ones.
    assert.deepEqual(filtersOf(planOf('Which technician completed the most jobs?')), [
      'status=Completed',
    ]);
  });

  it('times the act said faster, over every record', () => {
    const plan = planOf('Are dishwasher jobs completed faster than oven jobs?');
    assert.deepEqual(filtersOf(plan), []);
    assert.equal(plan.measure.kind, 'average');
    assert.equal(plan.measure.field, 'repair_hours');
    assert.deepEqual(plan.compare, { field: 'appliance', values: ['Dishwasher', 'Oven'] });
  });
});

describe('plural and possessive codes', () => {
  it('reads "S1s" and "S2\'s" as the code', () => {
    assert.deepEqual(filtersOf(planOf('How many S1s did we have in June?')), ['severity=S1']);
    const plan = planOf("avg parts cost on S2's");
    assert.deepEqual(filtersOf(plan), ['severity=S2']);
    assert.equal(plan.measure.field, 'parts_cost');
    assert.deepEqual(plan.unknown, []);
  });
});

describe('a built-in field the import left empty', () => {
  it('gives its name to the imported field that holds the data', () => {
    const plan = planOf('Which region has the most callbacks?');
    assert.equal(plan.groupBy?.field, 'service_area');
  });

  it('declines a grouping only the empty field could give', () => {
    const plan = planOf('How many jobs per segment?');
    assert.equal(plan.unknownIsAsked, true);
    assert.deepEqual(plan.unknown, ['segment']);
  });
});

describe("a measure named by another form of a field's words", () => {
  const cases: [string, Partial<QuestionPlan['measure']>, string[]][] = [
    [
      'What is the average repair time for fridge freezers?',
      { kind: 'average', field: 'repair_hours' },
      ['appliance=Fridge Freezer'],
    ],
    [
      'median first resp time for S1 jobs',
      { kind: 'median', field: 'response_minutes' },
      ['severity=S1'],
    ],
    [
      'callback rate for washing machines',
      { kind: 'rate', field: 'callback' },
      ['appliance=Washing Machine'],
    ],
  ];
  for (const [question, measure, filters] of cases) {
    it(question, () => {
      const plan = planOf(question);
      assert.equal(plan.measure.kind, measure.kind);
      assert.equal(plan.measure.field, measure.field);
      assert.deepEqual(filtersOf(plan), filters);
      assert.deepEqual(plan.unknown, []);
    });
  }

  it("compares a yes/no field's rate across two values of another", () => {
    const plan = planOf('How does the callback rate for S1 jobs compare to S3?');
    assert.equal(plan.measure.kind, 'rate');
    assert.equal(plan.measure.field, 'callback');
    assert.deepEqual(plan.compare, { field: 'severity', values: ['S1', 'S3'] });
  });

  it('still declines a measure no field holds', () => {
    for (const question of ['average handle time by technician', 'what is the churn rate']) {
      const plan = planOf(question);
      assert.equal(plan.unknownIsAsked, true, question);
    }
  });
});

describe('a record named by a value of a free-text field', () => {
  it('looks the name up in the field that holds names and asks its attribute', () => {
    const plan = planOf('What appliance does Brightwater Dental have the most jobs for?');
    assert.deepEqual(
      plan.filters.map((filter) => [filter.field, filter.op, filter.values[0]]),
      [['company', 'contains', 'Brightwater Dental']],
    );
    assert.equal(plan.groupBy?.field, 'appliance');
    const cost = planOf('What is the average parts cost for Kestrel Foods?');
    assert.equal(cost.measure.field, 'parts_cost');
    assert.equal(cost.filters[0]?.field, 'company');
    assert.deepEqual(cost.unknown, []);
  });

  it('leaves a single capitalised word the data lacks unknown (a place, not a name)', () => {
    const plan = planOf('How many jobs came from customers in Germany?');
    assert.ok(!plan.filters.some((filter) => filter.field === 'company'));
    assert.equal(plan.unknownIsAsked, true);
  });
});

describe('the hour of day and the weekday', () => {
  it('ranks the hours of the day, counting records, not averaging a field of hours', () => {
    const plan = planOf('What hour of the day do most jobs come in?');
    assert.deepEqual(plan.groupBy, { field: 'hour', label: 'hour of the day' });
    assert.deepEqual(plan.rank, { direction: 'desc', limit: 1 });
    assert.equal(plan.measure.kind, 'count');
    const quiet = planOf('which day of the week is quietest');
    assert.equal(quiet.groupBy?.field, 'weekday');
    assert.equal(quiet.rank?.direction, 'asc');
  });

  it('reads "at the weekend" as Saturday and Sunday, not as the last weekend', () => {
    const plan = planOf('What share of jobs are logged at the weekend?');
    assert.equal(plan.period, undefined);
    assert.equal(plan.measure.kind, 'share');
    assert.deepEqual(plan.measure.part?.[0]?.values, ['Saturday', 'Sunday']);
    const counted = planOf('How many S1 jobs came in on weekends?');
    assert.deepEqual(filtersOf(counted).sort(), ['severity=S1', 'weekday=Saturday|Sunday']);
    assert.ok(planOf('How many jobs last weekend?').period);
  });

  it('declines the hour where the timestamps are dates alone', () => {
    const datesOnly = buildVocabulary({
      ...REPAIR_JOBS_DICTIONARY,
      fields: REPAIR_JOBS_DICTIONARY.fields.map((field) =>
        field.name === 'at' ? { ...field, timeGroupings: ['weekday'] } : field,
      ),
    });
    const plan = planOf('What hour of the day do most jobs come in?', datesOnly);
    assert.equal(plan.unknownIsAsked, true);
    assert.equal(planOf('which weekday is busiest', datesOnly).groupBy?.field, 'weekday');
  });
});

describe('a duration compared across the two sides of a flag', () => {
  it('reads "take longer … than non-callback jobs" as the average of each side', () => {
    const plan = planOf('Do callback jobs take longer to repair than non-callback jobs?');
    assert.equal(plan.measure.kind, 'average');
    assert.equal(plan.measure.field, 'repair_hours');
    assert.deepEqual(plan.compare, {
      field: 'callback',
      values: ['true', 'false'],
      labels: ['callback', 'non-callback'],
    });
  });

  it('reads "ones that were never urgent" as the false side', () => {
    const requests = buildVocabulary(SERVICE_REQUESTS_DICTIONARY);
    const question = 'Do urgent requests take longer to close than ones that were never urgent?';
    const plan = refinePlan(
      question,
      requests,
      parseQuestion({
        question,
        vocabulary: requests,
        span: { from: '2025-01-01', to: '2025-06-30' },
      }),
    );
    assert.equal(plan.measure.field, 'hours_to_close');
    assert.deepEqual(plan.compare, {
      field: 'urgent',
      values: ['true', 'false'],
      labels: ['urgent', 'never urgent'],
    });
  });
});

describe('a specialised tool that answers another question', () => {
  const toolPlan = (extra: Partial<QuestionPlan>): QuestionPlan => ({
    entity: 'communications',
    measure: { kind: 'rate', label: 'hand-off rate' },
    filters: [],
    unknown: [],
    tool: 'analyze_channel_escalation',
    toolRow: 'chatbot→human',
    ...extra,
  });

  it('counts records where people "reach us" and more of them are asked', () => {
    const question = 'Did more people reach us about ovens or about dishwashers?';
    const plan = refinePlan(
      question,
      vocabulary,
      toolPlan({ compare: { field: 'product', values: ['Oven', 'Dishwasher'] } }),
    );
    assert.equal(plan.tool, undefined);
    assert.equal(plan.measure.kind, 'count');
    // Reaching a person is still the tool's hand-off.
    const handed = refinePlan('How often do callers reach a technician?', vocabulary, toolPlan({}));
    assert.equal(handed.tool, 'analyze_channel_escalation');
  });

  it('declines an average of a length no number field holds', () => {
    const question = 'What is the average length of a phone visit?';
    const plan = refinePlan(
      question,
      vocabulary,
      toolPlan({
        measure: { kind: 'count', label: 'count' },
        tool: 'analyze_topics',
        unknownIsAsked: true,
      }),
    );
    assert.equal(plan.tool, undefined);
    assert.equal(plan.unknownIsAsked, true);
    assert.deepEqual(plan.unknown, ['length']);
  });
});

describe('a day asked for with everyday words', () => {
  it('ranks the days when "a single day" went "through the roof"', () => {
    const plan = planOf('Was there a single day when jobs went through the roof? Which day?');
    assert.deepEqual(filtersOf(plan), []);
    assert.equal(plan.groupBy?.field, 'day');
    assert.deepEqual(plan.rank, { direction: 'desc', limit: 1 });
    assert.deepEqual(filtersOf(planOf('How many single visit jobs were there?')), [
      'job_type=Single Visit',
    ]);
  });
});

describe('the words a measure is said with', () => {
  it('compares groups by the average a superlative names, leaving nothing unknown', () => {
    const longest = planOf('Which appliance has the longest repair time?');
    assert.equal(longest.measure.field, 'repair_hours');
    assert.deepEqual(longest.rank, { direction: 'desc', limit: 1 });
    assert.deepEqual(longest.unknown, []);
    const fastest = planOf('Which technician has the fastest first response?');
    assert.equal(fastest.measure.field, 'response_minutes');
    assert.equal(fastest.rank?.direction, 'asc');
    assert.deepEqual(fastest.unknown, []);
  });

  it('keeps a maximum asked of all records unknown ("the longest repair time")', () => {
    assert.equal(planOf('What is the longest repair time?').unknownIsAsked, true);
  });

  it('reads "needed a callback" as the rate and "log" as the records counted', () => {
    const rate = planOf('What percentage of S1 jobs needed a callback?');
    assert.equal(rate.measure.kind, 'rate');
    assert.deepEqual(rate.unknown, []);
    const logged = planOf('How many jobs did Kestrel Foods log?');
    assert.equal(logged.measure.kind, 'count');
    assert.deepEqual(logged.unknown, []);
    assert.equal(logged.filters[0]?.field, 'company');
  });
});

describe('bounds on the hour of day', () => {
  it('reads "before 9am", "after 5 pm" and "in the afternoon" as hours of the timestamp', () => {
    const bounds = (question: string) =>
      planOf(question)
        .filters.filter((filter) => filter.field === 'hour')
        .map((filter) => `${filter.op} ${String(filter.values[0])}`);
    assert.deepEqual(bounds('How many jobs came in before 9am?'), ['lt 09:00']);
    assert.deepEqual(bounds('How many S1 jobs were logged after 5 pm?'), ['gte 17:00']);
    assert.deepEqual(bounds('average repair time for jobs logged in the afternoon'), [
      'gte 12:00',
      'lt 17:00',
    ]);
    // A number with no time of day is no clock time.
    assert.deepEqual(bounds('How many jobs were completed after 5 days?'), []);
  });
});
