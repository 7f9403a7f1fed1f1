import { distance } from 'fastest-levenshtein';
import { demonymsOf } from '../../../../../src/agent/word-forms';
import { alignValue, joinedWords } from './fuzzy-values';
import { isEnglishWord } from './lexicon';
import { placeNames } from './place-codes';
import type {
  DataDictionary,
  DatasetEntity,
  DatasetField,
  DatasetMeasure,
} from '../../../../../src/agent/dataset';

/**
 * Words already normalised: every reading of a question normalises the same few hundred words of
 * the question and the dictionary again and again (a multi-ask plans each ask and the whole).
 * Bounded, so a long-running API never grows it past a few thousand entries.
 */
const NORMALISED = new Map<string, string>();
const NORMALISED_LIMIT = 20_000;

/**
 * The data's own words, read from the data dictionary: each field's values (with their declared
 * synonyms) and each field's name, label and synonyms. Questions are matched against these
 * typo-tolerantly; nothing here knows any particular data set.
 */

/** A question word, normalised, with where it stood. */
export interface Token {
  word: string;
  /** The word as written, lower-cased (for quoting it back). */
  raw: string;
  index: number;
  /** Written with a capital and then lower case ("Tom"), as a name is. */
  capital?: boolean;
}

export interface ValueTerm {
  field: DatasetField;
  value: string;
  words: string[];
}

export interface FieldTerm {
  field: DatasetField;
  words: string[];
}

/** A declared measure, read from its description: what to compute and with which tool. */
export interface MeasureTerm {
  measure: DatasetMeasure;
  words: string[];
  /** The aggregate over a field ("avg of slaBreached"), when the description names one. */
  fn?: 'avg' | 'median' | 'sum' | 'count';
  field?: string;
  /**
   * Filters the description names ("with intent complaint"); `ifSaid` ones ("over closed cases")
   * only when the question says them too, as they change nothing the question asked.
   */
  filters: { field: string; value: string; ifSaid?: boolean }[];
  /** A specialised tool the description names, and the row of its output ("path chat→phone"). */
  tool?: string;
  row?: string;
  /** The words of each value the description names ("chatMode human"), each with its synonyms. */
  mentions: string[][];
}

export interface Vocabulary {
  dictionary: DataDictionary;
  values: ValueTerm[];
  fields: FieldTerm[];
  measures: MeasureTerm[];
  /** Every word of the data's values, fields and measures. */
  known: Set<string>;
  /** How many fields each word of the fields' names, labels and synonyms names. */
  fieldSpread: Map<string, number>;
  /** How many value terms each word occurs in (a word in many values says little). */
  wordSpread: Map<string, number>;
}

/** A run of question tokens matched to a value or a field. */
export interface TermMatch<T> {
  term: T;
  start: number;
  end: number;
  /** 1 = every word exact; lower for typos and partial matches. */
  quality: number;
}

/** Nouns that end a value's name without telling it apart ("… Issue", "… Problems"). */
const GENERIC_HEADS = new Set(
  words('issue problem complaint request query question matter inquiry enquiry'),
);

/** Words that join the parts of a value's name ("Wifi and power"). */
const JOINING_WORDS = new Set(['and', 'or', '&', 'n', 'plus']);

/** Placeholder values that are not a subject anyone asks about. */
const PLACEHOLDERS = new Set(['other', 'unknown', 'none', 'n/a', 'na', 'null', 'misc', '-', '']);

/** Lower case, no accents, simple plural folded: "Complaints" → "complaint". */
export function normaliseWord(word: string): string {
  const known = NORMALISED.get(word);
  if (known !== undefined) return known;
  const normal = normalisedOnce(word);
  if (NORMALISED.size >= NORMALISED_LIMIT) NORMALISED.clear();
  NORMALISED.set(word, normal);
  return normal;
}

