import { extractFigures } from './answer-figures';
import type { FitFinding, FitSources } from './answer-fit';
import { type DataDictionary, DATASET_ENTITIES } from './dataset';
import { isDroppedVowel } from './question-words';
import { isPlainObject } from './validate-input';
import amountWords from './words/amount-words.json';
import quantityUnits from './words/quantity-units.json';
import type { FigureEvidence } from './events';
import { constraintsOf, EVENT_NOUNS, isFollowUp, stem, tokens } from './question-constraints';
import { asksPeriodPace } from './period-pace';
import { findPeriods } from './question-periods';

const ANY_SPAN = { from: '0000-01-01', to: '9999-12-31' };

/** What a figure measures: how many rows, a part of a whole, a mean or a median. */
export type Measure = 'count' | 'share' | 'average' | 'median' | 'sum';

const MEASURE_NAMES: Record<Measure, string> = {
  count: 'a count',
  sum: 'a total of a number field',
  share: 'a share or rate',
  average: 'an average',
  median: 'a median',
};

/** Plain English measure words (not the data's vocabulary): what kind of figure is asked for. */
const EXPLICIT: readonly [Measure, RegExp][] = [
  ['median', /\bmedian\b/i],
  ['average', /\b(?:average|avg|mean)\b/i],
  ['share', /\b(?:share|proportion|percent(?:age)?|fraction|ratio|rate|how often)\b/i],
  ['count', /\b(?:how many|number of|count|tally)\b|\b(?:total|volume)\s+(?:of|number)\b/i],
];
/**
 * "Typically how long", "what do they usually score": a median answers it, or a mean the answer
 * calls one ("on average", "the mean").
 */
const TYPICAL = /\b(?:typical(?:ly)?|usual(?:ly)?|normally)\b/i;
const HOW_LONG = /\bhow\s+(?:long|quickly|fast|soon)\b|\bhow\s+much\s+time\b/i;
const SAYS_MEAN = /\b(?:average|mean|avg)\b/i;
/**
 * "Resolved faster than everyone else", "which site takes longest to sort out", "slowed down": a
 * comparison or ranking of how long the records took, which averages or medians of a time state;
 * a rate or a count of the records does not. Speed said of growth ("grew faster") is a change.
 */
const DURATION_COMPARED =
  /\b(?:faster|slower|quicker|fastest|slowest|quickest)\b|\b(?:take|takes|took|taking)\s+(?:[\p{L}]+\s+)?(?:longer|longest|shorter|shortest|less\s+time|more\s+time)\b|\blonger\s+to\b|\bslow(?:ed|s|ing)?\s+down\b/iu;
const GROWTH = /\b(?:grow\w*|grew|ris(?:e|es|ing)|rose|increas\w*|climb\w*|spread\w*)\b/i;
/**
 * "More negative tweets", "the most complaints": a comparison or ranking over a plural noun asks
 * how many. A number or "top" before it ranks records instead ("the five most negative letters");
 * "more positive than customers in the North" compares a quality, not how many ("than" between).
 */
const IMPLIED_COUNT =
  /(?<!\b(?:\d+|top|one|two|three|four|five|ten)\s+)\b(?:more|most|fewer|fewest|busiest|quietest)\s+(?:(?!than\b)[\p{L}-]+\s+){0,2}?(?!than\b)[\p{L}]{3,}s\b/iu;
/** Path keys of tool results, read as measures. */
const KEY_MEASURES: readonly [Measure, RegExp][] = [
  ['median', /median/i],
  ['average', /avg|mean|average/i],
  ['share', /share|rate|ratio|percent|pct|fraction|proportion/i],
  [
    'count',
    /^(?:count|matched|total|rowCount|n|size|volume|length|from|escalated)$|count$|total$/i,
  ],
];

/**
 * The measures the question asks for, from its own measure words; a ranking or comparison over
 * a plural noun with no measure word asks for a count. Empty when the question names none.
 */
