import list from './winner-pointers.json';

/**
 * The one reader of winner-pointers.json: the words that point back at the one thing an earlier
 * answer found (a ranking's winner), each read where the list says ("that one" after "excluding",
 * "it" after "came from", "its" in a second ask …). Each module asks for the words of its own
 * reading instead of keeping a list of its own.
 */
export type PointerReading = 'followUp' | 'setAside' | 'source' | 'object' | 'secondAsk' | 'owner';

/** The pointer words read in one place, as written in the list. */
export function pointerWords(reading: PointerReading): string[] {
  return list.pointers
    .filter((pointer) => pointer.readings.includes(reading))
    .map((pointer) => pointer.words);
}

/**
 * Those words as regular-expression alternatives (no group), the longest first so "that one" is
 * tried before "that": a space between words matches any run of white space ("that  one").
 */
export function pointerPattern(reading: PointerReading): string {
  return pointerWords(reading)
    .sort((a, b) => b.length - a.length)
    .map((words) => words.replace(/\s+/g, '\\s+'))
    .join('|');
}

/** The word pointing back at the place an earlier answer found ("the average rating there"). */
export const PLACE_POINTER: string = list.place;
