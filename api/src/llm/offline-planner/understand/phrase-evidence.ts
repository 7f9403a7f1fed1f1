import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { num, record, rows, type Json } from '../observations';
import about from './about-words.json';
import { isEnglishWord } from './lexicon';
import { rawWords, stemOf } from './number-fields';
import stems from './phrase-evidence.json';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { recordNounOf } from './record-noun';
import { wordClasses } from './word-classes';

/**
 * A phrase no word of the data names ("a funny smell", "brown water from the tap") read from the
 * records themselves. Where a content phrase would be declined as something the data lacks but
 * the records keep free text, the plan takes one more step: it counts the records whose text
 * holds every word of the phrase, grouped by each categorical field, and reads the distribution.
 * When one value of one field holds a clear majority of those records, far more than its share of
 * all records, the phrase is read as that value and the answer says so ("'funny smell' read from
 * the records as subject = Discoloured water: 88% of the 41 enquiries mentioning it"). Otherwise
 * the figure counts the records whose text mentions the phrase, labelled so; with none, the
 * question is declined as the data holding nothing for the phrase.
 *
 * The thresholds: at least MIN_HITS records mention the phrase (a handful of stray mentions says
 * nothing of a value), one value holds at least MIN_SHARE of them (a clear majority: the phrase is
 * one thing in this data, not spread over several), and that share is at least MIN_LIFT times the
 * value's share of all records (a value holding most records anyway, "Household" of 80%, is no
 * evidence of meaning).
 */
export const MIN_HITS = 10;
export const MIN_SHARE = 0.7;
export const MIN_LIFT = 2;

/** How many categorical fields are read for evidence, the dictionary's order. */
const MAX_FIELDS = 8;

/** The sentence stems the answer says (phrase-evidence.json), for confidence code to find. */
export const EVIDENCE_READ_STEM: string = stems.readStem;
export const EVIDENCE_MENTION_STEM: string = stems.mentionStem;
export const EVIDENCE_NONE_STEM: string = stems.noneStem;
export const EVIDENCE_UNCLEAR_STEM: string = stems.unclearStem;

/** Words asking what records say about something ("about", "mentioning", "complained of"). */
const SAYING: ReadonlySet<string> = new Set(stems.sayingWords);

/** "average", "how long": a figure asked, which a count of records does not give. */
const FIGURE_ASKED = new RegExp(`\\b(?:${stems.figureWords.join('|')})\\b`, 'i');

/** "in total", "all told": a count said whole, no figure asked of a count plan. */
const COUNT_SAID = new RegExp(`\\b(?:${stems.countPhrases.join('|')})\\b`, 'gi');

/** Nouns for records ("reports", "queries"): said as a noun, no saying word. */
const RECORD_NOUNS: ReadonlySet<string> = new Set(about.recordNouns);

/** What the records said the phrase is. */
export type EvidenceReading =
  | { kind: 'value'; field: string; value: string | number | boolean; hits: number; share: number }
  | { kind: 'mentions'; hits: number }
  /** Records mention it, no value stands out, and the question did not ask what they say. */
  | { kind: 'unclear'; hits: number }
  | { kind: 'none' };

export interface PhraseEvidence {
  /** The phrase as the question said it. */
  said: string;
  /** Its words as the text is searched for (each must occur; stems, so plurals match). */
  words: string[];
  /** The free-text field searched. */
  field: string;
  /**
   * The phrase was left beside an answer otherwise understood, not declined: only a value the
   * records clearly hold narrows the figure; mentions alone leave it as it was.
   */
  valueOnly?: boolean;
  /** The question asks what records say of it ("about", "mentioning"): mentions may be counted. */
  sayingAsked?: boolean;
  /** The entries of `plan.unknown` the phrase stands for, dropped once it is read. */
  unknown: string[];
  /** Filled once the evidence calls are observed. */
  reading?: EvidenceReading;
}

/** The dictionary's free-text field of the plan's records. */
function textField(dictionary: DataDictionary, plan: QuestionPlan): DatasetField | undefined {
  return dictionary.fields.find(
    (field) =>
      field.entity === plan.entity &&
      field.role === 'text' &&
      field.type === 'text' &&
      field.filled > 0,
  );
}

