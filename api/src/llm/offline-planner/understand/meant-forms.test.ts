import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { describedSides } from './described-sides';
import { followUpScope } from './follow-up-scope';
import { parseQuestion, type QuestionInput } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { recentRecord } from './recent-record';
import { refinePlan } from './refine-plan';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { buildVocabulary, type Vocabulary } from './vocabulary';

/**
 * What the analyst meant, read on domains the planner was never built on (rider support, patient
 * feedback, service requests, repair jobs and a shop): a value said loosely is a filter, and a
 * follow-up's "them" or "that" keeps what it stands for. Each mechanism is tried in several
 * wordings (verbs, nouns, order, casual and formal) over at least two of those domains.
 */
const DOMAINS: Record<string, DataDictionary> = {
  ride: RIDE_SUPPORT_DICTIONARY,
  clinic: CLINIC_FEEDBACK_DICTIONARY,
  shop: FIXTURE_DICTIONARY,
  service: SERVICE_REQUESTS_DICTIONARY,
  repair: REPAIR_JOBS_DICTIONARY,
};
const vocabularies = new Map<string, Vocabulary>();

function vocabularyOf(domain: string): Vocabulary {
  let vocabulary = vocabularies.get(domain);
  if (!vocabulary) {
    vocabulary = buildVocabulary(DOMAINS[domain]!);
    vocabularies.set(domain, vocabulary);
  }
  return vocabulary;
}

/** The plan as the dictionary planner makes it: parsed, refined, its follow-up and sides read. */
function planOf(domain: string, ...turns: string[]): QuestionPlan {
  const vocabulary = vocabularyOf(domain);
  const dictionary = DOMAINS[domain]!;
  const question = turns.at(-1)!;
  const previous = turns.at(-2);
  const input: QuestionInput = {
    question,
    vocabulary,
    span: { from: dictionary.from!, to: dictionary.to! },
    ...(previous !== undefined ? { previous, before: turns.slice(0, -2) } : {}),
  };
  const refined = refinePlan(question, vocabulary, parseQuestion(input));
  return recentRecord(input, describedSides(input, followUpScope(input, refined)));
}

const shown = (filters: QuestionPlan['filters'] = []) =>
  filters
    .map((filter) => `${filter.field}${filter.negate ? '!=' : '='}${filter.values.join('|')}`)
    .sort();

describe('a value said loosely is a filter', () => {
  const cases: [string, string, string[]][] = [
    ['ride', 'how many bad messages from porto', ['city=Porto', 'sentimentLabel=negative']],
    ['ride', 'Count of unhappy riders in Lisbon', ['city=Lisbon', 'sentimentLabel=negative']],
    [
      'ride',
      'count of bad airport messages in Faro',
      ['airport_trip=true', 'city=Faro', 'sentimentLabel=negative'],
    ],
    ['ride', 'avg refund for premium ppl?', ['premium_rider=true']],
    ['ride', 'how many premium folks wrote in from Faro', ['city=Faro', 'premium_rider=true']],
    ['clinic', 'how many bad forms from Kingsway', ['clinic=Kingsway', 'sentimentLabel=Negative']],
    [
      'clinic',
      'how many unhappy ones came from NHS folks',
      ['nhs_referral=true', 'sentimentLabel=Negative'],
    ],
    ['clinic', 'avg days waited for the repeat ones', ['repeat_visit=true']],
    [
      'clinic',
      'good feedback about staff attitude - how many?',
      ['category=staff attitude', 'sentimentLabel=Positive'],
    ],
    [
      'clinic',
      'number of negative-ish forms about cleanliness by clinic',
      ['category=cleanliness', 'sentimentLabel=Negative'],
    ],
    [
      'shop',
      'how many bad messages about Gift Card',
      ['product=Gift Card', 'sentimentLabel=negative'],
    ],
    [
      'shop',
      'good messages for the loyalty app - count?',
      ['product=Loyalty App', 'sentimentLabel=positive'],
    ],
    [
      'shop',
      'How many of the Riverside messages were unhappy ones?',
      ['sentimentLabel=negative', 'store=Riverside'],
    ],
  ];
  for (const [domain, question, filters] of cases) {
    it(`${domain}: ${question}`, () => {
      const plan = planOf(domain, question);
      assert.deepEqual(shown(plan.filters), filters);
      assert.deepEqual(plan.unknown, []);
    });
  }

  it('keeps a value that opens with the word ("Bad Flight") and never guesses a count of people', () => {
    const airline: DataDictionary = {
      ...RIDE_SUPPORT_DICTIONARY,
      fields: RIDE_SUPPORT_DICTIONARY.fields.map((field) =>
        field.name === 'category'
          ? {
              ...field,
              values: [
                { value: 'Bad Ride', count: 50 },
                { value: 'Lost item', count: 40 },
              ],
            }
          : field,
      ),
    };
    DOMAINS['bad-ride'] = airline;
    const plan = planOf('bad-ride', 'how many bad ride messages from Porto');
    assert.deepEqual(shown(plan.filters), ['category=Bad Ride', 'city=Porto']);
    // "How many happy patients": people, which no label of their forms can count.
    const people = planOf('clinic', 'how many happy patients wrote about billing');
    assert.deepEqual(shown(people.filters), ['category=billing']);
    assert.deepEqual(people.unknown, ['happy']);
  });

  it('names the measure apart from a yes/no field said by its first word', () => {
    const plan = planOf('ride', 'avg refund for premium ppl?');
    assert.equal(plan.measure.kind, 'average');
    assert.equal(plan.measure.field, 'refund_eur');
  });
});

