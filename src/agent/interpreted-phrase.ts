import type { FitFinding, FitSources } from './answer-fit';
import cues from './words/reading-sentences.json';

const QUOTE = `['"‘’“”]`;
/** A quoted phrase of a few words: what the answer says it read. */
const QUOTED = String.raw`${QUOTE}([^'"‘’“”\n]{1,60}?)${QUOTE}`;

function alternatives(words: readonly string[]): string {
  return words
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`))
    .join('|');
}

const FILLER = String.raw`(?:(?:${alternatives(cues.passiveFiller)})\s+)?`;
/** "… are counted as …" with no phrase of its own: a reading only when its sentence quotes one. */
const READ_AS_UNQUOTED = new RegExp(
  String.raw`\b(?:is|was|are|were|been|being)\s+(?:${alternatives(cues.passiveBeforeAs)})\s+${FILLER}as\b()`,
  'giu',
);
/**
 * The sentences by which an answer says it read a phrase by an interpretation: each with the
 * phrase (when quoted) as its first group.
 */
const READINGS: readonly RegExp[] = [
  // "Reading 'succeeded' as Won.", "interpreting “brown water” as …"
  new RegExp(String.raw`\b(?:${alternatives(cues.cueBeforeAs)})\s+${QUOTED}\s+as\b`, 'iu'),
  // "'funny smell' read from the records as …", "“late” (is) understood as …"
  new RegExp(
    String.raw`${QUOTED}\s+(?:(?:is|was|are|were|has\s+been|have\s+been|being)\s+)?(?:${alternatives(cues.passiveBeforeAs)})\s+${FILLER}as\b`,
    'iu',
  ),
  // "… so they are counted as the records whose text mentions it", "it was read as …": only in a
  // sentence that quotes the phrase (QUOTE_IN_SENTENCE), not a definition ("Complaints are counted
  // as resolved once …").
  READ_AS_UNQUOTED,
  // "I took 'on the house' to mean …", "'quick' is taken to mean …"
  new RegExp(
    String.raw`(?:${QUOTED}\s+(?:is|was|are|were)\s+)?\b(?:${alternatives(cues.toMean)})\s+(?:${QUOTED}\s+)?to\s+mean\b`,
    'iu',
  ),
  // "assuming 'recent' means the last 30 days"
  new RegExp(
    String.raw`\b(?:${alternatives(cues.assuming)})\s+(?:${QUOTED}|([^.;\n]{1,60}?))\s+means?\b`,
    'iu',
  ),
  // "'cheap' could mean Budget or Economy; I did not pick one."
  new RegExp(String.raw`${QUOTED}\s+(?:${alternatives(cues.severalMeanings)})\b`, 'iu'),
];

/**
 * The phrase an answer says it read by an interpretation ("Reading 'brown water' as contact type
 * Water quality - discoloured", "'funny smell' read from the records as …", "taken to mean"), or
 * undefined. Read from the answer's words, whatever wrote them: a model's answer and the offline
 * planner's alike.
 */
export function interpretedPhrase(answer: string): { said?: string; sentence: string } | undefined {
  for (const pattern of READINGS) {
    const matches = pattern.global ? [...answer.matchAll(pattern)] : [pattern.exec(answer)];
    for (const match of matches) {
      if (!match) continue;
      // "… so they are counted as the records whose text mentions it": the phrase quoted in the
      // sentence of the cue.
      const said =
        match.slice(1).find((group) => group && group.trim()) ??
        new RegExp(QUOTED, 'u').exec(sentenceAt(answer, match.index))?.[1];
      if (!said && pattern === READ_AS_UNQUOTED) continue;
      return { ...(said ? { said: said.trim() } : {}), sentence: match[0] };
    }
  }
  return undefined;
}

/** The sentence of the answer that holds the character at `at`. */
function sentenceAt(answer: string, at: number): string {
  const start = Math.max(answer.lastIndexOf('. ', at), answer.lastIndexOf('\n', at)) + 1;
  const ends = [answer.indexOf('. ', at), answer.indexOf('\n', at)].filter((end) => end >= 0);
  return answer.slice(start, ends.length ? Math.min(...ends) : answer.length);
}

/**
 * An answer that reads a phrase of the question by an interpretation (its meaning, the records'
 * text) rather than by the data's own words answers a question the analyst may not have asked:
 * however well its figures are supported, it is not High. It is Medium at most, and says which
 * phrase was read so.
 */
export function checkInterpretedPhrase(sources: FitSources): FitFinding[] {
  const reading = interpretedPhrase(sources.answer);
  if (!reading) return [];
  const named = reading.said ? `"${reading.said}"` : 'a phrase of the question';
  return [
    {
      check: 'terms',
      label: `The answer reads ${named} by an interpretation ("${reading.sentence.trim()}"), not by the data's own words`,
      delta: -0.1,
      cap: 0.7,
      capReason: 'a phrase of the question was read by an interpretation',
    },
  ];
}
