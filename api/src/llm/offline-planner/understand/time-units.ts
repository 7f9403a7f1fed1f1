import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { sameRoot } from '../../../../../src/agent/word-forms';
import { currencyAsked } from './currency-asked';
import { fieldStems, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import units from './time-units.json';

/**
 * "What was that team's average time to clear, in hours?" over a span counted in days: a duration
 * asked in another unit of time than the field is counted in is converted (1.606 days → 38.5
 * hours) and the answer names both units. A field's unit is the dictionary's (`span.unit` of a
 * span derived from two dates, or `unit` an import found in the values) or the unit its name or
 * label says ("hours to close", "first
 * response (minutes)"); the unit asked is said as "in hours", "how many hours", "hours from …".
 */

interface TimeUnit {
  name: string;
  days: number;
  words: string[];
}

const UNITS: readonly TimeUnit[] = units.units;

function unitOfWord(word: string): TimeUnit | undefined {
  return UNITS.find((unit) => unit.words.includes(word));
}

/** The unit of time a number field is counted in, or nothing. */
export function fieldUnit(field: DatasetField): TimeUnit | undefined {
  if (field.span) return UNITS.find((unit) => unit.name === field.span!.unit);
  if (field.type !== 'number') return undefined;
  // An import of "45 min" or "1h 20m" keeps the field's unit of time in the dictionary.
  const kept = field.unit ? unitOfWord(field.unit.toLowerCase()) : undefined;
  if (kept) return kept;
  const said = new Set(
    [...rawWords(field.name), ...rawWords(field.label ?? '')].map((word) => unitOfWord(word)),
  );
  said.delete(undefined);
  return said.size === 1 ? [...said][0] : undefined;
}

/** The unit words of the units, longest first, for one pattern. */
const UNIT_WORDS = UNITS.flatMap((unit) => unit.words)
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * The unit a figure is asked in: "in hours", "how many hours", "number of minutes", "hours from
 * logging to clearing", "hours on average". A unit after a number ("the last 14 days") is a
 * period, not the figure's unit.
 */
const ASKED_UNIT = new RegExp(
  `(?:\\b(?:in|into|as|how\\s+many|number\\s+of|measured\\s+in|expressed\\s+in|in\\s+terms\\s+of)\\s+(${UNIT_WORDS})\\b(?!\\s+(?:ago|before|after|back|since))|(?<!\\d\\s*)(?<!\\b(?:last|past|next|first|few|several|many|couple\\s+of|of|per|a|an|each|every|those|these|the|\\d+)\\s+)\\b(${UNIT_WORDS})\\s+(?:from|between|until|till|on\\s+average|it\\s+takes|did\\s+it\\s+take|does\\s+it\\s+take|to\\s+(?!the\\b)))`,
  'i',
);

/** "In hours", said as the unit of the figure outright, wins over a unit said of the span. */
const IN_UNIT = new RegExp(
  `\\b(?:in|into|as|measured\\s+in|expressed\\s+in|in\\s+terms\\s+of)\\s+(${UNIT_WORDS})\\b(?!\\s+(?:ago|before|after|back|since))`,
  'i',
);

export function askedUnit(question: string): TimeUnit | undefined {
  const said = IN_UNIT.exec(question) ?? ASKED_UNIT.exec(question);
  const word = (said?.[1] ?? said?.[2])?.toLowerCase();
  return word ? unitOfWord(word) : undefined;
}

/** The words that set a span's two ends apart ("from logging to clearing", "between … and"). */
const SPAN_SAID = /\b(?:from|between|until|till|before|to|take|takes|took|pass|passes|passed)\b/i;

/**
 * "How many hours from receiving to deciding": a count asked in a unit of time, with the date a
 * derived span runs to named by a form of its word, is that span's average.
 */
function spanAsked(question: string, dictionary: DataDictionary, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'count' || plan.groupBy || plan.compare || plan.lookup) return;
  if (plan.tool || plan.records || !askedUnit(question) || !SPAN_SAID.test(question)) return;
  const said = rawWords(question);
  const spans = dictionary.fields.filter((field) => {
    if (!field.span || field.entity !== plan.entity) return false;
    const end = dictionary.fields.find(
      (candidate) => candidate.name === field.span!.to && candidate.entity === field.entity,
    );
    const words = [...rawWords(end?.name ?? ''), ...rawWords(end?.label ?? '')].filter(
      (word) => word.length >= 4,
    );
    return words.some((word) => said.some((other) => sameRoot(word, other)));
  });
  if (spans.length !== 1) return;
  const [span] = spans as [DatasetField];
  const label = span.label ?? rawWords(span.name).join(' ');
  plan.measure = { kind: 'average', field: span.name, label: `average ${label}` };
}

