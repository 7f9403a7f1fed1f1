import type { FitFinding, FitSources } from './answer-fit';
import { splitAsks } from './ask-scope';
import type { DataDictionary, DatasetField } from './dataset';
import { stem, tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** The previous question ranked and asked for one winner: "which queue … the most". */
const ASKS_WHICH = /\b(?:which|what)\b/i;
const RANKS =
  /\b(?:most|least|highest|lowest|top|busiest|quietest|biggest|largest|smallest|fewest|best|worst)\b/i;
/** "The top 5", "the three busiest": several winners, which "its" cannot point to. */
const SEVERAL = /\b(?:top|the)\s+(?:\d+|two|three|four|five|ten)\b/i;
const VALUE_OPS = new Set(['eq', 'in']);
/** Words a column header adds to what it names ("Branch Name", "Site ID", "Route Code"). */
const NAMING_WORDS = new Set(['name', 'id', 'code']);
/** Words that point back at what the previous answer named. */
const POINTS_BACK = new Set(['its', 'it', 'them', 'those', 'these', 'their', 'they']);

/**
 * "Which queue handles the most tickets?" then "What is its average time to resolve?": "its"
 * points back at the queue the first answer named, so the figure must be of that queue. An answer
 * whose calls kept no value at all (every record, or only a period) states the average of all
 * records as if it were the winner's.
 */
export function checkWinnerReference(sources: FitSources): FitFinding[] {
  const previous = sources.previousQuestion;
  if (!previous || !ASKS_WHICH.test(previous) || !RANKS.test(previous)) return [];
  if (SEVERAL.test(previous)) return [];
  const words = tokens(sources.question);
  if (!sources.calls.length) return [];
  // "Which airline had the most negative tweets?" then "What was the main reason behind them?":
  // the winner is a value of the field the ranking was by, which a call must keep (or group by).
  const ranked = rankedField(previous, sources.dataset);
  if (ranked && (words.some((word) => POINTS_BACK.has(word)) || pointsThere(words))) {
    if (sources.calls.some((call) => keepsField(call.input, ranked.name))) return [];
    return [
      {
        check: 'filter',
        label: `The question points back at the ${ranked.label ?? ranked.name} the previous ranking named; no call kept the records to it, so the figures are of every ${ranked.label ?? ranked.name}`,
        delta: -0.25,
        cap: 0.44,
        capReason: 'the figures are not of the record the question points back to',
        partial: true,
      },
    ];
  }
  if (!words.includes('its')) return [];
  if (sources.calls.some(keepsValue)) return [];
  return [
    {
      check: 'filter',
      label:
        'The question asks about the winner of the previous ranking ("its"); no call kept the records to it, so the figures are of all records',
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figures are not of the record the question points back to',
      partial: true,
    },
  ];
}

/** Forms of "be": "there" beside one says something exists ("are there", "there were"). */
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 's', 're']);

/**
 * "What's the most common subject there?": "there" as a place, the winner the previous answer
 * named; "how many are there", "there were …" only say that records exist.
 */
function pointsThere(words: readonly string[]): boolean {
  return words.some(
    (word, index) =>
      word === 'there' &&
      !BE_FORMS.has(words[index - 1] ?? '') &&
      !BE_FORMS.has(words[index + 1] ?? ''),
  );
}

/** Where one ask ends and the next begins: a comma, a semicolon, a question mark or "and". */
const JOINT = /[,;?]|\s(?:and|&|n|plus|also)\s/i;
/** "That airline", "the same depot", "this site": a word by which an ask names one thing again. */
const NAMES_AGAIN = /\b(?:that|this|the\s+same|said)\s+((?:[\p{L}-]+\s+){0,1}[\p{L}-]+)/giu;

/**
 * "Which airline had the most Lost Luggage tweets, and how many negative tweets did that airline
 * get in total?": the second ask is about the winner of the first ("that airline", "its", "they"),
 * so a figure of it must keep the records to the field the first ask ranked by. An answer whose
 * other calls kept no value of that field (724 negative Lost Luggage tweets of every airline)
 * states another scope's figure as the winner's. A call grouped by the field serves both asks.
 */
