import type { DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { HEAVIEST_VOLUME, LIGHTEST_VOLUME } from './everyday-verbs';
import groupingWords from './grouping-words.json';
import { fieldWords } from './question-measure';
import type { Grouping, Measure, QuestionPlan } from './question-plan';
import { rankingVerbDirection } from './ranking-verbs';
import { MANY_OWN_VALUES, nearlyUnique, OWN_VALUE_SHARE } from './near-unique';
import { namesTheRecords } from './unknown-words';
import { HIGH_MOOD, LEAST, LOW_MOOD, MOST, TIME_GRAINS } from './question-words';
import { type FieldTerm, type TermMatch, type Token, type Vocabulary, words } from './vocabulary';

/** The grouping and ranking a question asks: by a field or a time grain, most or least, top N. */

export const GROUP_LEAD = new RegExp(`\\b(${groupingWords.groupLeads.join('|')})\\b`);

/** A lead word, then a verb before the field ("what rating do renters …"). */
const SUBJECT_AFTER_VERB =
  /\b(?:what|whats|which)\b.*\b(?:do|does|did|is|are|was|were|have|has|had)$/i;
/** "of every type", "across all branches": the groups taken together. */
const EVERY_GROUP = /\b(?:of|across|in|from|over)\s+(?:every|all(?:\s+the)?)$/i;
/** "Cases of every type", "issues of all kinds": the kinds taken together. */
const EVERY_KIND = /\b(?:of|across)\s+(?:every|all)\s+(?:the\s+)?(?:types?|kinds?|sorts?)\b/i;
/** Words that ask for the groups one by one. */
const GROUPING_CUE = new RegExp(`\\b(${groupingWords.groupingCues.join('|')})\\b`, 'i');

/** "Rank the halls by …", "order products by …", "list depots by …": the groups put in order. */
export const RANKING_VERB = new RegExp(`\\b(${groupingWords.rankingVerbs.join('|')})\\b`, 'i');

/** A verb that lists the groups it names, then what it names them by ("list the", "show me"). */
const LISTING_LEAD = /\b(?:list|name|show|give|tell)(?:\s+me)?(?:\s+(?:the|all|our|every))?$/i;

/** "Rank G by X": every group in order of X, unless a number of them is said. */
export function rankingSaid(text: string): boolean {
  return /\b(rank|order|sort|list|arrange)(?:ed)?\s+(?:\w+\s+){0,3}?by\b/i.test(text);
}

/**
 * A field whose values name one record's own (a passenger, a container, a reference): the
 * customer field, or one with nearly as many values as records hold it.
 */
export function entityLike(field: DatasetField): boolean {
  if (field.role === 'customer' || field.role === 'id') return true;
  return field.distinct >= MANY_OWN_VALUES && nearlyUnique(field, OWN_VALUE_SHARE);
}

/** Words after doers that describe them ("riders on an airport trip", "patrons at South Hall"). */
const DESCRIBING_AFTER = new RegExp(`^(?:${groupingWords.describingAfter.join('|')})$`, 'i');

/**
 * Whether a question asks one figure per entity of an entity-like field: "per rider", "each
 * patient", "which member …", "top 5 passengers", "by container" said right before the field's
 * words (not "by premium riders", "by members on Off-Peak Flex": the records' doers described), or
 * a ranking of them ("who raised the most").
 */
function perEntityAsked(tokens: readonly Token[], start: number, end: number, lower: string) {
  if (MOST.test(lower) || LEAST.test(lower)) return true;
  const lead = tokens[start - 1]?.raw.toLowerCase() ?? '';
  const twoBack = tokens[start - 2]?.raw.toLowerCase() ?? '';
  if (/^(?:per|each|every|which|what|whats)$/.test(lead)) return true;
  if (twoBack === 'top' && /^(?:\d+|two|three|four|five|ten)$/.test(lead)) return true;
  if (lead !== 'by') return false;
  // "What share of them were raised by passengers": a share among the records, not one per doer.
  if (/\b(?:share|percent|percentage|proportion|fraction|rate)\b/.test(lower)) return false;
  return !DESCRIBING_AFTER.test(tokens[end]?.raw ?? '');
}

export function groupingOf(
  text: string,
  tokens: Token[],
  fieldMatches: TermMatch<FieldTerm>[],
  measureField: string | undefined,
  vocabulary: Vocabulary,
  entity: DatasetEntity,
): Grouping | undefined {
  const lower = text.toLowerCase();
  // The field of the measured entity said with the same words ("reason" of cases, not of messages).
  const onEntityField = (match: TermMatch<FieldTerm>): DatasetField | undefined => {
    if (match.term.field.entity === entity) return match.term.field;
    const same = vocabulary.fields.find(
      (term) => term.field.entity === entity && term.words.join(' ') === match.term.words.join(' '),
    );
    return same?.field;
  };
  const grain =
    /\b(?:which|what|by|per|each|every|busiest|quietest|worst|best|top \d+|on which|in which)\s+(?:\w+\s+)?(day|date|week|month)s?\b(?!\s+(?:to|until|till|taken|spent|waited|waiting|open|outstanding|late|overdue)\b)|\b(daily|weekly|monthly)\b|\bwhen\b.*\b(peak|spiked?|most|highest|lowest|busiest|quietest|went down|dropped|crash(?:ed)?|outage)\b|\b(?:month|week|day) by (?:month|week|day)\b|\b(?:change[ds]?|trend(?:ed|s)?|evolve[ds]?|develop(?:ed)?)\b.*\bover (?:the |this )?(year|time)\b/.exec(
      lower,
    );
  // "What share of issues … in each hall": a field said right after "each", "per" or "by" is the
  // grouping before one said after "what".
  const strongLead = (match: TermMatch<FieldTerm>) =>
    /^(by|per|each)$/i.test(tokens[match.start - 1]?.raw ?? '');
  // "Among the guests who queued …, which topic comes up most": the field asked by "which" or
  // "what" is the grouping before the records' doers described earlier.
  const askedLead = (match: TermMatch<FieldTerm>) =>
    !strongLead(match) && /^(which|what|whats)$/i.test(tokens[match.start - 1]?.raw ?? '');
  const ordered = [
    ...fieldMatches.filter(strongLead),
    ...fieldMatches.filter(askedLead),
    ...fieldMatches.filter((match) => !strongLead(match) && !askedLead(match)),
  ];
  for (const match of ordered) {
    const field = onEntityField(match);
    if (!field) continue;
    if (field.name === measureField || field.role === 'sentiment' || field.type === 'number')
      continue;
    // A date of each record ("slowest to get closed" of a closing date) is no set of groups; a
    // period's grain groups by time.
    if (['id', 'text', 'time'].includes(field.role) || field.type === 'boolean') continue;
    if (field.type === 'date') continue;
    const before = tokens
      .slice(Math.max(0, match.start - 3), match.start)
      .map((token) => token.raw)
      .join(' ');
    const after = tokens
      .slice(match.end, match.end + 1)
      .map((token) => token.raw)
      .join(' ');
    // "by number of disputes": "number of" counts the records; a field a data set calls "number"
    // (a phone number) is not the grouping.
    if (
      after.toLowerCase() === 'of' &&
      match.end - match.start === 1 &&
      /^(?:number|count|total|amount)$/i.test(tokens[match.start]?.raw ?? '')
    )
      continue;
    // "what share of guests": the records measured, not a grouping by "guest type" (the field's
    // label, or the longer name the words matched, as "complaints" of "complaint type" for a field
    // labelled "issue").
    const partOfName =
      match.end - match.start < words(fieldWords(field)).length ||
      match.end - match.start < match.term.words.length;
    const ofRecords =
      /\b(share|percent|percentage|proportion|fraction) of( the| all)?$/i.test(before) &&
      partOfName;
    if (ofRecords) continue;
    // "avg payout per claim" of claims with a "claim status" field: each record, the noun the data
    // set calls its records by, said alone after "per"/"each", is no grouping by the longer field.
    const perRecord =
      /^(?:per|each|every|a|an)$/i.test(tokens[match.start - 1]?.raw ?? '') &&
      match.end - match.start < words(fieldWords(field)).length &&
      namesTheRecords(vocabulary, tokens[match.start]?.raw ?? '');
    if (perRecord) continue;
    // "Who chaired the most appeals" of a "ground of appeal" field: the records counted, not it.
    const countedAfterSuperlative =
      /^(?:most|least|fewest)$/i.test(tokens[match.start - 1]?.raw ?? '') && partOfName;
    if (countedAfterSuperlative) continue;
    // "What rating do renters give": the field after a verb is who acts, not the grouping asked.
    if (SUBJECT_AFTER_VERB.test(before) && !/\b(by|per|each|every)\b/i.test(before)) continue;
    // "Across all cases of every type, what proportion …": every group together, not each.
    if ((EVERY_GROUP.test(before) || EVERY_KIND.test(lower)) && !GROUPING_CUE.test(lower)) continue;
    // "List the three halls with the most refunds": a count of groups, then a superlative.
    const countedGroups =
      /\b(?:\d+|two|three|four|five|ten)$/i.test(before) &&
      (MOST.test(lower) || LEAST.test(lower)) &&
      !/^(?:days?|weeks?|months?|years?|hours?|minutes?)$/i.test(tokens[match.start]?.raw ?? '');
    // "List the districts with the most requests", "name the agents that handled the fewest":
    // the groups a listing verb names, then a superlative.
    const listedGroups =
      LISTING_LEAD.test(before) &&
      /^(?:with|that|having|whose|which|who|where)$/i.test(after) &&
      (MOST.test(lower) || LEAST.test(lower));
    // "How many reports were raised by passengers who hold an elite tier": the doers described
    // by what follows ("who", "that", "with") are the records' own, no grouping by them.
    const describedDoers =
      /\bby$/i.test(before) &&
      /^(?:who|whom|that|whose|with|holding|having)$/i.test(after) &&
      !MOST.test(lower) &&
      !LEAST.test(lower);
    if (describedDoers) continue;
    if (entityLike(field) && !perEntityAsked(tokens, match.start, match.end, lower)) continue;
    // "Who is the rider with the most lost item messages?", "the depot that had the fewest":
    // the one a superlative picks out among the groups.
    const pickedBySuperlative =
      /^the$/i.test(tokens[match.start - 1]?.raw ?? '') &&
      /^(?:with|that|who|having|whose)\s+(?:(?:has|had|have|got|gets|raised|sent|made|filed|lodged|logged|received|saw)\s+)?(?:the\s+)?(?:most|fewest|least|highest|lowest|biggest|largest)\b/i.test(
        tokens
          .slice(match.end, match.end + 4)
          .map((token) => token.raw)
          .join(' '),
      );
    if (
      GROUP_LEAD.test(before) ||
      countedGroups ||
      listedGroups ||
      pickedBySuperlative ||
      /^(breakdown|split|ranking|mix)$/.test(after) ||
      (RANKING_VERB.test(before) && after.toLowerCase() === 'by')
    ) {
      // "In which month did we log the most complaints": the period asked is the grouping; the
      // records said after "the most" are what is counted in it.
      if (grain?.[1] && !/\b(by|per|each|every|which|what|across|among|between)\b/.test(before))
        continue;
      return { field: field.name, label: fieldWords(field) };
    }
  }
  if (grain && entity !== 'customers') {
    const word =
      grain[1] ??
      grain[2] ??
      (/\bmonth by month\b|\bover (?:the |this )?(year|time)\b/.test(lower) ? 'month' : 'day');
    return TIME_GRAINS[word] ?? TIME_GRAINS['day'];
  }
  return undefined;
}

export const SMALL_NUMBERS: Record<string, number> = {
  three: 3,
  five: 5,
  ten: 10,
  two: 2,
  four: 4,
};

/**
 * "What is Riverside's top product line?", "what was their top reason": one value at the top, said
 * as a singular noun after "is/was the top" or a possessive ("the top reasons" lists several).
 */
function oneAtTheTop(text: string): boolean {
  const top =
    /(?:\b(?:is|was)\b|['’]s\b)[^?.!]*?\btop\s+((?:[a-z]+\s+){0,2}?[a-z]+)(?=\s*[?.!,;]|\s*$|\s+(?:for|in|of|at|on|by|from|among|across|during|with|this|last)\b)/iu.exec(
      text,
    );
  if (!top || /\b(?:are|were)\b/i.test(text.slice(0, top.index))) return false;
  return !/[^s]s$/i.test(top[1]!.split(/\s+/).at(-1)!);
}

export function limitOf(text: string): number {
  const match =
    /\b(?:top|bottom|first)\s+(\d+|two|three|four|five|ten)\b|\b(\d+|two|three|four|five|ten)\s+(?:most|least|highest|lowest|biggest|largest|busiest|worst|best)\b/i.exec(
      text,
    ) ??
    // "the three halls with the most refunds": a number of groups, then what ranks them.
    /\b(?:the|list|name|show|give)\s+(\d+|two|three|four|five|ten)\s+(?:[a-z]+\s+){1,3}?(?:with|that|which|who|having)\s+(?:had\s+|have\s+|has\s+|got\s+|get\s+)?(?:the\s+)?(?:most|least|fewest|highest|lowest|biggest|largest|greatest|smallest)\b/i.exec(
      text,
    );
  const word = match?.[1] ?? match?.[2];
  if (!word) return /\b(top|bottom)\b/i.test(text) && !oneAtTheTop(text) ? 5 : 1;
  return Math.min(50, SMALL_NUMBERS[word.toLowerCase()] ?? Number(word));
}

/** Words that say something happened on a day: an outage, a spike, a dip. */
export const EVENT_WORDS =
  /\b(went|go(?:es)?|was|were|is|are) (down|offline|out)\b|\b(outages?|broke(?:n)?|crash(?:ed|es)?|fail(?:ed|ure)|incidents?|disruptions?|spike[ds]?|surge[ds]?|peak(?:ed)?|unusual|anomal\w*|happened|went wrong|dip(?:ped)?|dropp?(?:ed)?|plunge[ds]?|slump(?:ed)?)\b/;

/** A fall said of the series itself: the lowest day is asked. */
export const FALL_WORDS = /\b(dip(?:ped)?|dropp?(?:ed)?|plunge[ds]?|slump(?:ed)?|quiet(?:est)?)\b/;

/** "Sentiment went down": for a measure other than a count, a fall. */
export const DOWN_WORDS = /\b(went|go(?:es)?) down\b/;

/** Most or least: "worst" and "most negative" sentiment are the lowest values. */
export function rankOf(
  text: string,
  grouping: Grouping | undefined,
  measure: Measure,
): QuestionPlan['rank'] {
  if (!grouping) return undefined;
  const lower = text.toLowerCase();
  const sentimentLike =
    measure.kind === 'average' && /sentiment|score|rating|mood/i.test(measure.label);
  let direction: 'asc' | 'desc' | undefined;
  if (
    sentimentLike &&
    (/\b(worst|most negative|lowest|least positive|unhappiest|angriest)\b/.test(lower) ||
      LOW_MOOD.test(lower))
  )
    direction = 'asc';
  else if (
    sentimentLike &&
    (/\b(best|most positive|highest|happiest|least negative)\b/.test(lower) ||
      HIGH_MOOD.test(lower))
  )
    direction = 'desc';
  else if (MOST.test(lower) || HEAVIEST_VOLUME.test(lower)) direction = 'desc';
  // "the worst customer service" counted: the most of it; "the best": the fewest.
  else if (measure.kind === 'count' && /\bworst\b/.test(lower)) direction = 'desc';
  else if (measure.kind === 'count' && /\bbest\b/.test(lower)) direction = 'asc';
  else if (LEAST.test(lower) || LIGHTEST_VOLUME.test(lower)) direction = 'asc';
  // "Our phone lines went down in August: which day was it?": an event on one day of a daily
  // series is the day that stands out, the peak of a count (or the dip, when a fall is said).
  else if (grouping.time && /\b(which|what|when)\b/.test(lower) && EVENT_WORDS.test(lower)) {
    direction =
      FALL_WORDS.test(lower) || (measure.kind !== 'count' && DOWN_WORDS.test(lower))
        ? 'asc'
        : 'desc';
  }
  // "Which depot tops the list", "which plan lags", "which site earns the best rating": a ranking
  // verb or idiom, the best of a wait the shortest.
  if (!direction) direction = rankingVerbDirection(lower, measure);
  // "Rank the halls by wait": every hall, the most first unless the order is said.
  const ranking = rankingSaid(lower);
  if (!direction && ranking) direction = 'desc';
  if (!direction) return undefined;
  // "the second most common", not "the second half" or "the third quarter" (periods).
  const ordinal =
    /\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\b(?!\s+(?:half|quarter|week|month|day|year)\b)/.exec(
      lower,
    )?.[1];
  const position = ordinal
    ? { second: 2, third: 3, fourth: 4, fifth: 5, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 }[ordinal]
    : undefined;
  const limit =
    ranking && !/\b(?:top|bottom|first)\s+(\d+|two|three|four|five|ten)\b/.test(lower)
      ? 50
      : limitOf(lower);
  return { direction, limit, ...(position ? { position } : {}) };
}
