import type { DatasetField } from '../../../../../src/agent/dataset';
import { MONEY_FIELD } from './amounts';
import {
  fieldLabel,
  fieldStems,
  fieldWords,
  namedNumberFields,
  rawWords,
  stemOf,
} from './number-fields';
import type { QuestionPlan } from './question-plan';
import { COUNT_WORDS } from './question-words';
import { spokenField } from './spoken-measures';
import type { Vocabulary } from './vocabulary';

/**
 * "Which district has slower requests?", "which region has bigger payouts", "which supplier
 * country is costlier": groups asked after with a comparative adjective of a number and no other
 * side ("than …") rank the groups by that number's average, the direction the adjective says.
 * "Costlier", "cheaper", "bigger" name the records' one money field when no number is named.
 */

const HIGH =
  /\b(?:slower|longer|bigger|larger|higher|greater|costlier|pricier|dearer|more\s+expensive)\b/i;
const LOW = /\b(?:faster|quicker|shorter|smaller|lower|cheaper|less\s+expensive)\b/i;
/** Said of records with no number named, the size or price of the records is their money. */
const MONEY_SAID =
  /\b(?:costlier|pricier|dearer|cheaper|more\s+expensive|less\s+expensive|bigger|larger|smaller)\b/i;
/** Another side said: the comparison is between named sides, not a ranking of every group. */
const OTHER_SIDE = /\b(?:than|vs\.?|versus|compared?\s+(?:with|to)|against)\b/i;
const WHICH = /\b(?:which|what)\b/i;

function numberSaid(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): DatasetField | undefined {
  const named = namedNumberFields(withoutSides(question, plan), vocabulary.dictionary, plan.entity);
  if (named.length === 1) return named[0];
  return named.length === 0 ? spokenField(question, vocabulary, plan) : undefined;
}

/**
 * "Which was bigger, noise or noise and odour": the words of the two sides compared name those
 * values, not a number field that shares them ("noise (dB)").
 */
function withoutSides(question: string, plan: QuestionPlan): string {
  const compare = plan.compare;
  if (!compare || !('field' in compare)) return question;
  let text = question;
  for (const value of [...compare.values].sort((a, b) => b.length - a.length)) {
    const spelled = rawWords(value);
    if (spelled.length === 0) continue;
    text = text.replace(new RegExp(`\\b${spelled.join('\\W+')}\\b`, 'giu'), ' ');
  }
  return text;
}

/** The plan measures a number: one said, or the one money field for a size or price. */
function numberMeasured(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
  said: string,
): boolean {
  const counted = plan.measure.kind === 'count' && !COUNT_WORDS.test(question);
  // "Which city has shorter waits": the number said by its kind of quantity or its own words.
  const named = counted ? numberSaid(question, vocabulary, plan) : undefined;
  if (named) {
    plan.measure = { kind: 'average', field: named.name, label: `average ${fieldLabel(named)}` };
  } else if (counted && MONEY_SAID.test(said)) {
    const money = vocabulary.dictionary.fields.filter(
      (field) =>
        field.entity === plan.entity &&
        field.type === 'number' &&
        field.role !== 'id' &&
        field.filled > 0 &&
        fieldWords(field).some((word) => MONEY_FIELD.test(word)),
    );
    // Of several, the one the question's words name ("bigger disputes": the amount disputed).
    const words = new Set(rawWords(question).map(stemOf));
    const named = money.filter((field) => [...fieldStems(field)].some((stem) => words.has(stem)));
    const field = money.length === 1 ? money[0] : named.length === 1 ? named[0] : undefined;
    if (!field) return false;
    plan.measure = { kind: 'average', field: field.name, label: `average ${fieldLabel(field)}` };
  }
  return ['average', 'median'].includes(plan.measure.kind) && plan.measure.field !== undefined;
}

export function comparativeRanking(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): void {
  const group = plan.groupBy;
  if (plan.records || plan.lookup) return;
  // "Are disputes from Egypt bigger than those from France": two values set side by side.
  const sides = plan.compare && 'field' in plan.compare && !plan.groupBy;
  if (!sides && (!group || group.time || plan.rank || plan.compare)) return;
  if (!sides && (!WHICH.test(question) || OTHER_SIDE.test(question))) return;
  const high = HIGH.exec(question);
  const low = LOW.exec(question);
  if (!high === !low) return;
  const said = (high ?? low)![0];
  if (!numberMeasured(question, vocabulary, plan, said)) return;
  if (sides) return;
  plan.rank = { direction: high ? 'desc' : 'asc', limit: 1 };
  const word = said.toLowerCase().split(/\s+/);
  plan.unknown = plan.unknown.filter(
    (unknown) =>
      !unknown
        .toLowerCase()
        .split(/\s+/)
        .every((part) => word.includes(part)),
  );
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
