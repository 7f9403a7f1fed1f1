/**
 * "The slowest day for tweet volume", "which week was quietest", "our busiest month": a pace word
 * said of a period tells how many records the period holds (the slowest day has the fewest), not
 * how long a record took. Plain English, no data set's words.
 */
const PACE =
  '(?:slow|slower|slowest|quiet|quieter|quietest|busy|busier|busiest|calm|calmer|calmest|hectic|sleepy|sleepiest)';
const PERIOD =
  '(?:day|days|date|week|weeks|weekday|weekdays|weekend|weekends|month|months|quarter|quarters|year|years|hour|hours|period|periods|morning|mornings|afternoon|afternoons|evening|evenings|night|nights|shift|shifts)';
const PACE_OF_PERIOD = new RegExp(
  `\\b${PACE}\\s+(?:[\\p{L}-]+\\s+)?${PERIOD}\\b|\\b${PERIOD}\\s+(?:[\\p{L}-]+\\s+){0,2}?${PACE}\\b`,
  'iu',
);
const SLOW =
  /\b(?:slow|slower|slowest|quiet|quieter|quietest|calm|calmer|calmest|sleepy|sleepiest)\b/i;
const PACE_WORD = new RegExp(`^${PACE}$`, 'i');

/** Whether the question says a pace of a period ("the slowest day"). */
export function asksPeriodPace(question: string): boolean {
  return PACE_OF_PERIOD.test(question);
}

/** Whether that pace is the low end ("slowest", "quietest"): the fewest records. */
export function asksSlowPeriod(question: string): boolean {
  return asksPeriodPace(question) && SLOW.test(question);
}

/** Whether a word of the question is a pace word said of a period in it. */
export function isPeriodPaceWord(word: string, question: string): boolean {
  return PACE_WORD.test(word) && asksPeriodPace(question);
}