export function checkAskWinner(sources: FitSources): FitFinding[] {
  if (!sources.calls.length) return [];
  const [first, ...rest] = winnerAsks(sources.question);
  if (!first || !rest.length || !ASKS_WHICH.test(first) || SEVERAL.test(first)) return [];
  const ranked = rankedField(first, sources.dataset);
  if (!ranked) return [];
  const fieldWords = new Set(
    [splitName(ranked.name), ranked.label ?? '', ...(ranked.synonyms ?? [])].flatMap((name) =>
      tokens(name).map(stem),
    ),
  );
  const pointsAtWinner = rest.some(
    (ask) =>
      tokens(ask).some((word) => POINTS_BACK.has(word)) ||
      [...ask.matchAll(NAMES_AGAIN)].some((match) =>
        tokens(match[1]!).some((word) => fieldWords.has(stem(word))),
      ),
  );
  if (!pointsAtWinner) return [];
  // The calls beyond the ranking: each must keep the field (its winner) to be of the winner.
  const others = sources.calls.filter((call) => !groupsBy(call.input, ranked.name));
  if (!others.length || others.some((call) => keepsField(call.input, ranked.name))) return [];
  const name = ranked.label ?? ranked.name;
  return [
    {
      check: 'filter',
      label: `The second ask is about the ${name} the first ask ranks highest; no other call kept the records to that ${name}, so its figure is of every ${name}`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figures are not of the record the question points back to',
      partial: true,
    },
  ];
}

/**
 * The ranking ask and what follows it: the asks as splitAsks reads them, or else the question cut
 * at the first joint after its ranking word ("… the most screenings and whats its average wait").
 */
function winnerAsks(question: string): string[] {
  const asks = splitAsks(question).map((ask) => ask.text);
  if (asks.length >= 2) return RANKS.test(asks[0]!) ? asks : [];
  const ranking = RANKS.exec(question);
  if (!ranking) return [];
  const joint = JOINT.exec(question.slice(ranking.index));
  if (!joint) return [];
  const at = ranking.index + joint.index;
  return [question.slice(0, at), question.slice(at)];
}

function splitName(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}

function groupsBy(input: unknown, field: string): boolean {
  return (
    isPlainObject(input) && Array.isArray(input['groupBy']) && input['groupBy'].includes(field)
  );
}

/**
 * The category field a "which …" question ranks by: the one whose name or label is said in the
 * few words after "which" or "what" ("which airline", "what support site").
 */
function rankedField(
  question: string,
  dataset: DataDictionary | undefined,
): DatasetField | undefined {
  const after = /\b(?:which|what)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(question)?.[1];
  if (!after || !dataset) return undefined;
  const said = new Set(tokens(after).map(stem));
  const named = dataset.fields.filter(
    (field) =>
      field.type === 'category' &&
      field.filled > 0 &&
      [splitName(field.name), field.label ?? '', ...(field.synonyms ?? [])].some((name) => {
        // "Branch Name", "Site ID": a header's naming word is not said ("which branch").
        const wanted = tokens(name)
          .filter((word, index, all) => index === 0 || !NAMING_WORDS.has(word) || all.length < 2)
          .map(stem);
        return wanted.length > 0 && wanted.every((word) => said.has(word));
      }),
  );
  // One field kept by several entities ("category" of messages and of cases) is one field.
  return new Set(named.map((field) => field.name)).size === 1 ? named[0] : undefined;
}

/** A call that kept one or more values of the field, or grouped by it (the winner is a row). */
function keepsField(input: unknown, field: string): boolean {
  if (!isPlainObject(input)) return true;
  const groupBy = Array.isArray(input['groupBy']) ? input['groupBy'] : [];
  if (groupBy.includes(field)) return true;
  const filters = Array.isArray(input['filters']) ? input['filters'] : [];
  if (
    filters.some(
      (filter) =>
        isPlainObject(filter) && filter['field'] === field && VALUE_OPS.has(String(filter['op'])),
    )
  ) {
    return true;
  }
  // Tools other than a query take their scope as named inputs ("airline": "United").
  return typeof input[field] === 'string' && (input[field] as string).length > 0;
}

/** A call that kept the records to some value, or grouped them (the winner is then a row). */
function keepsValue(call: { input: unknown }): boolean {
  const input = call.input;
  if (!isPlainObject(input)) return true;
  const filters = Array.isArray(input['filters']) ? input['filters'] : [];
  const groupBy = Array.isArray(input['groupBy']) ? input['groupBy'] : [];
  if (groupBy.length) return true;
  if (filters.some((filter) => isPlainObject(filter) && VALUE_OPS.has(String(filter['op'])))) {
    return true;
  }
  // Tools other than a query take their scope as named inputs ("channel": "phone", an id).
  return Object.entries(input).some(
    ([key, value]) =>
      !['entity', 'filters', 'metrics', 'groupBy', 'order', 'limit', 'from', 'to'].includes(key) &&
      typeof value === 'string' &&
      value.length > 0,
  );
}