function normalisedOnce(word: string): string {
  let lower = word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");
  // "customer's", "customers'": the possessive is the word itself.
  if (lower.endsWith("'s")) lower = lower.slice(0, -2);
  lower = lower.replace(/'+$/, '');
  // "P1s", "Sev2s": the plural of a code of letters and a number.
  if (/^[a-z]{1,4}\d+s$/.test(lower)) return lower.slice(0, -1);
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  // "logging" → "log", "charging" → "charg": the same stem on both sides of a match.
  if (lower.length > 6 && lower.endsWith('ing')) {
    const stem = lower.slice(0, -3);
    return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
  }
  // "classes" → "class", "addresses" → "address".
  if (lower.length > 5 && lower.endsWith('sses')) return lower.slice(0, -2);
  // "boxes" → "box", "branches" → "branch", "dishes" → "dish"; "caches" and "cache" both end
  // "cach", so a noun in -che and its plural still meet.
  if (lower.length > 4 && /(?:x|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 4 && lower.endsWith('che')) return lower.slice(0, -1);
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.slice(0, -1);
  }
  return lower;
}

/** Splits camelCase and snake_case names and free text into normalised words. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .map(normaliseWord);
}

/** Words of how a question is put, not what it is about. */
export const FUNCTION_WORDS = new Set(
  words(
    "a an the and or but of to in on at by for from with without into over under than then as is are was were be been being do does did done have has had having i me my we us our you your they them their he she it its this that these those there here what which who whom whose when where why how can could would should will shall may might must please tell show give list get got find see let know want need much many more most less least fewer fewest each every per any all some no not only just also very same about across between during within since after before until via through thru vs versus compared compare comparison against relative difference different changed change look like s happen happened happening going go went say says said written wrote mention mentioned mentioning talk talking regarding concerning overall total whole entire number count counts volume often frequently time times ok okay so if else other others another kind type sort one ones now again still yet ever way did on up down out off among being made make top bottom highest lowest biggest largest smallest greatest worst best rank ranking ranked order first second last next previous recent latest up, day days week weeks month months year years quarter quarters half daily weekly monthly which's what's data dataset set record records row rows entry entries item items people person anyone someone everybody everyone thing things stuff lot lots rate rates share shares percentage percent proportion fraction ratio average mean median typical typically usual usually normally sum avg value values group grouped breakdown broken split each trend trends over time period periods spike spikes peak peaks drop dropped dip rise rose increase increased decrease decreased grow grew growth fall fell declined decline worse better worsen improve improved why cause caused reason behind drive drove driver drivers explain explains example examples sample samples show read quote quotes message messages communication communications post posts tweet tweets comment comments review reviews ticket tickets contact contacts mention mentions feedback text texts conversation conversations interaction interactions case cases customer customers client clients word words term terms phrase handle handles handled handling fortnight fortnights take takes took taking long longest shortest common usual popular frequent busiest quietest arrive arrived arrival receive received came come sent logged recorded one's ones lot end ended ending cite cites cited citing main primary leading chief give gave addressed directed aimed posted tweeted sent around larger smaller bigger higher lower greater fewer ppl folks idea wonder wondering curious lol btw quick roughly approximately exactly neither nor onward onwards forward forwards combined together altogether jointly please pls thanks hi hello whats lines line overall",
  ),
);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu)) {
    const raw = match[0].toLowerCase().replace(/[’]/g, "'").replace(/'+$/, '');
    const capital = /^\p{Lu}\p{Ll}+$/u.test(match[0]);
    for (const part of raw.split('-').filter(Boolean)) {
      tokens.push({
        word: normaliseWord(part),
        raw: part,
        index: match.index,
        ...(capital ? { capital } : {}),
      });
    }
  }
  return tokens;
}

/**
 * What a measure's description says to compute: "avg of slaBreached over cases", "count of
 * communications with intent complaint", "(analyze_channel_escalation, path chat→phone)".
 */
export function readMeasure(
  dictionary: DataDictionary,
  measure: DatasetMeasure,
): Omit<MeasureTerm, 'words'> {
  const text = measure.description;
  const reading: Omit<MeasureTerm, 'words'> = { measure, filters: [], mentions: [] };
  const known = dictionary.fields.filter((field) => field.entity === measure.entity);
  const said = new Set(text.split(/[^\p{L}\p{N}_&-]+/u));
  for (const field of known) {
    for (const { value } of field.values ?? []) {
      if (typeof value !== 'string' || !said.has(value)) continue;
      const spellings = [value, ...(field.valueSynonyms?.[value] ?? [])].flatMap(words);
      if (!reading.mentions.some((seen) => seen.includes(words(value)[0]!)))
        reading.mentions.push([...new Set(spellings)]);
    }
  }
  const aggregate = /\b(avg|average|mean|median|sum|count)\s+of\s+(\w+)/i.exec(text);
  if (aggregate) {
    const fn = aggregate[1]!.toLowerCase();
    reading.fn = fn === 'average' || fn === 'mean' ? 'avg' : (fn as MeasureTerm['fn']);
    const field = aggregate[2]!;
    if (reading.fn !== 'count' || known.some((candidate) => candidate.name === field)) {
      if (field !== measure.entity) reading.field = field;
    }
  }
  for (const match of text.matchAll(/\bwith\s+(\w+)\s+([\w&-]+)/g)) {
    const field = known.find((candidate) => candidate.name === match[1]);
    const value = field?.values?.find((candidate) => String(candidate.value) === match[2]);
    if (field && value) reading.filters.push({ field: field.name, value: String(value.value) });
  }
  // "over closed cases": a value of the entity's own fields, said before its name.
  const over = new RegExp(`\\bover\\s+([\\w&-]+)\\s+${measure.entity}\\b`, 'i').exec(text);
  const overValue = over?.[1];
  if (overValue) {
    const field = known.find((candidate) =>
      candidate.values?.some((value) => String(value.value) === overValue),
    );
    if (field && !reading.filters.some((filter) => filter.field === field.name)) {
      reading.filters.push({ field: field.name, value: overValue, ifSaid: true });
    }
  }
  const tool = /\b([a-z]+(?:_[a-z]+)+)\b/.exec(text.replace(/\b\w+_rate\b/g, ''));
  if (tool) reading.tool = tool[1]!;
  const row = /\bpath\s+([^\s,)]+)/.exec(text);
  if (row) reading.row = row[1]!;
  return reading;
}

