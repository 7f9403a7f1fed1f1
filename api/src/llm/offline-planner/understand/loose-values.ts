import { readFileSync } from 'node:fs';
import { sameMeaning } from './thesaurus';
import { FUNCTION_WORDS, normaliseWord, words, type Vocabulary } from './vocabulary';

/**
 * Values named loosely, written as the data names them before the question is parsed, so no word
 * that names a value is dropped:
 * - a mood or a verdict said of records ("bad tweets", "unhappy riders", "the angry ones",
 *   "messages that were negative-ish"): the sentiment label the data holds for it;
 * - a yes/no field said by the first word of its label ("plus ppl" for "Plus member", "the
 *   premium ones"): the whole label;
 * - a limit said missed ("miss their service deadline", "blew the target"): the data's one yes/no
 *   field for a breach, lateness or a missed target, by its label.
 * The words are data (src/agent/words/mood-values.json and verdict-values.json); the records'
 * nouns come from the data's own name, description and fields, so nothing here knows a data set.
 */

/** Nouns for records or the people behind them, in any data set. */
const GENERAL_NOUNS = words(
  'messages emails calls callers customers clients tweets reviews comments posts letters chats ' +
    'communications conversations tickets guests members people ppl folks users ones records ' +
    'cases requests complaints riders passengers drivers shoppers buyers patients students ' +
    'travellers travelers diners orders jobs experiences feedback forms responses surveys ' +
    'entries replies',
);

/** Lead words of a label too plain to name the field alone ("first order", "new customer"). */
const PLAIN_LEADS = new Set(
  words(
    'first last new old next top main big small high low good bad same late early long short ' +
      'total full partial final open closed is has was',
  ),
);

let moods: Record<string, string[]> | undefined;

/**
 * The engine's moods ("unhappy") and verdicts ("bad", "good"), by label, and the label itself
 * (said "negative-ish").
 */
function moodWords(): Record<string, string[]> {
  if (!moods) {
    const read = (name: string) =>
      JSON.parse(
        readFileSync(new URL(`../../../../../src/agent/words/${name}`, import.meta.url), 'utf8'),
      ) as Record<string, string[]>;
    const [engine, verdicts] = [read('mood-values.json'), read('verdict-values.json')];
    moods = {};
    for (const label of new Set([...Object.keys(engine), ...Object.keys(verdicts)])) {
      moods[label] = [...(engine[label] ?? []), ...(verdicts[label] ?? []), label];
    }
  }
  return moods;
}

const NOUNS = new WeakMap<Vocabulary, Set<string>>();

/** The general nouns, the data's own (its name, description, entities) and its people's labels. */
export function recordNouns(vocabulary: Vocabulary): Set<string> {
  let held = NOUNS.get(vocabulary);
  if (!held) {
    const dictionary = vocabulary.dictionary;
    held = new Set(GENERAL_NOUNS);
    for (const word of words(`${dictionary.name} ${dictionary.description ?? ''}`)) {
      if (word.length >= 4 && !FUNCTION_WORDS.has(word)) held.add(word);
    }
    for (const field of dictionary.fields) {
      if (field.role !== 'customer') continue;
      for (const word of words(`${field.label ?? ''} ${(field.synonyms ?? []).join(' ')}`)) {
        held.add(word);
      }
    }
    NOUNS.set(vocabulary, held);
  }
  return held;
}

/** The value the data holds spelled `label` on a sentiment-label field, as written there. */
function heldLabel(vocabulary: Vocabulary, label: string): string | undefined {
  return vocabulary.values.find(
    (term) =>
      term.field.role === 'sentiment_label' && term.value.toLowerCase() === label.toLowerCase(),
  )?.value;
}

/** Whether the word alone is a value of the data ("critical" of a priority). */
function isValue(vocabulary: Vocabulary, word: string): boolean {
  const said = normaliseWord(word);
  return vocabulary.values.some(
    (term) =>
      term.field.role !== 'sentiment_label' && term.words.length === 1 && term.words[0] === said,
  );
}

/** Whether `word next` opens a value of the data ("bad flight" of "Bad Flight"). */
function opensValue(vocabulary: Vocabulary, word: string, next: string | undefined): boolean {
  if (!next) return false;
  const [a, b] = [normaliseWord(word), normaliseWord(next)];
  return vocabulary.values.some((term) => {
    const at = term.words.indexOf(a);
    return at >= 0 && term.words[at + 1] === b;
  });
}

const PEOPLE = words('customers clients callers users people members guests riders passengers');

const PEOPLE_WORDS = new WeakMap<Vocabulary, Set<string>>();

/** Nouns for the people behind the records: the general ones and the data's customer labels. */
function peopleNouns(vocabulary: Vocabulary): Set<string> {
  let held = PEOPLE_WORDS.get(vocabulary);
  if (!held) {
    held = new Set(PEOPLE);
    for (const field of vocabulary.dictionary.fields) {
      if (field.role !== 'customer') continue;
      for (const word of words(`${field.label ?? ''} ${(field.synonyms ?? []).join(' ')}`)) {
        held.add(word);
      }
    }
    PEOPLE_WORDS.set(vocabulary, held);
  }
  return held;
}

