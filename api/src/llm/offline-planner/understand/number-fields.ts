import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { countWord } from './period';
import timeUnits from './time-units.json';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, SHARE_WORDS } from './question-reading';

/**
 * Number fields as questions name them: a word's stem against a field's name, label and
 * synonyms ("stays" for "nights stayed", "rated" for "star rating"), one value of a small scale
 * ("five-star", "a rating of 2") and bounds ("3 stars or less", "more than 5 nights").
 */
/** A word's stem for matching a question's word to a field's: "stayed", "stays" → "stay". */
export function stemOf(word: string): string {
  let stem = word.toLowerCase();
  for (const suffix of ['ings', 'ing', 'ed', 'es', 's']) {
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/** The raw words of a text, camelCase and snake_case split. */
export function rawWords(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words too plain to name a field by ("rate", "number"): a measure's head, not its subject. */
export const PLAIN = new Set([
  'rate',
  'rates',
  'number',
  'count',
  'value',
  'total',
  'amount',
  'score',
]);

/** Words that join a label's words ("hours to complete the repair") and name nothing. */
const JOINING = new Set(['the', 'and', 'for', 'per', 'with', 'from', 'into', 'than', 'its']);

/** The words of a field's name, label and synonyms, as the question's words are read. */
export function fieldWords(field: DatasetField): string[] {
  return [field.name, field.label ?? '', ...(field.synonyms ?? [])].flatMap(rawWords);
}

/** A unit of time's other spellings ("min" of "Delay (min)" is said "minutes"), time-units.json. */
const UNIT_SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map(
  timeUnits.units.flatMap((unit) => unit.words.map((word) => [word, unit.words] as const)),
);

export function fieldStems(field: DatasetField): Set<string> {
  return new Set(
    fieldWords(field)
      .filter((word) => !PLAIN.has(word) && !JOINING.has(word))
      .flatMap((word) => UNIT_SPELLINGS.get(word) ?? [word])
      .map(stemOf),
  );
}

/** Number fields of the entity that a word of the question names ("rated" → "star rating"). */
export function namedNumberFields(
  question: string,
  dictionary: DataDictionary,
  entity: DatasetEntity,
  skip: ReadonlySet<string> = new Set(),
): DatasetField[] {
  const said = rawWords(question)
    .filter((word) => !PLAIN.has(word) && !skip.has(word) && word.length >= 3)
    .map(stemOf);
  // A word shared with a field of another kind ("SLA" of "SLA hours" and "SLA breached") names
  // neither number field on its own.
  const shared = new Set(
    dictionary.fields
      .filter(
        (field) => field.entity === entity && field.type !== 'number' && field.type !== 'date',
      )
      .flatMap((field) => [...fieldStems(field)]),
  );
  return dictionary.fields.filter(
    (field) =>
      field.entity === entity &&
      field.type === 'number' &&
      field.role !== 'id' &&
      field.filled > 0 &&
      said.some((stem) => stem.length >= 3 && !shared.has(stem) && fieldStems(field).has(stem)),
  );
}

export function fieldLabel(field: DatasetField): string {
  return field.label ?? rawWords(field.name).join(' ');
}

export const N = '(\\d+(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)';
const W = '([a-z]+)';
/** What may stand between a field's word and its bound: "of", or a verb of being. */
const THEN = '(?:of\\s+|(?:was|were|is|are|been)\\s+)?';
/** Bounds said around a number and a field's word, and the operator each means. */
const BOUNDS: { pattern: RegExp; op: 'gt' | 'gte' | 'lt' | 'lte'; wordFirst?: boolean }[] = [
  {
    pattern: new RegExp(`\\b${N}[- ]${W}\\s+or\\s+(?:less|fewer|below|lower|under)\\b`, 'gi'),
    op: 'lte',
  },
  {
    pattern: new RegExp(`\\b${N}[- ]${W}\\s+or\\s+(?:more|above|higher|over|greater)\\b`, 'gi'),
    op: 'gte',
  },
  {
    pattern: new RegExp(
      `\\b(?:at least|no fewer than|no less than|a minimum of)\\s+${N}[- ]${W}`,
      'gi',
    ),
    op: 'gte',
  },
  {
    pattern: new RegExp(`\\b(?:at most|no more than|up to|a maximum of)\\s+${N}[- ]${W}`, 'gi'),
    op: 'lte',
  },
  {
    pattern: new RegExp(
      `\\b(?:more than|over|above|longer than|greater than)\\s+${N}[- ]${W}`,
      'gi',
    ),
    op: 'gt',
  },
  {
    pattern: new RegExp(
      `\\b(?:less than|fewer than|under|below|shorter than)\\s+${N}[- ]${W}`,
      'gi',
    ),
    op: 'lt',
  },
  // "a party of 5 or more", "refunds were over 500 euros": the field's word first, then (after
  // "of" or a verb of being) the bound.
  {
    pattern: new RegExp(
      `\\b${W}\\s+${THEN}${N}\\s+or\\s+(?:more|above|higher|over|greater)\\b`,
      'gi',
    ),
    op: 'gte',
    wordFirst: true,
  },
  {
    pattern: new RegExp(
      `\\b${W}\\s+${THEN}${N}\\s+or\\s+(?:less|fewer|below|lower|under)\\b`,
      'gi',
    ),
    op: 'lte',
    wordFirst: true,
  },
  {
    pattern: new RegExp(
      `\\b${W}\\s+${THEN}(?:above|over|greater than|more than|higher than)\\s+${N}\\b`,
      'gi',
    ),
    op: 'gt',
    wordFirst: true,
  },
  {
    pattern: new RegExp(`\\b${W}\\s+${THEN}(?:below|under|less than|lower than)\\s+${N}\\b`, 'gi'),
    op: 'lt',
    wordFirst: true,
  },
];

/** Currency signs as a question writes them, and the code a field's unit holds. */
const CURRENCY_SIGNS: Record<string, string> = { '£': 'GBP', $: 'USD', '€': 'EUR', '¥': 'JPY' };

/**
 * "claims over £1,000", "requests with more than £5": a bound in a currency on records the
 * question names by no field is on the number field in that currency; of several, the one whose
 * words share the records' noun ("amount claimed" of claims).
 */
function moneyFieldOf(
  word: string,
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): DatasetField | undefined {
  const sign = /[£$€¥](?=\s?\d)/.exec(question)?.[0];
  if (!sign) return undefined;
  const inCurrency = dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.filled > 0 &&
      field.unit?.toUpperCase() === CURRENCY_SIGNS[sign],
  );
  if (inCurrency.length === 1) return inCurrency[0];
  const sharing = inCurrency.filter((field) => fieldStems(field).has(stemOf(word)));
  return sharing.length === 1 ? sharing[0] : undefined;
}

/**
 * "a bag over 20 kg", "parcels under 2 lb": a bound whose word after the number is a unit (too
 * short to name a field by its words) is on the one number field of the records in that unit, the
 * unit the field's own (`unit`) or its label's parentheses ("bag weight (kg)").
 */
function unitFieldOf(
  word: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): DatasetField | undefined {
  const unit = word.toLowerCase();
  const inUnit = dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.role !== 'id' &&
      field.filled > 0 &&
      (field.unit?.toLowerCase() === unit ||
        [...(field.label ?? '').matchAll(/\(([^)]*)\)/g)].some(
          (inside) => inside[1]!.trim().toLowerCase() === unit,
        )),
  );
  return inUnit.length === 1 ? inUnit[0] : undefined;
}