export function askedMeasures(question: string, dataset?: DataDictionary): Measure[][] {
  const text = measureWords(question, dataset);
  const asked: Measure[][] = [];
  for (const [measure, pattern] of EXPLICIT) {
    if (pattern.test(text)) asked.push([measure]);
  }
  // "How many seats does Harbor Analytics have?": how many of a number field's units is that
  // field's value (or its mean over the records), not a count of records.
  const counted = asked.findIndex((set) => set.length === 1 && set[0] === 'count');
  if (counted >= 0 && howManyOfNumberField(text, dataset)) {
    asked[counted] = ['count', 'average', 'median'];
  }
  // "How many days does it take on average to close?": how many units per record, on average,
  // in every clause that says "how many" — an average asked, not a count of records as well.
  const clauses = text.split(/[,;?]|\band\b/i).filter((clause) => /\bhow\s+many\b/i.test(clause));
  if (
    clauses.length > 0 &&
    clauses.every((clause) => SAYS_MEAN.test(clause)) &&
    asked.some((set) => set.includes('average'))
  ) {
    const lone = asked.findIndex((set) => set.length === 1 && set[0] === 'count');
    if (lone >= 0) asked.splice(lone, 1);
  }
  // "How long do P1 tickets take to resolve?": a time of the records, which their mean or
  // median states; a count of them does not.
  if (
    HOW_LONG.test(text) &&
    !asked.some((set) => set.includes('average') || set.includes('median'))
  ) {
    asked.push(['average', 'median']);
  }
  if (TYPICAL.test(text) && !asked.some((set) => set.includes('median'))) {
    asked.push(['average', 'median']);
  }
  // "The slowest day for volume" is the day with the fewest records, not a time taken.
  if (
    !asked.length &&
    DURATION_COMPARED.test(text) &&
    !GROWTH.test(text) &&
    !asksPeriodPace(text)
  ) {
    asked.push(['average', 'median']);
  }
  if (!asked.length && IMPLIED_COUNT.test(question)) asked.push(['count']);
  return asked;
}

/** "How many <unit>" where the unit is the name (or the label's last word) of a number field. */
function howManyOfNumberField(text: string, dataset: DataDictionary | undefined): boolean {
  const unit = /\bhow\s+many\s+([\p{L}_]+)/iu.exec(text)?.[1];
  if (!unit || !dataset) return false;
  const word = stem(tokens(unit)[0] ?? '');
  if (word.length < 3) return false;
  return dataset.fields.some((field) => {
    if (field.type !== 'number' || field.filled === 0) return false;
    const names = [field.name, field.label ?? ''].map(
      (name) => tokens(name.replace(/[_-]/g, ' ')).map(stem).at(-1) ?? '',
    );
    return names.includes(word);
  });
}

/**
 * The question's words with those read as the data's values left out: "after the rate rise"
 * names a topic, not a rate to compute. A percent sign is kept as a word.
 */
function measureWords(question: string, dataset: DataDictionary | undefined): string {
  // A period's own words ("since the rate rise on 1 September") say when, not what to compute.
  const withoutPeriods = findPeriods(question, ANY_SPAN).reduce(
    (text, mention) => text.replace(mention.text, ' '),
    question,
  );
  if (withoutPeriods !== question) return measureWords(withoutPeriods, dataset);
  const words = tokens(question);
  if (dataset) {
    const values = constraintsOf(question, {
      question,
      period: ANY_SPAN,
      dataset,
    });
    for (const constraint of values) {
      if (constraint.kind !== 'value' || !constraint.words) continue;
      for (let index = constraint.words[0]; index < constraint.words[1]; index++)
        words[index] = '_';
    }
  }
  // "After the rate rise": a measure noun a change noun follows names an event, not the measure.
  words.forEach((word, index) => {
    if (EVENT_NOUNS.has(words[index + 1] ?? '')) words[index] = '_';
  });
  return `${words.join(' ')}${question.includes('%') ? ' percent' : ''}`;
}

/**
 * "sumFine_aud", "sum_amount": a figure read from a sum metric's key is a total of a number
 * field's values (a fine, an amount), not a count of records, whatever the figure looks like.
 */
function isSummedValue(figure: FigureEvidence): boolean {
  const ref = figure.refs[0];
  if (figure.status === 'unsupported' || !ref || ref.path.startsWith('sum(')) return false;
  return /^sum(?:[A-Z_]|$)/.test(lastKey(ref.path));
}

/** Words that ask for an amount summed over records ("the total of the fines", "how much"). */
const AMOUNT_ASKED = /\b(?:total|totals|sum|how\s+much|amount|amounts|worth|value)\b/i;
const QUANTITY_UNITS = new Set<string>(quantityUnits.units);
const AMOUNT_WORDS = new Set(
  [...amountWords.moneyNouns, ...amountWords.spendingVerbs].map((word) => stem(word)),
);

