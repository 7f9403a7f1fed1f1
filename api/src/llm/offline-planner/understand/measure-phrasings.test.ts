import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import type { QuestionPlan } from './question-plan';
import { parseQuestion } from './parse-question';
import { refinePlan } from './refine-plan';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { buildVocabulary, type Vocabulary } from './vocabulary';

/**
 * Mechanisms by which a question names what it measures, each written in several phrasings of
 * our own (verbs, nouns, word order, casual and formal) over domains the planner was never built
 * on: a removals firm's moves, an appliance repairer's jobs and a city's service requests. None
 * of these wordings comes from an evaluation set.
 */
const DOMAINS = new Map<DataDictionary, Vocabulary>(
  [
    REMOVALS_DICTIONARY,
    REPAIR_JOBS_DICTIONARY,
    SERVICE_REQUESTS_DICTIONARY,
    RIDE_SUPPORT_DICTIONARY,
    FIXTURE_DICTIONARY,
  ].map((dictionary) => [dictionary, buildVocabulary(dictionary)]),
);

function planOf(dictionary: DataDictionary, question: string): QuestionPlan {
  const vocabulary = DOMAINS.get(dictionary)!;
  const span = { from: dictionary.from!, to: dictionary.to! };
  return refinePlan(question, vocabulary, parseQuestion({ question, vocabulary, span }));
}

/** What a plan must hold; a field left out is not checked. */
export interface Expected {
  measure?: string;
  groupBy?: string;
  rank?: 'desc' | 'asc';
  filters?: string[];
  compare?: string;
  declined?: boolean;
}

export function summary(plan: QuestionPlan): Required<Expected> {
  const compare = plan.compare
    ? 'periods' in plan.compare
      ? 'periods'
      : `${plan.compare.field}:${plan.compare.values.join('|')}`
    : '';
  return {
    measure: plan.measure.field ? `${plan.measure.kind} ${plan.measure.field}` : plan.measure.kind,
    groupBy: plan.groupBy?.field ?? '',
    rank: plan.rank?.direction ?? ('' as 'desc'),
    filters: plan.filters.map(
      (filter) => `${filter.negate ? '!' : ''}${filter.field}=${filter.values.join('|')}`,
    ),
    compare,
    declined: Boolean(plan.unknownIsAsked || plan.cannot),
  };
}

export function checkCases(
  title: string,
  cases: readonly [DataDictionary, string, Expected][],
): void {
  describe(title, () => {
    for (const [dictionary, question, expected] of cases) {
      it(`${dictionary.name}: ${question}`, () => {
        const got = summary(planOf(dictionary, question));
        const wanted = { ...expected };
        if (!wanted.declined) wanted.declined = false;
        // "average|median fee": a typical value may be read as either.
        const choices = /^([\w|]+) (\S+)$/.exec(wanted.measure ?? '');
        const picked = Object.fromEntries(
          Object.keys(wanted).map((key) => {
            const value = got[key as keyof Expected];
            const alike =
              key === 'measure' &&
              choices !== null &&
              choices[1]!.split('|').some((kind) => `${kind} ${choices[2]}` === value);
            return [key, alike ? wanted.measure : value];
          }),
        );
        assert.deepEqual(picked, wanted, JSON.stringify(got));
      });
    }
  });
}

const MOVES = REMOVALS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const RIDES = RIDE_SUPPORT_DICTIONARY;
const SHOP = FIXTURE_DICTIONARY;

checkCases('a measure said in words: distance, money paid, time taken, size', [
  [MOVES, 'How far do our crews drive on average?', { measure: 'average miles' }],
  [MOVES, "What's the typical distance of a move?", { measure: 'average|median miles' }],
  [MOVES, 'how far did the average Leeds job go', { measure: 'average miles' }],
  [MOVES, 'How much compensation did we pay out in total?', { measure: 'sum compensation_gbp' }],
  [MOVES, 'how much have we paid out altogether?', { measure: 'sum compensation_gbp' }],
  [
    MOVES,
    'Which depot has cost us the most in compensation?',
    { measure: 'sum compensation_gbp', groupBy: 'depot', rank: 'desc' },
  ],
  [
    MOVES,
    'Which crew lead takes longest to finish a job?',
    { measure: 'average hours_on_site', groupBy: 'crew_lead', rank: 'desc' },
  ],
  [
    MOVES,
    'Which job size has the biggest quotes?',
    { measure: 'average quote_gbp', groupBy: 'job_size', rank: 'desc' },
  ],
  [MOVES, 'What did we quote in total for Exeter moves?', { measure: 'sum quote_gbp' }],
  [MOVES, 'Average compensation per damaged move?', { measure: 'average compensation_gbp' }],
  [REPAIRS, 'How much did we spend on parts altogether?', { measure: 'sum parts_cost' }],
  [
    REPAIRS,
    'Which technician costs us the most in parts?',
    { measure: 'sum parts_cost', groupBy: 'technician', rank: 'desc' },
  ],
  [
    REPAIRS,
    'Which appliance takes longest to fix?',
    { measure: 'average repair_hours', groupBy: 'appliance', rank: 'desc' },
  ],
  [
    REPAIRS,
    "What's the usual time to complete a repair?",
    { measure: 'average|median repair_hours' },
  ],
  [REPAIRS, 'How long does a repair usually take?', { measure: 'average|median repair_hours' }],
  [REPAIRS, 'What were parts costs in total in June?', { measure: 'sum parts_cost' }],
  [REQUESTS, 'how much did we charge in call-out fees overall', { measure: 'sum fee' }],
  [
    REQUESTS,
    'Which district takes the longest to close requests?',
    { measure: 'average hours_to_close', groupBy: 'district', rank: 'desc' },
  ],
  [REQUESTS, 'What is the typical call-out fee?', { measure: 'average|median fee' }],
]);

