/**
 * A value of several words named by most of them: "custmer service" for "Customer Service
 * Issue", "booking problems" for "Flight Booking Problems". The words must follow one another in
 * the question and in the value's order; each may carry a typo or an inflection (`same` decides).
 */
export function mostOfPhrase(
  words: readonly string[],
  phrase: readonly string[],
  same: (seen: string, wanted: string) => boolean,
): [number, number] | undefined {
  // Two-word values are matched whole; a single word of them is too little to name them.
  if (phrase.length < 3) return undefined;
  const needed = Math.max(2, Math.ceil((phrase.length * 2) / 3));
  for (let start = 0; start < words.length; start++) {
    let matched = 0;
    let next = 0;
    let end = start;
    while (end < words.length && next < phrase.length) {
      const at = phrase.findIndex((wanted, index) => index >= next && same(words[end]!, wanted));
      if (at < 0) break;
      matched++;
      next = at + 1;
      end++;
    }
    if (matched >= needed) return [start, end];
  }
  return undefined;
}
