// The phrase matcher behind the customer-service lexicon: words of a text with their positions and
// sentences, and the longest declared phrase starting at a word (syntax in sentiment-lexicon.ts).

export interface Word {
  /** Lower-cased, curly apostrophes made straight. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly sentence: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\p{Extended_Pictographic}|[.!?\n]+/gu;

/** The words of a text; `.`, `!`, `?` and line breaks end a sentence (a decimal point does not). */
export function words(text: string): Word[] {
  const found: Word[] = [];
  let sentence = 0;
  for (const match of text.matchAll(WORD)) {
    const token = match[0];
    if (/^[.!?\n]/.test(token)) {
      if (found.length > 0 && found[found.length - 1]!.sentence === sentence) sentence++;
      continue;
    }
    found.push({
      text: token.toLowerCase().replaceAll('’', "'"),
      start: match.index,
      end: match.index + token.length,
      sentence,
    });
  }
  return found;
}

type WordTest = (word: string) => boolean;
/** One slot of a phrase: alternatives, each a run of words; or a gap of up to three words. */
type Slot = { readonly gap: true } | { readonly gap: false; readonly alternatives: WordTest[][] };

const GAP = 3;

export interface Phrase<T> {
  readonly value: T;
  readonly slots: readonly Slot[];
  /** The literal words a match can start with, or undefined when a wildcard starts it. */
  readonly firstWords: readonly string[] | undefined;
}

export interface PhraseMatch<T> {
  readonly value: T;
  /** Index of the first word and one past the last. */
  readonly from: number;
  readonly to: number;
}

function isLiteral(pattern: string): boolean {
  return !pattern.startsWith('*') && !pattern.endsWith('*');
}

function wordTest(pattern: string): WordTest {
  if (pattern.startsWith('*')) {
    const suffix = pattern.slice(1);
    return (word) => word.endsWith(suffix);
  }
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    return (word) => word.startsWith(prefix);
  }
  return (word) => word === pattern;
}

function parsePhrase<T>(phrase: string, value: T): Phrase<T> {
  const parts = phrase.toLowerCase().replaceAll('’', "'").split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts[0] === '…' || parts[parts.length - 1] === '…') {
    throw new Error(`phrase ${JSON.stringify(phrase)} must start and end with words`);
  }
  const slots = parts.map((part): Slot =>
    part === '…'
      ? { gap: true }
      : {
          gap: false,
          alternatives: part.split('|').map((alternative) => alternative.split('_').map(wordTest)),
        },
  );
  const firstWords = parts[0]!.split('|').map((alternative) => alternative.split('_')[0]!);
  return { value, slots, firstWords: firstWords.every(isLiteral) ? firstWords : undefined };
}

/** A set of phrases with a value each, searched word by word. */
export class PhraseSet<T> {
  /** Phrases by the word they start with (in the order listed), wildcard starts under ''. */
  private readonly byFirstWord = new Map<string, Phrase<T>[]>();
  private readonly wildcardStarts: Phrase<T>[] = [];
  private readonly order = new Map<Phrase<T>, number>();

  constructor(entries: readonly { readonly phrase: string; readonly value: T }[]) {
    entries.forEach(({ phrase: text, value }, index) => {
      const phrase = parsePhrase(text, value);
      this.order.set(phrase, index);
      if (!phrase.firstWords) this.wildcardStarts.push(phrase);
      for (const word of new Set(phrase.firstWords)) {
        const list = this.byFirstWord.get(word) ?? [];
        list.push(phrase);
        this.byFirstWord.set(word, list);
      }
    });
  }

  /** The longest phrase starting at word `from` within its sentence (the first listed on a tie). */
  longestAt(list: readonly Word[], from: number): PhraseMatch<T> | undefined {
    let best: PhraseMatch<T> | undefined;
    let bestOrder = Infinity;
    const candidates = this.byFirstWord.get(list[from]!.text) ?? [];
    for (const phrase of [...candidates, ...this.wildcardStarts]) {
      const order = this.order.get(phrase)!;
      const to = matchSlots(phrase.slots, 0, list, from, list[from]!.sentence);
      if (to === undefined) continue;
      if (best === undefined || to > best.to || (to === best.to && order < bestOrder)) {
        best = { value: phrase.value, from, to };
        bestOrder = order;
      }
    }
    return best;
  }

  /** Whether any phrase occurs anywhere in the words. */
  occursIn(list: readonly Word[]): boolean {
    return list.some((_, index) => this.longestAt(list, index) !== undefined);
  }
}

/** The end of the longest match of slots[slot…] at word `at`, or undefined. */
function matchSlots(
  slots: readonly Slot[],
  slot: number,
  list: readonly Word[],
  at: number,
  sentence: number,
): number | undefined {
  if (slot === slots.length) return at;
  const current = slots[slot]!;
  let best: number | undefined;
  const consider = (end: number | undefined) => {
    if (end !== undefined && (best === undefined || end > best)) best = end;
  };
  if (current.gap) {
    // The nearest completion: "missing flight attendant = delayed flight" pairs "missing" with
    // the first "flight", leaving "delayed" to be read on its own.
    for (let skip = 0; skip <= GAP; skip++) {
      if (skip > 0 && list[at + skip - 1]?.sentence !== sentence) break;
      const end = matchSlots(slots, slot + 1, list, at + skip, sentence);
      if (end !== undefined) return end;
    }
    return undefined;
  }
  for (const alternative of current.alternatives) {
    const fits = alternative.every((test, offset) => {
      const word = list[at + offset];
      return word !== undefined && word.sentence === sentence && test(word.text);
    });
    if (fits) consider(matchSlots(slots, slot + 1, list, at + alternative.length, sentence));
  }
  return best;
}
