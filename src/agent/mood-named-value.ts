import type { FitFinding, FitSources } from './answer-fit';
import type { DataDictionary } from './dataset';
import { sameWordByForm } from './asked-field';
import { usedSentiment } from './mood-words';
import { numberFieldsRead } from './number-readings';
import { tokens } from './question-constraints';
import moodValues from './words/mood-values.json';
import verdictValues from './words/verdict-values.json';

/** Plain English nouns for records or the people behind them, in any data set. */
const RECORD_NOUNS = new Set(
  tokens(
    'messages emails calls callers customers clients tweets reviews comments posts letters ' +
      'chats communications conversations tickets guests members people ppl folks users ones ' +
      'records cases requests complaints riders passengers drivers shoppers buyers patients ' +
      'travellers travelers diners orders jobs experiences feedback',
  ),
);
const SAID_OF = /^(?:were|are|was|is|seem|seemed|felt|feel|sound|sounded)$/;

/**
 * "united bad tweets - how many?", "the unhappy customers' complaints": a mood (words/mood-values)
 * or a verdict (words/verdict-values) said of records names a value of the data's sentiment label
 * by its meaning. An answer no call of which read the sentiment (a filter, a grouping, a measure)
 * counted every record instead. A verdict word counts only said of records ("bad tweets", "tweets
 * that were bad"), and never as part of a value the data holds ("Bad Flight").
 */
export function checkMoodNamedValue(sources: FitSources): FitFinding[] {
  const dataset = sources.dataset;
  if (!dataset || !sources.calls.length) return [];
  const named = moodLabelsNamed(sources.question, dataset);
  if (!named.size || usedSentiment(sources.calls, dataset)) return [];
  if (moodNamesFieldRead(sources)) return [];
  const said = [...named].map((label) => `"${label}"`).join(', ');
  return [
    {
      check: 'filter',
      label: `The question's words name the sentiment ${said}; no tool call filtered, grouped or measured by sentiment, so the figures are of every record`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'a value the question names was not kept',
      partial: true,
    },
  ];
}

/**
 * "Are first class passengers more satisfied?" over data with a satisfaction score: the mood word
 * is another form of a number field a call computed with, so it asked for that score, not the
 * sentiment label.
 */
function moodNamesFieldRead(sources: FitSources): boolean {
  const moods = new Set(Object.values(moodValues as Record<string, string[]>).flat());
  const said = tokens(sources.question).filter((word) => moods.has(word));
  if (!said.length) return false;
  const read = new Set(sources.calls.flatMap((call) => numberFieldsRead(call.input)));
  return (sources.dataset?.fields ?? []).some(
    (field) =>
      read.has(field.name) &&
      [field.name.replace(/[_-]/g, ' '), field.label ?? '']
        .flatMap((name) => tokens(name))
        .some((word) => said.some((mood) => sameWordByForm(mood, word))),
  );
}

/**
 * The sentiment labels of the data (lower case) that the question names by a mood or by a verdict
 * said of records: a filter on one of them was asked for.
 */
export function moodLabelsNamed(question: string, dataset: DataDictionary): Set<string> {
  const named = new Set<string>();
  const labels = heldLabels(dataset);
  if (!labels.size) return named;
  const words = tokens(question);
  const valueWords = valuePairs(dataset);
  words.forEach((word, index) => {
    const next = words[index + 1] ?? '';
    if (valueWords.has(`${word} ${next}`) || valueWords.has(`${words[index - 1]} ${word}`)) return;
    for (const label of labels) {
      const moods = (moodValues as Record<string, string[]>)[label] ?? [];
      const verdicts = (verdictValues as Record<string, string[]>)[label] ?? [];
      if (moods.includes(word)) named.add(label);
      const saidOfRecords =
        RECORD_NOUNS.has(next) ||
        RECORD_NOUNS.has(words[index + 2] ?? '') ||
        (SAID_OF.test(words[index - 1] ?? '') &&
          /^(?:that|which|who)$/.test(words[index - 2] ?? ''));
      if (verdicts.includes(word) && saidOfRecords) named.add(label);
    }
  });
  return named;
}

/** The sentiment labels the data holds (lower case), on a filled sentiment-label field. */
function heldLabels(dataset: DataDictionary): Set<string> {
  const held = new Set<string>();
  for (const field of dataset.fields) {
    if (field.role !== 'sentiment_label' || field.filled === 0) continue;
    for (const entry of field.values ?? []) {
      if (typeof entry.value === 'string') held.add(entry.value.toLowerCase());
    }
  }
  return held;
}

/** Every pair of adjacent words in the data's values ("bad flight"). */
function valuePairs(dataset: DataDictionary): Set<string> {
  const pairs = new Set<string>();
  for (const field of dataset.fields) {
    for (const entry of field.values ?? []) {
      if (typeof entry.value !== 'string') continue;
      const words = tokens(entry.value);
      for (let index = 0; index + 1 < words.length; index++) {
        pairs.add(`${words[index]} ${words[index + 1]}`);
      }
    }
  }
  return pairs;
}
