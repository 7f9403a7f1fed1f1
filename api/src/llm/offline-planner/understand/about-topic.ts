import { readFileSync } from 'node:fs';
import type { QuestionPlan } from './question-plan';
import { recordNounOf } from './record-noun';
import { sameStemWord } from './reworded-values';
import { normaliseWord, tokenize, words, type Vocabulary } from './vocabulary';

/**
 * What records are about beats how they came in: "complaints about getting through on the
 * phone", "moans about not getting thru on the phone" name the subject of the records, so a
 * one-word value of the channel field ("Phone") said a few words after "about" gives way to the
 * one longer value of a subject field holding that word ("Phone access"). Said by a channel's own
 * preposition ("about billing, by phone", "via the phone") or by a verb ("phoned in") it stays the
 * channel. The words are
 * general English (about-words.json); nothing here knows a data set.
 */

interface AboutWords {
  about: string[];
  channelBefore: string[];
  skipped: string[];
  recordNouns: string[];
}

let loaded:
  | { about: Set<string>; channelBefore: Set<string>; skipped: Set<string>; records: Set<string> }
  | undefined;

function aboutWords() {
  if (!loaded) {
    const raw = JSON.parse(
      readFileSync(new URL('./about-words.json', import.meta.url), 'utf8'),
    ) as AboutWords;
    const set = (list: string[]) => new Set(list.map(normaliseWord));
    loaded = {
      about: set(raw.about),
      channelBefore: set(raw.channelBefore),
      skipped: set(raw.skipped),
      records: set(raw.recordNouns),
    };
  }
  return loaded;
}

/** How many words after "about" a value's word may stand and still be what it is about. */
const WINDOW = 6;

export function aboutTopic(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const { about, channelBefore, skipped } = aboutWords();
  const tokens = tokenize(question);
  const fields = vocabulary.dictionary.fields;
  for (const filter of plan.filters) {
    if (filter.negate || filter.op || filter.values.length !== 1) continue;
    const field = fields.find((one) => one.entity === filter.entity && one.name === filter.field);
    if (field?.role !== 'channel') continue;
    const valueWords = words(String(filter.values[0]));
    if (valueWords.length !== 1) continue;
    const word = valueWords[0]!;
    const at = tokens.findIndex(
      (token, index) =>
        token.word === word &&
        tokens.slice(Math.max(0, index - WINDOW), index).some((one) => about.has(one.word)),
    );
    if (at < 0) continue;
    let before = at - 1;
    while (before >= 0 && skipped.has(tokens[before]!.word)) before--;
    if (before >= 0 && channelBefore.has(tokens[before]!.word)) continue;
    const subjects = vocabulary.values.filter(
      (term) =>
        term.field.entity === filter.entity &&
        term.field.name !== field.name &&
        term.field.type === 'category' &&
        term.field.role !== 'channel' &&
        term.words.length >= 2 &&
        term.words.some((own) => sameStemWord(word, own)),
    );
    const named = new Set(subjects.map((term) => `${term.field.name}\u0000${term.value}`));
    if (named.size !== 1) continue;
    const subject = subjects[0]!;
    if (plan.filters.some((other) => other !== filter && other.field === subject.field.name)) {
      continue;
    }
    filter.field = subject.field.name;
    filter.values = [subject.value];
  }
}

/**
 * What records are about beats a yes/no field named by the same word: "complaints about
 * insurance", "how many were about the insurance claims" name the one value of a subject field
 * written as that word ("Insurance"), not the flag the word is also a name of (a "pet insured"
 * field called "insurance" too). So do "billing queries", "how many contacts were billing
 * calls": the word as a modifier of a noun for the records themselves (about-words.json
 * recordNouns, or the data's own record noun), never of people ("railcard holders"). Said
 * otherwise ("insured pets", "with insurance") it stays the flag.
 */
export function aboutValueNotFlag(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  const { about, skipped, records } = aboutWords();
  const tokens = tokenize(question);
  const fields = vocabulary.dictionary.fields;
  const ownNoun = normaliseWord(recordNounOf(vocabulary.dictionary));
  const afterAbout = (index: number) => {
    let before = index - 1;
    while (before >= 0 && skipped.has(tokens[before]!.word)) before--;
    return before >= 0 && about.has(tokens[before]!.word);
  };
  // "billing queries": the word right before a noun for the records.
  const beforeRecordNoun = (index: number) => {
    const next = tokens[index + 1]?.word;
    return next !== undefined && (records.has(next) || next === ownNoun);
  };
  for (const filter of [...plan.filters]) {
    if (filter.negate || filter.op || filter.values.length !== 1 || filter.values[0] !== true) {
      continue;
    }
    const field = fields.find((one) => one.entity === filter.entity && one.name === filter.field);
    if (field?.type !== 'boolean') continue;
    // The flag's one-word names ("insured", "insurance").
    const names = [field.name, field.label ?? '', ...(field.synonyms ?? [])]
      .map(words)
      .filter((own) => own.length === 1)
      .map((own) => own[0]!);
    // A name right after "about" (bar an article) or right before a record noun, written as one
    // subject value, alone.
    let at = -1;
    let subject: (typeof vocabulary.values)[number] | undefined;
    tokens.forEach((token, index) => {
      if (subject || !names.includes(token.word)) return;
      if (!afterAbout(index) && !beforeRecordNoun(index)) return;
      const subjects = vocabulary.values.filter(
        (term) =>
          term.field.entity === filter.entity &&
          term.field.type === 'category' &&
          term.field.role !== 'channel' &&
          words(term.value).length === 1 &&
          words(term.value)[0] === token.word,
      );
      if (new Set(subjects.map((term) => `${term.field.name}\u0000${term.value}`)).size !== 1) {
        return;
      }
      at = index;
      subject = subjects[0];
    });
    if (!subject) continue;
    if (plan.filters.some((other) => other.field === subject!.field.name)) continue;
    const said = tokens[at]!.word;
    // "about insurance … from insured pets": the flag said by another of its names too.
    const other = tokens.find((token, index) => index !== at && names.includes(token.word));
    const value = { entity: filter.entity, field: subject.field.name, values: [subject.value] };
    if (other) {
      plan.filters.push({ ...value, said });
      filter.said = other.word;
      continue;
    }
    filter.field = subject.field.name;
    filter.values = [subject.value];
    filter.said = said;
  }
}