/**
 * A figure asked in a unit of time: a count so asked of a span is the span's average, and a
 * figure of a field counted in another unit is converted into the unit asked.
 */
export function askedInUnit(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  spanAsked(question, dictionary, plan);
  currencyAsked(dictionary, plan);
  const unit = unitConversion(question, dictionary, plan);
  if (unit) plan.measure = { ...plan.measure, unit };
}

/** The conversion a plan's figure asks for: its field's unit and the unit asked. */
export interface UnitConversion {
  from: string;
  to: string;
  /** Multiply a figure in `from` by this to give it in `to`. */
  factor: number;
}

/**
 * Marks the plan's measure with the unit it is asked in, when that differs from the unit its
 * number field is counted in. Only figures of the field's own unit (an average, a total, a
 * median, an extreme) convert; a count or a share has no unit.
 */
export function unitConversion(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): UnitConversion | undefined {
  if (!['average', 'median', 'sum', 'max', 'min'].includes(plan.measure.kind)) return undefined;
  const field = dictionary.fields.find(
    (candidate) => candidate.name === plan.measure.field && candidate.entity === plan.entity,
  );
  const own = field ? fieldUnit(field) : undefined;
  const asked = askedUnit(question);
  if (!own || !asked || own.name === asked.name) return undefined;
  return { from: own.name, to: asked.name, factor: own.days / asked.days };
}

/** "38.5 hours (1.606 days)": the figure in the unit asked, then as the data counts it. */
export function convertedFigure(
  value: number,
  conversion: UnitConversion,
  shown: (value: number) => string,
): string {
  const converted = value * conversion.factor;
  const rounded =
    Math.abs(converted) >= 100 ? Math.round(converted) : Math.round(converted * 100) / 100;
  return `${rounded} ${conversion.to} (${shown(value)} ${conversion.from})`;
}

/**
 * The measure's words without the unit the data counts it in, once the figure is given in
 * another: "average days to cleared at" → "average time to cleared at", "average first response
 * (minutes)" → "average first response".
 */
export function withoutUnit(words: string, conversion: UnitConversion): string {
  const unit = UNITS.find((candidate) => candidate.name === conversion.from);
  if (!unit) return words;
  const said = unit.words.join('|');
  const bracketed = new RegExp(`\\s*\\((?:${said})\\)`, 'i');
  if (bracketed.test(words)) return words.replace(bracketed, '');
  return words.replace(new RegExp(`\\b(?:${said})\\b`, 'i'), 'time');
}

/** The stems of every unit of time's words: no name of a field on their own. */
const TIME_UNIT_STEMS = new Set(UNITS.flatMap((unit) => unit.words).map(stemOf));

/**
 * "How many hours were they off supply on average?" where the data counts time off supply in
 * minutes: the one number field counted in a unit of time that another word of the question
 * names ("supply"), when the question asks a figure in a unit of time no field is counted in.
 */
export function fieldInOtherTimeUnit(
  question: string,
  dictionary: DataDictionary,
  entity: DatasetField['entity'],
): DatasetField | undefined {
  const asked = askedUnit(question);
  if (!asked) return undefined;
  const fields = dictionary.fields.filter(
    (field) => field.entity === entity && field.type === 'number' && field.filled > 0,
  );
  if (fields.some((field) => fieldUnit(field)?.name === asked.name)) return undefined;
  const said = new Set(
    rawWords(question)
      .filter((word) => word.length > 2)
      .map(stemOf),
  );
  const named = fields.filter(
    (field) =>
      fieldUnit(field) !== undefined &&
      [...fieldStems(field)].some((stem) => !TIME_UNIT_STEMS.has(stem) && said.has(stem)),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** Whether a word is a unit of time's ("hours", "mins"). */
export function isTimeUnitWord(word: string): boolean {
  return unitOfWord(word.toLowerCase()) !== undefined;
}
