import { checkAdmittedTerm } from './admitted-term';
import type { FitFinding, FitSources } from './answer-fit';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { editDistance, stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import { COMMON_WORDS as GENERIC } from './common-words';
import { isMoodWord, usedSentiment } from './mood-words';
import { numberFieldsRead } from './number-readings';
import { isPeriodPaceWord } from './period-pace';
import amountWords from './words/amount-words.json';
import irregularVerbs from './words/irregular-verbs.json';
import numberMeasureWords from './words/number-measure-words.json';
import quantityUnits from './words/quantity-units.json';
import subjectQualifiers from './words/subject-qualifiers.json';
import degreeWords from './words/superlative-words.json';
import howWords from './words/how-words.json';

/** "Rather than", "other than": -er words before "than" that compare by no measure. */
const NOT_COMPARATIVES = new Set(degreeWords.notComparatives);

/**
 * Words that name a reading of a number field ("resolves quicker", "how much money"), not a field
 * of their own: accounted for when a call computed over a number field.
 */
const NUMBER_READINGS = new Set(
  [...numberMeasureWords.duration, ...amountWords.moneyNouns, ...amountWords.spendingVerbs].map(
    (word) => tokens(word)[0]!,
  ),
);

/** "How many", "how often": what "how" asks when it counts; a typo of one ("mny") asks that too. */
const HOW_COUNTING = howWords.counting;

/** Measure nouns: an unknown word just before one names a measure the data may not hold. */
const MEASURE_HEADS = new Set([
  'rate',
  'rating',
  'share',
  'average',
  'avg',
  'mean',
  'median',
  'number',
  'count',
  'total',
  'ratio',
  'percentage',
  'score',
  'level',
  'time',
  'value',
]);
/** Measure nouns that name a stored measure, not arithmetic over one ("score", not "average"). */
const NAMED_MEASURE_HEADS = new Set(['rate', 'rating', 'score', 'level', 'value']);
const PREPOSITIONS = new Set(
  'by of on in at for per as to from with without within via over under than about into'.split(' '),
);
/** Words after which comes what is measured ("how much X", "the average X"), as tokens. */
const MEASURE_LEADS = [
  ['how', 'much'],
  ['average'],
  ['avg'],
  ['mean'],
  ['median'],
  ['total'],
  ['number', 'of'],
  ['amount', 'of'],
  ['sum', 'of'],
];
/** Words after which comes the kind of thing a question asks to be named ("which airport"). */
const SUBJECT_ASKS = new Set(['which', 'what', 'wich', 'whcih']);
/** Words between "which" and its noun ("which single item", "which of our stores"). */
const QUALIFIERS = new Set(subjectQualifiers.words.map((word) => tokens(word)[0]!));
const MAX_TEXT = 60;
/** Units a quantity is counted in ("minutes", "miles"), and words that ask an amount of one. */
const UNITS = new Set(quantityUnits.units);
const AMOUNT_LEADS = new Set(quantityUnits.amountLeads);
/** Verbs that end the noun phrase a "what …" question asks for ("what monthly price does …"). */
const AUXILIARIES = new Set(
  'does do did is are was were has have had'.split(' ').flatMap((word) => tokens(word)),
);
/** Words that open a noun phrase: what comes before them is not part of it. */
const DETERMINERS = new Set(
  'the a an our their its this that these those my your his her'
    .split(' ')
    .flatMap((word) => tokens(word)),
);
/** Irregular past forms ("brought", "took"): after "which" a verb, not a thing to name. */
const PAST_FORMS = new Set(Object.keys(irregularVerbs.forms));
/** Figures that measure something other than how many rows. */
const MEASURED_KINDS = new Set(['decimal', 'percent', 'ratio']);

/**
 * Content words of the question that nothing in the data dictionary (fields, labels, synonyms,
 * values, measures, the data's description) nor the run (tool inputs, result fields and short
 * values) accounts for. Such a word may be the very thing asked ("on-time arrival rate"): the
 * figures cannot be known to answer it. A word just before a measure noun names the measure
 * itself and caps the answer lower.
 */
export function checkUnaccountedTerms(sources: FitSources): FitFinding[] {
  // Without the data dictionary there is too little to account with.
  if (!sources.dataset) return [];
  const vocabulary = new Vocabulary();
  addDictionary(vocabulary, sources.dataset);
  for (const call of sources.calls) addCall(vocabulary, call);
  if (sources.calls.some((call) => numberFieldsRead(call.input).length > 0)) {
    for (const word of NUMBER_READINGS) vocabulary.add(word);
  }
  // "Don't lump them together": a contraction's verb ("Don") is no name the question gives.
  const question = sources.question.replace(/n['’]t\b/gi, ' not');
  const words = tokens(question);
  // "Happier", "how do they feel": a mood asked of a run that computed with sentiment.
  const moodRead = usedSentiment(sources.calls, sources.dataset);
  const unknown: { word: string; index: number }[] = [];
  words.forEach((word, index) => {
    if (word.length < 3 || /^\d/.test(word) || GENERIC.has(`${word}s`)) return;
    if (moodRead && isMoodWord(word)) return;
    // "The slowest day": how many records a period holds, which a count over periods states.
    if (isPeriodPaceWord(word, question)) return;
    // "Which librarian": the thing asked to be named needs a real match, not a word a data word
    // begins like ("library"); its inflections and typos still match ("which depo", "branches").
    const match = asksToName(words, index) ? knownByForm : known;
    if (known(word, GENERIC) || match(word, vocabulary)) return;
    // "P1s", "T2s": the plural of a short value written with a digit ("P1").
    if (/\d+s$/.test(word) && vocabulary.has(word.slice(0, -1))) return;
    unknown.push({ word, index });
  });
  if (!unknown.length) return [];
  const unaccounted = [...new Set(unknown.map((entry) => entry.word))];
  const list = unaccounted.map((word) => `"${word}"`).join(', ');
  // The head right after the word, or one word on ("on-time arrival rate"); a preposition between
  // ("going by average sentiment") ends the word's phrase before the measure.
  const measure = unknown.find((entry) => {
    // "With the waiver and without: average charge for each": a preposition names no measure.
    if (PREPOSITIONS.has(entry.word)) return false;
    const [next, after] = words.slice(entry.index + 1, entry.index + 3);
    if (next !== undefined && MEASURE_HEADS.has(next)) return true;
    // "Put the average …": a determiner between ends the word's phrase; the word is a verb.
    return (
      after !== undefined &&
      MEASURE_HEADS.has(after) &&
      !PREPOSITIONS.has(next ?? '') &&
      !DETERMINERS.has(next ?? '')
    );
  });
  // "How much compensation", "the average age": the word right after a measure's lead is the
  // thing measured; when the data names nothing for it, no figure of the run measures it.
  const measuredThing = unknown.find((entry) =>
    MEASURE_LEADS.some((lead) => {
      const at = entry.index - lead.length;
      return at >= 0 && lead.every((word, offset) => words[at + offset] === word);
    }),
  );
  if (!measure && measuredThing) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question measures "${measuredThing.word}"; nothing in the data or the tool calls names it (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'the measure asked for is not one the data names',
        partial: true,
      },
    ];
  }
  if (measure) {
    const head = words
      .slice(measure.index + 1, measure.index + 3)
      .find((next) => MEASURE_HEADS.has(next));
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question asks for a "${measure.word} ${head}"; nothing in the data or the tool calls names "${measure.word}" (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'the measure asked for is not one the data names',
        partial: true,
      },
    ];
  }
  // "What credit score does C-00310 have?": the thing the phrase asks for is itself a measure's
  // noun the data names nowhere; whatever the run returned (a record, another field) is not it.
  const namedMeasure = unknown.find(
    (entry) => NAMED_MEASURE_HEADS.has(entry.word) && asksAsPhraseHead(words, entry.index),
  );
  if (namedMeasure) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question asks what "${namedMeasure.word}" a record has; nothing in the data or the tool calls names one (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'the measure asked for is not one the data names',
        partial: true,
      },
    ];
  }
  // "What is the registration plate of the car in concern SC25-011262-H?": the head of the thing
  // the question asks a record's (or the records') "X of …" for is a word the data names nowhere;
  // whatever field the answer gives instead (the car's model) is not it.
  const attribute = unknown.find((entry) => asksAsAttribute(words, entry.index));
  if (attribute) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question asks for the "${attribute.word}" of its records; nothing in the data or the tool calls names one (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'what the question asks for is not something the data holds',
        partial: true,
      },
    ];
  }
  // "How old was the patient behind PALS/25/00400?", "how tall is …": the degree asked right after
  // "how" is a property the data names nowhere; a record's other fields do not state it.
  const degreeAsked = unknown.find(
    (entry) =>
      words[entry.index - 1] === 'how' &&
      !PREPOSITIONS.has(entry.word) &&
      !HOW_COUNTING.some((word) => editDistance(word, entry.word, 2) <= 1),
  );
  if (degreeAsked) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question asks how "${degreeAsked.word}" something is; nothing in the data or the tool calls names that (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'what the question asks for is not something the data holds',
        partial: true,
      },
    ];
  }
  // A name the question capitalises ("JetBlue", "NPS") that no field holds: the figures are of
  // something else.
  const written = writtenWords(question);
  const name = unknown.find(
    (entry) => entry.index > 0 && /^\p{Lu}/u.test(written[entry.index] ?? ''),
  );
  if (name) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question names "${written[name.index]}", which nothing in the data or the tool calls holds (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'the question names something the data does not hold',
        partial: true,
      },
    ];
  }
  // "Which airport had the most complaints?", "what warehouse ships slowest": the thing asked for
  // is a kind of record or group the data names nowhere. Whatever the answer names (the top
  // value of some other field) is not one of those, so the question is not answered.
  const subject = unknown.find((entry) => asksToName(words, entry.index));
  if (subject) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question asks which "${subject.word}"; nothing in the data or the tool calls names one (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'what the question asks for is not something the data holds',
        partial: true,
      },
    ];
  }
  // "The most minutes of delay", "what monthly price does each package cost": an amount in a
  // unit, or the thing a "what" phrase asks for, that the data names nowhere. A run that read no
  // number field counted rows instead: its figures are of another question.
  // A "what" phrase answered with a share or rate ("what fraction is …") may be its reading.
  const countsOnly = !sources.figures.some(
    (figure) => figure.status !== 'unsupported' && MEASURED_KINDS.has(figure.kind),
  );
  if (!sources.calls.some((call) => numberFieldsRead(call.input).length > 0)) {
    const amount = unknown.find(
      (entry) =>
        (UNITS.has(entry.word) &&
          (words[entry.index + 1] === 'of' || AMOUNT_LEADS.has(words[entry.index - 1] ?? ''))) ||
        (countsOnly && asksAsPhraseHead(words, entry.index)),
    );
    if (amount) {
      return [
        {
          check: 'terms',
          unaccounted,
          label: `The question asks an amount of "${amount.word}"; nothing in the data names it and the run only counted records (unaccounted: ${list})`,
          delta: -0.25,
          cap: 0.44,
          capReason: 'the measure asked for is not one the data names',
          partial: true,
        },
      ];
    }
  }
  // "happier than", "the gloomiest": the comparison's measure is a word the data does not hold.
  // When the answer ranks by a measured value (a score, a share), that value is its reading of
  // the word; when it only counts rows, nothing stands for it.
  const measured = sources.figures.some(
    (figure) => figure.status !== 'unsupported' && MEASURED_KINDS.has(figure.kind),
  );
  const degree = measured
    ? undefined
    : unknown.find(
        (entry) =>
          (/(?:er|ier)$/.test(entry.word) &&
            words[entry.index + 1] === 'than' &&
            !NOT_COMPARATIVES.has(entry.word)) ||
          /(?:iest|est)$/.test(entry.word),
      );
  if (degree) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question ranks or compares by "${degree.word}", which nothing in the data or the tool calls names (unaccounted: ${list})`,
        delta: -0.2,
        // Counts of rows say which side is larger, not which is happier: another question's
        // answer (never right in the recorded sets of any schema), so Low rather than Medium.
        cap: 0.44,
        capReason: 'what the comparison is by was not found in the data',
      },
    ];
  }
  // "How many times did biz customers kick off about fees": an unknown word right before the
  // word for the data's people names a kind of them (a segment the data may hold under another
  // name); unless a call kept the records to some kind of people, the figures are of everyone.
  const people = peopleWords(sources.dataset);
  const kind = unknown.find(
    (entry) =>
      people.has(words[entry.index + 1] ?? '') &&
      opensPhrase(words[entry.index - 1]) &&
      !PREPOSITIONS.has(entry.word) &&
      !DETERMINERS.has(entry.word) &&
      !AUXILIARIES.has(entry.word),
  );
  if (kind && !keepsUnsaidValue(sources.calls, words)) {
    return [
      {
        check: 'terms',
        unaccounted,
        label: `The question asks about "${kind.word} ${words[kind.index + 1]}"; nothing in the data or the tool calls names "${kind.word}", so the figures are of all of them (unaccounted: ${list})`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'the question narrows to people the data does not name',
        partial: true,
      },
    ];
  }
  // "Appeals taken on to the tribunal": an unknown thing the records went to or came from.
  const restricting = checkAdmittedTerm(sources, unaccounted);
  if (restricting.length) return [{ ...restricting[0]!, unaccounted }];
  // Named, not scored: over every recorded set (1,789 answers of eight sets, four schemas) a word
  // left over here ("marked", "in touch", "altogether", "seem") stood in 91 right answers and 11
  // wrong ones, and lowered none of the wrong ones' levels (other checks had found their flaw):
  // a leftover verb or adverb says nothing of whether the figures answer. A decline still cites
  // these words as what the data does not name.
  return [
    {
      check: 'terms',
      unaccounted,
      label: `Words of the question that nothing in the data or the tool calls accounts for: ${list}`,
      delta: 0,
      cap: 1,
      capReason: 'at most 100%',
    },
  ];
}

/** The words for the data's people: its customer field's name, label and synonyms. */
function peopleWords(dataset: DataDictionary): Set<string> {
  const names = dataset.fields
    .filter((field) => field.role === 'customer' && field.filled > 0)
    .flatMap((field) => [splitWords(field.name), field.label ?? '', ...(field.synonyms ?? [])]);
  if (dataset.counts.customers > 0) names.push('customers');
  return new Set(names.flatMap((name) => tokens(name)).filter((word) => !GENERIC.has(word)));
}

/**
 * A call kept the records to a value the question does not spell ("biz" read as segment
 * Business): the run's reading of the unknown word, which the other checks judge.
 */
function keepsUnsaidValue(calls: readonly ObservedCall[], words: readonly string[]): boolean {
  const said = new Set(words.map(stem));
  return calls.some((call) => {
    const input = call.input;
    if (!isPlainObject(input) || !Array.isArray(input['filters'])) return false;
    return input['filters'].some((filter) => {
      if (!isPlainObject(filter) || !['eq', 'in'].includes(String(filter['op']))) return false;
      const values = Array.isArray(filter['value']) ? filter['value'] : [filter['value']];
      return values.some(
        (value) =>
          typeof value === 'string' && !tokens(value).every((word) => said.has(stem(word))),
      );
    });
  });
}

/**
 * Whether the word before a modifier lets it open a noun phrase ("did biz customers", "from biz
 * customers", "which biz customers"): after a noun it is a verb ("disputes involve customers").
 */
function opensPhrase(before: string | undefined): boolean {
  return (
    before === undefined ||
    DETERMINERS.has(before) ||
    AUXILIARIES.has(before) ||
    PREPOSITIONS.has(before) ||
    SUBJECT_ASKS.has(before) ||
    before === 'many'
  );
}

function splitWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}

/** The question's words as written, at the same positions as {@link tokens} gives them. */
function writtenWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * "What monthly price does …": the last word of a short phrase after "what"/"which" that an
 * auxiliary verb ends, the thing the question asks for.
 */
function asksAsPhraseHead(words: readonly string[], index: number): boolean {
  if (!AUXILIARIES.has(words[index + 1] ?? '')) return false;
  return [1, 2, 3].some((back) => SUBJECT_ASKS.has(words[index - back] ?? ''));
}

/** Verbs of being between "what" and the thing asked ("what is the …", "what's the …"). */
const BEING = new Set(['is', 'was', 'are', 'were', 's']);

/**
 * "What is the registration plate of …", "what was the colour of …": the last word before "of"
 * in a short phrase that opens with "what/which is the" (or "its", "their"), the thing asked.
 */
function asksAsAttribute(words: readonly string[], index: number): boolean {
  // "The mean sentiment score for …": a measure noun is the measure rules' to read.
  if (words[index + 1] !== 'of' || MEASURE_HEADS.has(words[index]!)) return false;
  for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
    if (!DETERMINERS.has(words[at]!)) continue;
    return BEING.has(words[at - 1] ?? '') && SUBJECT_ASKS.has(words[at - 2] ?? '');
  }
  return false;
}

/** The word right after "which"/"what" (past qualifiers such as "single"): a thing to name. */
function asksToName(words: readonly string[], index: number): boolean {
  if (QUALIFIERS.has(words[index]!) || PAST_FORMS.has(words[index]!)) return false;
  let at = index - 1;
  while (at >= 0 && QUALIFIERS.has(words[at]!)) at--;
  return at >= 0 && SUBJECT_ASKS.has(words[at]!);
}

/**
 * A word of the vocabulary, its inflection ("logging", "log"), within a typo of it, or sharing a
 * long start with it ("restricting" and "restricted", "complained" and "complaint").
 */
function known(word: string, vocabulary: ReadonlySet<string>): boolean {
  return matches(word, vocabulary, (candidate, shorter) => {
    return shorter >= 5 && commonPrefix(candidate, word) >= Math.max(5, shorter - 3);
  });
}

/** A word of the vocabulary, the same stem, or one edit from one (two in a long word). */
function knownByForm(word: string, vocabulary: ReadonlySet<string>): boolean {
  return matches(word, vocabulary, () => false);
}

/**
 * The one walk over the vocabulary both readings make (a long run's vocabulary is large): the
 * word itself, its stem, a typo ("custmr" for "customer"), or what `alsoSame` accepts.
 */
function matches(
  word: string,
  vocabulary: ReadonlySet<string>,
  alsoSame: (candidate: string, shorter: number) => boolean,
): boolean {
  if (vocabulary.has(word) || vocabulary.has(stem(word))) return true;
  const root = stem(word);
  for (const candidate of vocabulary) {
    if (candidate[0] !== word[0] || candidate.length < 3) continue;
    if (stem(candidate) === root) return true;
    const shorter = Math.min(candidate.length, word.length);
    if (alsoSame(candidate, shorter)) return true;
    const allowed = candidate.length >= 8 && word.length >= 6 ? 2 : 1;
    if (shorter >= 4 && Math.abs(candidate.length - word.length) <= allowed) {
      if (editDistance(candidate, word, allowed) <= allowed) return true;
    }
  }
  return false;
}

function commonPrefix(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/**
 * The words accounted for, and the texts already read into them: a long run's results repeat the
 * same keys and values row after row, and each text's words need reading once.
 */
class Vocabulary extends Set<string> {
  readonly read = new Set<string>();
}

function addText(vocabulary: Vocabulary, text: string): void {
  if (vocabulary.read.has(text)) return;
  vocabulary.read.add(text);
  // A name written in camel case ("AeroBuds") is said whole or in its parts.
  for (const word of tokens(text.replace(/_/g, ' '))) vocabulary.add(word);
  for (const word of tokens(text.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' '))) {
    vocabulary.add(word);
  }
}

function addDictionary(vocabulary: Vocabulary, dataset: DataDictionary | undefined): void {
  if (!dataset) return;
  addText(vocabulary, dataset.name);
  addText(vocabulary, dataset.description ?? '');
  for (const field of dataset.fields) {
    if (field.filled === 0) continue;
    addText(vocabulary, field.name);
    addText(vocabulary, field.label ?? '');
    addText(vocabulary, field.entity);
    for (const synonym of field.synonyms ?? []) addText(vocabulary, synonym);
    for (const { value } of field.values ?? []) {
      if (typeof value === 'string') addText(vocabulary, value);
    }
    for (const [value, synonyms] of Object.entries(field.valueSynonyms ?? {})) {
      addText(vocabulary, value);
      for (const synonym of synonyms) addText(vocabulary, synonym);
    }
  }
  for (const measure of dataset.measures ?? []) {
    addText(vocabulary, measure.name);
    addText(vocabulary, measure.label ?? '');
    addText(vocabulary, measure.description);
    for (const synonym of measure.synonyms ?? []) addText(vocabulary, synonym);
  }
}

/** The call's input (every string and key) and its result's keys and short values. */
function addCall(vocabulary: Vocabulary, call: ObservedCall): void {
  addText(vocabulary, call.tool);
  const visit = (value: unknown, input: boolean, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'string') {
      if (input || value.length <= MAX_TEXT) addText(vocabulary, value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 200)) visit(item, input, depth + 1);
      return;
    }
    if (!isPlainObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      // A result's prose summary describes the figures, not the data's words.
      if (!input && key === 'summary') continue;
      addText(vocabulary, key);
      visit(child, input, depth + 1);
    }
  };
  visit(call.input, true, 0);
  visit(call.output, false, 0);
}