/**
 * The question asks an amount a sum answers: a total, "how much", money or spending words
 * ("cost us the most"), or the summed field's own name ("the most in refunds").
 */
function asksAmount(question: string, figure: FigureEvidence, dataset?: DataDictionary): boolean {
  if (AMOUNT_ASKED.test(question)) return true;
  // "Which clinic racked up the most minutes of waiting?": a unit a quantity is counted in asks
  // the sum of a field held in that unit.
  if (tokens(question).some((word) => QUANTITY_UNITS.has(word))) return true;
  const asked = new Set(tokens(question).map((word) => stem(word)));
  // "Which pay method …": a money word inside a grouping field's name asks no amount.
  const named = new Set(
    (dataset?.fields ?? [])
      .filter((field) => field.type !== 'number')
      .flatMap((field) => tokens(`${field.name} ${field.label ?? ''}`.replace(/_/g, ' ')))
      .map((word) => stem(word)),
  );
  if ([...AMOUNT_WORDS].some((word) => asked.has(word) && !named.has(word))) return true;
  const field = lastKey(figure.refs[0]?.path ?? '')
    .replace(/^sum/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2');
  return tokens(field).some((word) => word.length > 2 && asked.has(stem(word)));
}

const COUNT_ASK = /\b(?:how\s+many|number\s+of|count\s+of)\b/i;
const RANK_ASK = /\b(?:most|least|top|highest|lowest|fewest|commonest|common|biggest|largest)\b/i;

/**
 * "The number of appeals from app users and the most common breach type among them": a count
 * asked in a clause of its own beside a ranking needs a figure of its own. When every count the
 * answer states is a group's row of a grouped call, the top group's count stands in for the
 * whole count asked, which is left out.
 */
function groupCountOnly(
  sources: FitSources,
  stated: readonly { figure: FigureEvidence; measure: Measure }[],
): FitFinding[] {
  const clauses = sources.question.split(/[,;?]|\band\b/i);
  const countClause = clauses.findIndex(
    (clause) => COUNT_ASK.test(clause) && !RANK_ASK.test(clause),
  );
  if (countClause < 0) return [];
  // "Which reason is cited most, and how many tweets cite it?": a count after the ranking, of
  // its winner, is the group's own count. Only a count asked before the ranking is the whole's.
  if (!clauses.some((clause, index) => index > countClause && RANK_ASK.test(clause))) return [];
  if (/\b(?:it|its|that|this|these|those|each|per)\b/i.test(clauses[countClause]!)) return [];
  const counts = stated.filter((entry) => entry.measure === 'count');
  if (!counts.length) return [];
  const grouped = (callId: string) =>
    sources.calls.some((call) => {
      if (call.callId !== callId || !isPlainObject(call.input)) return false;
      const groupBy = call.input['groupBy'];
      return Array.isArray(groupBy) && groupBy.length > 0;
    });
  const groupRowsOnly = counts.every((entry) =>
    entry.figure.refs.some(
      (ref) => /^(?:rows|groups)\[\d+\]/.test(ref.path) && grouped(ref.callId),
    ),
  );
  if (!groupRowsOnly) return [];
  return [
    {
      check: 'measure',
      label: `The question asks for a count beside a ranking; every count the answer states is one group's (${counts[0]!.figure.text}), not the count asked`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'a figure asked for is not in the answer',
      partial: true,
    },
  ];
}

/** The measures of the answer's figures that the question does not itself give. */
function measuresStated(sources: FitSources): { figure: FigureEvidence; measure: Measure }[] {
  const given = new Set(extractFigures(sources.question).map((figure) => String(figure.value)));
  return sources.figures
    .filter((figure) => !given.has(String(valueOf(figure, sources.answer))))
    .map((figure) => ({
      figure,
      // "Which pay method has the most appeals?" answered with the top total fine: a sum stated
      // where the question asks no amount is not the count it asks for.
      measure: (isSummedValue(figure) && !asksAmount(sources.question, figure, sources.dataset)
        ? 'sum'
        : figureMeasure(figure)) as Measure | undefined,
    }))
    .filter((entry): entry is { figure: FigureEvidence; measure: Measure } => !!entry.measure);
}

/**
 * "Which topic is behind the largest amount of money refunded?": an amount summed over records
 * (a total amount, a sum of money), which an average per record does not state.
 */
const TOTAL_AMOUNT =
  /\b(?:amount|sum|total)s?\s+of\s+(?:money|cash)\b|\btotal\s+amount\b|\b(?:largest|biggest|greatest|highest)\s+(?:amount|sum)\b/i;

/** A total amount asked, answered with averages and no summed figure. */
function totalAsAverage(
  question: string,
  stated: readonly { figure: FigureEvidence; measure: Measure }[],
): FitFinding[] {
  if (!TOTAL_AMOUNT.test(question) || AVERAGED.test(question)) return [];
  if (!stated.some((entry) => entry.measure === 'average')) return [];
  if (stated.some((entry) => isSummedValue(entry.figure))) return [];
  return [
    {
      check: 'measure',
      label:
        'The question asks for a total amount; the answer states an average per record and no total',
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figure asked for is not in the answer',
      partial: true,
    },
  ];
}

/** What a supported figure measures, from its kind and the keys it was read from. */
export function figureMeasure(figure: FigureEvidence): Measure | undefined {
  if (figure.status === 'unsupported') return undefined;
  if (figure.kind === 'date' || figure.kind === 'month' || figure.kind === 'id') return undefined;
  // "+129.0%", "−12%": a change between two figures, not a part of a whole.
  if (figure.kind === 'percent') return /^[+\-−]/.test(figure.text) ? undefined : 'share';
  const ref = figure.refs[0];
  if (ref?.path.startsWith('sum(')) return 'count';
  if (ref?.path.startsWith('median(')) return 'median';
  if (figure.derivation?.includes('÷') && figure.kind !== 'count') return 'share';
  const key = ref ? lastKey(ref.path) : '';
  for (const [measure, pattern] of KEY_MEASURES) {
    if (key && pattern.test(key)) return measure;
  }
  return figure.kind === 'count' ? 'count' : undefined;
}

/**
 * The figure the question asks for must be in the answer: a count when it asks "how many", an
 * average when it asks for one, and so on. When it asks for one kind of figure, the answer
 * should lead with it: a count stated after an average is context, not the answer.
 */
const AVERAGED = /\b(?:average|avg|mean|median|typical(?:ly)?)\b/i;

export function checkAskedMeasure(sources: FitSources): FitFinding[] {
  // A follow-up with no measure of its own ("is that better than the app?", "and February?")
  // asks for the previous question's.
  let asked = askedMeasures(sources.question, sources.dataset);
  if (!asked.length && sources.previousQuestion && isFollowUp(sources.question)) {
    asked = askedMeasures(sources.previousQuestion, sources.dataset);
  }
  const stated = measuresStated(sources);
  if (!asked.length) return totalAsAverage(sources.question, stated);
  if (!stated.length) return [];
  const findings: FitFinding[] = [];
  const statedMeasures = new Set(stated.map((entry) => entry.measure));
  for (const options of asked) {
    if (options.some((measure) => statedMeasures.has(measure))) {
      if (!typicalOnly(options, statedMeasures) || SAYS_MEAN.test(sources.answer)) continue;
      findings.push({
        check: 'measure',
        label: `The question asks what is typical; the answer gives a mean without saying it is one`,
        delta: -0.15,
        cap: 0.6,
        capReason: 'a typical value read from an unnamed mean',
      });
      continue;
    }
    findings.push({
      check: 'measure',
      label: `The question asks for ${options.map((m) => MEASURE_NAMES[m]).join(' or ')}; the answer states ${describe(statedMeasures)}`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figure asked for is not in the answer',
      partial: true,
    });
  }
  findings.push(...totalAsAverage(sources.question, stated));
  findings.push(...countedEntity(sources, stated));
  // "How many in May, and how many of them about Cards?": each count asked needs its own figure.
  // "How many days did they take on average" asks an average in days, not a count.
  const countsAsked = sources.question
    .split(/[,;?]|\band\b/i)
    .filter((clause) => /\bhow\s+many\b/i.test(clause) && !AVERAGED.test(clause)).length;
  const countsStated = new Set(
    stated
      .filter((entry) => entry.measure === 'count')
      .map((entry) => valueOf(entry.figure, sources.answer)),
  ).size;
  if (countsAsked >= 2 && countsStated < countsAsked) {
    findings.push({
      check: 'measure',
      label: `The question asks for ${countsAsked} counts; the answer states ${countsStated === 0 ? 'none' : countsStated}`,
      delta: -0.2,
      cap: 0.44,
      capReason: 'a figure asked for is not in the answer',
      partial: true,
    });
  }
  findings.push(...groupCountOnly(sources, stated));
  if (!findings.length && asked.length === 1) {
    // A count stated first is often the base of what follows ("of 4,570 chats, 21.9% …"): the
    // lead is the first figure that is not a plain count, unless a count was asked.
    const options = asked[0]!;
    const lead = options.includes('count')
      ? stated[0]!
      : (stated.find((entry) => entry.measure !== 'count') ?? stated[0]!);
    if (options.includes(lead.measure)) {
      findings.push({
        check: 'measure',
        label: `The answer leads with ${MEASURE_NAMES[lead.measure]}, as the question asks (${lead.figure.text})`,
        delta: 0.05,
        cap: 1,
        capReason: 'at most 100%',
      });
    } else {
      findings.push({
        check: 'measure',
        label: `The question asks for ${options.map((m) => MEASURE_NAMES[m]).join(' or ')}; the answer leads with ${MEASURE_NAMES[lead.measure]} (${lead.figure.text})`,
        delta: -0.2,
        cap: 0.44,
        capReason: 'the answer leads with another measure than the one asked',
      });
    }
  }
  return findings;
}

/**
 * "How many cases does customer C-00293 have?" answered with a count of communications: the
 * question counts one kind of record (the data's own entity names), the lead count another.
 */
function countedEntity(
  sources: FitSources,
  stated: readonly { figure: FigureEvidence; measure: Measure }[],
): FitFinding[] {
  if (!sources.dataset) return [];
  const held = DATASET_ENTITIES.filter((name) => sources.dataset!.counts[name] > 0);
  // The last word of the phrase that names a kind of record, a dropped vowel tolerated
  // ("how many custmers r in wales").
  const entity = countedPhrase(sources.question)
    .map((word) =>
      held.find(
        (name) =>
          word === name ||
          `${word}s` === name ||
          isDroppedVowel(word, name) ||
          isDroppedVowel(`${word}s`, name),
      ),
    )
    .filter((name) => name !== undefined)
    .at(-1);
  const lead = stated.find((entry) => entry.measure === 'count');
  if (!entity || !lead) return [];
  const ref = lead.figure.refs[0];
  const call = sources.calls.find((candidate) => candidate.callId === ref?.callId);
  const used = call && isPlainObject(call.input) ? call.input['entity'] : undefined;
  if (typeof used !== 'string' || used === entity) return [];
  return [
    {
      check: 'measure',
      label: `The question counts ${entity}; the answer's count (${lead.figure.text}) is of ${used}`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the count is of other records than asked',
    },
  ];
}

/** Words that end the noun phrase after "how many" ("cases" in "how many CDD cases do we …"). */
const PHRASE_END = new Set(
  'do does did are were is was have has had came come got get in on at for from by with about that which who we our us you your there they per during over since'.split(
    ' ',
  ),
);

/** The noun phrase "how many" counts ("customer due diligence cases"); its head is last. */
function countedPhrase(question: string): string[] {
  const after = /\bhow\s+many\s+(.*)$/is.exec(question)?.[1];
  if (!after) return [];
  const words = after
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  const end = words.findIndex((word) => PHRASE_END.has(word));
  return end < 0 ? words : words.slice(0, end);
}

/** Asked what is typical and answered only with a mean (no median). */
function typicalOnly(options: readonly Measure[], stated: ReadonlySet<Measure>): boolean {
  return (
    options.length === 2 &&
    options.includes('median') &&
    options.includes('average') &&
    stated.has('average') &&
    !stated.has('median')
  );
}

function describe(measures: ReadonlySet<Measure>): string {
  const names = [...measures].map((measure) => MEASURE_NAMES[measure]);
  return names.length ? `only ${names.join(' and ')}` : 'no figure of that kind';
}

function lastKey(path: string): string {
  const inner = path.replace(/^sum\((.*)\)$/, '$1');
  const match = /([A-Za-z_][\w]*)(?:\[\d+\]|\[\*\])?$/.exec(inner);
  return match?.[1] ?? '';
}

function valueOf(figure: FigureEvidence, answer: string): string | number {
  const text = answer.slice(figure.start, figure.end);
  const parsed = Number(text.replace(/[,%\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : text;
}
