import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/**
 * Plain English words of mood and feeling ("happier", "angriest", "how do they feel"). Asked of
 * data that holds a sentiment field, they ask for that sentiment: a measure, not a word the data
 * lacks. Nothing here is a data set's vocabulary.
 */
const MOOD_WORDS: ReadonlySet<string> = new Set(
  (
    'happy happier happiest happiness unhappy unhappier unhappiest unhappiness ' +
    'angry angrier angriest anger angered mad madder maddest furious fury rage ' +
    'upset upsets feel feels feeling feelings felt mood moods moody ' +
    'satisfied satisfaction dissatisfied dissatisfaction unsatisfied pleased displeased ' +
    'annoyed annoying annoyance frustrated frustrating frustration irritated irritation ' +
    'delighted content contented glad sad sadder saddest gloomy gloomier gloomiest ' +
    'cheerful cheerier cheeriest grumpy grumpier grumpiest disappointed disappointment ' +
    'love loved hate hated dislike disliked tone attitude opinion opinions vibe vibes ' +
    'mood sentiments emotion emotions emotional'
  ).split(' '),
);

/** A question word (as {@link tokens} gives it) that names a mood. */
export function isMoodWord(word: string): boolean {
  return MOOD_WORDS.has(word) || MOOD_WORDS.has(`${word}s`);
}

/**
 * Whether some call of the run computed with the data's sentiment: a tool or an input that names
 * a sentiment field (a score or a label). A mood word is accounted for only then: an answer that
 * counts rows without sentiment has not read "happier".
 */
export function usedSentiment(
  calls: readonly ObservedCall[],
  dataset: DataDictionary | undefined,
): boolean {
  const names = (dataset?.fields ?? [])
    .filter(
      (field) =>
        (field.role === 'sentiment' || field.role === 'sentiment_label') && field.filled !== 0,
    )
    .map((field) => field.name.toLowerCase());
  if (!names.length) return false;
  const heads = new Set(names.flatMap((name) => tokens(splitCamel(name)).slice(0, 1)));
  return calls.some(
    (call) =>
      tokens(splitCamel(call.tool)).some((word) => heads.has(word)) ||
      namesIn(call.input, 0).some((text) => names.includes(text.toLowerCase())),
  );
}

/** Every string and key of a tool input. */
function namesIn(value: unknown, depth: number): string[] {
  if (depth > 6) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => namesIn(item, depth + 1));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...namesIn(child, depth + 1)]);
}

function splitCamel(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}