/** "3 stars or less", "more than 5 nights": a bound on a number field the question names. */
export function numberBounds(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): string[] {
  const spans: string[] = [];
  // "claims over £1,000", "more than $2,500 refunded": the number without its currency sign or
  // thousands separators.
  const text = question.replace(/[£$€¥]\s?(?=\d)/g, '').replace(/(\d),(?=\d{3}\b)/g, '$1');
  for (const { pattern, op, wordFirst } of BOUNDS) {
    for (const match of text.matchAll(pattern)) {
      const [n, word] = wordFirst ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
      const amount = countWord(n);
      const field =
        namedNumberFields(word, dictionary, plan.entity)[0] ??
        moneyFieldOf(word, question, dictionary, plan) ??
        (wordFirst ? undefined : unitFieldOf(word, dictionary, plan));
      if (!field || plan.filters.some((filter) => filter.field === field.name)) continue;
      plan.filters.push({
        entity: plan.entity,
        field: field.name,
        values: [amount],
        said: match[0],
        op,
      });
      spans.push(match[0]);
      if (plan.measure.field === field.name && !AVERAGE_WORDS.test(question)) {
        plan.measure = SHARE_WORDS.test(question)
          ? { kind: 'share', label: 'share' }
          : { kind: 'count', label: 'count' };
      }
      const stems = fieldStems(field);
      const bound = rawWords(match[0]);
      plan.unknown = plan.unknown.filter(
        (said) =>
          !rawWords(said).every(
            (part) => stems.has(stemOf(part)) || /^\d/.test(part) || bound.includes(part),
          ),
      );
    }
  }
  return spans;
}