checkCases('time as the grouping: the period with the most, a filtered series peak', [
  [
    MOVES,
    'In which month did we do the most moves?',
    { groupBy: 'month', rank: 'desc', filters: [] },
  ],
  [
    MOVES,
    'which week saw the most damaged jobs',
    { groupBy: 'week', rank: 'desc', filters: ['outcome=Damaged'] },
  ],
  [
    MOVES,
    'What day had the most Leeds moves?',
    { groupBy: 'day', rank: 'desc', filters: ['depot=Leeds'] },
  ],
  [
    MOVES,
    'Was there a day when delayed moves suddenly piled up?',
    { groupBy: 'day', rank: 'desc', filters: ['outcome=Delayed'] },
  ],
  [
    REPAIRS,
    'On what day did oven jobs spike?',
    { groupBy: 'day', rank: 'desc', filters: ['appliance=Oven'] },
  ],
  [
    REPAIRS,
    'Which month brought in the most S1 jobs?',
    { groupBy: 'month', rank: 'desc', filters: ['severity=S1'] },
  ],
  [
    REPAIRS,
    'was there a day cancelled jobs jumped? which one',
    { groupBy: 'day', rank: 'desc', filters: ['status=Cancelled'] },
  ],
  [
    REQUESTS,
    'In which week did we receive the most urgent requests?',
    { groupBy: 'week', rank: 'desc', filters: ['urgent=true'] },
  ],
  [
    REQUESTS,
    'Was there a week when street lighting requests shot up?',
    { groupBy: 'week', rank: 'desc', filters: ['category=Street Lighting'] },
  ],
  [
    MOVES,
    'Which month had the most moves from Bristol?',
    { groupBy: 'month', rank: 'desc', filters: ['depot=Bristol'] },
  ],
]);

checkCases('ordinary verbs are no data terms: the plain total', [
  [MOVES, 'How many moves do we hold?', { measure: 'count', filters: [] }],
  [MOVES, 'How many jobs have we got on file?', { measure: 'count', filters: [] }],
  [MOVES, 'how many jobs do we keep records of', { measure: 'count', filters: [] }],
  [REPAIRS, 'How many jobs did we log in total?', { measure: 'count', filters: [] }],
  [REPAIRS, 'What is the total number of jobs we have?', { measure: 'count', filters: [] }],
  [REPAIRS, 'How many repair jobs are held in the data?', { measure: 'count', filters: [] }],
  [REQUESTS, 'How many service requests has the city received?', { measure: 'count', filters: [] }],
  [REQUESTS, 'how many requests do we have stored', { measure: 'count', filters: [] }],
  [REPAIRS, 'How many jobs does the repair data hold?', { measure: 'count', filters: [] }],
  [MOVES, 'How many moves are in this dataset altogether?', { measure: 'count', filters: [] }],
  [REQUESTS, 'How many requests has the data logged?', { measure: 'count', filters: [] }],
  [MOVES, 'how many jobs have we recorded?', { measure: 'count', filters: [] }],
  [REQUESTS, 'How many requests does the data contain?', { measure: 'count', filters: [] }],
  [MOVES, 'How many moves does the system track?', { measure: 'count', filters: [] }],
  [REPAIRS, 'How many jobs have we captured?', { measure: 'count', filters: [] }],
]);

