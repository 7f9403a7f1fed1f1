import type { FitFinding, FitSources } from './answer-fit';
import { extractFigures } from './answer-figures';
import { askedMeasures, figureMeasure } from './asked-measure';
import type { FigureEvidence } from './events';
import { isFollowUp, stem, tokens } from './question-constraints';
import amountWords from './words/amount-words.json';

/**
 * Plain English words that ask for an amount (a sum of money or of some quantity), not for how
 * many records: "how much did we pay", "total $". "How much of the data" asks for a part of the
 * records, which a count or share answers.
 */
const AMOUNT_ASKED =
  /\bhow\s+much\b(?!\s+(?:of\b|[\p{L}]+er\b|more\b|less\b))|\btotal\s*\$|\$\s*(?:total|amount|value)\b|\bhow\s+far\b/iu;
/**
 * Phrases that ask for an amount even beside a count ("how many were given, and what was their
 * combined value?", "what did they add up to?"): words/amount-words.json.
 */
const AMOUNT_PHRASES = new RegExp(
  `\\b(?:${amountWords.amountPhrases.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`,
  'i',
);
/**
 * "In total", "the total refunded", "altogether": a sum asked. With no count asked beside it a
 * total is of a field's amounts or of the records, so a sum or a count answers it, never a mean.
 */
const TOTAL_ASKED = /\b(?:in\s+total|total|altogether|all\s+together|combined)\b/i;
/** Words that ask for a mean ("on average", "the typical"). */
const MEAN_ASKED = /\b(?:average|avg|mean|median|typical(?:ly)?)\b/i;
/** Words that ask for a figure per record, which a mean answers: "per order", "on average". */
const PER_RECORD = /\b(?:per|each|average|avg|mean|median|typical(?:ly)?|usually)\b/i;
/**
 * Words that ask for an amount when no count is asked beside them: "what did it cost us", "spent",
 * "paid" ("how many customers paid by card" still counts customers).
 */
const AMOUNT_WORDS = new RegExp(
  `\\b(?:${amountWords.spendingVerbs.join('|')})\\b|\\bamount\\b(?!\\s+of\\b)`,
  'i',
);
const COUNT_ASKED = /\bhow\s+many\b|\bnumber\s+of\b|\bcount\b/i;
/**
 * "Did we pay more for A or B", "do they spend less on X": a verb followed straight by more or
 * less and a preposition compares amounts of what the verb does, not a plural noun's count.
 */
const VERB_MORE =
  /\b(?:did|do|does|have|has)\s+(?:we|they|you|i|customers?|people)\s+[\p{L}]{3,}\s+(?:more|less)\s+(?:for|on|to|in|with|than)\b/iu;
/** "Top reason", "most common item": a ranking by how many records, unless a measure is named. */
const COUNT_RANKING =
  /\b(?:top|most\s+(?:common|frequent|popular|usual)|commonest|most\s+often)\b/i;
const NAMED_MEASURE = /\bby\b|\bin\s+terms\s+of\b/i;

/** The question asks for an amount (a sum), from its own words or, for a bare follow-up, the earlier one's. */
export function asksAmount(question: string, previousQuestion?: string): boolean {
  const asks = (text: string): boolean =>
    // "How many returns, and how much did we refund?": the amount is asked beside the count.
    AMOUNT_ASKED.test(text) ||
    AMOUNT_PHRASES.test(text) ||
    ((AMOUNT_WORDS.test(text) || VERB_MORE.test(text)) && !COUNT_ASKED.test(text));
  if (asks(question)) return true;
  return (
    !!previousQuestion &&
    isFollowUp(question) &&
    !askedMeasures(question).length &&
    asks(previousQuestion)
  );
}

/**
 * An amount asked ("how much did we refund", "what cost us the most") and only counts of records
 * stated: a count of the refunded returns is not the money refunded. And a ranking asked as "the
 * top" or "the most common" ranks by how many; a ranking by an average the question never names
 * answers another question.
 */
