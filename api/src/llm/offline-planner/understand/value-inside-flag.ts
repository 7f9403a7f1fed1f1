import { readFileSync } from 'node:fs';
import type { QuestionPlan } from './question-plan';
import { sameStemWord } from './reworded-values';
import { tokenize, words, normaliseWord, type Vocabulary } from './vocabulary';

/**
 * A value's word inside the name of a yes/no field is part of that name, not a filter: "customers
 * on a water meter" (a flag called "meter", a service value "Water"), "guests with a parking
 * permit" (a flag called "permit", a topic value "Parking") say the flag alone — the value's word
 * stands between a determiner and the flag's noun, one thing named. Said anywhere else too
 * ("water contacts from customers on a meter", "parking complaints from guests with a parking
 * permit") the value stays. The determiners are general English (about-words.json skipped).
 */

let determiners: Set<string> | undefined;

function determinerWords(): Set<string> {
  if (!determiners) {
    const raw = JSON.parse(
      readFileSync(new URL('./about-words.json', import.meta.url), 'utf8'),
    ) as { skipped: string[] };
    determiners = new Set(raw.skipped.map(normaliseWord));
  }
  return determiners;
}

export function valueInsideFlagName(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  const fields = vocabulary.dictionary.fields;
  const fieldOf = (entity: string, name: string) =>
    fields.find((one) => one.entity === entity && one.name === name);
  // The nouns that end a flag's names ("meter" of "on a meter", "permit").
  const flagNouns = new Set<string>();
  for (const filter of plan.filters) {
    if (filter.negate || filter.op || filter.values.length !== 1 || filter.values[0] !== true) {
      continue;
    }
    const field = fieldOf(filter.entity, filter.field);
    if (field?.type !== 'boolean') continue;
    for (const name of [field.name, field.label ?? '', ...(field.synonyms ?? [])]) {
      const last = words(name).at(-1);
      if (last) flagNouns.add(last);
    }
  }
  if (flagNouns.size === 0) return;
  const tokens = tokenize(question);
  const inside = (index: number) =>
    index > 0 &&
    determinerWords().has(tokens[index - 1]!.word) &&
    flagNouns.has(tokens[index + 1]?.word ?? '');
  plan.filters = plan.filters.filter((filter) => {
    if (filter.negate || filter.op || filter.values.length !== 1) return true;
    if (typeof filter.values[0] !== 'string') return true;
    if (fieldOf(filter.entity, filter.field)?.type !== 'category') return true;
    const valueWords = words(filter.values[0]);
    if (valueWords.length !== 1) return true;
    const word = valueWords[0]!;
    if (flagNouns.has(word)) return true;
    const at = tokens.flatMap((token, index) => (sameStemWord(token.word, word) ? [index] : []));
    return at.length === 0 || !at.every(inside);
  });
}