describe('a comparison side described instead of named', () => {
  it('a yes/no field against everyone else: its two sides, the measure asked of both', () => {
    const cases: [string, string, string, string, string][] = [
      [
        'ride',
        'Do premium riders get bigger refunds than everyone else?',
        'premium_rider',
        'average',
        'refund_eur',
      ],
      [
        'ride',
        'avg wait for premium riders compared to the rest',
        'premium_rider',
        'average',
        'wait_minutes',
      ],
      [
        'service',
        'Is the fee higher on urgent requests than on the others?',
        'urgent',
        'average',
        'fee',
      ],
      [
        'service',
        'average hours to close, urgent vs everything else',
        'urgent',
        'average',
        'hours_to_close',
      ],
      [
        'repair',
        'do callback jobs cost more in parts than jobs without a callback?',
        'callback',
        'average',
        'parts_cost',
      ],
      [
        'repair',
        'parts cost for callbacks compared with all other jobs',
        'callback',
        'average',
        'parts_cost',
      ],
      [
        'clinic',
        'do nhs patients wait longer than everyone else?',
        'nhs_referral',
        'average',
        'wait_days',
      ],
      ['clinic', 'average fee for repeat visits vs the rest', 'repeat_visit', 'average', 'fee'],
    ];
    for (const [domain, question, field, kind, measured] of cases) {
      const plan = planOf(domain, question);
      const compare = plan.compare as { field: string; values: string[] } | undefined;
      assert.equal(compare?.field, field, question);
      assert.deepEqual(compare?.values, ['true', 'false'], question);
      assert.equal(plan.measure.kind, kind, question);
      assert.equal(plan.measure.field, measured, question);
      assert.ok(!plan.filters.some((filter) => filter.field === field), question);
      assert.deepEqual(plan.unknown, [], question);
    }
  });

  it('one value of a two-valued field against a description of the other: both values', () => {
    const cases: [string, string, string, string[]][] = [
      [
        'ride',
        'How does sentiment in assistant bot messages compare with messages handled by a person?',
        'handled_by',
        ['assistant bot', 'staff'],
      ],
      [
        'ride',
        'average refund for staff-handled messages vs the bot ones',
        'handled_by',
        ['staff', 'assistant bot'],
      ],
      [
        'clinic',
        'how does sentiment for doctor visits compare with those seen by someone else',
        'seen_by',
        ['doctor', 'nurse'],
      ],
    ];
    for (const [domain, question, field, values] of cases) {
      const compare = planOf(domain, question).compare as { field: string; values: string[] };
      assert.equal(compare?.field, field, question);
      assert.deepEqual(compare.values, values, question);
    }
  });

  it('a time or a benchmark after "than" is no side of a field', () => {
    const plan = planOf('ride', 'Was sentiment in assistant bot messages better than last month?');
    const compare = plan.compare as { field?: string } | undefined;
    assert.notEqual(compare?.field, 'handled_by');
  });
});

