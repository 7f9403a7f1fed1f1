import type { DataSpan, Period } from './period';
import { stem } from './unknown-words';
import { normaliseWord, type Vocabulary, words } from './vocabulary';

/**
 * The parser's vocabulary of question words (measures, rankings, comparisons, references) and the
 * readers that turn matched terms into filters, a measure, a grouping and a ranking.
 */

// The readers live one concept to a file; importers still find them here.
export * from './question-words';
export * from './question-terms';
export * from './question-measure';
export * from './question-grouping';
export * from './unknown-words';

/** A specialised tool the question may need: its name and description as the request gives them. */
export interface ToolHint {
  name: string;
  description: string;
}

export interface QuestionInput {
  question: string;
  /** The previous question of the conversation, for "those", "that", "and in April?". */
  previous?: string;
  /**
   * The questions before `previous`, oldest first: a follow-up of a follow-up ("how does that
   * compare with July?" then "of those, how many …") reads the turn it leans on in full.
   */
  before?: readonly string[];
  /** Chart context of the turn: a clicked day and its filters. */
  context?: { date?: string; granularity?: string; filters?: Record<string, unknown> };
  vocabulary: Vocabulary;
  span: DataSpan;
  /** Specialised tools offered beside query_data. */
  tools?: readonly ToolHint[];
  /** Whether query_data offers a median (undefined: assume it does). */
  medianOffered?: boolean;
}

/** The offered tool whose description covers the words nothing else matched, if one clearly does. */
export function specialisedTool(
  unknown: string[],
  tools: readonly ToolHint[] | undefined,
): string | undefined {
  if (!tools || unknown.length === 0) return undefined;
  const said = unknown.map(normaliseWord).filter((word) => word.length >= 4);
  let best: { name: string; score: number } | undefined;
  const described = tools.map((tool) => {
    const text = `${tool.name.replace(/_/g, ' ')} ${tool.description}`;
    // "hand-off" is also written "handoff".
    const joined = [...text.matchAll(/(\w+)-(\w+)/g)].map((match) =>
      normaliseWord(`${match[1]}${match[2]}`),
    );
    return new Set([...words(text), ...joined]);
  });
  tools.forEach((tool, index) => {
    let score = 0;
    for (const word of said) {
      const hit = (known: string) => known === word || stem(known) === stem(word);
      if (![...described[index]!].some(hit)) continue;
      const spread = described.filter((set) => [...set].some(hit)).length;
      score += 1 / spread;
    }
    if (score > 0 && (!best || score > best.score)) best = { name: tool.name, score };
  });
  return best && best.score * 2 >= said.length * 0.5 ? best.name : undefined;
}

export function contextPeriod(context: QuestionInput['context']): Period | undefined {
  const date = context?.date;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (context?.granularity === 'week') {
    const to = new Date(Date.parse(`${date}T00:00:00Z`) + 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { from: date, to, label: `the week of ${date}` };
  }
  return { from: date, to: date, label: date };
}
