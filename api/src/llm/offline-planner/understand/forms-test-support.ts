import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { refinePlan } from './refine-plan';
import { buildVocabulary, type Vocabulary } from './vocabulary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * Phrasings of our own checked against the plan they must make: the plan a dictionary reads a
 * question (and, for a follow-up, the questions before it) into, summed up in a few words.
 */

const vocabularies = new Map<DataDictionary, Vocabulary>();

/** A fixture dictionary's vocabulary, built once per test process. */
export function vocabularyOf(dictionary: DataDictionary): Vocabulary {
  let vocabulary = vocabularies.get(dictionary);
  if (!vocabulary) {
    vocabulary = buildVocabulary(dictionary);
    vocabularies.set(dictionary, vocabulary);
  }
  return vocabulary;
}

/** The plan of a question, or of the last of a conversation's questions. */
export function planOfTurns(dictionary: DataDictionary, turns: readonly string[]): QuestionPlan {
  const vocabulary = vocabularyOf(dictionary);
  const span = { from: dictionary.from!, to: dictionary.to! };
  const question = turns.at(-1)!;
  const earlier = turns.slice(0, -1);
  const previous = earlier.at(-1);
  const parsed = parseQuestion({
    question,
    vocabulary,
    span,
    ...(previous !== undefined ? { previous, before: earlier.slice(0, -1) } : {}),
  });
  return refinePlan(question, vocabulary, parsed);
}

/** What a plan must hold; a key left out is not checked. */
export interface FormExpected {
  /** `kind field`, or `kind` for a count or a share: "average rating", "average|median fee". */
  measure?: string;
  groupBy?: string;
  rank?: 'desc' | 'asc' | '';
  /** `field=value|value`, `!field=value` when negated, in the plan's order. */
  filters?: string[];
  /** `field:a|b` for two values side by side, `periods` for two periods. */
  compare?: string;
  declined?: boolean;
}

export function formSummary(plan: QuestionPlan): Required<FormExpected> {
  const compare = plan.compare
    ? 'periods' in plan.compare
      ? 'periods'
      : `${plan.compare.field}:${plan.compare.values.join('|')}`
    : '';
  const filters = [...plan.filters, ...(plan.measure.part ?? [])];
  return {
    measure: plan.measure.field ? `${plan.measure.kind} ${plan.measure.field}` : plan.measure.kind,
    groupBy: plan.groupBy?.field ?? '',
    rank: plan.rank?.direction ?? '',
    filters: filters.map(
      (filter) => `${filter.negate ? '!' : ''}${filter.field}=${filter.values.join('|')}`,
    ),
    compare,
    declined: Boolean(plan.unknownIsAsked || plan.cannot),
  };
}

/** A case: the dictionary, the question (or the conversation's questions), what it must plan. */
export type FormCase = readonly [DataDictionary, string | readonly string[], FormExpected];

export function checkForms(title: string, cases: readonly FormCase[]): void {
  describe(title, () => {
    for (const [dictionary, asked, expected] of cases) {
      const turns = typeof asked === 'string' ? [asked] : asked;
      it(`${dictionary.name}: ${turns.join(' → ')}`, () => {
        const got = formSummary(planOfTurns(dictionary, turns));
        const wanted: FormExpected = { declined: false, ...expected };
        // "average|median fee": a typical value may be read as either.
        const choices = /^([\w|]+) (\S+)$/.exec(wanted.measure ?? '');
        const either =
          choices !== null &&
          choices[1]!.split('|').some((kind) => `${kind} ${choices[2]}` === got.measure);
        const picked = Object.fromEntries(
          Object.keys(wanted).map((key) => [
            key,
            key === 'measure' && either ? wanted.measure : got[key as keyof FormExpected],
          ]),
        );
        assert.deepEqual(picked, wanted, JSON.stringify(got));
      });
    }
  });
}

/**
 * A dictionary with a subject value spelled like the name of a yes/no field it also gains
 * ("Parking" topic and "guest parked"): the shape of the subject-or-flag forms.
 */
export function withSubjectAndFlag(
  dictionary: DataDictionary,
  subjectField: string,
  value: string,
  flag: { name: string; label: string; synonyms: string[] },
): DataDictionary {
  const rows = dictionary.counts.communications ?? 0;
  return {
    ...dictionary,
    name: `${dictionary.name} (${value} and ${flag.label})`,
    fields: [
      ...dictionary.fields.map((field) =>
        field.name === subjectField && field.entity === 'communications'
          ? { ...field, values: [...(field.values ?? []), { value, count: 90 }] }
          : field,
      ),
      {
        name: flag.name,
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        label: flag.label,
        synonyms: flag.synonyms,
        filled: rows,
        distinct: 2,
        values: [
          { value: false, count: rows - 400 },
          { value: true, count: 400 },
        ],
      },
    ],
  };
}

/** Hotel feedback whose topic Parking is spelled like a yes/no field "guest parked". */
export const HOTEL_PARKING = withSubjectAndFlag(HOTEL_FEEDBACK_DICTIONARY, 'topic', 'Parking', {
  name: 'parked',
  label: 'guest parked',
  synonyms: ['parked', 'parking'],
});
/** Rail refunds whose claim type Railcard is spelled like a flag "railcard holder". */
export const RAIL_RAILCARD = withSubjectAndFlag(RAIL_REFUNDS_DICTIONARY, 'claim_type', 'Railcard', {
  name: 'railcard_holder',
  label: 'railcard holder',
  synonyms: ['railcard', 'discount card'],
});
/** Library requests whose type Fines is spelled like a flag "owes fines". */
export const LIBRARY_FINES = withSubjectAndFlag(LIBRARY_REQUESTS_DICTIONARY, 'req_type', 'Fines', {
  name: 'owes_fines',
  label: 'owes fines',
  synonyms: ['fines', 'owing'],
});
