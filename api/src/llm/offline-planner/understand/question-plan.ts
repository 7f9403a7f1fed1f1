import type { DatasetEntity } from '../../../../../src/agent/dataset';
import type { LinkedFilter } from './linked-records';
import type { Period } from './period';

/** A filter on one field: the row's value is one of `values` (one value for most filters). */
export interface PlanFilter {
  entity: DatasetEntity;
  field: string;
  /** Values as the data holds them (a flag's `true`). */
  values: (string | number | boolean)[];
  /** The words of the question it came from. */
  said: string;
  /** Matched on one distinctive word of a longer value ("luggage"). */
  partial?: boolean;
  /** Read by the meaning of these words, not the value's own ("succeeded" of "Won"). */
  meant?: string;
  /** "not closed", "excluding email": every value but these. */
  negate?: boolean;
  /**
   * "more than 5 nights", "3 stars or less": a bound on a number field, not one value;
   * `not_null` (no values): "have a rating", the records where the field is filled;
   * `is_null` (no values): "not closed yet", the records where that date is empty;
   * `contains`: a name said in a free-text field ("Harbor Analytics" in `company`).
   */
  op?: 'gt' | 'gte' | 'lt' | 'lte' | 'not_null' | 'is_null' | 'contains';
  /** The people whose other records hold these filters (linked-records.ts): their ids. */
  linked?: LinkedFilter;
}

export type MeasureKind = 'count' | 'share' | 'average' | 'median' | 'sum' | 'rate' | 'max' | 'min';

export interface Measure {
  kind: MeasureKind;
  /** The numeric (average, median, sum) or boolean (rate) field. */
  field?: string;
  /** "average sentiment", "breach rate", "count": the measure in the answer's words. */
  label: string;
  /** For a share: the part whose share of the filtered rows is asked ("… are negative"). */
  part?: PlanFilter[];
  /** "Typically" was asked but the tools offer no median: the figure is a mean, and says so. */
  meanForTypical?: boolean;
  /** Extra filters a declared measure brings with it. */
  filters?: PlanFilter[];
  /** "In hours" of a field counted in days: the figure converted into the unit asked. */
  unit?: { from: string; to: string; factor: number };
}

export interface Grouping {
  field: string;
  label: string;
  /** A grouping over time (day, week, month). */
  time?: boolean;
}

export interface Lookup {
  id: string;
  kind: 'communication' | 'customer' | 'case' | 'any';
  /** The question's words, to lead with the field it asks about ("opened"). */
  asks?: string[];
  /** "U-1's most recent complaint", "the last message from C-2": the newest record of theirs. */
  recent?: boolean;
}

/** What the question asks, as a small explicit analysis plan. */
export interface QuestionPlan {
  entity: DatasetEntity;
  measure: Measure;
  filters: PlanFilter[];
  period?: Period;
  groupBy?: Grouping;
  /** Top or bottom groups; `position` for "the second most common". */
  rank?: { direction: 'desc' | 'asc'; limit: number; position?: number };
  /** Individual records ranked by a field ("the five angriest letters"). */
  records?: {
    field: string;
    direction: 'asc' | 'desc';
    limit: number;
    /** "…, and at which site?": the field asked of the record(s) holding the extreme. */
    attribute?: string;
  };
  /** Two periods, or two values of one field, side by side. */
  compare?:
    | { periods: [Period, Period] }
    | {
        field: string;
        values: [string, string];
        /** How the question named the two sides of a flag ("restricted", "unrestricted"). */
        labels?: [string, string];
        /** "than the rest": the first value against every record without it (values[1] a label). */
        rest?: true;
      };
  lookup?: Lookup;
  /** What drove a change: the groups whose change explains most of it. */
  why?: boolean;
  /** Drill-down direction: what got worse or better. */
  direction?: 'worse' | 'better';
  /** Words of a topic to read what people wrote about it (text search), when asked for. */
  topic?: string;
  /** Examples asked for ("show me", "examples", "what did they say"). */
  examples?: boolean;
  /** A specialised tool whose description covers the question (hand-off rates, risk). */
  tool?: string;
  /** The row of that tool's output the question asks about ("chat→phone"). */
  toolRow?: string;
  /** Words of the question the data has no field, value or measure for. */
  unknown: string[];
  /** Those words are what is asked ("share price", "how many followers"): decline. */
  unknownIsAsked?: boolean;
  /**
   * "How many different routes had complaints": the number of values this field holds over the
   * records, not the number of records (`label` as the answer says it).
   */
  distinct?: { field: string; label: string };
  /** What the question asks that the planner cannot compute, in words ("distinct customers"). */
  cannot?: string;
  /**
   * A follow-up's words for another side of the previous question that it names no side of
   * ("the other regions" when it asked no region, "the opposite" of two values that have one).
   */
  unreadSide?: string;
  /**
   * "What is the interest rate on savings": the figure a value's own name holds ("interest rate"
   * of a topic "Interest & Rates"), which the data does not: the records are about it.
   */
  figureOf?: PlanFilter;
  /** A change after an event named without a date ("the 5.2 release"): the date is needed. */
  undatedEvent?: string;
  /** A period asked about that lies outside the data. */
  outside?: Period;
  /** The question's own word for the records ("tweets"), for the answer to use. */
  noun?: string;
  /** "What happened on <day>?": the period's story (understand/describe-period.ts). */
  describe?: boolean;
  /** The turn built on the previous turn's plan. */
  followsPrevious?: boolean;
  /** "that product": the winner of the previous turn's ranking, found first and then filtered on. */
  refers?: QuestionPlan;
  /**
   * "complaints from customers who had their account restricted": a flag of other records said
   * of the people, read there first (linked-records.ts).
   */
  linked?: LinkedFilter;
  /** "Excluding that one, which topic is most common?": the winner's records are set aside. */
  winnerExcluded?: boolean;
  /** "What share of all X is that" after a ranking: the winner is the share's part, not a filter. */
  winnerAsPart?: boolean;
  /** "On average, how many … per week": the count over the span's weeks, before each week's. */
  perPeriod?: boolean;
}
