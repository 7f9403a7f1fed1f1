import { num, rows, str } from '../observations';
import { figure, filterWords, label, nounOf } from './answer-words';
import {
  aggregateCall,
  metricColumn,
  outputOf,
  recordsCall,
  type ExecutionContext,
  type Observed,
} from './execute-plan';
import type { QuestionPlan } from './question-plan';
import type { QuestionInput } from './question-reading';

/**
 * "What was the weakest signal ever recorded, and at which site?", "the largest single refund,
 * and what nature of complaint was it for?": a later ask of a field of the record holding the
 * first ask's extreme. The first ask's figure is a maximum or minimum over records; the later
 * ask names a field (read on its own as a breakdown by it) and no figure over many records. It is
 * answered from the records themselves, ranked by the first ask's field: the ones holding the
 * extreme (several when they tie) and the value of the asked field each holds.
 */

/** Enough records to see whether the extreme is shared, few enough to list. */
const TIED_SHOWN = 5;

/** Words that ask a figure over many records, not a field of the one record. */
const OVER_MANY =
  /\b(?:how\s+many|number\s+of|count|average|mean|median|total|sum|share|percent(?:age)?|proportion|most|least|fewest|breakdown|split|by\s+each|per)\b/i;

export function extremeHolder(
  input: QuestionInput,
  plan: QuestionPlan,
  first: QuestionPlan,
): QuestionPlan | undefined {
  const measured = first.measure.field;
  if (
    (first.measure.kind !== 'max' && first.measure.kind !== 'min') ||
    !measured ||
    first.groupBy ||
    first.compare ||
    first.records ||
    first.lookup ||
    first.tool
  ) {
    return undefined;
  }
  const asked = plan.groupBy;
  if (
    !asked ||
    asked.time ||
    asked.field === measured ||
    plan.compare ||
    plan.tool ||
    OVER_MANY.test(input.question)
  ) {
    return undefined;
  }
  const attribute = input.vocabulary.dictionary.fields.find(
    (field) => field.entity === first.entity && field.name === asked.field,
  );
  if (!attribute) return undefined;
  return {
    entity: first.entity,
    measure: { kind: 'count', label: 'count' },
    filters: [
      ...first.filters,
      { entity: first.entity, field: measured, values: [], said: '', op: 'not_null' },
    ],
    ...(first.period ? { period: first.period } : {}),
    records: {
      field: measured,
      direction: first.measure.kind === 'max' ? 'desc' : 'asc',
      limit: TIED_SHOWN,
      attribute: attribute.name,
    },
    unknown: plan.unknown,
  };
}

/**
 * "The case with the lowest signal (dBm) (-128) is MB-2025-0412, at site **HH-017**": the asked
 * field of the record(s) holding the extreme, every tied record's value said.
 */
export function extremeHolderLines(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): string[] | undefined {
  const records = plan.records;
  const attribute = records?.attribute;
  if (!records || !attribute) return undefined;
  const output = outputOf(done, recordsCall(context, plan), context);
  if (!output) return undefined;
  const dictionary = context.dictionary;
  const listed = rows(output['rows']);
  const top = listed[0]?.[records.field];
  if (num(top) === undefined) return [];
  const tied = listed.filter((row) => num(row[records.field]) === num(top));
  const noun = nounOf(plan, dictionary);
  const single = noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, '');
  const extreme = `${records.direction === 'asc' ? 'lowest' : 'highest'} ${label(dictionary, records.field)} (${figure(top, 'max')})`;
  const scope = filterWords(
    dictionary,
    plan.filters.filter((filter) => filter.field !== records.field),
  );
  const asked = label(dictionary, attribute);
  const valueOf = (row: (typeof listed)[number]) =>
    str(row[attribute]) ?? (row[attribute] === null ? 'not given' : String(row[attribute]));
  const ids = tied.map((row) => String(row['id'] ?? '?'));
  if (tied.length === 1) {
    return [
      `The ${single}${scope} with the ${extreme} is ${ids[0]}: its ${asked} is **${valueOf(tied[0]!)}**.`,
    ];
  }
  const tally = new Map<string, number>();
  for (const row of tied) tally.set(valueOf(row), (tally.get(valueOf(row)) ?? 0) + 1);
  const many = tied.length >= TIED_SHOWN ? `at least ${tied.length}` : String(tied.length);
  const values = [...tally].map(([value, count]) =>
    tally.size === 1 ? `**${value}**` : `**${value}** (${count})`,
  );
  return [
    `${many} ${noun}${scope} share the ${extreme} (${ids.join(', ')}): their ${asked} ${tally.size === 1 ? 'is' : 'values are'} ${values.join(', ')}.`.replace(
      /^./,
      (letter) => letter.toUpperCase(),
    ),
  ];
}

/**
 * "What was the slowest response we ever gave, and how does that compare with the average?":
 * one record's extreme set beside the typical figure of the same field over the same records,
 * the gap between them said from the two figures observed.
 */
export function besideLine(
  context: ExecutionContext,
  extreme: { plan: QuestionPlan; done: readonly Observed[] },
  typical: { plan: QuestionPlan; done: readonly Observed[] },
): string | undefined {
  const [high, usual] = [extreme.plan, typical.plan];
  if (
    (high.measure.kind !== 'max' && high.measure.kind !== 'min') ||
    (usual.measure.kind !== 'average' && usual.measure.kind !== 'median') ||
    !high.measure.field ||
    high.measure.field !== usual.measure.field
  ) {
    return undefined;
  }
  const value = (plan: QuestionPlan, done: readonly Observed[]) =>
    num(
      rows(outputOf(done, aggregateCall(context, plan), context)?.['rows'])[0]?.[
        metricColumn(plan)
      ],
    );
  const a = value(high, extreme.done);
  const b = value(usual, typical.done);
  if (a === undefined || b === undefined) return undefined;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const gap = round(Math.abs(a - b));
  const side = a >= b ? 'above' : 'below';
  const times = b !== 0 && Math.sign(a) === Math.sign(b) ? `, ${round(a / b)} times it` : '';
  const what = label(context.dictionary, high.measure.field);
  return `The ${high.measure.kind === 'max' ? 'highest' : 'lowest'} ${what} (${round(a)}) is ${gap} ${side} the ${usual.measure.kind} ${what} (${round(b)})${times}.`;
}
