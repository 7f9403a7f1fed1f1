import type { FitFinding, FitSources } from './answer-fit';
import type { ObservedCall } from './observed-values';
import { isPlainObject } from './validate-input';
import superlativeWords from './words/superlative-words.json';

const SUPERLATIVES = new Set(superlativeWords.superlatives);
const COMPARATIVES = new Set(superlativeWords.comparatives);
const NOT_COMPARATIVES_IER = new Set(superlativeWords.notComparativesIer);
const NOT_SUPERLATIVES = new Set(superlativeWords.notSuperlatives);
/** "Which channel", "what product": the group the question asks to be named. */
const WHICH = /\b(?:which|what)\s+([a-z][\w-]*)/i;
/** "The top three", "the 5 busiest": several asked, so a list answers it. */
const SEVERAL =
  /\b(?:top|first|\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:\w+\s+)?(?:most|least|\w+est)\b|\btop\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|\b(?:rank|list|each|every|all)\b/i;
const LIST_KEYS = ['rows', 'groups', 'results', 'categories'];

/**
 * A degree word of the question: a superlative (listed, or any -est word not merely spelt so) or,
 * asked of "which", a comparative ("which team was slower": one of several named), listed or an
 * -ier word that is no noun ("gloomier", not "courier").
 */
function asksDegree(question: string): boolean {
  return (question.toLowerCase().match(/[a-z]+/g) ?? []).some(
    (word) =>
      SUPERLATIVES.has(word) ||
      COMPARATIVES.has(word) ||
      (word.length >= 6 && /est$/.test(word) && !NOT_SUPERLATIVES.has(word)) ||
      (word.length >= 6 && /ier$/.test(word) && !NOT_COMPARATIVES_IER.has(word)),
  );
}

/** The labels of the grouped rows of a call (each row's values of the fields it grouped by). */
function groupLabels(call: ObservedCall): string[] {
  const input = call.input;
  if (!isPlainObject(input)) return [];
  const raw = input['groupBy'] ?? input['splitBy'];
  const fields = (Array.isArray(raw) ? raw : [raw]).filter(
    (name): name is string => typeof name === 'string',
  );
  if (!fields.length || !isPlainObject(call.output)) return [];
  const output = call.output;
  const labels: string[] = [];
  for (const key of LIST_KEYS) {
    const rows = output[key];
    if (!Array.isArray(rows)) continue;
    for (const row of rows) {
      if (!isPlainObject(row)) continue;
      for (const field of fields) {
        const value = row[field] ?? row['key'] ?? row['value'] ?? row['label'];
        if (typeof value === 'string' || typeof value === 'number') labels.push(String(value));
      }
    }
  }
  return labels;
}

/** The answer's opening: what it says before its first list or second sentence. */
function openingOf(answer: string): string {
  const firstLine = answer.split(/\n/)[0] ?? '';
  return firstLine.split(/(?<=[.!?])\s+(?=[A-Z*])/)[0] ?? firstLine;
}

/** The first figure of each list line ("- phone: -0.379 (7336 …)" → -0.379), in order. */
function listedFigures(answer: string): number[] {
  const figures: number[] = [];
  for (const line of answer.split(/\n/)) {
    const item = /^\s*(?:[-*•]|\d+[.)])\s+[^:]*:\s*\**\s*(-?\d[\d,]*(?:\.\d+)?)/.exec(line);
    if (item) figures.push(Number(item[1]!.replace(/,/g, '')));
  }
  return figures;
}

/** Whether the first figure of a list lies strictly between its smallest and its largest. */
function midFirst(figures: readonly number[]): boolean {
  if (figures.length < 3) return false;
  const first = figures[0]!;
  return Math.min(...figures) < first && first < Math.max(...figures);
}

/**
 * "Which channel has the gloomiest average sentiment?", "which team was slower to resolve?" ask
 * one group named. An answer that opens
 * with a list of every group ("Average sentiment by channel: - chat … - phone …") and names none
 * of them first leaves the reader to pick the leader; when the list's first row lies between its
 * smallest and its largest figure, it does not lead with the leader whichever way the superlative
 * runs. The question asks "which/what X" with a superlative or comparative and no number of them
 * ("the top three"); the run grouped a result; the answer's opening names none of its groups and
 * its first listed figure is neither the list's largest nor its smallest.
 */
export function checkNamedLeader(sources: FitSources): FitFinding[] {
  const which = WHICH.exec(sources.question);
  if (!which || !asksDegree(sources.question) || SEVERAL.test(sources.question)) return [];
  // "Which channels …" asks several.
  const noun = which[1]!.toLowerCase();
  if (/[^su]s$/.test(noun)) return [];
  const labels = [...new Set(sources.calls.flatMap(groupLabels))].filter((label) => label.trim());
  if (labels.length < 2) return [];
  const opening = openingOf(sources.answer).toLowerCase();
  if (labels.some((label) => opening.includes(label.toLowerCase()))) return [];
  // A list whose first row holds its largest or smallest figure leads with a leader whichever way
  // the superlative runs. One whose first row is at neither end cannot lead with the leader.
  if (!midFirst(listedFigures(sources.answer))) return [];
  return [
    {
      check: 'measure',
      label: `The question asks which ${noun} leads; the answer's opening names none of the ${labels.length} groups computed`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'no single group is named as the answer',
      partial: true,
    },
  ];
}
