import type { DataDictionary } from '../../../../../src/agent/dataset';
import { num, record, rows, str, type Json } from '../observations';
import { inRecordNoun, label } from './answer-words';
import type { Observed } from './execute-plan';
import { recordNounOf } from './record-noun';
import { FUNCTION_WORDS, words } from './vocabulary';

/** Answer lines that show records: one looked-up record's fields, search results. */
export function lookupLines(
  done: readonly Observed[],
  asks: readonly string[],
  dictionary: DataDictionary,
  recent = false,
): string[] {
  const newest = recent ? newestLine(done, dictionary) : undefined;
  const card = cardLines(done, asks, dictionary);
  return newest ? [newest, '', ...card] : card;
}

/** The fields that say what a record is about, in the order an answer names them. */
const ABOUT_ROLES = ['category', 'subcategory', 'intent', 'product', 'channel', 'status'];

/**
 * "U-1's most recent complaint": the newest record of the customer, from their card's recent
 * records or, where the card lists none, their records read newest first.
 */
function newestLine(done: readonly Observed[], dictionary: DataDictionary): string | undefined {
  const card = done.find((item) => item.ok && item.call.name === 'get_customer_info');
  const read = done.find(
    (item) => item.ok && item.call.name === 'query_data' && item.call.input['order'] !== undefined,
  );
  const newest = rows(card?.output?.['recentCommunications'])[0] ?? rows(read?.output?.['rows'])[0];
  if (!newest) return undefined;
  const values: Record<string, unknown> = { ...(record(newest['fields']) ?? {}), ...newest };
  const about = dictionary.fields
    .filter(
      (field) =>
        field.entity === 'communications' &&
        (ABOUT_ROLES.includes(field.role) ||
          (field.role === 'custom' && field.type === 'category')),
    )
    .sort((a, b) => rank(a.role) - rank(b.role))
    .flatMap((field) => {
      const value = values[field.name];
      return value === null || value === undefined || value === ''
        ? []
        : [`${label(dictionary, field.name)} **${String(value)}**`];
    });
  const subject = str(values['subject']);
  const day = String(values['at'] ?? '').slice(0, 10);
  return `Their most recent ${inRecordNoun('communication', dictionary)}${day ? ` (${day}, ${String(values['id'])})` : ''}: ${about.join(', ') || 'no topic recorded'}${subject ? ` — "${subject.slice(0, 140)}"` : ''}.`;
}

const rank = (role: string) => {
  const at = ABOUT_ROLES.indexOf(role);
  return at < 0 ? ABOUT_ROLES.length : at;
};

function cardLines(
  done: readonly Observed[],
  asks: readonly string[],
  dictionary: DataDictionary,
): string[] {
  const found = done.find(
    (item) =>
      item.ok && (item.call.name !== 'query_data' || rows(item.output?.['rows']).length > 0),
  );
  if (!found) return [];
  const output = found.output ?? {};
  const summary = str(output['summary']);
  const entity =
    record(output['communication']) ?? record(output['customer']) ?? rows(output['rows'])[0];
  const lines: string[] = [];
  if (entity) {
    const id = str(entity['id']);
    // The data's own fields of the record (an import's custom columns) sit beside the built-in ones.
    const own = record(entity['fields']) ?? {};
    const entries = [...Object.entries(entity), ...Object.entries(own)].filter(
      ([key, value]) =>
        key !== 'id' &&
        value !== null &&
        value !== undefined &&
        (typeof value !== 'object' || Array.isArray(value)),
    );
    const asked = askedFields(
      attributeAsks(asks, id),
      entries.map(([key]) => key),
      dictionary,
    );
    const valueOf = (key: string) => shown(entries.find(([name]) => name === key)?.[1]);
    // "Which car park and which breach type is appeal BN25-006111/K about?": every field asked,
    // each with its value, in the question's words and the order asked.
    const customer = record(output['customer']) !== undefined;
    const named = `${customer ? customerNoun(dictionary) : recordNounSingular(dictionary)} **${id ?? 'looked up'}**`;
    const leads = asked
      .slice(0, 4)
      .map(({ key, said }, at) =>
        at === 0
          ? `The ${said} of ${named} is **${valueOf(key)}**`
          : `its ${said} is **${valueOf(key)}**`,
      );
    lines.push(leads.length > 0 ? `${leads.join(', and ')}.` : `${capitalised(named)}:`);
    // The record's fields as evidence, the asked ones first, each by the data's own name for it.
    const order = (key: string) => {
      const at = asked.findIndex((field) => field.key === key);
      return at < 0 ? Infinity : at;
    };
    for (const [key, value] of [...entries].sort(([a], [b]) => order(a) - order(b))) {
      const text = shown(value);
      lines.push(
        `- ${label(dictionary, key)}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`,
      );
    }
  }
  // A record's own summary says again what its fields above say; a customer's card sums up more.
  if (summary && !record(output['communication']))
    lines.push('', inRecordNoun(summary, dictionary));
  return lines;
}

