import type { FitFinding, FitSources } from './answer-fit';
import { mentionsField } from './asked-field';
import { COMMON_WORDS } from './common-words';
import type { DataDictionary, DatasetField } from './dataset';
import { stem, tokens } from './question-constraints';
import creationVerbs from './words/creation-verbs.json';

/** Verbs for the act that brings a record into being (words/creation-verbs.json). */
const CREATION_VERBS = new Set(creationVerbs.verbs);

/**
 * "Which priority misses its SLA most often?" names a yes/no field of the data ("SLA breached")
 * by a word only that field's name holds. An answer no call of which filtered, grouped or
 * measured that field left the question's condition out: it ranks or counts every record. Only
 * words the data uses for nothing else count (not a word of a value or of the data set's own
 * name), and only fields of records the data holds.
 */
export function checkNamedFlag(sources: FitSources): FitFinding[] {
  const dataset = sources.dataset;
  if (!dataset || !sources.calls.length) return [];
  const unused = namedFlags(sources.question, dataset)
    .filter((field) => !sources.calls.some((call) => mentionsField(call.input, field.name)))
    .map((field) => field.label ?? field.name);
  if (!unused.length) return [];
  return [
    {
      check: 'filter',
      label: `The question names ${unused.map((name) => `"${name}"`).join(', ')}; no tool call filtered, grouped or measured by it`,
      delta: -0.15,
      cap: 0.6,
      capReason: 'a condition the question names was not computed',
      partial: true,
    },
  ];
}

/**
 * The yes/no fields of records the data holds that the question names by a word only that
 * field's name holds ("Stars Club members", "SLA breached").
 */
export function namedFlags(question: string, dataset: DataDictionary): DatasetField[] {
  // "Incidents reported by email": a creation verb said as the act ("reported", "logged") is what
  // every record went through, not the flag its noun names ("police report").
  const askedWords = tokens(question).filter(
    (word) => !(stem(word) !== word && CREATION_VERBS.has(stem(word))),
  );
  const asked = new Set(askedWords.map(stem));
  // "Do we hold" is not "permit holder": a doer's noun in -er names a person, not the act.
  const saysWord = (word: string) =>
    asked.has(stem(word)) &&
    askedWords.some(
      (said) => stem(said) === stem(word) && said.endsWith('er') === word.endsWith('er'),
    );
  // The data set's name, not its description: a description names its fields too ("whether the
  // customer is a Plus member"), which leaves them named by nothing else.
  const shared = sharedWords(dataset.fields, dataset.name);
  return dataset.fields.filter((field) => {
    if (field.type !== 'boolean' || dataset.counts[field.entity] === 0) return false;
    // "Customer" in a "vulnerable customer" flag is also the customer field's label or synonym: a
    // word another field is called by names neither alone ("credit handed out to customers").
    const others = otherFieldWords(dataset.fields, field);
    return nameWords(field).some(
      (word) =>
        word.length >= 3 &&
        !COMMON_WORDS.has(word) &&
        !shared.has(stem(word)) &&
        !others.has(stem(word)) &&
        saysWord(word),
    );
  });
}

function nameWords(field: DatasetField): string[] {
  return [field.label ?? '', splitName(field.name), ...(field.synonyms ?? [])].flatMap((name) =>
    tokens(name),
  );
}

/** Stems of the labels and synonyms of the fields other than `field` (of any entity). */
function otherFieldWords(fields: readonly DatasetField[], field: DatasetField): Set<string> {
  const words = fields
    .filter((other) => other.name !== field.name && other.filled > 0)
    .flatMap((other) => [other.label ?? '', ...(other.synonyms ?? [])])
    .flatMap((name) => tokens(name));
  return new Set(words.map(stem));
}

/** Stems of words the data uses for other things: its values and its own name. */
function sharedWords(fields: readonly DatasetField[], name: string): Set<string> {
  const words = tokens(name);
  for (const field of fields) {
    for (const entry of field.values ?? []) {
      if (typeof entry.value === 'string') words.push(...tokens(entry.value));
    }
  }
  return new Set(words.map(stem));
}

function splitName(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}
