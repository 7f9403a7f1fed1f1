import { parseOne } from './parse-one';
import type { QuestionInput } from './question-reading';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { fieldLabel } from './number-fields';

/**
 * "Of the Family home jobs, what share ended Damaged, premium cover vs no premium cover?": a share
 * asked within some records (the words before the share), of a part (the words after its verb),
 * on each side of a yes/no field (the words set against each other at the end). Each stretch is
 * read on its own, so one's words never land in another ("refund" as the issue kind of the part,
 * not the amount refunded; "cover" as the flag, not a verb).
 */
const ASKED =
  /^(.*?)\b(?:what|which)\s+(?:share|proportion|percentage|percent|fraction|%)\s+(?:of\s+(.+?)\s+)?(?:were|was|are|is|got|had|came|ended(?:\s+up)?(?:\s+as)?)\s+(.+?)\s*[,:;]\s*(.+\b(?:vs\.?|versus|compared\s+(?:with|to)|against)\b.*)$/i;

/** The filters the words say, read as records counted ("how many <words>"). */
function filtersSaid(input: QuestionInput, words: string): PlanFilter[] {
  const plan = parseOne({ ...input, question: `how many ${words}` });
  return plan.lookup ? [] : plan.filters;
}

export function flagSideShare(input: QuestionInput, plan: QuestionPlan): QuestionPlan | undefined {
  if (plan.lookup || plan.tool || plan.records || plan.groupBy || plan.refers) return undefined;
  const asked = ASKED.exec(input.question.trim());
  if (!asked) return undefined;
  const [, before, of, partSaid, sidesSaid] = asked as unknown as [
    string,
    string,
    string | undefined,
    string,
    string,
  ];
  // "what share of the claims with extra cover were …": the records of the share are within too.
  const within = `${before} ${of ?? ''}`;
  const fields = input.vocabulary.dictionary.fields;
  const isFlag = (name: string | undefined) =>
    fields.some(
      (field) => field.name === name && field.entity === plan.entity && field.type === 'boolean',
    );
  // The yes/no field the last stretch sets against itself.
  const sides = parseOne({ ...input, question: `how many ${sidesSaid}` });
  const flagName =
    (sides.compare && 'field' in sides.compare && isFlag(sides.compare.field)
      ? sides.compare.field
      : undefined) ??
    sides.filters.find((filter) => isFlag(filter.field))?.field ??
    (sides.measure.kind === 'rate' && isFlag(sides.measure.field)
      ? sides.measure.field
      : undefined);
  const flag = fields.find((field) => field.name === flagName && field.entity === plan.entity);
  if (!flag) return undefined;
  const part = filtersSaid(input, `were ${partSaid}`).filter(
    (filter) => filter.field !== flag.name,
  );
  if (part.length === 0) return undefined;
  const base = filtersSaid(input, within.replace(/^\s*(?:of|among|amongst|for|within|in)\b/i, ''))
    .filter((filter) => !/^(them|those|these)$/i.test(filter.said))
    .filter((filter) => filter.field !== flag.name)
    .filter((filter) => !part.some((other) => other.field === filter.field));
  const label = fieldLabel(flag);
  const read: QuestionPlan = {
    ...plan,
    measure: { kind: 'share', label: 'share', part },
    filters: base,
    compare: { field: flag.name, values: ['true', 'false'], labels: [label, `not ${label}`] },
    unknown: [],
  };
  delete read.rank;
  delete read.unknownIsAsked;
  return read;
}

/** A share, a proportion or a rate asked: its part is set apart from its sides. */
const SHARE_ASKED = /\b(?:share|proportion|percentage|percent|fraction|rate)\b|%/i;

/** "… for repeat complainants or for first-timers", "… for X than for everyone else". */
const FOR_SIDES =
  /\b(?:for|among|with)\s+(?:the\s+)?(.+?)\s*,?\s+(?:or|than|vs\.?|versus|compared\s+(?:with|to)|against|and)\s+(?:for\s+|among\s+|with\s+)?(?:the\s+)?(.+?)\s*(?:[?.!]|$)/i;

/**
 * "Is the share of complaints closed as upheld higher for repeat complainants or for
 * first-timers?": the sides are a yes/no field's two sides (said after "for"), the part is what
 * the share counts (closed as upheld), each side's own share — not the flag's rate among the
 * upheld complaints, which answers another question.
 */
export function flagSidesSaidFor(
  input: QuestionInput,
  plan: QuestionPlan,
): QuestionPlan | undefined {
  if (plan.lookup || plan.tool || plan.records || plan.groupBy || plan.refers) return undefined;
  const question = input.question.trim();
  if (!SHARE_ASKED.test(question)) return undefined;
  const said = FOR_SIDES.exec(question);
  if (!said) return undefined;
  const fields = input.vocabulary.dictionary.fields;
  const sides = parseOne({ ...input, question: `how many ${said[1]!}` });
  const flagName =
    sides.filters.find((filter) =>
      fields.some(
        (field) =>
          field.name === filter.field &&
          field.entity === plan.entity &&
          field.type === 'boolean' &&
          filter.values.length === 1 &&
          filter.values[0] === true,
      ),
    )?.field ?? (sides.measure.kind === 'rate' ? sides.measure.field : undefined);
  const flag = fields.find(
    (field) => field.name === flagName && field.entity === plan.entity && field.type === 'boolean',
  );
  if (!flag) return undefined;
  // Only the reading that took the flag for the figure (its rate, or a filter on it) is redone.
  const flagRead =
    (plan.measure.kind === 'rate' && plan.measure.field === flag.name) ||
    plan.filters.some((filter) => filter.field === flag.name);
  if (!flagRead) return undefined;
  const compare = plan.compare;
  const restPart: PlanFilter[] =
    compare && 'field' in compare && compare.rest && compare.field !== flag.name
      ? [
          {
            entity: plan.entity,
            field: compare.field,
            values: [compare.values[0]],
            said: compare.values[0],
          },
        ]
      : [];
  const part = [
    ...plan.filters.filter((filter) => filter.field !== flag.name),
    ...(plan.measure.part ?? []).filter((filter) => filter.field !== flag.name),
    ...restPart,
  ];
  if (part.length === 0) return undefined;
  const label = fieldLabel(flag);
  const read: QuestionPlan = {
    ...plan,
    measure: { kind: 'share', label: 'share', part },
    filters: [],
    compare: { field: flag.name, values: ['true', 'false'], labels: [label, `not ${label}`] },
    unknown: [],
  };
  delete read.rank;
  delete read.unknownIsAsked;
  return read;
}
