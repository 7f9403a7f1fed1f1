import { checkActNamedFilter } from './act-named-filter';
import { checkAskScope, checkAskTotal } from './ask-scope';
import { checkCombinedCount, checkComparisonSides } from './comparison-sides';
import { checkAmountReference } from './amount-reference';
import { checkAskedAmount } from './asked-amount';
import { checkAskedBound } from './asked-bound';
import { checkAskedField } from './asked-field';
import { checkAskedGrouping } from './asked-grouping';
import { checkAskedMeasure } from './asked-measure';
import { checkAskedUnit } from './asked-unit';
import { checkChangeAsked, checkChangeLead } from './change-lead';
import { checkCountedField } from './counted-field';
import { checkCountedPresence } from './counted-presence';
import { checkCoveredPhrase } from './covered-phrase';
import { checkDifferenceAsked } from './difference-asked';
import { checkAskCount, checkEveryAsk } from './every-ask';
import type { DataDictionary } from './dataset';
import type { FigureEvidence } from './events';
import { checkFlagSides } from './flag-sides';
import { checkFollowUpScope } from './follow-up-scope';
import { checkIdLookupScope } from './id-lookup-scope';
import { checkInterpretedPhrase } from './interpreted-phrase';
import { checkFullPeriod } from './full-period';
import type { ObservedCall } from './observed-values';
import { checkPartCount } from './part-count';
import type { CorpusPeriod } from './prompts';
import type { Constraint } from './question-constraints';
import { checkLatestRecord } from './latest-record';
import { checkLeftOut } from './left-out';
import { checkListGroupLead } from './list-group-lead';
import { checkMoodNamedValue } from './mood-named-value';
import { checkTwoReadings } from './two-readings';
import { checkValueNamedField } from './value-named-field';
import { checkExclusiveFilters } from './exclusive-filters';
import { checkExtremeHolder } from './extreme-holder';
import { checkNamedFlag } from './named-flag';
import { checkNamedLeader } from './named-leader';
import { checkNegatedState } from './negated-state';
import { checkOneSidedComparison } from './one-sided-comparison';
import { checkOverallAsked, checkUnaskedGroupLead } from './overall-asked';
import { checkIdBreakdown } from './id-breakdown';
import { checkPerRecord } from './per-record';
import { checkPeriodBounds } from './period-bounds';
import { checkPeriodLead } from './period-lead';
import { checkRankedLead } from './ranked-lead';
import { checkRankingDirection } from './ranking-direction';
import { checkRecordCountLead } from './record-count-lead';
import { checkRepeatedPart } from './repeated-part';
import { checkSelfShare } from './self-share';
import { checkShareBase } from './share-base';
import { checkShareGroup } from './share-group';
import { checkSplitSides } from './split-sides';
import { checkUnaccountedTerms } from './unaccounted-terms';
import { checkUnaskedPeriod } from './unasked-period';
import { checkUnknownId } from './unknown-id';
import { checkUniformGrouping } from './uniform-grouping';
import { checkUnrequestedFilters } from './unrequested-filters';
import { checkWidenedFilter } from './widened-filter';
import { checkAskWinner, checkWinnerReference } from './winner-reference';

/**
 * One way the answer does not fit the question, found by reading the question, the tool calls'
 * inputs and outputs, the answer's figures and the data dictionary (never a model's internals).
 * Each becomes a confidence factor; `cap` keeps the level below what the flaw allows.
 */
export interface FitFinding {
  /** Which check found it: the measure or grouping asked, the sides named, a filter, the words. */
  check: 'measure' | 'grouping' | 'sides' | 'filter' | 'terms';
  /** For `terms`: the question's words nothing in the data or the run names. */
  unaccounted?: string[];
  /** A sentence for the analyst: what the question asks and what the answer gives instead. */
  label: string;
  delta: number;
  /** The highest score the answer may keep with this flaw. */
  cap: number;
  /** Why the cap applies, in a few words (shown with the cap). */
  capReason: string;
  /** The answer leaves out part of what was asked: its status becomes "partly answered". */
  partial?: boolean;
  /** What the answer left out was what the question asked: its status becomes "not answerable". */
  declines?: boolean;
}

export interface FitSources {
  question: string;
  previousQuestion?: string;
  answer: string;
  constraints: readonly Constraint[];
  figures: readonly FigureEvidence[];
  calls: readonly ObservedCall[];
  dataset?: DataDictionary;
  /** The data's span: a period the previous turn named is checked against it. */
  period?: CorpusPeriod;
}