function isCategorical(field: DatasetField): boolean {
  return !['id', 'time', 'text', 'sentiment'].includes(field.role) && field.type !== 'number';
}

/**
 * A field with no value, or only one placeholder ("Unknown" in every row, as a built-in field an
 * import had no column for): nothing to filter, group or name by.
 */
export function holdsNothing(field: DatasetField): boolean {
  if (field.filled === 0) return true;
  if (!isCategorical(field) || !field.values || field.distinct > 1) return false;
  return field.values.every(
    ({ value }) => typeof value === 'string' && PLACEHOLDERS.has(value.trim().toLowerCase()),
  );
}

export function buildVocabulary(dictionary: DataDictionary): Vocabulary {
  const values: ValueTerm[] = [];
  const fields: FieldTerm[] = [];
  for (const field of dictionary.fields) {
    // A field the data leaves empty names nothing: its words belong to a field that holds them.
    if (holdsNothing(field)) continue;
    const names = [field.name, field.label ?? '', ...(field.synonyms ?? [])].filter(Boolean);
    for (const name of names) fields.push({ field, words: words(name) });
    if (!isCategorical(field)) continue;
    const places = placeNames(field);
    for (const { value } of field.values ?? []) {
      if (typeof value !== 'string' || PLACEHOLDERS.has(value.trim().toLowerCase())) continue;
      const place = places.get(value);
      const spellings = [
        value,
        ...(field.valueSynonyms?.[value] ?? []),
        ...(place ? [place] : []),
        // "Spanish suppliers" for a value "Spain".
        ...demonymsOf(value),
      ];
      for (const spelling of spellings) {
        const termWords = words(spelling);
        if (termWords.length > 0 && termWords.join('').length > 1) {
          values.push({ field, value, words: termWords });
        } else if (termWords.length === 1) {
          // "route 7", "zone B": a value too short to stand alone is said after its field's name.
          for (const name of names)
            values.push({ field, value, words: [...words(name), ...termWords] });
        }
        // "Customer Service Issue" is said "customer service": the generic head noun may go.
        const head = termWords.at(-1) ?? '';
        if (termWords.length >= 3 && GENERIC_HEADS.has(head)) {
          values.push({ field, value, words: termWords.slice(0, -1) });
        }
      }
    }
  }
  const measures: MeasureTerm[] = [];
  for (const measure of dictionary.measures ?? []) {
    const reading = readMeasure(dictionary, measure);
    const names = [measure.label ?? '', ...(measure.synonyms ?? [])].filter(Boolean);
    for (const name of names) measures.push({ ...reading, words: words(name) });
  }
  const wordSpread = new Map<string, number>();
  for (const term of values) {
    for (const word of new Set(term.words)) wordSpread.set(word, (wordSpread.get(word) ?? 0) + 1);
  }
  const known = new Set([...values, ...fields, ...measures].flatMap((term) => term.words));
  const fieldSpread = new Map<string, number>();
  const fieldWords = new Map<string, Set<string>>();
  for (const term of fields) {
    const key = `${term.field.entity}.${term.field.name}`;
    for (const word of term.words) {
      const owners = fieldWords.get(word) ?? new Set<string>();
      owners.add(term.field.name);
      fieldWords.set(word, owners);
    }
    void key;
  }
  for (const [word, owners] of fieldWords) fieldSpread.set(word, owners.size);
  return { dictionary, values, fields, measures, known, fieldSpread, wordSpread };
}