/**
 * "bad tweets", "the unhappy ones", "angry customers' messages", "tweets that were bad": the
 * sentiment label for the mood, when the data holds that label. "How many happy customers" counts
 * people, which a label of their messages cannot pick: left as said.
 */
export function moodsOfRecords(question: string, vocabulary: Vocabulary): string {
  const nouns = recordNouns(vocabulary);
  let text = question;
  for (const [label, said] of Object.entries(moodWords())) {
    const held = heldLabel(vocabulary, label);
    if (!held) continue;
    const mood = new RegExp(
      `(?<![\\p{L}\\p{N}'’-])(${said.join('|')})(?:-?ish)?(?![\\p{L}\\p{N}'’])`,
      'giu',
    );
    text = text.replace(mood, (written: string, _word: string, at: number, whole: string) => {
      const before = whole.slice(0, at);
      const after = whole.slice(at + written.length);
      const next = /^\s+([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?/u.exec(after);
      // "critical cases" where a priority is "critical", "bad flight" of "Bad Flight": a value.
      if (isValue(vocabulary, _word) || opensValue(vocabulary, _word, next?.[1])) return written;
      const noun = (word?: string) => word !== undefined && nouns.has(normaliseWord(word));
      // "bad tweets", "angry customer messages": a noun of records next, or one word on.
      const describes =
        noun(next?.[1]) || (noun(next?.[2]) && !opensValue(vocabulary, next![1]!, next?.[2]));
      // "tweets that were bad", "the ones which are unhappy".
      const described =
        /([\p{L}'’]+)\s+(?:that|which|who)\s+(?:were|are|was|is|seem|seemed|felt|feel)\s+$/u.exec(
          before,
        );
      const saidOf = describes || (described !== null && noun(described[1]));
      if (!saidOf) return written;
      // "How many happy customers": people counted, which a label of their messages cannot pick.
      const people = peopleNouns(vocabulary);
      const person = (word?: string) => word !== undefined && people.has(normaliseWord(word));
      if (/\bhow many\s+$/i.test(before) && (person(next?.[1]) || person(next?.[2]))) {
        return written;
      }
      return held;
    });
  }
  return text;
}

/**
 * "avg refund for plus ppl", "the premium ones": a yes/no field named by the first word of its
 * label, before a noun of records or people, is the whole label, so the field is read (and
 * filtered on, where the question counts or measures records).
 */
export function flagLeadWords(question: string, vocabulary: Vocabulary): string {
  const nouns = recordNouns(vocabulary);
  let text = question;
  for (const field of vocabulary.dictionary.fields) {
    if (field.type !== 'boolean' || !field.label) continue;
    const label = field.label.replace(/\s*\(.*\)\s*$/, '').trim();
    const [lead, ...rest] = label.split(/\s+/);
    if (!lead || rest.length === 0) continue;
    const leadWord = normaliseWord(lead);
    if (leadWord.length < 3 || FUNCTION_WORDS.has(leadWord) || PLAIN_LEADS.has(leadWord)) continue;
    // The lead word names nothing else in the data (no value, no other field).
    const elsewhere =
      vocabulary.values.some((term) => term.words.includes(leadWord)) ||
      vocabulary.fields.some(
        (term) => term.field.name !== field.name && term.words.includes(leadWord),
      );
    if (elsewhere) continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}'’])(${lead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(\\s+)([\\p{L}'’-]+)`,
      'giu',
    );
    text = text.replace(pattern, (written: string, said: string, gap: string, next: string) => {
      const restWords = rest.map(normaliseWord);
      if (restWords.includes(normaliseWord(next))) return written;
      if (!nouns.has(normaliseWord(next))) return written;
      return `${said} ${rest.join(' ')}${gap}${next}`;
    });
  }
  return text;
}

/**
 * "miss their service deadline", "blew the SLA", "went past the due date", "overran the target",
 * "went over the SLA".
 */
const MISSED_LIMIT =
  /\b(?:miss|misses|missed|missing|blow|blows|blew|blown|exceed|exceeds|exceeded|overran|overrun|overshot|(?:go|goes|going|went|gone|ran|run|runs|running)\s+(?:past|over))\s+(?:(?:their|the|its|a|an|our|his|her)\s+)?(?:[\p{L}-]+\s+)?(?:deadlines?|due\s+dates?|targets?|slas?|time\s+limits?)\b/giu;

/**
 * "How often do complaint cases miss their service deadline?": the yes/no field that records a
 * missed limit ("SLA breached", "late", "target missed"), when the data has exactly one, by its
 * label; any other wording of the limit ("service") is no value.
 */
export function missedLimits(question: string, vocabulary: Vocabulary): string {
  if (!MISSED_LIMIT.test(question)) return question;
  MISSED_LIMIT.lastIndex = 0;
  const flags = vocabulary.dictionary.fields.filter(
    (field) =>
      field.type === 'boolean' &&
      field.label !== undefined &&
      words(`${field.name} ${field.label} ${(field.synonyms ?? []).join(' ')}`).some((word) =>
        sameMeaning(word, 'breach'),
      ),
  );
  const labels = new Set(flags.map((field) => field.label!));
  if (labels.size !== 1) return question;
  const [label] = labels as unknown as [string];
  return question.replace(MISSED_LIMIT, label);
}