/** "five-star reviews", "3 nights": one value of a small-scaled number field, as a filter. */
export function numberValueFilter(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  const before = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ]([a-z]+)\b/gi;
  // "a rating of 2", "score = 5": the field first, then its value.
  const after = /\b([a-z]+)\s+(?:of|=|at|was|is)\s+(\d{1,2})\b(?![-.:/]?\d)/gi;
  const said = [
    ...[...question.matchAll(before)].map((match) => ({
      said: match[0],
      n: match[1]!,
      word: match[2]!,
    })),
    ...[...question.matchAll(after)].map((match) => ({
      said: match[0],
      n: match[2]!,
      word: match[1]!,
    })),
  ];
  for (const match of said) {
    const amount = countWord(match.n);
    const field = namedNumberFields(match.word, dictionary, plan.entity).find(
      (candidate) =>
        candidate.distinct > 0 &&
        candidate.distinct <= 20 &&
        (typeof candidate.min !== 'number' || amount >= candidate.min) &&
        (typeof candidate.max !== 'number' || amount <= candidate.max),
    );
    if (!field || plan.filters.some((filter) => filter.field === field.name)) continue;
    plan.filters.push({
      entity: plan.entity,
      field: field.name,
      values: [amount],
      said: match.said,
    });
    if (plan.groupBy?.field === field.name) delete plan.groupBy;
    if (plan.measure.field === field.name && !AVERAGE_WORDS.test(question)) {
      plan.measure = SHARE_WORDS.test(question)
        ? { kind: 'share', label: 'share' }
        : { kind: 'count', label: 'count' };
    }
  }
}

/** Words that head a number without naming another ("session length", "stay duration"). */
export const NUMBER_HEADS =
  /^(length|lengths|duration|durations|size|sizes|level|levels|amount|figure|figures)$/;

/**
 * "the highest average session length": the words of a number field the question names, and a
 * plain head after them, are understood, not a measure the data lacks.
 */
export function numberFieldWords(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.unknown.length === 0 || plan.lookup) return;
  const fields = namedNumberFields(question, dictionary, plan.entity);
  if (fields.length === 0) return;
  const stems = new Set(fields.flatMap((field) => [...fieldStems(field)]));
  const left = plan.unknown.filter(
    (word) => !rawWords(word).every((part) => stems.has(stemOf(part)) || NUMBER_HEADS.test(part)),
  );
  if (left.length === plan.unknown.length) return;
  plan.unknown = left;
  if (left.length === 0) delete plan.unknownIsAsked;
}