/** How close a question word is to a vocabulary word: 1 exact, less for a typo, 0 no match. */
export function wordCloseness(said: string, known: string): number {
  if (said === known) return 1;
  // "estimated readings" of "Estimated reading": the plural of a word in -ing (read "reading")
  // is the word of a value's whole name, never a lone hint at it ("hearings" of "Awaiting Hearing").
  if (said.length > 6 && said.endsWith('ing') && normaliseWord(said) === known) return 1;
  if (said.length < 4 || known.length < 4 || EXACT_ONLY.has(said) || FUNCTION_WORDS.has(said))
    return 0;
  if (/\d/.test(said) || /\d/.test(known)) return 0;
  // A word of its own ("score" is not "store") is no typo, unless it only inflects ("charged").
  if (isEnglishWord(said) && !sameStem(said, known)) return 0;
  // A short word with another first letter is another word ("send" is not "pend"), not a typo.
  if (known.length < 7 && said.charAt(0) !== known.charAt(0)) return 0;
  const allowed = known.length >= 7 ? 2 : 1;
  const apart = distance(said, known);
  // Four letters with one changed is another word ("csat" is not "chat"); swapped ones are a typo.
  if (known.length <= 4 && said.length === known.length && apart === 1) return 0;
  if (apart <= allowed) return 0.8;
  // A swapped pair of letters ("crads") counts as one typo.
  if (
    apart === 2 &&
    said.length === known.length &&
    [...said].sort().join('') === [...known].sort().join('')
  ) {
    return 0.75;
  }
  if (said.length >= 6 && droppedVowel(said, known)) return 0.75;
  return 0;
}

/** "phishng" for "phishing": a word of six letters or more written without one of its vowels. */
function droppedVowel(said: string, known: string): boolean {
  for (let at = 1; at <= said.length; at++) {
    for (const vowel of 'aeiou') {
      if (normaliseWord(`${said.slice(0, at)}${vowel}${said.slice(at)}`) === known) return true;
    }
  }
  return false;
}

/** Two forms of one word: "complained" and "complaint", "charged" and "charge". */
function sameStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= Math.min(a.length, b.length) - 2 && common >= 5;
}

/** Everyday words that are never a misspelling of a value ("what" is not "chat"). */
const EXACT_ONLY = new Set(
  'what that this than then them they there these those with when where which while most more much many some have been were will your from into over also only just like make made want need take said says tell show time times last first next each both same such very well best worst less least once ever even much'.split(
    ' ',
  ),
);

/** Words that never identify a value on their own, however the data spells its values. */
const WEAK = new Set(
  'the a an and or of to in on for by with at from is are was were be this that it its my our your their me you we they what which who how why when where can not no yes any all about issue problem other service customer'.split(
    ' ',
  ),
);

/**
 * Matches the tokens against terms: whole terms first (typos allowed), longest first; a term's
 * distinctive word alone matches too (partial, lower quality). Tokens used by one match are not
 * used again.
 */
