import { readFileSync } from 'node:fs';
import type { DatasetField } from '../../../../../src/agent/dataset';
import { fieldLabel, fieldStems, namedNumberFields, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { typical } from './question-measure';
import { AVERAGE_WORDS, COUNT_WORDS } from './question-words';
import { spokenField } from './spoken-measures';
import { FUNCTION_WORDS, normaliseWord, type Vocabulary } from './vocabulary';

/**
 * "Do Plus members get resolved faster than everyone else?", "urgent vs non-urgent: average hours
 * to close", "are callback jobs slower to repair than the others?": a yes/no field said as the
 * records compared, with a number measured, is the axis of a comparison — that number's average
 * for the flag's yes side against its no side — not the flag's rate.
 */

/** Words after "than" of an expectation or a norm, no side ("longer than expected"). */
const NOT_A_SIDE: ReadonlySet<string> = new Set(
  (
    JSON.parse(readFileSync(new URL('./flag-axis.json', import.meta.url), 'utf8')) as {
      notASide: string[];
    }
  ).notASide,
);

/** The other side said: "than the rest", "everyone else", "those without", "non-members". */
const OTHER_SIDE =
  /\b(?:than|vs\.?|versus|compared?(?:\s+(?:their|its|the|our|that|this|those|these|them|it|average|averages|mean|figure|figures|score|scores|rate|rates|numbers?)){0,3}\s+(?:with|to)|against)\s+(?:(?:for|with|from|among|of|on)\s+)?(?:all\s+)?(?:the\s+)?(?:rest|others?|other\s+ones|everyone\s+else|everybody\s+else|anyone\s+else|those\s+(?:without|(?:who|that|which)\s+(?:are|were|do|did|does|has|have|had)\s*n[o']t)|ones\s+without|non[-\s]?\w+)\b|\b(?:vs\.?|versus|against|compared?\s+(?:with|to))\s+(?:(?:those|ones)\s+)?(?:non|not|un|without|(?:did|do|does|was|were|is|are|has|have|had)\s*n[o']?t)\b|\b(?:vs\.?|versus|against)\s+(?:non|un)[-\s]?\w+|\bthan\s+(?:the\s+)?[a-z]+\s+without\b(?!\s+[a-z])/i;
/** A comparative of the number (faster, more, higher …). */
const COMPARATIVE =
  /\b(faster|slower|quicker|sooner|longer|shorter|more|less|higher|lower|bigger|smaller|larger|better|worse|cheaper|pricier|further|farther)\b/i;

/** The sides set against each other in so many words. */
const SET_AGAINST = /\b(?:vs\.?|versus|compared?\s+(?:with|to)|against)\b/i;
/** A total said of the number. */
const TOTAL_SAID = /\b(?:in total|total|altogether|combined|in all)\b/i;

/** The words joining two sides said apart ("repeat vs first-time", "repeat or first-time"). */
const SIDES_JOINED = '(?:vs\\.?|versus|or|compared\\s+(?:with|to)|against)';

/** Words said of a side that are no name of it ("faults", "ones", "the"). */
const NO_SIDE_NAME = /^(?:ones?|those|these|the|all|any|other)$/;

/**
 * "Repeat faults or first-time faults", "callback jobs compared with new jobs", "first-time vs
 * repeat": a flag's yes side set against a side said in words that name no value of the data,
 * which is the flag's no side. The words said for it, or nothing.
 */
function unnamedOtherSide(
  question: string,
  vocabulary: Vocabulary,
  flag: DatasetField,
): string | undefined {
  const lower = question.toLowerCase();
  if (/\bor\b/.test(lower) && !SET_AGAINST.test(lower) && !COMPARATIVE.test(lower)) {
    if (!/\b(?:both|each|which|either)\b/.test(lower)) return undefined;
  }
  const stems = fieldStems(flag);
  const word = '[a-z][\\w-]*';
  const after = new RegExp(
    `\\b(${word})(?:\\s+(${word}))?\\s*,?\\s+${SIDES_JOINED}\\s+(?:(?:on|for|in|at|among|with|from|to|by)\\s+)?(?:the\\s+|those\\s+)?(${word})(?:\\s+(${word}))?`,
    'g',
  );
  const valueWords = new Set(vocabulary.values.flatMap((term) => term.words));
  const names = (side: string) => stems.has(stemOf(side));
  for (const match of lower.matchAll(after)) {
    const [, a, aNoun, b, bNoun] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
      string | undefined,
    ];
    // A word said on both sides ("faults") is their noun, telling neither apart.
    const first = [a, aNoun].filter((item): item is string => item !== undefined);
    const last = [b, bNoun].filter((item): item is string => item !== undefined);
    const own = (side: string[], other: string[]) =>
      side.filter(
        (item) => !other.includes(item) && !NO_SIDE_NAME.test(item) && !RECORD_WORD.test(item),
      );
    const [firstOwn, lastOwn] = [own(first, last), own(last, first)];
    const flagFirst = firstOwn.some(names);
    if (flagFirst === lastOwn.some(names)) continue;
    // The other side's word next to the joining words: "first-time" in "vs first-time faults".
    const other = (flagFirst ? lastOwn : firstOwn).filter((item) => !names(item));
    const side = flagFirst ? other[0] : other.at(-1);
    if (side === undefined || other.length > 1) continue;
    if (COMPARATIVE.test(side) || /^(?:non|un|not)\b/.test(side)) continue;
    if (rawWords(side).some((part) => valueWords.has(normaliseWord(part)))) continue;
    if (vocabulary.fields.some((term) => term.words.includes(normaliseWord(side)))) continue;
    return side;
  }
  // "Do insured clients' complaints take longer than self-pay ones?": the flag named before
  // "than", the other side after it in a word that names nothing in the data.
  const than = new RegExp(`^(.*)\\bthan\\s+(?:the\\s+|those\\s+)?(${word})(?:\\s+(${word}))?`).exec(
    lower,
  );
  if (than && rawWords(than[1]!).some(names)) {
    const side = than[2]!;
    const noun = than[3];
    const nameless =
      side.length >= 3 &&
      !FUNCTION_WORDS.has(side) &&
      !names(side) &&
      !COMPARATIVE.test(side) &&
      !/^(?:non|un|not|without|other|others|rest|everyone|everybody|anyone)\b/.test(side) &&
      !NO_SIDE_NAME.test(side) &&
      !NOT_A_SIDE.has(side) &&
      !RECORD_WORD.test(side) &&
      !rawWords(side).some((part) => valueWords.has(normaliseWord(part))) &&
      !vocabulary.fields.some((term) => term.words.includes(normaliseWord(side)));
    if (
      nameless &&
      (noun === undefined || /^(?:ones?|those)$/.test(noun) || RECORD_WORD.test(noun))
    )
      return side;
    // "metered customers … than customers paying on rateable value", "premium riders … than
    // riders paying standard fares": the records' noun said again after the flag's side, then
    // described in words that name nothing in the data, is the flag's other side.
    const before = rawWords(than[1]!);
    const shared = before.some((word, at) => names(word) && before[at + 1] === side);
    if (shared) {
      const rest = lower
        .slice(than.index + than[0].length - (noun?.length ?? 0))
        .split(/[?.!,;:]/)[0]!;
      const described = rawWords(rest).filter((word) => !FUNCTION_WORDS.has(normaliseWord(word)));
      const namesNothing = (word: string) =>
        !names(word) &&
        !COMPARATIVE.test(word) &&
        !valueWords.has(normaliseWord(word)) &&
        !vocabulary.fields.some((term) => term.words.includes(normaliseWord(word)));
      if (
        described.length > 0 &&
        described.length <= 5 &&
        !NOT_A_SIDE.has(described[0]!) &&
        described.every(namesNothing)
      )
        return `${side} ${rest.trim()}`;
    }
  }
  return undefined;
}

/** A noun for the records themselves, said after either side. */
const RECORD_WORD =
  /^(?:records?|rows?|entries|items?|cases?|tickets?|messages?|requests?|jobs?|claims?|faults?|reports?|complaints?|applications?|orders?|calls?|visits?)$/;

function flagNamed(question: string, plan: QuestionPlan, vocabulary: Vocabulary) {
  const fields = vocabulary.dictionary.fields.filter(
    (field) => field.entity === plan.entity && field.type === 'boolean',
  );
  const byMeasure = fields.find((field) => field.name === plan.measure.field);
  if (byMeasure && plan.measure.kind === 'rate') return byMeasure;
  const filtered = plan.filters.filter(
    (filter) =>
      !filter.negate &&
      filter.values.length === 1 &&
      filter.values[0] === true &&
      fields.some((field) => field.name === filter.field),
  );
  if (filtered.length !== 1) return undefined;
  const said = rawWords(question).map(stemOf);
  const field = fields.find((item) => item.name === filtered[0]!.field)!;
  return [...fieldStems(field)].some((stem) => said.includes(stem)) ? field : undefined;
}

/** The number the sides are compared on: said in words, or the one number field named. */
function numberCompared(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  flag: DatasetField,
): DatasetField | undefined {
  const spoken = spokenField(question, vocabulary, plan);
  if (spoken) return spoken;
  const named = namedNumberFields(question, vocabulary.dictionary, plan.entity).filter(
    (field) => field.name !== flag.name,
  );
  if (named.length > 0) return named.length === 1 ? named[0] : undefined;
  // "Is sentiment worse for repeat visits?": the records' sentiment score, named by its field
  // (its words are shared with the sentiment label, so no number field names them alone).
  const said = rawWords(question).map(stemOf);
  return vocabulary.dictionary.fields.find(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.role === 'sentiment' &&
      [...fieldStems(field)].some((stem) => said.includes(stem)),
  );
}

export function flagAxis(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  medianOffered = true,
): void {
  if (plan.compare || plan.groupBy || plan.lookup || plan.tool || plan.records) return;
  // "Do VIPs get refunded more on average than those without": a number already measured.
  const measured = ['average', 'median', 'sum'].includes(plan.measure.kind)
    ? vocabulary.dictionary.fields.find(
        (field) =>
          field.name === plan.measure.field &&
          field.entity === plan.entity &&
          field.type === 'number' &&
          // "Is sentiment worse for premium riders? Compare their average with everyone else."
          (field.role !== 'sentiment' || OTHER_SIDE.test(question)),
      )
    : undefined;
  if (plan.measure.kind !== 'rate' && plan.measure.kind !== 'count' && !measured) return;
  const counted = plan.measure.kind === 'count' && COUNT_WORDS.test(question);
  const flag = flagNamed(question, plan, vocabulary);
  if (!flag) return;
  // "…, versus those who did not": the comparison said without a comparative. "Repeat faults
  // vs first-time faults": the other side said in words that name nothing in the data.
  const otherSaid =
    OTHER_SIDE.test(question) && (COMPARATIVE.test(question) || SET_AGAINST.test(question));
  const unnamed = otherSaid ? undefined : unnamedOtherSide(question, vocabulary, flag);
  if (!otherSaid && !unnamed) return;
  const number = counted
    ? undefined
    : (measured ?? numberCompared(question, vocabulary, plan, flag));
  const label = fieldLabel(flag);
  const sides = () => {
    plan.compare = {
      field: flag.name,
      values: ['true', 'false'],
      labels: [label, unnamed ?? `not ${label}`],
    };
    plan.filters = plan.filters.filter((filter) => filter.field !== flag.name);
    // The words of the unnamed side, and "both" of the two sides, are understood now.
    const sideWords = new Set([...rawWords(unnamed ?? ''), 'both', 'each', 'either']);
    plan.unknown = plan.unknown.filter((said) => !rawWords(said).every((w) => sideWords.has(w)));
    if (plan.unknown.length === 0) delete plan.unknownIsAsked;
  };
  // "How many were escalated vs not": the records of each side counted.
  if (counted) {
    sides();
    plan.measure = { kind: 'count', label: 'count' };
    const understood = fieldStems(flag);
    plan.unknown = plan.unknown.filter(
      (said) => !rawWords(said).every((word) => understood.has(stemOf(word))),
    );
    return;
  }
  if (!number) return;
  // "In total": the sides' sums; otherwise their averages (the sides differ in size).
  const summed = TOTAL_SAID.test(question) && !AVERAGE_WORDS.test(question);
  sides();
  const numberLabel = fieldLabel(number);
  plan.measure = summed
    ? { kind: 'sum', field: number.name, label: `total ${numberLabel}` }
    : typical(question, medianOffered) === 'median'
      ? { kind: 'median', field: number.name, label: `median ${numberLabel}` }
      : { kind: 'average', field: number.name, label: `average ${numberLabel}` };
  // The words of the sides and of the number are understood now.
  const understood = new Set([
    ...fieldStems(flag),
    ...fieldStems(number),
    ...rawWords(unnamed ?? '').map(stemOf),
  ]);
  plan.unknown = plan.unknown.filter(
    (said) => !rawWords(said).every((word) => understood.has(stemOf(word))),
  );
}