/** The words of a text with where each stands (word index). */
function wordsAt(text: string): { word: string; index: number; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((match, index) => ({
    word: match[0].toLowerCase().replace(/['’]s$/, ''),
    index,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** How far (in words) an unknown word may stand from the content noun and still be its phrase. */
const NEAR = 2;

/**
 * The plan reads `content` (unknown words standing where a value sits) from the records' text
 * instead of declining, when the data keeps free text for its records. Runs after
 * unknown-content.ts has marked the question as asking what the data lacks.
 */
export function phraseEvidence(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
  content: readonly string[],
  valueOnly = false,
): void {
  if (content.length === 0 || plan.cannot || plan.lookup || plan.tool || plan.topic) return;
  // "How long did the average call last, in minutes?": the unknown words are the figure asked.
  if (plan.measure.kind === 'count' && FIGURE_ASKED.test(question.replace(COUNT_SAID, ' '))) return;
  if (plan.records || plan.refers || plan.figureOf || plan.evidence) return;
  const text = textField(dictionary, plan);
  if (!text) return;
  const positions = wordsAt(question);
  const contentWords = new Set(content.flatMap(rawWords));
  const anchors = positions.filter((at) => contentWords.has(at.word));
  if (anchors.length === 0) return;
  // The unknown words beside the content noun belong to its phrase ("funny smell").
  const unknownWords = new Set(plan.unknown.flatMap(rawWords));
  const classes = wordClasses(question);
  const taken = positions.filter(
    (at) =>
      unknownWords.has(at.word) &&
      /^\p{L}{3,}$/u.test(at.word) &&
      !finiteVerb(classes.get(at.word)?.tags) &&
      anchors.some((anchor) => Math.abs(anchor.index - at.index) <= NEAR),
  );
  if (taken.length === 0) return;
  const first = taken[0]!;
  const last = taken.at(-1)!;
  const said =
    last.index - first.index <= 5
      ? question.slice(first.start, last.end)
      : taken.map((at) => at.word).join(' ');
  // "comin", "ppl": a word general English does not write is no word to find in the text.
  const written = taken.filter((at) => at.word.length < 5 || isEnglishWord(at.word));
  if (written.length === 0) return;
  const words = searchWords(written);
  if (words.length === 0) return;
  const used = new Set(taken.map((at) => at.word));
  // Two phrases apart ("a funny smell … the billing portal") are not one phrase to read.
  if (!content.every((entry) => rawWords(entry).some((word) => used.has(word)))) return;
  const entries = plan.unknown.filter((entry) => rawWords(entry).every((word) => used.has(word)));
  const ownNoun = recordNounOf(dictionary).toLowerCase();
  // "How many reports had …": a noun for the records themselves asks nothing of what they say.
  const recordNoun = (word: string) =>
    (RECORD_NOUNS.has(word) || word === ownNoun || `${word}s` === ownNoun) &&
    classes.get(word)?.tags.has('Noun') === true;
  const sayingAsked = positions.some(
    (at) => at.index < first.index && SAYING.has(at.word) && !recordNoun(at.word),
  );
  plan.evidence = {
    said,
    words,
    field: text.name,
    unknown: entries,
    ...(sayingAsked ? { sayingAsked } : {}),
    ...(valueOnly ? { valueOnly } : {}),
  };
  // Declined until now: the phrase is read from the records instead. Left as a note beside an
  // understood answer, it stays one unless the records read it as a value.
  if (valueOnly) return;
  plan.unknown = plan.unknown.filter((entry) => !entries.includes(entry));
  delete plan.unknownIsAsked;
}

/**
 * The entries of `plan.unknown` written as general English nouns or adjectives in the question
 * (not a misspelling, a code, a name the data lacks, nor a verb: "all told" names nothing the
 * records could hold): what a plan about to decline on them may read from the records' text.
 */
export function englishUnknown(question: string, plan: QuestionPlan): string[] {
  const classes = wordClasses(question);
  return plan.unknown.filter((entry) =>
    rawWords(entry).some((word) => {
      const tags = classes.get(word)?.tags;
      return (
        /^\p{L}{3,}$/u.test(word) &&
        (word.length < 5 || isEnglishWord(word)) &&
        tags !== undefined &&
        (tags.has('Noun') || tags.has('Adjective')) &&
        !tags.has('Verb')
      );
    }),
  );
}

/**
 * A verb said as such, not a participle or gerund describing the thing ("all told": 'told'
 * names nothing the records hold; "the seal was torn", "a burning smell" do).
 */
function finiteVerb(tags: ReadonlySet<string> | undefined): boolean {
  if (!tags?.has('Verb')) return false;
  return !['Participle', 'Gerund', 'Noun', 'Adjective'].some((tag) => tags.has(tag));
}

/**
 * The substrings searched for the phrase's words. A word under 4 letters is no substring to
 * search alone ('tap' is in 'stapler', 'cat' in 'location'): a phrase said word after word is
 * searched whole ("cat flap"), else such a word is dropped (none left: nothing to search).
 */
function searchWords(written: readonly { word: string; index: number }[]): string[] {
  const short = written.some((at) => at.word.length < 4);
  const stems = [...new Set(written.map((at) => searchStem(at.word)))];
  if (!short) return stems;
  const together = written.every(
    (at, index) => index === 0 || at.index === written[index - 1]!.index + 1,
  );
  if (together && written.length > 1) {
    const last = written.at(-1)!;
    const lead = written.slice(0, -1).map((at) => at.word);
    return [[...lead, last.word.length < 4 ? last.word : searchStem(last.word)].join(' ')];
  }
  return [...new Set(written.filter((at) => at.word.length >= 4).map((at) => searchStem(at.word)))];
}

/** A word's stem as a substring of the text ("leaking" → "leak"), never shorter than 4 letters. */
function searchStem(word: string): string {
  const stem = stemOf(word);
  return stem.length >= 4 ? stem : word;
}

/** The calls the evidence needs, as query_data takes them. */
interface EvidenceCall {
  name: string;
  input: Json;
}

/** The categorical fields whose distribution over the mentioning records is read. */
export function evidenceFields(dictionary: DataDictionary, plan: QuestionPlan): DatasetField[] {
  // Fields already said, and the one grouped by (its values are spread by the question itself).
  const filtered = new Set([
    ...[...plan.filters, ...(plan.measure.part ?? [])].map((filter) => filter.field),
    ...(plan.groupBy ? [plan.groupBy.field] : []),
  ]);
  const skip = new Set(['id', 'time', 'text', 'subject', 'customer', 'case', 'sentiment']);
  return dictionary.fields
    .filter(
      (field) =>
        field.entity === plan.entity &&
        !skip.has(field.role) &&
        (field.type === 'category' || field.type === 'boolean') &&
        field.distinct >= 2 &&
        field.distinct <= 60 &&
        (field.values?.length ?? 0) > 0 &&
        !filtered.has(field.name),
    )
    .slice(0, MAX_FIELDS);
}

/** The text filters of the phrase: every word must occur in the record's text. */
function mentionFilters(evidence: PhraseEvidence): Json[] {
  return evidence.words.map((word) => ({ field: evidence.field, op: 'contains', value: word }));
}

/** One call per field: the records mentioning the phrase, grouped by the field's values. */
export function evidenceCalls(dictionary: DataDictionary, plan: QuestionPlan): EvidenceCall[] {
  const evidence = plan.evidence!;
  const fields = evidenceFields(dictionary, plan);
  const base = { entity: plan.entity, filters: mentionFilters(evidence) };
  if (fields.length === 0) return [{ name: 'query_data', input: { ...base, metrics: [] } }];
  return fields.map((field) => ({
    name: 'query_data',
    input: { ...base, groupBy: [field.name], limit: 60 },
  }));
}

/** A value's share of every record of the entity, from the dictionary's counts. */
function baseShare(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  field: DatasetField,
  value: unknown,
): number | undefined {
  const total = dictionary.counts[plan.entity];
  const listed = field.values?.find((item) => String(item.value) === String(value));
  if (!listed || !total) return undefined;
  return listed.count / total;
}

/**
 * The plan with the evidence read, once every evidence call is observed (undefined before):
 * the value the phrase reads as added where the phrase stood (a filter, or a share's part), or
 * the records mentioning the phrase, or nothing more to do when no record mentions it.
 */
export function withEvidence(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  outputOf: (call: EvidenceCall) => Json | undefined,
): QuestionPlan | undefined {
  const evidence = plan.evidence;
  if (!evidence || evidence.reading) return plan;
  const calls = evidenceCalls(dictionary, plan);
  const outputs = calls.map(outputOf);
  if (outputs.some((output) => output === undefined)) return undefined;
  const hits = Math.max(...outputs.map((output) => num(record(output)?.['matched']) ?? 0));
  let best:
    { field: string; value: string | number | boolean; share: number; lift: number } | undefined;
  for (const [index, call] of calls.entries()) {
    const groupBy = (call.input['groupBy'] as string[] | undefined)?.[0];
    const field = dictionary.fields.find(
      (candidate) => candidate.name === groupBy && candidate.entity === plan.entity,
    );
    if (!field) continue;
    const matched = num(outputs[index]!['matched']) ?? 0;
    if (matched < MIN_HITS) continue;
    for (const row of rows(outputs[index]!['rows'])) {
      const value = row[field.name];
      const count = num(row['count']);
      if (value === null || value === undefined || count === undefined) continue;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        continue;
      const share = count / matched;
      const whole = baseShare(dictionary, plan, field, value);
      if (share < MIN_SHARE || whole === undefined || whole <= 0) continue;
      const lift = share / whole;
      if (lift < MIN_LIFT) continue;
      if (!best || lift > best.lift || (lift === best.lift && share > best.share)) {
        best = { field: field.name, value, share, lift };
      }
    }
  }
  const reading: EvidenceReading = best
    ? { kind: 'value', field: best.field, value: best.value, hits, share: best.share }
    : hits > 0
      ? evidence.sayingAsked
        ? { kind: 'mentions', hits }
        : { kind: 'unclear', hits }
      : { kind: 'none' };
  // Left beside an understood answer: mentions alone do not narrow it (the words stay a note).
  if (evidence.valueOnly && reading.kind !== 'value') {
    const { evidence: _unread, ...rest } = plan;
    return rest;
  }
  const read: QuestionPlan = {
    ...plan,
    unknown: plan.unknown.filter((entry) => !evidence.unknown.includes(entry)),
    evidence: { ...evidence, reading },
  };
  if (reading.kind === 'none' || reading.kind === 'unclear') return read;
  const added: PlanFilter[] =
    reading.kind === 'value'
      ? [
          {
            entity: plan.entity,
            field: reading.field,
            values: [reading.value],
            said: evidence.said,
          },
        ]
      : evidence.words.map((word) => ({
          entity: plan.entity,
          field: evidence.field,
          values: [word],
          said: evidence.said,
          op: 'contains' as const,
        }));
  // "What share of enquiries were about a funny smell": the phrase is the share's part.
  if (plan.measure.kind === 'share' && !plan.measure.part?.length) {
    read.measure = { ...plan.measure, part: added };
  } else {
    read.filters = [...plan.filters, ...added];
  }
  return read;
}

/** The field's name as the answer says it. */
function fieldWords(dictionary: DataDictionary, name: string): string {
  const field = dictionary.fields.find((candidate) => candidate.name === name);
  return field?.label ?? name;
}

/** The sentence that says how the phrase was read, for the answer; undefined when not read. */
export function evidenceLine(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  noun: string,
): string | undefined {
  const evidence = plan.evidence;
  const reading = evidence?.reading;
  if (!evidence || !reading) return undefined;
  if (reading.kind === 'value') {
    const percent = Math.round(reading.share * 100);
    const value =
      typeof reading.value === 'boolean' ? (reading.value ? 'yes' : 'no') : reading.value;
    return `_'${evidence.said}' ${EVIDENCE_READ_STEM} ${fieldWords(dictionary, reading.field)} = ${value}: ${percent}% of the ${reading.hits} ${noun} mentioning it._`;
  }
  if (reading.kind === 'mentions') {
    return `_No value of the data stands out among the ${reading.hits} ${noun} mentioning '${evidence.said}', so they are ${EVIDENCE_MENTION_STEM} it._`;
  }
  if (reading.kind === 'unclear') {
    return `The data has no field or value for '${evidence.said}', and ${EVIDENCE_UNCLEAR_STEM} the ${reading.hits} ${noun} whose text mentions it, so I cannot tell what it stands for.`;
  }
  return `The data has no field or value for '${evidence.said}', and ${EVIDENCE_NONE_STEM} it, so there is nothing to count.`;
}
