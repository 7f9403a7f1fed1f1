import type { Grouping } from './question-plan';
import questionWords from './question-words.json';

/**
 * The words of questions the parser reads by pattern: measures, rankings, moods, comparisons and
 * references to the previous turn.
 */

export const SENTIMENT_SUPERLATIVE =
  /\b(angriest|unhappiest|most (negative|positive|upset|angry)|harshest|happiest|nicest|kindest)\b/i;

/** Words people use for the records themselves; the answer speaks of them the same way. */
export const RECORD_NOUNS =
  /\b(tweets?|posts?|messages?|reviews?|comments?|tickets?|mentions?|conversations?|interactions?)\b/i;

export const MEASURE_WORDS = new Set([
  'rate',
  'rates',
  'share',
  'average',
  'mean',
  'percentage',
  'ratio',
]);

/**
 * "how many", "how much", "the total": an amount asked (question-words.json); said of the records
 * themselves it is their count.
 */
export const AMOUNT_ASKED = new RegExp(`\\b(?:${questionWords.amountAsked.join('|')})\\b`, 'i');

/** "how many", "the number of", "give both counts": a count of records asked. */
export const COUNT_WORDS = /\b(how many|number of|counts?|volume|tally)\b/i;

export const SHARE_WORDS =
  /\b(share|percent(age)?|proportion|fraction|ratio|rate|how often|what part|proportion(al|ate)ly)\b|%/i;

export const AVERAGE_WORDS = /\b(average|mean|avg)\b/i;

export const MEDIAN_WORDS = /\bmedian\b/i;

/** "typically", "usually": the middle value, a median, when the tools can compute one. */
export const TYPICAL_WORDS = /\b(typical(ly)?|usual(ly)?|normally|median)\b/i;

export const SUM_WORDS = /\b(total|sum)\s+(of\s+)?(the\s+)?(?!number|count)/i;

/** "how many nights in total", "in all", "altogether": a sum of the number, unless averaged. */
export const IN_TOTAL = /\b(in total|in all|altogether)\b/i;

/** A superlative that ranks; "the most recent 30 days" is a period, not a ranking. */
export const MOST =
  /#1\b|\bnumber one\b|\b(main|primary|leading|chief|most(?!\s+recent(?:ly)?\b)|highest|top|biggest|largest|greatest|maximum|max|peak(ed)?|spiked?|busiest|longest|slowest|commonest)\b/i;

export const LEAST =
  /\b(least|lowest|fewest|smallest|minimum|min|quietest|bottom|shortest|fastest|quickest|rarest)\b/i;

export const WHY =
  /\b(why|what (drove|drives|caused|causes|explains?|is behind|was behind)|reasons? behind|reasons? for the (rise|drop|fall|increase|decrease|spike|change|dip|jump)|(?<!\b(?:which|what|each|every|per|by|a|one)\s+)driv(er|ers|ing)|cause of)\b/i;

/**
 * "more negative tweets", "fewer positive reviews": records with that sentiment label, counted;
 * "more negative (than …)" on its own is the average sentiment.
 */
export const LABEL_COUNTED =
  /\b(?:more|fewer|less|most|fewest|least|many|number of)\s+(?:negative|positive|neutral)\s+(?!(?:than|this|is|was|as|across|overall|always|lately|on|in|for|at|among|by|during|of|over|since|compared|versus|vs)\b)(?:[a-z]+s|feedback|tweet|post|message|review|comment|ticket|call|email|chat|letter)\b/i;

/** A low mood said as a superlative ("gloomiest", "most miserable"): the lowest sentiment. */
export const LOW_MOOD =
  /\b(gloomiest|grimmest|bleakest|darkest|saddest|unhappiest|angriest|grumpiest|most\s+(?:negative|miserable|upset|frustrated|hostile|critical|unhappy|annoyed|angry|sour|pessimistic)|least\s+(?:positive|happy|satisfied|cheerful)|lowest\s+(?:average\s+)?(?:sentiment|mood)|worst\s+(?:average\s+)?(?:sentiment|mood))\b/i;
/** A high mood said as a superlative ("cheeriest", "least gloomy"): the highest sentiment. */
export const HIGH_MOOD =
  /\b(happiest|cheeriest|brightest|sunniest|rosiest|friendliest|most\s+(?:positive|cheerful|upbeat|satisfied|happy|pleased|optimistic|glowing)|least\s+(?:negative|angry|unhappy|gloomy)|highest\s+(?:average\s+)?(?:sentiment|mood)|best\s+(?:average\s+)?(?:sentiment|mood))\b/i;

/** Words of mood: a question that uses them about groups asks for their average sentiment. */
export const MOOD =
  /\b(happ(y|ier|iest)|unhapp(y|ier|iest)|angr(y|ier|iest)|sad(der|dest)?|upset|(dis)?satisfied|frustrat\w*|mood\w*|tone|feel(s|ing)?|grump(y|ier)|cheerful|pleased|annoyed)\b/i;

export const WORSE =
  /\b(got|get|gets|getting|became|become|grew|turned)\s+(worse|more negative(?!\s+(?:[a-z]+s|feedback)\b))|\bworsen|\bdeteriorat|\bdecline|\bdrop|\bfell\b|\bdip\b/i;

export const BETTER =
  /\b(got|get|gets|getting|became|become|turned)\s+(better|more positive)|\bimprov/i;

