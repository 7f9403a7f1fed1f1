import { sameRoot } from '../../../../../src/agent/word-forms';
import spoken from './spoken-measures.json';
import { fieldWords, rawWords, stemOf } from './number-fields';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, SHARE_WORDS, SUM_WORDS } from './question-words';
import { holdsNothing, type Vocabulary } from './vocabulary';

/**
 * "What share of delay reports got compensation", "how many lost item reports got a refund",
 * "what percentage were refunded": the records where the amount paid out is above zero — counted,
 * or as a share of the records asked about where the amount is recorded (a blank is unknown, not
 * none) — not the amount added up. "How much" or "in total" still asks the amount.
 */
const RECEIVED =
  /\b(?:got|get|gets|getting|received?|receives|receiving|(?:were|was|been|be)\s+(?:paid|given|offered|issued|awarded|granted)|qualified\s+for|ended\s+up\s+with|resulted\s+in|led\s+to)\s+(?:(?:a|an|any|some|the|their|its)\s+)?(\w+)/i;
const RECEIVED_AS_VERB =
  /\b(?:were|was|been|be|got|get|gets|getting)\s+(?:[\w'-]+\s+){0,3}?(refunded|compensated|reimbursed|credited)\b/i;
const PAYOUT_WORDS = new Set(spoken.quantities.payout.fieldWords);

export function receivedAmount(question: string, vocabulary: Vocabulary, plan: QuestionPlan) {
  if (plan.lookup || plan.records || plan.tool || plan.groupBy || plan.rank) return;
  if (/\bhow much\b/i.test(question) || SUM_WORDS.test(question) || AVERAGE_WORDS.test(question))
    return;
  const noun =
    (RECEIVED.exec(question) ?? RECEIVED_AS_VERB.exec(question))?.[1] ??
    countedPayoutNoun(question, plan);
  if (!noun) return;
  // "were refunded in full" of a "Refunded in full" outcome: the word is that value, not an amount.
  const lowerNoun = noun.toLowerCase();
  const valuesSaid = [...plan.filters, ...(plan.measure.part ?? [])].filter((filter) => !filter.op);
  if (valuesSaid.some((filter) => rawWords(filter.said).includes(lowerNoun))) return;
  // "were refunded" of an outcome "Refund": the value said through its verb, when one field
  // holds exactly one such value, before an amount above zero.
  if (RECEIVED_AS_VERB.exec(question)?.[1]?.toLowerCase() === lowerNoun) {
    const formed = vocabulary.dictionary.fields.flatMap((candidate) =>
      candidate.entity === plan.entity && candidate.type === 'category'
        ? (candidate.values ?? [])
            .filter(({ value }) => /^\p{L}+$/u.test(String(value)))
            .filter(({ value }) => sameRoot(lowerNoun, String(value)))
            .map(({ value }) => ({ field: candidate.name, value }))
        : [],
    );
    if (formed.length === 1) {
      const [{ field, value }] = formed as [{ field: string; value: string | number }];
      const valued: PlanFilter = { entity: plan.entity, field, values: [value], said: noun };
      const parts = plan.measure.part ?? [];
      if ([...plan.filters, ...parts].some((filter) => filter.field === field)) return;
      if (SHARE_WORDS.test(question) && !COUNT_WORDS.test(question)) {
        plan.filters.push(...parts);
        plan.measure = { kind: 'share', label: 'share', part: [valued] };
      } else plan.filters.push(valued);
      return;
    }
  }
  const said = stemOf(lowerNoun);
  const field = vocabulary.dictionary.fields.find(
    (candidate) =>
      candidate.entity === plan.entity &&
      candidate.type === 'number' &&
      candidate.filled > 0 &&
      !holdsNothing(candidate) &&
      fieldWords(candidate).some((word) => PAYOUT_WORDS.has(word)) &&
      fieldWords(candidate).some((word) => sameStem(stemOf(word), said)),
  );
  if (!field) return;
  const paid: PlanFilter = {
    entity: plan.entity,
    field: field.name,
    values: [0],
    op: 'gt',
    said: noun,
  };
  if (SHARE_WORDS.test(question) && !COUNT_WORDS.test(question)) {
    // "What percentage of Faro messages were refunded": Faro's records are the ones asked about.
    plan.filters.push(...(plan.measure.part ?? []).filter((part) => part.field !== field.name));
    plan.measure = { kind: 'share', label: 'share', part: [paid] };
    // A blank amount is not known to be none: the share is of the records where it is recorded.
    const total = vocabulary.dictionary.counts[plan.entity] ?? 0;
    if (field.filled < total && !plan.filters.some((filter) => filter.field === field.name)) {
      plan.filters.push({
        entity: plan.entity,
        field: field.name,
        values: [],
        op: 'not_null',
        said: noun,
      });
    }
  } else if (COUNT_WORDS.test(question) || plan.measure.kind === 'count') {
    plan.measure = { kind: 'count', label: 'count' };
    if (!plan.filters.some((filter) => filter.field === field.name)) plan.filters.push(paid);
  } else return;
  const words = new Set(fieldWords(field).map(stemOf));
  plan.unknown = plan.unknown.filter((word) => !words.has(stemOf(word.toLowerCase())));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/**
 * "How many refunds have we handed out", "how many goodwill credits did Leeds give": the plural
 * noun right after "how many" (or one word later), read as a figure of the payout field it names,
 * is a count of the records that hold a payment (the amount above zero), not the amount added up.
 */
const HOW_MANY_NOUN =
  /\bhow\s+many\s+(?:(?:of\s+)?(?:the|our|those|these|their)\s+)?([a-z]+)(?:\s+([a-z]+))?/i;

function countedPayoutNoun(question: string, plan: QuestionPlan): string | undefined {
  // The noun read as the field's figure (its sum, or the average a bare number field defaults to).
  if (!['sum', 'average'].includes(plan.measure.kind) || !plan.measure.field) return undefined;
  const said = HOW_MANY_NOUN.exec(question);
  return [said?.[1], said?.[2]].find(
    (word) => word !== undefined && /s$/i.test(word) && PAYOUT_WORDS.has(word.toLowerCase()),
  );
}

/** "compensated" and "compensation", "refunded" and "refund": one stem the other begins with. */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short.replace(/at$/, ''));
}
