import { readFileSync } from 'node:fs';
import type { DatasetField } from '../../../../../src/agent/dataset';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, TYPICAL_WORDS } from './question-words';
import { isTimeUnitWord } from './time-units';
import { fieldStems, fieldWords, namedNumberFields, rawWords, stemOf } from './number-fields';
import { spokenField } from './spoken-measures';
import { FUNCTION_WORDS, normaliseWord, type Vocabulary } from './vocabulary';

/**
 * "What was the average pressure reading, in bar, on low pressure contacts?", "What interest rate
 * are our savings customers getting on average?": the figure asked is a quantity of each record
 * (a reading, a rate, a price, a salary, an age) or is asked in a unit of physical measure (bar,
 * mph, kWh) that no field of the data holds. The words of a value ("Low pressure", "Interest &
 * Rates") name the records about it, not that figure, so counting them answers another question:
 * the plan declines, naming the figure, and the answer says what the data holds.
 *
 * Read from the grammar of the ask (an average word or an opening "what" before the noun phrase,
 * "in <unit>" or "how many <unit>") and the dictionary's own fields: a number field named by any
 * word of the phrase, a declared measure, a yes/no field or a value whose share the phrase names
 * ("the breach rate", "the complaint rate") holds it. Only a plan left with a bare count is
 * declined: a plan that found a number, a rate or a share keeps it.
 */

interface UnheldWords {
  quantityNouns: string[];
  shareHeads: string[];
  units: Record<string, string[]>;
}

const LISTS = JSON.parse(
  readFileSync(new URL('./unheld-measure.json', import.meta.url), 'utf8'),
) as UnheldWords;

const QUANTITY = LISTS.quantityNouns.join('|');
const SHARE_HEADS = new Set(LISTS.shareHeads);
const UNIT_KIND = new Map(
  Object.entries(LISTS.units).flatMap(([kind, units]) =>
    units.map((unit) => [unit, kind] as const),
  ),
);
const UNITS = [...UNIT_KIND.keys()].sort((a, b) => b.length - a.length).join('|');

const WORD = "[\\p{L}&'-]+";
/** "the average pressure reading", "mean street lighting energy": an aggregate, then the noun. */
const AVERAGED = new RegExp(
  `\\b(?:average|avg|mean|median|typical|usual)\\s+((?:${WORD}\\s+){0,2}?(?:${QUANTITY}))\\b`,
  'iu',
);
/** "What interest rate are …", "what premium do …", "what water pressure, in psi, did …". */
const OPENING = new RegExp(
  `^\\s*(?:(?:and|so|ok|okay)\\s*,?\\s+)?(?:what|which)\\s+((?:${WORD}\\s+){0,2}?(?:${QUANTITY}))\\b(?=\\s*,|\\s+(?:are|is|was|were|do|does|did|have|has|had|will|would|can|could)\\b)`,
  'iu',
);
/** "What is the interest rate …", "what's the average …" of a quantity noun. */
const WHAT_IS = new RegExp(
  `^\\s*what(?:'s|\\s+is|\\s+was|\\s+are|\\s+were)\\s+(?:the|our|their|its|your)\\s+((?:${WORD}\\s+){0,2}?(?:${QUANTITY}))\\b(?!\\s+of\\b)`,
  'iu',
);
/** "in bar", "measured in psi", "how many kWh": the unit a figure is asked in. */
const UNIT_ASKED = new RegExp(
  `\\b(?:in|into|measured\\s+in|expressed\\s+in|how\\s+many|number\\s+of)\\s+(${UNITS})\\b(?!\\s*[-']\\s*\\w)`,
  'i',
);

/** "how many hours": the unit counted. */
const HOW_MANY = /\bhow\s+many\s+([a-z]+)\b/i;

/** The words of a field a unit of measure could be read from: name, label, synonyms, unit. */
function unitWords(field: DatasetField): string[] {
  return [...fieldWords(field), ...rawWords(field.unit ?? '')].map((word) => word.toLowerCase());
}

/** Whether a number field of the records is counted in a unit of this kind. */
function unitHeld(kind: string, vocabulary: Vocabulary, plan: QuestionPlan): boolean {
  return vocabulary.dictionary.fields.some(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.filled > 0 &&
      unitWords(field).some((word) => UNIT_KIND.get(word) === kind),
  );
}