/** A record's value as an answer says it: yes/no for a flag, a list joined. */
function shown(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What one record is called: "appeal", "journey", "query". */
function recordNounSingular(dictionary: DataDictionary): string {
  const plural = recordNounOf(dictionary);
  if (plural === 'communications') return 'record';
  return plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
}

/**
 * "There is no appeal BN25-999999/Z in this data": an id the data lacks, said plainly, with the
 * shape the data's own ids take (from the dictionary's samples) so a mistyped one can be put right.
 */
export function missingRecordLine(id: string, kind: string, dictionary: DataDictionary): string {
  const customer = kind === 'customer';
  const noun = customer ? customerNoun(dictionary) : recordNounSingular(dictionary);
  const idField = dictionary.fields.find(
    (field) => field.role === (customer ? 'customer' : 'id') && field.entity === 'communications',
  );
  const samples = (idField?.samples ?? []).slice(0, 3);
  const count = dictionary.counts?.[customer ? 'customers' : 'communications'];
  const held = count
    ? ` (it holds ${count.toLocaleString('en-GB')} ${customer ? `${noun}s` : recordNounOf(dictionary)})`
    : '';
  const shape =
    samples.length > 0
      ? ` Its ${noun} ids look like ${samples.join(', ')}; check the id and ask again.`
      : '';
  return `There is no ${noun} with id ${id} in this data${held}.${shape}`;
}

/** What the data calls its customers: "passenger", "policy"; "customer" where it says nothing. */
function customerNoun(dictionary: DataDictionary): string {
  return dictionary.fields.find((field) => field.role === 'customer')?.label ?? 'customer';
}

/** Two words alike: the same word, or the same first five letters ("surveyed", "surveyor"). */
const alike = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** Words that only link others ("on" of "on contract" said as "the customer on SR-1BF1A6"). */
const LINKING = /^(?:on|at|of|in|by|to|for|from|with|a|an|the|is|it|as|or|and|per)$/;

/** A field of the record asked by the question, and the name the question called it by. */
interface AskedField {
  key: string;
  said: string;
}

/**
 * The record's fields the question's words ask, in the order asked: each field's names (its
 * label, its synonyms, its own name) matched against runs of the question's words, the longest
 * run winning a word ("claim status" is the status, not the claim's closing date; "drug class" is
 * the class, not "controlled drug").
 */
function askedFields(
  asks: readonly string[],
  keys: readonly string[],
  dictionary: DataDictionary,
): AskedField[] {
  const candidates: {
    key: string;
    said: string;
    start: number;
    length: number;
    exact: number;
    whole: boolean;
  }[] = [];
  for (const key of keys) {
    const field = dictionary.fields.find((candidate) => candidate.name === key);
    const labelled = label(dictionary, key);
    const names = [labelled, ...(field?.synonyms ?? []), words(key).join(' ')];
    for (const name of names) {
      const own = words(name).filter((word) => !/^[^a-z]*$/.test(word));
      if (own.length === 0) continue;
      for (let start = 0; start < asks.length; start++) {
        let length = 0;
        while (
          length < own.length &&
          start + length < asks.length &&
          alike(asks[start + length]!, own[length]!)
        )
          length++;
        // A word as common as "type" or "at" alone asks no field ("year group" together does).
        const matched = asks.slice(start, start + length);
        if (length === 0) continue;
        // "the customer on JC/25/20084", "the policyholder on 2025/0042": the record's customer
        // named to say whose record it is, not asked.
        const customer = field?.role === 'customer';
        if (customer && /^(?:on|of|for|behind|in|with|from)$/.test(asks[start + length] ?? '')) {
          continue;
        }
        // A word as small as "on" or "at" alone asks no field ("the customer on SR-1BF1A6" asks
        // nothing of "on contract").
        if (
          length === 1 &&
          FUNCTION_WORDS.has(matched[0]!) &&
          ((own.length === 1 && matched[0] === own[0]) || customer || LINKING.test(matched[0]!))
        )
          continue;
        const whole = length === own.length;
        const exact = matched.filter((word, at) => word === own[at]).length;
        candidates.push({
          key,
          said: whole && name !== words(key).join(' ') ? name : labelled,
          start,
          length,
          exact,
          whole,
        });
      }
    }
  }
  candidates.sort(
    (a, b) =>
      b.length - a.length ||
      b.exact - a.exact ||
      Number(b.whole) - Number(a.whole) ||
      a.start - b.start,
  );
  const taken = new Set<number>();
  const chosen = new Map<string, { said: string; start: number }>();
  for (const candidate of candidates) {
    const span = Array.from({ length: candidate.length }, (_, at) => candidate.start + at);
    if (span.some((at) => taken.has(at)) || chosen.has(candidate.key)) continue;
    for (const at of span) taken.add(at);
    chosen.set(candidate.key, { said: candidate.said, start: candidate.start });
  }
  // "What was it about?": the fields that say what a record is about, where the question's
  // "what … about" names no field itself.
  const about = asks.lastIndexOf('about');
  const what = asks.lastIndexOf('what', about);
  const aboutField = dictionary.fields.find(
    (field) => field.role === 'category' && keys.includes(field.name),
  );
  if (
    about > 0 &&
    what >= 0 &&
    aboutField &&
    !chosen.has(aboutField.name) &&
    ![...chosen.values()].some((field) => field.start > what && field.start < about)
  ) {
    chosen.set(aboutField.name, { said: label(dictionary, aboutField.name), start: about });
  }
  return [...chosen.entries()]
    .sort(([, a], [, b]) => a.start - b.start)
    .map(([key, { said }]) => ({ key, said }));
}

/** The question's words that may ask an attribute of the record: not the id's own parts. */
function attributeAsks(asks: readonly string[], id: string | undefined): string[] {
  const idWords = new Set(words(id ?? ''));
  return asks.filter((ask) => !idWords.has(ask));
}

export function searchLines(
  output: Json | undefined,
  topic: string | undefined,
  where = '',
  noun = 'communications',
): string[] {
  if (!output) return [];
  const total = num(output['total']);
  const results = rows(output['results']);
  const lines: string[] = [];
  if (topic) lines.push(`**${total ?? results.length}** ${noun}${where} mention "${topic}".`);
  for (const result of results.slice(0, 5)) {
    const text = str(result['subject']) ?? str(result['snippet']) ?? '';
    lines.push(
      `- ${String(result['id'])} (${String(result['at'] ?? '').slice(0, 10)}): ${text.slice(0, 160)}`,
    );
  }
  return lines;
}
