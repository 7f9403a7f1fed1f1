import { extractFigures } from './answer-figures';
import type { FitFinding, FitSources } from './answer-fit';
import type { DatasetField } from './dataset';
import { mentionsField } from './asked-field';
import { stem, tokens } from './question-constraints';

/**
 * A question of several asks: a second question joined on ("and what was …", ", how many …"), or
 * a second measure joined by "and" ("the total declared value and the total paid out").
 */
const SEVERAL_ASKS =
  /\band\s+(?:what|how|which|when|who|where|is|are|was|were|did|do|does)\b|,\s*(?:and\s+)?(?:what|how)\b|\band\s+(?:the\s+|their\s+|its\s+)?(?:total|average|avg|mean|median|number|share|sum|count)\b/i;

/**
 * Whether the question asks more than one thing: "…, and what …", "…; …", "… also …", or a second
 * question mark.
 */
export function asksSeveral(question: string): boolean {
  return (
    SEVERAL_ASKS.test(question) ||
    /;\s*\S/.test(question) ||
    /\balso\b/i.test(question) ||
    (question.match(/\?/g) ?? []).length > 1
  );
}

/**
 * "Give me the total declared value and the total paid out for Sheffield Hub claims" asks two
 * figures. Each number field a question of several asks names by all the words of its name or
 * label must be computed by some call of the run (measured, filtered or grouped by, or read from
 * a record a look-up returned): an answer
 * whose calls never touched one of them dropped that ask, and is partly answered, whatever it
 * says of the other.
 */
export function checkEveryAsk(sources: FitSources): FitFinding[] {
  if (!sources.dataset || !SEVERAL_ASKS.test(sources.question)) return [];
  if (!sources.figures.some((figure) => figure.status !== 'unsupported')) return [];
  const asked = new Set(tokens(sources.question).map(stem));
  const used = (name: string): boolean =>
    sources.calls.some((call) => mentionsField(call.input, name) || holdsKey(call.output, name, 0));
  // "Sentiment" said only as part of "sentiment label", a field the run used, names that field,
  // not the number field "sentiment" as a second ask: the words of a used field's name said
  // together are left out before the others are read.
  const words = tokens(sources.question).map(stem);
  const spoken = sources.dataset.fields
    .filter((field) => field.filled > 0 && used(field.name))
    .flatMap((field) => [nameWords(field.name), nameWords(field.label ?? '')])
    .filter((phrase) => phrase.length > 1);
  const free = new Set(
    words.filter((_word, index) => !spoken.some((phrase) => saidAt(words, phrase, index))),
  );
  const dropped = sources.dataset.fields.filter(
    (field) =>
      field.type === 'number' &&
      field.filled > 0 &&
      namedBy(field, asked) &&
      namedBy(field, free) &&
      !used(field.name),
  );
  if (!dropped.length) return [];
  const names = dropped.map((field) => `"${field.label ?? field.name}"`).join(', ');
  return [
    {
      check: 'measure',
      label: `The question asks several things; no tool call computed with ${names}, which one of its asks names`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'an ask of the question was not answered',
      partial: true,
    },
  ];
}

/** Whether the word at `index` lies within an occurrence of `phrase` in `words`. */
function saidAt(words: readonly string[], phrase: readonly string[], index: number): boolean {
  for (let start = index - phrase.length + 1; start <= index; start++) {
    if (start >= 0 && phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

function nameWords(name: string): string[] {
  return tokens(
    name
      .replace(/\([^)]*\)/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[_-]/g, ' '),
  )
    .filter((word) => /^\p{L}{2,}$/u.test(word))
    .map(stem);
}

/** The field's name or label said whole (a unit in brackets, "(USD)", and digits left out). */
function namedBy(field: DatasetField, asked: ReadonlySet<string>): boolean {
  return [field.name, field.label].some((name) => {
    const words = name
      ? tokens(name.replace(/\([^)]*\)/g, ' ').replace(/[_-]/g, ' '))
          .filter((word) => /^\p{L}{2,}$/u.test(word))
          .map(stem)
      : [];
    return words.length > 0 && words.every((word) => asked.has(word));
  });
}

/** Whether a result holds the field under its own name (a record a look-up returned). */
function holdsKey(value: unknown, name: string, depth: number): boolean {
  if (depth > 4 || !value || typeof value !== 'object') return false;
  if (Array.isArray(value))
    return value.slice(0, 20).some((item) => holdsKey(item, name, depth + 1));
  return Object.entries(value).some(
    ([key, child]) => key === name || holdsKey(child, name, depth + 1),
  );
}

/**
 * The kind of figure each measure word asks for: how many, how much in all, on average, the
 * middle value, a share. "The total number of" asks a count, not a count and a sum.
 */
const MEASURE_ASKS: readonly [kind: string, pattern: RegExp][] = [
  [
    'count',
    /\b(?:(?:total|overall)\s+(?:number|count)\s+of|number\s+of|count\s+of|how\s+many)\b/gi,
  ],
  ['average', /\b(?:average|avg|mean)\b/gi],
  ['median', /\bmedian\b/gi],
  ['sum', /\b(?:total|sum|how\s+much)\b/gi],
  ['share', /\b(?:share|percent(?:age)?|proportion)\b/gi],
];

/** "In total, …", "All told, …", "Overall, …": the question's opening phrase, then a comma. */
const OVERALL_OPENING =
  /^\s*(?:in\s+total|in\s+all|all\s+told|all\s+in\s+all|altogether|overall)\s*,\s*/i;

/** Figures an answer states that are no date, month or id, nor restated from the question. */
function statedFigures(answer: string, question: string): number {
  const restated = new Set(extractFigures(question).map((figure) => String(figure.value)));
  return extractFigures(answer).filter(
    (figure) =>
      figure.kind !== 'date' &&
      figure.kind !== 'month' &&
      figure.kind !== 'id' &&
      !restated.has(String(figure.value)),
  ).length;
}

/**
 * "Give me the number of premier customers and the total messages they sent" asks two figures of
 * two kinds (a count and a sum). An answer of several asks that states fewer figures than the
 * kinds of figure asked answered only some of them, however well its one figure is supported.
 * Only distinct kinds count ("how many X and how many Y" asks one kind), so a right answer that
 * states each figure once is never short.
 */
export function checkAskCount(sources: FitSources): FitFinding[] {
  // "In total, how many …": an opening that says the figure is over everything, no ask of its own.
  const question = sources.question.replace(OVERALL_OPENING, '');
  if (!SEVERAL_ASKS.test(question)) return [];
  if (!sources.figures.some((figure) => figure.status !== 'unsupported')) return [];
  let rest = question;
  const kinds: string[] = [];
  for (const [kind, pattern] of MEASURE_ASKS) {
    if (rest.match(pattern)) kinds.push(kind);
    rest = rest.replace(pattern, ' ');
  }
  if (kinds.length < 2) return [];
  const stated = statedFigures(sources.answer, sources.question);
  if (stated >= kinds.length) return [];
  return [
    {
      check: 'measure',
      label: `The question asks ${kinds.length} figures (${kinds.join(', ')}); the answer states ${stated}`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'an ask of the question was not answered',
      partial: true,
    },
  ];
}