/** Whether the data holds the quantity a phrase names (see the file's comment). */
function quantityHeld(phrase: string, vocabulary: Vocabulary, plan: QuestionPlan): boolean {
  const said = rawWords(phrase).filter((word) => !FUNCTION_WORDS.has(normaliseWord(word)));
  const head = said.at(-1);
  if (!head) return true;
  const modifiers = said.slice(0, -1);
  const dictionary = vocabulary.dictionary;
  // A number field any word of the phrase names ("the average noise level" of "noise (dB)").
  if (namedNumberFields(phrase, dictionary, plan.entity).length > 0) return true;
  const headStem = stemOf(head);
  if (
    dictionary.fields.some(
      (field) =>
        field.entity === plan.entity &&
        field.type === 'number' &&
        field.filled > 0 &&
        fieldStems(field).has(headStem),
    )
  )
    return true;
  // A quantity said in words a number field is counted in ("how far" of miles).
  if (spokenField(phrase, vocabulary, plan)) return true;
  // A declared measure ("the hand-off rate").
  const normal = said.map(normaliseWord);
  if (
    vocabulary.measures.some((term) =>
      normal.filter((word) => !SHARE_HEADS.has(word)).some((word) => term.words.includes(word)),
    )
  )
    return true;
  if (SHARE_HEADS.has(head)) {
    // "The rate" alone says nothing of what is measured.
    if (modifiers.length === 0) return true;
    // "The breach rate": a yes/no field's rate.
    const stems = modifiers.map(stemOf);
    if (
      dictionary.fields.some(
        (field) =>
          field.entity === plan.entity &&
          field.type === 'boolean' &&
          stems.some((stem) => fieldStems(field).has(stem)),
      )
    )
      return true;
    // "The complaint rate": a value's share — unless the rate is itself a word of that value
    // ("Interest & Rates"), whose records are about it.
    const headWord = normaliseWord(head);
    const values = vocabulary.values.filter((term) =>
      modifiers.some((word) => term.words.includes(normaliseWord(word))),
    );
    if (values.length > 0 && values.some((term) => !term.words.includes(headWord))) return true;
    if (values.length > 0) return false;
    // A modifier the data does not know: left to the unknown words.
    return true;
  }
  return false;
}

/** Declines a bare count whose question asks a quantity or a unit the data does not hold. */
export function unheldMeasure(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.unknownIsAsked || plan.measure.kind !== 'count') return;
  if (plan.lookup || plan.tool || plan.records || plan.describe || plan.distinct) return;
  if (plan.figureOf) return;
  // "How many hours on average do residents wait on the phone?": a duration averaged in a unit
  // of time that no field of the records, named by the question, is counted in.
  const duration = HOW_MANY.exec(question);
  if (
    duration &&
    isTimeUnitWord(duration[1]!) &&
    (AVERAGE_WORDS.test(question) || TYPICAL_WORDS.test(question))
  ) {
    plan.unknown = [duration[1]!.toLowerCase(), ...plan.unknown];
    plan.unknownIsAsked = true;
    return;
  }
  const unit = UNIT_ASKED.exec(question);
  const kind = unit ? UNIT_KIND.get(unit[1]!.toLowerCase()) : undefined;
  const unitMissing = kind !== undefined && !unitHeld(kind, vocabulary, plan);
  const counted =
    COUNT_WORDS.test(question) && !(unit && /^(?:how|number)/i.test(unit[0].trimStart()));
  const asked = AVERAGED.exec(question) ?? OPENING.exec(question) ?? WHAT_IS.exec(question);
  const phrase = asked?.[1]?.toLowerCase();
  const quantityMissing =
    phrase !== undefined && !counted && !quantityHeld(phrase, vocabulary, plan);
  if (!quantityMissing && !unitMissing) return;
  if (counted && !unitMissing) return;
  const named = [
    ...(quantityMissing || (phrase && unitMissing) ? [phrase!] : []),
    ...(unitMissing ? [`in ${unit![1]!.toLowerCase()}`] : []),
  ].join(' ');
  const namedWords = new Set(rawWords(named));
  plan.unknown = [
    named,
    ...plan.unknown.filter((said) => !rawWords(said).every((word) => namedWords.has(word))),
  ];
  plan.unknownIsAsked = true;
}