describe('a follow-up keeps what "them" and "that" stand for', () => {
  it('"them" after a ranking: the winner found first, every earlier filter kept', () => {
    for (const [domain, first, then, grouped] of [
      [
        'ride',
        'Which city had the most negative messages?',
        'What was the most common issue type among them?',
        'category',
      ],
      [
        'ride',
        'Which city had the most negative messages?',
        'what issue came up most for those?',
        'category',
      ],
      [
        'service',
        'Which district had the most urgent requests?',
        'What service type was most common for those?',
        'category',
      ],
      [
        'clinic',
        'Which clinic got the most bad forms?',
        'and what was the top theme behind them?',
        'category',
      ],
      [
        'shop',
        'Which store had the most negative messages?',
        'what was the main reason for these',
        'topic',
      ],
      [
        'repair',
        'Which technician had the most callbacks?',
        'Which appliance came up most often among them?',
        'appliance',
      ],
    ] as const) {
      const plan = planOf(domain, first, then);
      assert.equal(plan.groupBy?.field, grouped, then);
      assert.ok(plan.refers?.groupBy, `${then}: reads the earlier winner`);
      assert.ok(plan.filters.length > 0, `${then}: keeps the earlier filters`);
      assert.deepEqual(plan.filters, plan.refers.filters, then);
    }
  });

  it('"what percentage of all <group> is that": the earlier count over the group\'s', () => {
    for (const [domain, first, then, group, part] of [
      [
        'ride',
        "How many premium riders' messages in Porto were about lost item?",
        'What percentage of all lost item messages is that?',
        ['category=lost item'],
        ['city=Porto', 'premium_rider=true'],
      ],
      [
        'ride',
        'how many negative messages about overcharge in Lisbon',
        'what % of all overcharge messages is that',
        ['category=overcharge'],
        ['city=Lisbon', 'sentimentLabel=negative'],
      ],
      [
        'ride',
        'how many premium riders wrote about overcharge',
        'what percentage is that of all overcharge messages?',
        ['category=overcharge'],
        ['premium_rider=true'],
      ],
      [
        'service',
        'How many urgent Water & Sewer requests were there in Riverside?',
        'What share of all Water & Sewer requests does that represent?',
        ['category=Water & Sewer'],
        ['district=Riverside', 'urgent=true'],
      ],
      [
        'repair',
        'How many Oven jobs needed a callback?',
        'what percent of all oven jobs is that?',
        ['appliance=Oven'],
        ['callback=true'],
      ],
      [
        'repair',
        'How many Oven jobs needed a callback?',
        'and what proportion of the oven jobs would that be',
        ['appliance=Oven'],
        ['callback=true'],
      ],
      [
        'clinic',
        'how many NHS referral forms about billing were negative',
        'What fraction of all billing forms is that?',
        ['category=billing'],
        ['nhs_referral=true', 'sentimentLabel=Negative'],
      ],
    ] as const) {
      const plan = planOf(domain, first, then);
      assert.equal(plan.measure.kind, 'share', then);
      assert.deepEqual(shown(plan.filters), group, then);
      assert.deepEqual(shown(plan.measure.part), part, then);
    }
  });

  it('"what share of them …" still asks a part of the earlier records', () => {
    const plan = planOf(
      'ride',
      'How many negative messages came from Porto?',
      'What share of them were about overcharge?',
    );
    assert.equal(plan.measure.kind, 'share');
    assert.deepEqual(shown(plan.filters), ['city=Porto', 'sentimentLabel=negative']);
    assert.deepEqual(shown(plan.measure.part), ['category=overcharge']);
  });
});

describe("a yes/no field's rate within a group", () => {
  it('"how often do <group> <flag>": the flag\'s rate among the group, never its own share', () => {
    const cases: [string, string, string, string[]][] = [
      ['shop', 'How often do refund cases breach the SLA?', 'slaBreached', ['type=refund']],
      ['shop', 'how often did refund cases go past the due date', 'slaBreached', ['type=refund']],
      ['shop', 'what share of fraud cases blew the deadline', 'slaBreached', ['type=fraud']],
      [
        'ride',
        'How often do overcharge messages miss their target?',
        'target_missed',
        ['category=overcharge'],
      ],
      [
        'ride',
        'How often do Porto messages miss the response target?',
        'target_missed',
        ['city=Porto'],
      ],
      ['ride', 'what proportion of Porto messages missed target?', 'target_missed', ['city=Porto']],
      ['repair', 'How often do Oven jobs need a callback?', 'callback', ['appliance=Oven']],
      ['repair', 'what % of S1 jobs had a callback', 'callback', ['severity=S1']],
      [
        'clinic',
        'how often do billing forms come from an nhs referral',
        'nhs_referral',
        ['category=billing'],
      ],
      [
        'service',
        'How often are Water & Sewer requests urgent?',
        'urgent',
        ['category=Water & Sewer'],
      ],
      // "turn out" asks nothing of its own.
      [
        'service',
        'How frequently do Riverside requests turn out urgent?',
        'urgent',
        ['district=Riverside'],
      ],
      [
        'clinic',
        'how often do billing forms turn out to come from an nhs referral',
        'nhs_referral',
        ['category=billing'],
      ],
    ];
    for (const [domain, question, flag, group] of cases) {
      const plan = planOf(domain, question);
      assert.equal(plan.measure.kind, 'rate', question);
      assert.equal(plan.measure.field, flag, question);
      assert.deepEqual(shown(plan.filters), group, question);
      assert.deepEqual(plan.unknown, [], question);
    }
  });
});

describe("a customer's most recent record", () => {
  it('asks the newest record of the customer looked up, never a period', () => {
    for (const [domain, question] of [
      ['ride', "what was rider R-1002's last message about?"],
      ['ride', 'show me the latest message from rider R-1002'],
      ['clinic', 'What was the latest feedback from patient P-2210?'],
      ['clinic', "P-2210's most recent form - what was it about?"],
      ['shop', 'what did customer C-10077 last complain about'],
      ['shop', "C-10077's newest message: what was it?"],
    ] as const) {
      assert.equal(planOf(domain, question).lookup?.recent, true, question);
    }
    assert.notEqual(
      planOf('shop', 'how many messages did C-10077 send last month').lookup?.recent,
      true,
    );
  });
});