/** One fit check by name: the name lets an evaluation leave it out to measure what it adds. */
export interface FitCheck {
  readonly name: string;
  readonly check: (sources: FitSources) => FitFinding[];
}

/** Every fit check, in the order the analyst reads their findings. */
export const FIT_CHECKS: readonly FitCheck[] = [
  { name: 'asked-measure', check: checkAskedMeasure },
  { name: 'asked-amount', check: checkAskedAmount },
  { name: 'asked-unit', check: checkAskedUnit },
  { name: 'counted-presence', check: checkCountedPresence },
  { name: 'counted-field', check: checkCountedField },
  { name: 'asked-field', check: checkAskedField },
  { name: 'every-ask', check: checkEveryAsk },
  { name: 'ask-count', check: checkAskCount },
  { name: 'part-count', check: checkPartCount },
  { name: 'two-readings', check: checkTwoReadings },
  { name: 'interpreted-phrase', check: checkInterpretedPhrase },
  { name: 'repeated-part', check: checkRepeatedPart },
  { name: 'share-base', check: checkShareBase },
  { name: 'self-share', check: checkSelfShare },
  { name: 'share-group', check: checkShareGroup },
  { name: 'named-flag', check: checkNamedFlag },
  { name: 'mood-named-value', check: checkMoodNamedValue },
  { name: 'value-named-field', check: checkValueNamedField },
  { name: 'ranked-lead', check: checkRankedLead },
  { name: 'named-leader', check: checkNamedLeader },
  { name: 'list-group-lead', check: checkListGroupLead },
  { name: 'latest-record', check: checkLatestRecord },
  { name: 'record-count-lead', check: checkRecordCountLead },
  { name: 'ranking-direction', check: checkRankingDirection },
  { name: 'asked-grouping', check: checkAskedGrouping },
  { name: 'overall-asked', check: checkOverallAsked },
  { name: 'unasked-group-lead', check: checkUnaskedGroupLead },
  { name: 'id-breakdown', check: checkIdBreakdown },
  { name: 'per-record', check: checkPerRecord },
  { name: 'period-lead', check: checkPeriodLead },
  { name: 'full-period', check: checkFullPeriod },
  { name: 'change-lead', check: checkChangeLead },
  { name: 'change-asked', check: checkChangeAsked },
  { name: 'uniform-grouping', check: checkUniformGrouping },
  { name: 'combined-count', check: checkCombinedCount },
  { name: 'comparison-sides', check: checkComparisonSides },
  { name: 'one-sided-comparison', check: checkOneSidedComparison },
  { name: 'difference-asked', check: checkDifferenceAsked },
  { name: 'split-sides', check: checkSplitSides },
  { name: 'flag-sides', check: checkFlagSides },
  { name: 'unrequested-filters', check: checkUnrequestedFilters },
  { name: 'act-named-filter', check: checkActNamedFilter },
  { name: 'exclusive-filters', check: checkExclusiveFilters },
  { name: 'left-out', check: checkLeftOut },
  { name: 'widened-filter', check: checkWidenedFilter },
  { name: 'covered-phrase', check: checkCoveredPhrase },
  { name: 'asked-bound', check: checkAskedBound },
  { name: 'negated-state', check: checkNegatedState },
  { name: 'winner-reference', check: checkWinnerReference },
  { name: 'ask-winner', check: checkAskWinner },
  { name: 'amount-reference', check: checkAmountReference },
  { name: 'extreme-holder', check: checkExtremeHolder },
  { name: 'follow-up-scope', check: checkFollowUpScope },
  { name: 'id-lookup-scope', check: checkIdLookupScope },
  { name: 'unknown-id', check: checkUnknownId },
  { name: 'ask-scope', check: checkAskScope },
  { name: 'ask-total', check: checkAskTotal },
  { name: 'unasked-period', check: checkUnaskedPeriod },
  { name: 'period-bounds', check: checkPeriodBounds },
  { name: 'unaccounted-terms', check: checkUnaccountedTerms },
];

/** The findings of the given fit checks (all of them unless told) over one answer. */
export function assessFit(
  sources: FitSources,
  checks: readonly FitCheck[] = FIT_CHECKS,
): FitFinding[] {
  return checks.flatMap((entry) => entry.check(sources));
}
