import { fieldStems, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import kinds from './time-kinds.json';
import type { Vocabulary } from './vocabulary';

/**
 * "How long, on average, were phone customers kept on hold?" where no number field holds a
 * time on hold: the kind of time asked (time-kinds.json, general English) is one the data lacks,
 * so the question is declined with its word, not answered with another duration ("days to
 * settle") or a count of the records that mention waiting.
 */

/** A duration asked: "how long", an average of time, minutes or hours. */
const DURATION_ASKED =
  /\bhow long\b|\b(?:average|avg|mean|median|typical)\b(?:\s+[\p{L}-]+){0,3}?\s+(?:time|times|minutes|mins|hours|hrs|seconds|secs|length|duration)\b/iu;

/** Words of a kind's phrases that say no kind of time by themselves. */
const GENERIC = new Set(
  'on in the a an of for to before time times length lengths duration'.split(' '),
);

const KINDS = Object.entries(kinds.kinds).map(([kind, phrases]) => ({
  kind,
  pattern: new RegExp(
    `\\b(?:${[...phrases]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => phrase.replace(/\s+/g, '\\s+'))
      .join('|')})\\b`,
    'i',
  ),
}));

export function unheldDuration(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.records || plan.topic || plan.unknownIsAsked || plan.cannot) return;
  if (!DURATION_ASKED.test(question)) return;
  const numbers = vocabulary.dictionary.fields.filter(
    (field) => field.entity === plan.entity && field.type === 'number' && field.filled > 0,
  );
  for (const { kind, pattern } of KINDS) {
    const said = pattern.exec(question);
    if (!said) continue;
    const kindStems = new Set(
      [kind, ...rawWords(said[0]).filter((word) => !GENERIC.has(word))].map(stemOf),
    );
    const held = numbers.some((field) =>
      [...fieldStems(field)].some((stem) => kindStems.has(stem)),
    );
    if (held) continue;
    const word = said[0].toLowerCase();
    plan.unknown = [word, ...plan.unknown.filter((other) => other.toLowerCase() !== word)];
    plan.unknownIsAsked = true;
    return;
  }
}
