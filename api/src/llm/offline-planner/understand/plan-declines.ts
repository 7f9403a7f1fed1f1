import type { DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import type { QuestionPlan } from './question-plan';
import { MOOD, RECORD_NOUNS, namesTheRecords, selfWords } from './question-reading';
import { FUNCTION_WORDS, holdsNothing, normaliseWord, type Vocabulary } from './vocabulary';
import { spokenField } from './spoken-measures';
import { fieldStems, namedNumberFields, PLAIN, rawWords, stemOf } from './number-fields';

/**
 * What a question asks that the data has no field for, read from the plan and the dictionary:
 * "how old" (age), "how much compensation", "the marketing emails", "the average price per
 * night" where price is only a topic, a grouping only other records hold. The plan is marked so
 * the answer declines instead of giving a nearby figure.
 */
/** Entities by the nouns a question counts them with. */
export const UNIT_NOUNS: [RegExp, DatasetEntity][] = [
  [/^(customer|client|account holder|user|member|guest|consumer)s?$/, 'customers'],
  [/^cases?$/, 'cases'],
  [/^(message|communication|contact|interaction|conversation)s?$/, 'communications'],
];

export const ATTRIBUTES: Record<string, string> = {
  old: 'age',
  young: 'age',
  tall: 'height',
  heavy: 'weight',
  far: 'distance',
  rich: 'wealth',
  wealthy: 'wealth',
  expensive: 'price',
  cheap: 'price',
};

export const COMPARATIVE =
  /^(more|less|longer|shorter|higher|lower|bigger|smaller|faster|slower|better|worse)$/;

/**
 * A measure the data has no field for: "how old are …" (age), "how much compensation …".
 * Declined rather than answered with a count of whatever else the question names.
 */
export function missingAttribute(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  if (plan.lookup || plan.tool) return;
  const dictionary = vocabulary.dictionary;
  const adjective = /\bhow\s+(old|young|tall|heavy|far|rich|wealthy|expensive|cheap)\b/i.exec(
    question,
  );
  if (adjective) {
    const attribute = ATTRIBUTES[adjective[1]!.toLowerCase()]!;
    const held = namedNumberFields(`${attribute} ${adjective[1]}`, dictionary, plan.entity);
    // "How far …" where a field is in miles or km: that field, said in words.
    if (held.length === 0 && !spokenField(question, vocabulary, plan)) {
      const said = [attribute, adjective[1]!.toLowerCase()];
      plan.unknown = [attribute, ...plan.unknown.filter((word) => !said.includes(word))];
      plan.unknownIsAsked = true;
    }
    return;
  }
  const much = /\bhow\s+much\s+([\p{L}-]+)/iu.exec(question);
  if (!much) return;
  const noun = much[1]!.toLowerCase();
  if (COMPARATIVE.test(noun)) return;
  const numeric = plan.measure.field !== undefined && plan.measure.kind !== 'rate';
  if (FUNCTION_WORDS.has(normaliseWord(noun))) {
    // "How much did we pay out": an amount of money, which only a number field could hold.
    const money =
      /\b(pay|paid|spend|spent|cost|charge[ds]?|earn(ed)?|owe[ds]?|refund(ed)?)\b/i.exec(question);
    if (money && !numeric && namedNumberFields(question, dictionary, plan.entity).length === 0) {
      plan.unknown = [`amount ${money[1]!.toLowerCase()}`, ...plan.unknown];
      plan.unknownIsAsked = true;
    }
    return;
  }
  if (numeric || namedNumberFields(noun, dictionary, plan.entity).length > 0) return;
  // "how much guest feedback": a word the data describes itself with (a field's label, the
  // records' name) says which records, not an amount the data lacks.
  if (selfWords(vocabulary).has(noun) || namesTheRecords(vocabulary, noun)) return;
  plan.unknown = [noun, ...plan.unknown.filter((word) => !rawWords(word).includes(noun))];
  plan.unknownIsAsked = true;
}

/** Words that open a noun phrase: what follows them up to the noun modifies it. */
export const DETERMINERS = new Set(
  'the a an our your their my its many all of any some those these much more fewer most each every no'.split(
    ' ',
  ),
);

/**
 * "What is the average price per night?" where "price" is only a topic of the records: the
 * number asked is one the data lacks, not the average of another number field the question
 * also names ("night" of "nights stayed").
 */
export function averagedValue(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const asked =
    /\b(?:average|mean|median|typical)\s+([\p{L}-]+)(?:\s+(per|a|each)\s+([\p{L}-]+))?/iu.exec(
      question,
    );
  if (!asked || plan.lookup || plan.tool || !plan.measure.field) return;
  const head = asked[1]!.toLowerCase();
  if (PLAIN.has(head) || FUNCTION_WORDS.has(normaliseWord(head))) return;
  const dictionary = vocabulary.dictionary;
  const measured = dictionary.fields.find((field) => field.name === plan.measure.field);
  if (!measured || fieldStems(measured).has(stemOf(head))) return;
  if (namedNumberFields(head, dictionary, plan.entity).length > 0) return;
  // "How far, in km, was the average delivery": the quantity is said in words.
  if (spokenField(question, vocabulary, plan)?.name === plan.measure.field) return;
  const isValue = plan.filters.some((filter) => rawWords(filter.said).includes(head));
  if (!isValue && !plan.unknown.includes(head)) return;
  // "the average Leeds job": a value said before the records' own noun picks the records.
  const next = rawWords(question.slice(asked.index + asked[0].length))[0];
  if (
    isValue &&
    !asked[2] &&
    next &&
    (namesTheRecords(vocabulary, next) || RECORD_NOUNS.test(next))
  )
    return;
  // "the average Loyalty App sentiment": a value said whole before the measured field's own
  // name picks the records; the field is the measure.
  const valueSaid = plan.filters.find((filter) => rawWords(filter.said).includes(head));
  if (valueSaid && !asked[2]) {
    const valueWords = rawWords(valueSaid.said);
    const after = rawWords(question.slice(asked.index)).slice(2);
    const rest = valueWords.slice(valueWords.indexOf(head) + 1);
    const measuredWord = after[rest.length];
    if (
      rest.every((word, index) => after[index] === word) &&
      measuredWord &&
      fieldStems(measured).has(stemOf(measuredWord))
    )
      return;
  }
  const phrase = asked[2] ? `${head} ${asked[2]} ${asked[3]!.toLowerCase()}` : head;
  plan.unknown = [phrase, ...plan.unknown.filter((word) => word !== head)];
  plan.unknownIsAsked = true;
}

/**
 * Whether a value or part the plan picks records by is said among the clause's words, or was read
 * from everyday words (its own name is said nowhere in the question) while the clause goes on.
 */
function saidInClause(clause: string[], tokens: string[], plan: QuestionPlan): boolean {
  return [...plan.filters, ...(plan.measure.part ?? [])].some((filter) => {
    const said = rawWords(filter.said);
    const at = (words: string[]) =>
      words.some((_, start) => said.every((word, index) => words[start + index] === word));
    return said.length > 0 && (at(clause) || (clause.length > 1 && !at(tokens)));
  });
}

/**
 * "the open rate of the marketing emails": a word the data lacks, said right before the records
 * measured or a value that picks them, leaves the population unknown: decline, do not count a
 * wider one.
 */
export function unknownModifier(question: string, plan: QuestionPlan): void {
  if (plan.unknownIsAsked || plan.unknown.length === 0 || plan.lookup || plan.topic) return;
  const tokens = rawWords(question);
  const saidFirst = new Set(
    [...plan.filters, ...(plan.measure.part ?? [])].map((filter) => rawWords(filter.said)[0]),
  );
  for (const word of plan.unknown) {
    if (word.includes(' ') || MOOD.test(word)) continue;
    const at = tokens.indexOf(word.toLowerCase());
    const next = tokens[at + 1];
    // "accounts that churned", "customers who defected": a clause the data has no word for picks
    // the records measured.
    const clause = at > 0 ? tokens.slice(Math.max(0, at - 3), at) : [];
    const relative = clause.findIndex((token) => /^(that|who|which)$/.test(token));
    if (
      relative > 0 &&
      clause
        .slice(relative + 1)
        .every((token) => /^(have|has|had|were|was|got|since)$/.test(token)) &&
      (RECORD_NOUNS.test(clause[relative - 1]!) ||
        UNIT_NOUNS.some(([unit]) => unit.test(clause[relative - 1]!)) ||
        /^accounts?$/.test(clause[relative - 1]!)) &&
      // "members who train on their own": the clause's other words name a value of the data
      // (a plan said in everyday words), which picks the records; only a clause with nothing
      // the data knows declines.
      !saidInClause(tokens.slice(at + 1, at + 6), tokens, plan)
    ) {
      plan.unknownIsAsked = true;
      return;
    }
    if (at < 1 || !next) continue;
    // Only a word inside the noun phrase measured ("the marketing emails", "many verified
    // reviews"), not one of how the question goes on ("cases are marked high priority").
    if (!DETERMINERS.has(tokens[at - 1]!)) continue;
    if (
      saidFirst.has(next) ||
      RECORD_NOUNS.test(next) ||
      UNIT_NOUNS.some(([unit]) => unit.test(next))
    ) {
      plan.unknownIsAsked = true;
      return;
    }
  }
}

/**
 * "Which channel is most likely to breach?" when the breached records (cases) have no channel:
 * the grouping asked is a field only other records hold, so the data cannot answer it as asked.
 */
export function groupingElsewhere(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  if (plan.groupBy || plan.compare || plan.lookup || plan.tool || plan.topic) return;
  const asked = /\b(?:which|by|per|each)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu.exec(question);
  if (!asked) return;
  const said = rawWords(asked[1]!);
  const names = (field: DatasetField) =>
    [field.label ?? '', ...rawWords(field.name).join(' ').split(',')].some((name) => {
      const own = rawWords(name);
      return own.length > 0 && own.every((word, at) => said[at] === word);
    });
  const fields = vocabulary.dictionary.fields.filter(
    (field) => field.type === 'category' && field.filled > 0 && names(field),
  );
  if (fields.length === 0 || fields.some((field) => field.entity === plan.entity)) return;
  const field = fields[0]!;
  plan.unknown = [`${field.label ?? rawWords(field.name).join(' ')} of ${plan.entity}`];
  plan.unknownIsAsked = true;
}

/**
 * "Tickets by segment" where the import left `segment` empty or "Unknown" in every row: the
 * field names nothing the data holds (the vocabulary skips it), so a word that names only such a
 * field is asked of data that lacks it, and the question is declined rather than answered whole.
 */
export function emptyFieldNamed(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  if (plan.lookup || plan.tool) return;
  const empty = vocabulary.dictionary.fields.filter(
    (field) => field.entity === plan.entity && holdsNothing(field),
  );
  if (empty.length === 0) return;
  const said = rawWords(question).filter((word) => !FUNCTION_WORDS.has(normaliseWord(word)));
  for (const word of said) {
    const own = normaliseWord(word);
    if (vocabulary.known.has(own) || plan.unknown.includes(word)) continue;
    const names = empty.some((field) =>
      [field.name, field.label ?? ''].flatMap(rawWords).some((part) => normaliseWord(part) === own),
    );
    if (!names) continue;
    plan.unknown = [...plan.unknown, word];
    plan.unknownIsAsked = true;
  }
}

/** "The average length of a call", "mean handling time in minutes": a measure's head asked. */
const AVERAGE_OF =
  /\b(?:average|avg|mean|median|typical)\s+((?:[a-z-]+\s+){0,2}?(?:length|duration|time|minutes|hours|seconds|size))\b/i;

/**
 * "What is the average length of a phone call in minutes" where no number field holds a length:
 * a specialised tool a word of it matched (topics of phone calls) answers another question, so
 * the plan declines the measure instead.
 */
export function unheldAverage(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (!plan.tool || !plan.unknownIsAsked || plan.measure.kind !== 'count') return;
  const asked = AVERAGE_OF.exec(question);
  if (!asked) return;
  if (namedNumberFields(asked[1]!, vocabulary.dictionary, plan.entity).length > 0) return;
  delete plan.tool;
  delete plan.toolRow;
  const head = rawWords(asked[1]!).at(-1)!;
  plan.unknown = [head, ...plan.unknown.filter((word) => word !== head)];
}