export function checkAskedAmount(sources: FitSources): FitFinding[] {
  // "Credits over €20": the question's own figures, said back in the answer, state nothing.
  const given = new Set(extractFigures(sources.question).map((figure) => figure.value));
  const measured = sources.figures.filter(
    (figure) => !!figureMeasure(figure) && !given.has(Number(figure.text.replace(/[,\s]/g, ''))),
  );
  const measures = measured.map((figure) => figureMeasure(figure)!);
  if (!measures.length) return [];
  const findings: FitFinding[] = [];
  // "pay on exit appeals hw many": a spending word inside a value the question names ("Pay on
  // exit", a pay method) names that value, not an amount.
  const question = withoutValues(sources.question, sources.constraints);
  if (
    asksAmount(question, sources.previousQuestion) &&
    !namesTheRecords(sources) &&
    measured.every(countsRecords) &&
    !sources.figures.some(readFromSum)
  ) {
    findings.push({
      check: 'measure',
      label: 'The question asks for an amount (how much); the answer states only counts of records',
      delta: -0.25,
      cap: 0.44,
      capReason: 'a count of records is not the amount asked',
      partial: true,
    });
  }
  const asked = askedMeasures(sources.question, sources.dataset).flat();
  const lead = measures[0]!;
  // "How much did we refund in the last 90 days?" answered "the average refund is 9.31": a mean
  // per record, not the amount refunded.
  if (
    (lead === 'average' || lead === 'median') &&
    asksTotal(sources.question, sources.previousQuestion) &&
    !asked.some((measure) => measure === 'average' || measure === 'median') &&
    !sources.figures.some(readFromSum)
  ) {
    findings.push({
      check: 'measure',
      label: `The question asks for a total; the answer leads with ${lead === 'average' ? 'an average' : 'a median'} (${measured[0]!.text}), a figure per record`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'a figure per record is not the total asked',
      partial: true,
    });
  }
  // "Where a refund was paid, how much was it on average?" answered "The total refund is 2467.5
  // … The average refund is 4.528": a sum of the field leads where only its mean is asked.
  const leadFigure = sources.figures.find(
    (figure) =>
      figure.status !== 'unsupported' &&
      figure.kind !== 'date' &&
      figure.kind !== 'month' &&
      figure.kind !== 'id' &&
      !countsRecords(figure) &&
      !given.has(Number(figure.text.replace(/[,\s]/g, ''))),
  );
  if (
    leadFigure &&
    readFromSum(leadFigure) &&
    MEAN_ASKED.test(sources.question) &&
    !TOTAL_ASKED.test(sources.question) &&
    asked.every((measure) => measure === 'average' || measure === 'median' || measure === 'count')
  ) {
    findings.push({
      check: 'measure',
      label: `The question asks for an average; the answer leads with a total (${leadFigure.text})`,
      delta: -0.2,
      cap: 0.6,
      capReason: 'the answer leads with another measure than the one asked',
    });
  }
  if (
    COUNT_RANKING.test(sources.question) &&
    !NAMED_MEASURE.test(sources.question) &&
    !asked.some((measure) => measure !== 'count') &&
    (lead === 'average' || lead === 'median')
  ) {
    findings.push({
      check: 'measure',
      label: `The question asks for the top or most common, a ranking by count; the answer ranks by ${lead === 'average' ? 'an average' : 'a median'} the question does not name`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the ranking is by another measure than asked',
    });
  }
  return findings;
}

/** The question with the values it names blanked out. */
function withoutValues(question: string, constraints: FitSources['constraints']): string {
  let text = question;
  for (const constraint of constraints) {
    if (constraint.kind !== 'value' || constraint.value.length < 3) continue;
    const escaped = constraint.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`\\b${escaped}\\b`, 'gi'), ' ');
  }
  return text;
}

/**
 * "How much feedback came in?": after "how much", the noun the data set's own name gives its
 * records (a mass noun: feedback, mail, correspondence), when no number field is named by it. The
 * records are the amount, so their count states it.
 */
function namesTheRecords(sources: FitSources): boolean {
  const noun = /\bhow\s+much\s+([\p{L}]+)/iu.exec(sources.question)?.[1];
  const dataset = sources.dataset;
  if (!noun || !dataset) return false;
  const word = stem(noun.toLowerCase());
  if (!tokens(dataset.name).map(stem).includes(word)) return false;
  return !dataset.fields.some(
    (field) =>
      field.type === 'number' &&
      [field.name.replace(/[_-]/g, ' '), field.label ?? '', ...(field.synonyms ?? [])].some(
        (name) => tokens(name).map(stem).includes(word),
      ),
  );
}

/** A total asked ("how much did we pay", "in total") and no figure per record. */
function asksTotal(question: string, previousQuestion: string | undefined): boolean {
  if (PER_RECORD.test(question)) return false;
  if (TOTAL_ASKED.test(question)) return true;
  // A bare follow-up ("what about for window chips?") keeps the earlier question's reading: after
  // "what was the average repair cost?" it asks that average again, not a total.
  if (
    previousQuestion &&
    isFollowUp(question) &&
    !askedMeasures(question).length &&
    PER_RECORD.test(previousQuestion)
  ) {
    return false;
  }
  return asksAmount(question, previousQuestion);
}

/** Tool result keys that hold how many records matched, not a value of a record's field. */
const RECORD_COUNT_KEY = /(?:^|[.\]])(?:count|matched|rowCount|n|total)(?:\[\d+\]|\[\*\])?\)?$/;

/** A figure read as how many records there are (a field's own value, like a price, is not). */
function countsRecords(figure: FigureEvidence): boolean {
  if (figureMeasure(figure) !== 'count') return false;
  const path = figure.refs[0]?.path ?? '';
  return RECORD_COUNT_KEY.test(path);
}

/**
 * A figure read from a sum of a field (`sum`, `sumRefund_amount`, `sum_price`): the amount asked,
 * whatever the key's other words. A column total of counts (`sum(days[*].total)`) is not one.
 */
function readFromSum(figure: FigureEvidence): boolean {
  if (figure.status === 'unsupported') return false;
  return figure.refs.some((ref) => {
    if (ref.path.startsWith('sum(')) return false;
    const key = ref.path.slice(Math.max(ref.path.lastIndexOf('.'), ref.path.lastIndexOf(']')) + 1);
    return /^sum(?![a-z])/.test(key);
  });
}
