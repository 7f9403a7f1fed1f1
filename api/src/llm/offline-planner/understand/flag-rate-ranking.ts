import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { fieldLabel, fieldStems, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { COUNT_WORDS } from './question-reading';
import { FUNCTION_WORDS, normaliseWord, type Vocabulary } from './vocabulary';
import { brokenLimitFlags } from './within-limit';

/**
 * A ranking of groups by how often a yes/no field holds ("which priority misses its SLA most
 * often"): each group's rate of the flag, not its size.
 */

/** "Which priority misses its SLA most often": each group's rate of the flag, not its size. */
export function flagRateRanking(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  if (!plan.groupBy || !plan.rank || plan.measure.kind !== 'count') return;
  if (COUNT_WORDS.test(question)) return;
  if (!/\b(often|likely|frequently|rate|share|percentage|proportion)\b/i.test(question)) return;
  const flag =
    brokenLimitFlags(question, vocabulary, plan.entity)[0] ??
    plan.filters.find(
      (filter) =>
        filter.values.length === 1 &&
        filter.values[0] === true &&
        !filter.negate &&
        vocabulary.dictionary.fields.some(
          (field) => field.name === filter.field && field.type === 'boolean',
        ),
    );
  const grouped = vocabulary.dictionary.fields.find((field) => field.name === plan.groupBy!.field);
  const named = flag ? undefined : namedFlag(question, vocabulary.dictionary, plan.entity, grouped);
  if (!flag && !named) return;
  const flagField = flag?.field ?? named!.name;
  const field = vocabulary.dictionary.fields.find((candidate) => candidate.name === flagField);
  plan.filters = plan.filters.filter((filter) => filter.field !== flagField);
  plan.measure = {
    kind: 'rate',
    field: flagField,
    label: `${field ? fieldLabel(field) : flagField} rate`,
  };
  const stems = field ? fieldStems(field) : new Set<string>();
  plan.unknown = plan.unknown.filter(
    (word) =>
      !rawWords(flag?.said ?? '').includes(word) &&
      !stems.has(stemOf(word)) &&
      !/^(likely|often|frequently)$/.test(word),
  );
}

/**
 * A yes/no field of the entity a content word of the question names ("recommended"); not a word
 * of the grouping's own name ("Which rider contacted us most often" names no "Premium rider").
 */
function namedFlag(
  question: string,
  dictionary: DataDictionary,
  entity: DatasetEntity,
  grouped: DatasetField | undefined,
): DatasetField | undefined {
  const groupWords = grouped ? fieldStems(grouped) : new Set<string>();
  const said = rawWords(question)
    .filter((word) => word.length >= 4 && !FUNCTION_WORDS.has(normaliseWord(word)))
    .map(stemOf)
    .filter((stem) => !groupWords.has(stem));
  const flags = dictionary.fields.filter(
    (field) =>
      field.entity === entity &&
      field.type === 'boolean' &&
      field.filled > 0 &&
      [...fieldStems(field)].some(
        (stem) => stem.length >= 4 && !FUNCTION_WORDS.has(stem) && said.includes(stem),
      ),
  );
  return flags.length === 1 ? flags[0] : undefined;
}
