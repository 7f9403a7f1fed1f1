import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { vocabularyOf } from './forms-test-support';
import { parseQuestion } from './parse-question';
import { planSaid, expectEach } from './plans-forms-support';
import { refinePlan } from './refine-plan';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * The data's own noun for its records, where everyday speech also uses it for an amount ("claims"
 * as money claimed, "refunds" as money refunded): when the data set is named for them ("Damage
 * claims", "Refund requests") "paid out on claims", "the Bristol claims' compensation" ask about
 * its records, never a decline for a money field it lacks.
 */
function renamed(dictionary: DataDictionary, name: string, description: string): DataDictionary {
  return { ...dictionary, name, description };
}

const CLAIMS = renamed(
  REMOVALS_DICTIONARY,
  'Removal damage claims',
  'Damage claims against a removals firm, January to October 2025.',
);
const LEAK_CLAIMS: DataDictionary = {
  ...renamed(
    WATER_LEAKS_DICTIONARY,
    'Leak claims',
    "Customers' claims to a water company after leaks, by service area and kind of leak.",
  ),
  fields: [
    ...WATER_LEAKS_DICTIONARY.fields,
    {
      name: 'Credit Paid GBP',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'credit paid (GBP)',
      filled: 900,
      distinct: 400,
    },
  ],
};

/** The plan of a question, with the words it found nothing for, as the planner reads it. */
function read(dictionary: DataDictionary, question: string): string {
  const vocabulary = vocabularyOf(dictionary);
  const span = { from: dictionary.from!, to: dictionary.to! };
  const plan = refinePlan(
    question,
    vocabulary,
    parseQuestion({ question, vocabulary, span, tools: [] }),
    false,
  );
  return `${planSaid(plan)}${plan.unknown.length > 0 ? ` ?${plan.unknown.join('|')}` : ''}`;
}

describe('the record noun of the data set, also a word for an amount', () => {
  expectEach(read, [
    [
      CLAIMS,
      'How much compensation have we paid out on claims altogether?',
      'm=sum:compensation_gbp',
    ],
    [CLAIMS, 'total payout on claims', 'm=sum:compensation_gbp'],
    [
      CLAIMS,
      'what did we pay out on Bristol claims in total',
      'm=sum:compensation_gbp f=depot=Bristol',
    ],
    [
      CLAIMS,
      'How much did we pay out on claims lodged in March 2025?',
      'm=sum:compensation_gbp p=2025-03-01..2025-03-31',
    ],
    [
      CLAIMS,
      'average compensation on damaged claims',
      'm=average:compensation_gbp f=outcome=Damaged',
    ],
    [LEAK_CLAIMS, 'total credit paid on claims so far', 'm=sum:Credit Paid GBP'],
    [
      LEAK_CLAIMS,
      'total credit paid out on the Harrogate claims',
      'm=sum:Credit Paid GBP f=Svc Area=Harrogate',
    ],
    [
      LEAK_CLAIMS,
      'average credit paid on burst main claims',
      'm=average:Credit Paid GBP f=Leak Kind=Burst main',
    ],
    [LEAK_CLAIMS, 'How many claims did Leeds North get?', 'm=count f=Svc Area=Leeds North'],
  ]);
});