export function matchTerms<T extends { words: string[] }>(
  tokens: readonly Token[],
  terms: readonly T[],
  used: Set<number>,
  options: {
    /** The quality of a term's one word said alone; `after` is the question's next word. */
    partial?: (term: T, word: string, after?: string, before?: string, said?: string) => number;
    /** Terms whose one weak word still names them when said exactly (a field called "issue"). */
    namesItself?: (term: T) => boolean;
    /**
     * Whether a word said right after a term's word names the group of values that word is shared
     * by ("branches" in "the Calgary branches"): no other content word of the value.
     */
    groupNoun?: (term: T, word: string) => boolean;
  } = {},
): TermMatch<T>[] {
  const found: TermMatch<T>[] = [];
  const candidates: TermMatch<T>[] = [];
  for (const term of terms) {
    const size = term.words.length;
    // A loosely typed value may take fewer tokens than its name has words.
    const last = size > 1 && isValueTerm(term) ? tokens.length - 1 : tokens.length - size;
    for (let start = 0; start <= last; start++) {
      let quality = 0;
      let exact = 0;
      for (let offset = 0; offset < size && start + size <= tokens.length; offset++) {
        const closeness = wordCloseness(tokens[start + offset]!.word, term.words[offset]!);
        if (closeness === 0) {
          quality = 0;
          break;
        }
        if (closeness === 1) exact++;
        quality += closeness;
      }
      if (quality === 0) {
        // "toys n games", "aerobuds earbuds": a value's name typed loosely.
        const loose =
          size > 1 && isValueTerm(term)
            ? alignValue(tokens, start, term.words, wordCloseness, tellingWord)
            : undefined;
        if (loose) candidates.push({ term, start, end: loose.end, quality: loose.quality });
        continue;
      }
      // A typo alone in a one-word term that is a weak word is no match.
      if (exact === 0 && size === 1 && WEAK.has(term.words[0]!)) continue;
      if (size === 1 && WEAK.has(term.words[0]!) && !(exact && options.namesItself?.(term)))
        continue;
      candidates.push({ term, start, end: start + size, quality: quality / size + size });
    }
    // "long lines" for a value written as one word ("longlines").
    if (size === 1 && term.words[0]!.length >= 6) {
      for (let start = 0; start + 1 < tokens.length; start++) {
        if (normaliseWord(`${tokens[start]!.raw}${tokens[start + 1]!.raw}`) !== term.words[0])
          continue;
        candidates.push({ term, start, end: start + 2, quality: 3 });
      }
    }
    if (options.partial && size > 1) {
      for (let start = 0; start < tokens.length; start++) {
        const word = tokens[start]!.word;
        // "Tom" of "Tom Ellis", "Ana" of "Ana Costa": a short given name written capitalised
        // inside the question names the value it begins.
        const givenName =
          word.length >= 2 &&
          word.length <= 3 &&
          start > 0 &&
          tokens[start]!.capital === true &&
          term.words[0] === word;
        if (WEAK.has(word) || FUNCTION_WORDS.has(word) || (word.length < 4 && !givenName)) continue;
        // "phishng" for "Phishing attempt": a dropped vowel in a longer word names the value too.
        const joined = word.length >= 6 ? joinedWords(word, term.words) : -1;
        const at =
          joined >= 0
            ? joined
            : term.words.findIndex(
                (known) => known === word || (word.length >= 6 && droppedVowel(word, known)),
              );
        if (at < 0) continue;
        // "travelling alone" is not "travel agent": the next word said is another content word.
        const after = tokens[start + 1]?.word;
        const termAfter = term.words[at + 1];
        // "wifi complaints" of "Wifi and power": a joining word of the value, or a noun of
        // complaints after the word, is no other content word.
        if (
          !givenName &&
          after !== undefined &&
          termAfter !== undefined &&
          !JOINING_WORDS.has(termAfter) &&
          !GENERIC_HEADS.has(after) &&
          !FUNCTION_WORDS.has(after) &&
          !WEAK.has(after) &&
          after.length >= 4 &&
          wordCloseness(after, termAfter) === 0 &&
          !options.groupNoun?.(term, after)
        )
          continue;
        const quality =
          givenName && isValueTerm(term)
            ? 0.5
            : options.partial(term, term.words[at]!, after, tokens[start - 1]?.word, word);
        if (quality > 0) candidates.push({ term, start, end: start + 1, quality });
      }
    }
  }
  candidates.sort((a, b) => b.quality - a.quality || a.start - b.start);
  for (const candidate of candidates) {
    let free = true;
    for (let index = candidate.start; index < candidate.end; index++) {
      if (used.has(index)) free = false;
    }
    const sameSpan = found.find(
      (item) => item.start === candidate.start && item.end === candidate.end,
    );
    // An ambiguous partial word ("luggage") keeps every value of the same field it names.
    if (
      sameSpan &&
      candidate.quality < 1 &&
      sameSpan.quality === candidate.quality &&
      (sameSpan.term as unknown as ValueTerm).field ===
        (candidate.term as unknown as ValueTerm).field
    ) {
      found.push(candidate);
      continue;
    }
    if (!free) continue;
    for (let index = candidate.start; index < candidate.end; index++) used.add(index);
    found.push(candidate);
  }
  return found.sort((a, b) => a.start - b.start);
}

function isValueTerm(term: object): boolean {
  return 'value' in term && 'field' in term;
}

/** A word that can tell one value from another ("earbuds", not "issue" or "and"). */
function tellingWord(word: string): boolean {
  return !WEAK.has(word) && !GENERIC_HEADS.has(word);
}

/** The entity fields of a role (`time` of cases, `sentiment` of communications). */
export function fieldOfRole(
  vocabulary: Vocabulary,
  entity: DatasetEntity,
  role: DatasetField['role'],
): DatasetField | undefined {
  return vocabulary.dictionary.fields.find(
    (field) => field.entity === entity && field.role === role,
  );
}
