import type { QuestionPlan } from './question-plan';
import { sameStemWord } from './reworded-values';
import { tokenize, words } from './vocabulary';

/**
 * Of a value and a longer value starting with its words ("Resolved" and "Resolved - first
 * contact", "Delay" and "Delay - strike"), the longer one wins when its extra words are said
 * beside the shorter's ("resolved at first contact", "delay because of the strike"): those are
 * the records asked about, not both. Said apart ("resolved in the first week") or the shorter
 * said on its own again ("resolved, or resolved at first contact") both stay.
 */

/** How many tokens around the shorter value's word its longer value's extra words may stand. */
const NEAR = 4;

export function longerValueSaid(question: string, plan: QuestionPlan): void {
  const tokens = tokenize(question);
  const at = (word: string) =>
    tokens.flatMap((token, index) => (sameStemWord(token.word, word) ? [index] : []));
  for (const filter of [...plan.filters, ...(plan.measure.part ?? [])]) {
    if (filter.negate || filter.op || filter.values.length < 2) continue;
    if (!filter.values.every((value) => typeof value === 'string')) continue;
    const values = filter.values as string[];
    const dropped = new Set<string>();
    for (const short of values) {
      const shortWords = words(short);
      if (shortWords.length !== 1) continue;
      const places = at(shortWords[0]!);
      if (places.length !== 1) continue;
      const place = places[0]!;
      const longer = values.filter((long) => {
        const longWords = words(long);
        if (long === short || longWords[0] !== shortWords[0] || longWords.length < 2) return false;
        return longWords
          .slice(1)
          .every((extra) =>
            at(extra).some((index) => index !== place && Math.abs(index - place) <= NEAR),
          );
      });
      if (longer.length === 1) dropped.add(short);
    }
    if (dropped.size === 0 || dropped.size === values.length) continue;
    filter.values = values.filter((value) => !dropped.has(value));
  }
}