export const EXAMPLES =
  /\b(examples?|show me|list|quote|samples?|what (did|do) (they|customers|people|users) (say|write|wrote|said)|what .* (say|said|saying|write|writing) about|read)\b/i;

export const TOPIC_LEAD =
  /\b(?:(?:say(?:ing)?|said|writ(?:e|ing)|wrote|talk(?:ing)?|complain(?:ing)?|mention(?:ing|s)?|tweet(?:ing)?)\s+about|(?:mention(?:ing|s|ed)?|contain(?:ing|s|ed)?|us(?:e|ed|ing))\s+the\s+(?:word|words|term|phrase))\s+(.+?)[?.!]*$/i;

export const ELLIPTICAL =
  /^\s*(and|what about|how about|same (for|in)|(the )?same (question|thing|again)\b|now|then|also|ok(ay)?,?|compare (that|this|it|them)|and for|but)\b|^\s*(is|was|are|were|how is|how was) (that|this|it)\b|\b(than|as) (that|this|it)\b|\b(break|split) (that|this|it|them|those|these)\b|\b(those|these|them|their|they|that period|the same)\b|\b(of|for|about|in|on|with|from) (that|this|it|its)\b|\bits\b|\bdoes (that|this|it)\b|\b(that|this|it) compares?\b|\b(that|this) \w+\?*$/i;

export const TIME_GRAINS: Record<string, Grouping> = {
  day: { field: 'day', label: 'day', time: true },
  date: { field: 'day', label: 'day', time: true },
  daily: { field: 'day', label: 'day', time: true },
  week: { field: 'week', label: 'week', time: true },
  weekly: { field: 'week', label: 'week', time: true },
  month: { field: 'month', label: 'month', time: true },
  monthly: { field: 'month', label: 'month', time: true },
};

/**
 * Ids as data sets write them: `M-000123`, `K-00012`, in several parts (`CL/25/004512`,
 * `TK-2025-00731`, `PTS.25.01204`, or with a check letter last: `APL-24-0105-B`), letters run into
 * five or more digits (`AC65398`), letters run into a few digits then a part of five or more
 * digits or a part with a check letter after a slash (`BN25-006111/K`), letters then a code of capitals and at least three digits
 * (`RD-542E48`, a hexadecimal reference), a year or number first then letters then digits
 * (`25-FX-001013`, `2025/INC/0042`), letters, a space, then digits in two parts (`RXQ 2024-0103`),
 * or long numbers (a post's id). Four digits after letters (`FY2025`) or a part of one digit is
 * no id.
 */
export const ID_PATTERN =
  /\b([A-Z]{1,4}(?:[-/.]\d{2,}){1,3}(?<=\d{3})(?:[-/][A-Z](?=\b))?(?![-/.]?\w)|[A-Z]{1,4}\d{1,4}[-/.](?:\d{5,}|\d{3,}(?=[-/][A-Z]\b))(?:[-/][A-Z](?=\b))?(?![-/.]?\w)|[A-Z]{1,4}-(?=(?:[A-Z]*\d){3})[A-Z\d]{5,10}(?![-/.]?\w)|\d{2,4}([-/.])[A-Z]{1,4}\2\d{3,}(?![-/.]?\w)|[A-Z]{2,4} (?!(?:19|20)\d\d[-/.](?:19|20)\d\d\b)\d{2,4}[-/.]\d{3,}(?![-/.]?\w)|[A-Z]{1,4}\d{5,}|\d{9,})\b/;

export function entityOfId(
  text: string,
  id: string,
): 'communication' | 'customer' | 'case' | 'any' {
  const before = text.slice(0, text.indexOf(id)).toLowerCase().split(/\s+/).slice(-3).join(' ');
  // "The customer on SR-1BF1A6", "the caller behind case 12": the id is the record's, the noun
  // before the preposition someone of it.
  if (/\b(?:on|for|of|in|with|behind|about|from|at|against|re|under)\s*$/.test(before))
    return 'any';
  if (/customer|client|account holder|user/.test(before)) return 'customer';
  if (/\bcase|ticket\b/.test(before)) return 'case';
  if (/communication|message|tweet|post|email|call|record|letter|chat/.test(before)) {
    return 'communication';
  }
  return 'any';
}

export const COMPARE_WORDS =
  /\b(vs\.?|versus|compared?|comparison|against|than|or|differ(ence)?)\b/i;

/** A change asked; "went out", "went in" say where records went, no change. */
export const CHANGE_WORDS =
  /\b(increase[ds]?|decrease[ds]?|improve[ds]?|worsen(ed)?|worse|better|deteriorat(e|ed|ing)|declin(e|ed|ing)|drop(ped)?)\b|\b(change[ds]?|grow|grew|rise|rose|fall|fell|move[ds]?|evolve[ds]?|develop(ed)?|shift(ed)?)\b|\b(?:go|went)\b(?!\s+(?:out|in|into|through|off|via|by|missing|unanswered|unresolved|astray|live)\b)/i;

/** Words periods are read from: never "corrected" into an everyday word ("three" is not "there"). */
export const PERIOD_WORDS =
  /^(one|two|three|four|five|six|seven|eight|nine|ten|twelve|first|second|third|fourth|half|quarter|spring|summer|autumn|fall|winter|date|ytd|mtd|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
