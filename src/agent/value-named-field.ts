import type { FitFinding, FitSources } from './answer-fit';
import type { DataDictionary } from './dataset';
import { sameWordByForm } from './asked-field';
import { numberFieldsRead } from './number-readings';
import { tokens } from './question-constraints';

/**
 * "How many items have Refund as their topic?", "Which came up more, Concessions or Concessions -
 * price?": the question's word that names a number field ("refund", "price") is said only inside a
 * value of a category field the question names ("Refund" as a topic, "Concessions - price"). A
 * call that sums or averages that number field read the value's word as the field: the question
 * asked about the value's records, not the field's amounts. A value counts when it has two words
 * or more, or when the question also names its field ("as their topic").
 */
export function checkValueNamedField(sources: FitSources): FitFinding[] {
  const dataset = sources.dataset;
  if (!dataset || !sources.calls.length) return [];
  const words = tokens(sources.question);
  const written = sources.question.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const spans = valueSpans(words, written, dataset);
  if (!spans.length) return [];
  const read = new Set(sources.calls.flatMap((call) => numberFieldsRead(call.input)));
  const misread: string[] = [];
  for (const field of dataset.fields) {
    if (field.type !== 'number' || !read.has(field.name)) continue;
    const names = fieldWords(field.name, field.label);
    const said = words
      .map((word, index) => ({ word, index }))
      .filter(({ word }) => names.some((name) => sameWord(word, name)));
    if (!said.length) continue;
    const inValue = said.every(({ index }) =>
      spans.some(([from, to]) => index >= from && index < to),
    );
    if (inValue) misread.push(field.label ?? field.name);
  }
  if (!misread.length) return [];
  const list = misread.map((name) => `"${name}"`).join(', ');
  return [
    {
      check: 'measure',
      label: `The question says the words of ${list} only inside a value it names; the tool calls computed that number field instead of the value's records`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'a named value was read as a number field',
      partial: true,
    },
  ];
}

function sameWord(said: string, name: string): boolean {
  return said === name || sameWordByForm(said, name);
}

/** The words (three letters or more) of a field's name and label. */
function fieldWords(name: string, label?: string): string[] {
  return [name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' '), label ?? '']
    .flatMap((text) => tokens(text))
    .filter((word) => word.length >= 3 && !/\d/.test(word));
}

/**
 * The spans [from, to) of the question's words that say a text value of a category field in full:
 * values of two words or more, or of one word written with a capital inside the sentence when the
 * question names the value's field too ("Refund as their topic", not "the refund by topic").
 */
function valueSpans(
  words: readonly string[],
  written: readonly string[],
  dataset: DataDictionary,
): [number, number][] {
  const spans: [number, number][] = [];
  for (const field of dataset.fields) {
    if (field.type === 'number' || !field.values?.length) continue;
    const own = fieldWords(field.name, field.label);
    const fieldNamed = words.some((word) => own.some((name) => sameWord(word, name)));
    for (const entry of field.values) {
      if (typeof entry.value !== 'string') continue;
      const value = tokens(entry.value);
      if (!value.length || (value.length < 2 && !fieldNamed)) continue;
      for (let from = 0; from + value.length <= words.length; from++) {
        if (!value.every((word, offset) => words[from + offset] === word)) continue;
        if (value.length > 1 || (from > 0 && /^\p{Lu}/u.test(written[from] ?? ''))) {
          spans.push([from, from + value.length]);
        }
      }
    }
  }
  return spans;
}
