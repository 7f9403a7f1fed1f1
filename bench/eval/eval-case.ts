import type { Store } from '../../api/src/store/db';
import type { TurnContext } from '../../src/agent/events';

/** The kinds of question the set covers; accuracy is reported per category. */
export const CATEGORIES = [
  'planted fact',
  'descriptive',
  'comparison',
  'ranking',
  'relative period',
  'casual',
  'follow-up',
  'unanswerable',
  'lookup',
  // Two or more asks in one question ("how many …, and what share of them …"); the held-out set
  // has them, the main set predates the category.
  'multi-part',
] as const;
export type Category = (typeof CATEGORIES)[number];

export type DatasetName = 'demo' | 'airline';

/** A figure the answer must state. */
export interface ExpectedFigure {
  /** What it is, for the failure list ("hand-off rate"). */
  readonly label: string;
  readonly value: number;
  /** Largest accepted difference, in the figure's own unit (0.01 = one percentage point for shares). */
  readonly tolerance: number;
  /** A share (0..1) that may be written as a percentage. */
  readonly share?: boolean;
  /**
   * The asked figure: the first figure of its kind in the answer (ignoring years and numbers the
   * question itself contains) must be this one, so a right value after a contradicting one fails.
   */
  readonly lead?: boolean;
}

/** A value the answer must name, e.g. the busiest day or the top airline. */
export interface ExpectedName {
  readonly label: string;
  /** Accepted spellings of the right value (matched case-insensitively, as whole words). */
  readonly anyOf: readonly string[];
  /**
   * The other values it competes with (a ranking's candidates). When given, the right value must
   * be named before any of them: "the busiest was X" after "Y was busiest" is wrong.
   */
  readonly rivals?: readonly string[];
}

export type Expectation =
  | {
      readonly kind: 'answer';
      readonly figures?: readonly ExpectedFigure[];
      readonly names?: readonly ExpectedName[];
    }
  | { readonly kind: 'decline'; readonly why: string };

/** What an evaluation case knows when its truth is computed. */
export interface TruthSource {
  /** The database the SQL runs over: the demo DB, or the raw airline CSV loaded as `tweets`. */
  readonly db: Store;
}

export interface EvalCase {
  /** Stable, unique id (`demo-handoff-rate-1`); `--filter` matches it, the category and the question. */
  readonly id: string;
  readonly dataset: DatasetName;
  readonly category: Category;
  /** Earlier turns of the conversation, asked first; the case is graded on `question`. */
  readonly previous?: readonly string[];
  readonly question: string;
  readonly context?: TurnContext;
  /** The right answer, computed by plain SQL over `source.db` (never by Sightline's tools). */
  readonly truth: (source: TruthSource) => Expectation;
}