checkCases('a measure noun the data lacks is declined', [
  [MOVES, 'What was the average tip per move?', { declined: true }],
  [MOVES, 'What fuel surcharge did customers pay on average?', { declined: true }],
  [MOVES, 'Which van had the most damaged moves?', { declined: true }],
  [MOVES, 'Which postcode had the most moves?', { declined: true }],
  [REPAIRS, 'What was the average call-out fee?', { declined: true }],
  [REPAIRS, 'How far did technicians travel on average?', { declined: true }],
  [REQUESTS, 'What was the average parts cost?', { declined: true }],
  [REQUESTS, 'Which contractor handled the most requests?', { declined: true }],
  [REQUESTS, 'How much did we refund in total?', { declined: true }],
  [REPAIRS, 'Which warehouse had the most repair jobs?', { declined: true }],
  [REPAIRS, 'How long does it take to invoice a job?', { declined: true }],
  [REQUESTS, 'What tip did residents leave on average?', { declined: true }],
  [MOVES, 'What deposit did customers pay on average?', { declined: true }],
  // Neighbours the data can answer stay answered.
  [MOVES, 'What was the average quote for a family home?', { measure: 'average quote_gbp' }],
  [REQUESTS, 'what fee do we charge on average', { measure: 'average|median fee' }],
  [REPAIRS, 'Which technician had the most S1 jobs?', { groupBy: 'technician', declined: false }],
]);

checkCases('a yes/no field as the comparison axis', [
  [
    REQUESTS,
    'Do urgent requests get closed faster than the rest?',
    { measure: 'average hours_to_close', compare: 'urgent:true|false' },
  ],
  [
    REQUESTS,
    'urgent vs non-urgent: average hours to close?',
    { measure: 'average hours_to_close', compare: 'urgent:true|false' },
  ],
  [
    REPAIRS,
    'Are callback jobs slower to repair than the others?',
    { measure: 'average repair_hours', compare: 'callback:true|false' },
  ],
  [
    REPAIRS,
    'do jobs needing a callback take longer to fix than everyone else',
    { measure: 'average repair_hours', compare: 'callback:true|false' },
  ],
  [
    MOVES,
    'Do premium cover moves get more compensation than the rest?',
    { measure: 'average compensation_gbp', compare: 'premium_cover:true|false' },
  ],
  [
    MOVES,
    'Are moves with premium cover finished quicker than those without?',
    { measure: 'average hours_on_site', compare: 'premium_cover:true|false' },
  ],
]);

checkCases('the worst or best group for something is a ranking of that group', [
  [
    MOVES,
    "who's the worst crew lead for damaged moves",
    { groupBy: 'crew_lead', rank: 'desc', filters: ['outcome=Damaged'] },
  ],
  [REPAIRS, 'worst technician for callbacks?', { groupBy: 'technician' }],
  [
    REQUESTS,
    'the worst district for street lighting requests',
    { groupBy: 'district', rank: 'desc', filters: ['category=Street Lighting'] },
  ],
  [MOVES, 'Which is the best depot for avoiding delays?', { groupBy: 'depot' }],
  [
    REPAIRS,
    'What was the worst appliance for S1 jobs in July?',
    { groupBy: 'appliance', rank: 'desc', filters: ['severity=S1'] },
  ],
  [
    REQUESTS,
    'whos the worst asset for rejected requests',
    { groupBy: 'product', rank: 'desc', filters: ['outcome=rejected'] },
  ],
]);

checkCases('a duration getting slower or faster: between periods, or the group that slowed', [
  [
    REPAIRS,
    'Did repairs get slower in July than in June?',
    { measure: 'average repair_hours', compare: 'periods' },
  ],
  [
    REPAIRS,
    'did response times speed up in August vs July',
    { measure: 'average response_minutes', compare: 'periods', declined: false },
  ],
  [
    REPAIRS,
    'Which technician slowed down the most in August?',
    { measure: 'average repair_hours', groupBy: 'technician', rank: 'desc' },
  ],
  [
    MOVES,
    'Did jobs take longer on site in August compared with July?',
    { measure: 'average hours_on_site', compare: 'periods' },
  ],
  [
    MOVES,
    'Which depot slowed down the most in September?',
    { measure: 'average hours_on_site', groupBy: 'depot', rank: 'desc' },
  ],
  [
    REQUESTS,
    'Are requests getting closed slower in May than April?',
    { measure: 'average hours_to_close', compare: 'periods' },
  ],
  [
    REQUESTS,
    'which district sped up the most in June',
    { measure: 'average hours_to_close', groupBy: 'district', rank: 'asc' },
  ],
]);

checkCases('a deadline or target missed is the flag for missing it', [
  [RIDES, 'How often do we miss the target?', { measure: 'rate target_missed' }],
  [RIDES, 'how many messages missed their deadline in June', { filters: ['target_missed=true'] }],
  [
    RIDES,
    'Which city misses its target most often?',
    { measure: 'rate target_missed', groupBy: 'city', rank: 'desc' },
  ],
  [
    RIDES,
    'What share of Lisbon messages missed the deadline?',
    { measure: 'rate target_missed', filters: ['city=Lisbon'] },
  ],
  [SHOP, 'How often do cases miss their deadline?', { measure: 'rate slaBreached' }],
  [SHOP, 'How many cases missed the deadline in May?', { filters: ['slaBreached=true'] }],
]);
