import { extractFigures } from './answer-figures';
import type { FitFinding, FitSources } from './answer-fit';
import { splitAsks } from './ask-scope';
import { askedMeasures } from './asked-measure';

/** Words with which a part of a question asks for something ("chargebacks??" alone asks nothing). */
const ASKS =
  /\b(?:how|what|which|who|whom|whose|when|where|why|is|are|was|were|did|do|does|share|number|count|total|average|mean|median|rate|list|show|give|tell)\b/i;

/**
 * "How many Dropped calls cases before 1 May, how many on or after it, and what share got a
 * credit?" answered "There are 278 … from 2024-11-01 to 2025-04-30. There are 278 … from
 * 2024-11-01 to 2025-04-30. …": one ask's sentence said twice stands where another ask's figure
 * belongs. In a question of two asks or more, each asking something, a sentence with a figure that the answer repeats word
 * for word means an ask was answered with another's figure.
 */
export function checkRepeatedPart(sources: FitSources): FitFinding[] {
  if (!asksApart(sources)) return [];
  const seen = new Set<string>();
  for (const sentence of sentencesOf(sources.answer)) {
    if (!extractFigures(sentence).length) continue;
    const key = sentence.toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
    if (seen.has(key)) {
      return [
        {
          check: 'measure',
          label: `The question asks several things; the answer says "${shorten(sentence.trim(), 90)}" twice, so one ask has no figure of its own`,
          delta: -0.2,
          cap: 0.44,
          capReason: "an ask is answered with another ask's figure",
          partial: true,
        },
      ];
    }
    seen.add(key);
  }
  return [];
}

/**
 * Two asks that want different figures: two "how many" clauses, or asks each with a measure of its
 * own, not all the same ("How do people feel? Give me the average sentiment." asks one thing twice).
 */
function asksApart(sources: FitSources): boolean {
  const clauses = sources.question.split(/[,;?]|\band\b/i);
  if (clauses.filter((clause) => /\bhow\s+many\b/i.test(clause)).length >= 2) return true;
  const measured = splitAsks(sources.question)
    .filter((ask) => ASKS.test(ask.text))
    .map((ask) => askedMeasures(ask.text, sources.dataset).flat());
  const own = measured.filter((measures) => measures.length > 0);
  return own.length >= 2 && new Set(own.map((measures) => measures.sort().join())).size >= 2;
}

/** Sentences and list lines of the answer. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[*_A-Z\d])|\n+/).filter((sentence) => sentence.trim());
}

function shorten(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}
