import type { DataDictionary, DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import { record, rows, type Json } from '../observations';
import { atAmount } from './at-that-amount';
import { restCalls } from './rest-comparison';
import { words } from './vocabulary';
import { IDENTIFIER_SHARE, nearlyUnique } from './near-unique';
import { addDays, type Period } from './period';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { changeWindowsOf } from './change-windows';
import { withWinner } from './share-winner';
import { resolveLinked } from './linked-records';

/**
 * Plans become tool calls: query_data for any aggregate over any field the dictionary lists,
 * the specialised tools where they add something (a record lookup, text search for what people
 * wrote, a tool whose description covers the question), in stages that use what came back.
 */

export interface ToolCall {
  name: string;
  input: Json;
}

/** A call made and what came back (undefined output when it failed). */
export interface Observed {
  call: ToolCall;
  ok: boolean;
  output: Json | undefined;
  error?: string;
}

export interface ExecutionContext {
  dictionary: DataDictionary;
  span: { from: string; to: string };
  /** Names of the tools the request offers. */
  tools: ReadonlySet<string>;
  /** The argument names each offered tool accepts (undefined: any). */
  accepts(tool: string, argument: string): boolean;
  /** The call as it is sent: only the arguments the offered tool's schema allows. */
  toOfferedSchema(call: ToolCall): ToolCall;
  /** A canonical key of a call, to recognise one already made. */
  key(call: ToolCall): string;
}

interface QueryFilter {
  field: string;
  op: string;
  value: unknown;
}

export function timeField(
  dictionary: DataDictionary,
  entity: DatasetEntity,
): DatasetField | undefined {
  return dictionary.fields.find((field) => field.entity === entity && field.role === 'time');
}

/** The field query_data groups a time grain by: the dictionary's own, else the grain's name. */
export function grainField(
  dictionary: DataDictionary,
  entity: DatasetEntity,
  grain: string,
): string {
  const own = dictionary.fields.find(
    (field) =>
      field.entity === entity && (field.name === grain || field.name.toLowerCase().endsWith(grain)),
  );
  if (own) return own.name;
  if (grain === 'day' && entity !== 'communications') {
    const time = timeField(dictionary, entity);
    if (time) return `${time.name.replace(/At$/, '')}Day`;
  }
  return grain;
}

export function filterClauses(filters: readonly PlanFilter[]): QueryFilter[] {
  return filters.map((filter) =>
    filter.op === 'not_null' || filter.op === 'is_null'
      ? { field: filter.field, op: filter.op, value: null }
      : filter.op
        ? { field: filter.field, op: filter.op, value: filter.values[0] }
        : filter.values.length === 1
          ? { field: filter.field, op: filter.negate ? 'ne' : 'eq', value: filter.values[0] }
          : { field: filter.field, op: filter.negate ? 'not_in' : 'in', value: filter.values },
  );
}

/** Records themselves, ranked by a field: "the five angriest letters". */
export function recordsCall(context: ExecutionContext, plan: QuestionPlan): ToolCall {
  const records = plan.records!;
  return {
    name: 'query_data',
    input: {
      entity: plan.entity,
      filters: [
        ...filterClauses(plan.filters),
        ...periodClauses(context, plan.entity, plan.period),
      ],
      // The ranked field and the one asked of the record come first: a data set's own columns
      // may lie past the fields listed by default.
      fields: records.attribute
        ? [
            ...new Set([
              'id',
              records.field,
              records.attribute,
              ...recordFields(context, plan.entity),
            ]),
          ].slice(0, 20)
        : recordFields(context, plan.entity),
      order: { by: records.field, direction: records.direction },
      limit: records.limit,
    },
  };
}

/** Each group per period, for "which X grew the most from May to June". */
export function groupChangeCalls(context: ExecutionContext, plan: QuestionPlan): ToolCall[] {
  if (!plan.compare || !('periods' in plan.compare) || !plan.groupBy) return [];
  const field = plan.groupBy.field;
  return plan.compare.periods.map((period) =>
    aggregateCall(context, plan, { period, groupBy: field, extra: [present(field)], limit: 100 }),
  );
}

function periodClauses(
  context: ExecutionContext,
  entity: DatasetEntity,
  period: Period | undefined,
): QueryFilter[] {
  // A period that covers all the data needs no filter (and reads as the whole data).
  if (!period || (period.from <= context.span.from && period.to >= context.span.to)) return [];
  const time = timeField(context.dictionary, entity);
  if (!time) return [];
  return [
    { field: time.name, op: 'gte', value: period.from },
    { field: time.name, op: 'lt', value: addDays(period.to, 1) },
  ];
}

function metrics(plan: QuestionPlan): Json[] {
  const measure = plan.measure;
  switch (measure.kind) {
    case 'average':
    case 'rate':
      return [{ fn: 'count' }, { fn: 'avg', field: measure.field }];
    case 'median':
      return [{ fn: 'count' }, { fn: 'median', field: measure.field }];
    case 'sum':
      return [{ fn: 'count' }, { fn: 'sum', field: measure.field }];
    case 'max':
    case 'min':
      return [{ fn: 'count' }, { fn: measure.kind, field: measure.field }];
    case 'share':
      return [{ fn: 'count' }, { fn: 'share' }];
    default:
      return [{ fn: 'count' }];
  }
}

/** The name query_data gives a metric's column ("avgSentiment"). */
export function metricColumn(plan: QuestionPlan): string {
  const measure = plan.measure;
  const field = measure.field ?? '';
  const upper = `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  switch (measure.kind) {
    case 'average':
    case 'rate':
      return `avg${upper}`;
    case 'median':
      return `median${upper}`;
    case 'sum':
      return `sum${upper}`;
    case 'max':
    case 'min':
      return `${measure.kind}${upper}`;
    case 'share':
      return 'share';
    default:
      return 'count';
  }
}

/** One aggregate query over the plan's entity, filters and a period. */
export function aggregateCall(
  context: ExecutionContext,
  plan: QuestionPlan,
  options: {
    period?: Period | undefined;
    groupBy?: string;
    extra?: QueryFilter[];
    limit?: number;
    order?: 'asc' | 'desc';
    chronological?: boolean;
  } = {},
): ToolCall {
  const period = 'period' in options ? options.period : plan.period;
  const groupBy = options.groupBy ?? plan.measure.part?.[0]?.field;
  const input: Json = {
    entity: plan.entity,
    filters: [
      ...filterClauses(plan.filters),
      ...filterClauses(plan.measure.filters ?? []),
      ...periodClauses(context, plan.entity, period),
      ...(options.extra ?? []),
    ],
    metrics: metrics(plan),
  };
  if (groupBy) {
    input['groupBy'] = [groupBy];
    const byMeasure =
      plan.measure.kind === 'count' || plan.measure.kind === 'share' ? 'count' : metricColumn(plan);
    input['order'] = options.chronological
      ? { by: groupBy, direction: 'asc' }
      : { by: options.order ? byMeasure : 'count', direction: options.order ?? 'desc' };
    input['limit'] = options.limit ?? (plan.measure.part?.[0]?.op ? 500 : 50);
  }
  return { name: 'query_data', input };
}

/**
 * "How many different routes": the records grouped by the field, every group listed or counted
 * as left out, so the groups are the values counted; records without a value are no value.
 */
export function distinctCall(context: ExecutionContext, plan: QuestionPlan, field: string) {
  return aggregateCall(context, plan, { groupBy: field, extra: [present(field)], limit: 500 });
}

/** Rows without a value are no group anyone asks about ("null" as a top reason). */
function present(field: string): QueryFilter {
  return { field, op: 'not_null', value: null };
}

/**
 * A share within each group ("the share of negative tweets per airline"): the groups' totals and
 * their part, two counts the answer divides.
 */
export function groupShareCalls(
  context: ExecutionContext,
  plan: QuestionPlan,
  field: string,
  extra: QueryFilter[] = [],
): [ToolCall, ToolCall] {
  const whole: QuestionPlan = { ...plan, measure: { kind: 'count', label: 'count' } };
  const options = { groupBy: field, extra: [...extra, present(field)], limit: 100 };
  const totals = aggregateCall(context, whole, options);
  const parts = aggregateCall(
    context,
    { ...whole, filters: [...plan.filters, ...(plan.measure.part ?? [])] },
    options,
  );
  return [totals, parts];
}

/**
 * A share whose part is several filters ("email complaints" among all communications) or a bound
 * on a number ("a refund above 0", whose many values a grouping would list and cut): the records
 * counted with and without the part, two counts the answer divides.
 */
export function jointShareCalls(context: ExecutionContext, plan: QuestionPlan): ToolCall[] {
  const part = plan.measure.part ?? [];
  if (plan.measure.kind !== 'share' || (part.length < 2 && !part[0]?.op)) return [];
  const whole: QuestionPlan = { ...plan, measure: { kind: 'count', label: 'count' } };
  return [
    aggregateCall(context, whole),
    aggregateCall(context, { ...whole, filters: [...plan.filters, ...part] }),
  ];
}

/** Search arguments for the plan's filters and period, as the search tool accepts them. */
function searchCall(
  context: ExecutionContext,
  plan: QuestionPlan,
  period: Period | undefined,
  query?: string,
): ToolCall | undefined {
  if (!context.tools.has('search_communications')) return undefined;
  const input: Json = {};
  if (query) input['query'] = query;
  if (period) {
    input['from'] = period.from;
    input['to'] = period.to;
  }
  for (const filter of plan.filters) {
    if (
      filter.values.length === 1 &&
      !filter.op &&
      context.accepts('search_communications', filter.field)
    ) {
      input[filter.field] = filter.values[0];
    }
  }
  if (context.accepts('search_communications', 'mode') && query && query.split(' ').length > 1) {
    input['mode'] = 'any';
  }
  input['limit'] = 5;
  return { name: 'search_communications', input };
}

/** Columns to show of a record found by query_data: every field of the entity but long text. */
function recordFields(context: ExecutionContext, entity: DatasetEntity): string[] {
  return context.dictionary.fields
    .filter((field) => field.entity === entity && field.role !== 'text')
    .map((field) => field.name)
    .slice(0, 20);
}

/** Custom text fields that identify records (a post's own id): nearly one value per record. */
function identifierFields(context: ExecutionContext, entity: DatasetEntity): DatasetField[] {
  return context.dictionary.fields.filter(
    (field) =>
      field.entity === entity &&
      field.role !== 'id' &&
      field.role !== 'text' &&
      field.type === 'text' &&
      nearlyUnique(field, IDENTIFIER_SHARE),
  );
}

/** The calls that may find the record, in order: the first that finds it ends the look-up. */
function lookupOrder(context: ExecutionContext, plan: QuestionPlan): ToolCall[] {
  const lookup = plan.lookup!;
  const asks = new Set(lookup.asks ?? []);
  const byField = (entity: DatasetEntity, field: string): ToolCall => ({
    name: 'query_data',
    input: {
      entity,
      filters: [{ field, op: 'eq', value: lookup.id }],
      fields: recordFields(context, entity),
      limit: 1,
    },
  });
  const communication = { name: 'get_communication', input: { id: lookup.id } };
  const customer = { name: 'get_customer_info', input: { customerId: lookup.id } };
  const kase = byField('cases', 'id');
  const own = identifierFields(context, 'communications').map((field) => ({
    field,
    named: words(`${field.name} ${field.label ?? ''}`).some((word) => asks.has(word)),
  }));
  const named = own
    .filter((item) => item.named)
    .map((item) => byField('communications', item.field.name));
  const others = own
    .filter((item) => !item.named)
    .map((item) => byField('communications', item.field.name));
  // "Ticket TCK-1" where the data holds no cases: the ticket is one of the records it holds.
  const cases = context.dictionary.counts.cases > 0 ? [kase] : [];
  if (lookup.kind === 'customer') return [customer];
  if (lookup.kind === 'case' && cases.length > 0) return cases;
  if (lookup.kind !== 'any') return [...named, communication, ...others];
  return [...named, communication, customer, ...cases, ...others];
}

function lookupCalls(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): ToolCall[] {
  const available = lookupOrder(context, plan)
    .filter((call) => context.tools.has(call.name))
    .map((call) => context.toOfferedSchema(call));
  // One at a time: the next kind of record only when the id was not found as the previous one.
  for (const call of available) {
    const seen = done.find((item) => context.key(item.call) === context.key(call));
    if (!seen) return [call];
    if (seen.ok && (call.name !== 'query_data' || rows(seen.output?.['rows']).length > 0)) {
      return newestOfCustomer(context, plan, seen, done);
    }
  }
  // No card for the id: their records may still carry it.
  const card = done.find((item) => item.call.name === 'get_customer_info');
  return card ? newestOfCustomer(context, plan, card, done) : [];
}

/**
 * "U-1's most recent complaint" when the customer's card lists none of their records (or there is
 * no card for the id): their records read by the customer field, newest first.
 */
function newestOfCustomer(
  context: ExecutionContext,
  plan: QuestionPlan,
  seen: Observed,
  done: readonly Observed[],
): ToolCall[] {
  const lookup = plan.lookup!;
  if (!lookup.recent || seen.call.name !== 'get_customer_info') return [];
  if (seen.ok && rows(seen.output?.['recentCommunications']).length > 0) return [];
  const fields = context.dictionary.fields;
  const customer = fields.find((f) => f.entity === 'communications' && f.role === 'customer');
  const time = fields.find((f) => f.entity === 'communications' && f.role === 'time');
  if (!customer || !time || !context.tools.has('query_data')) return [];
  const call = context.toOfferedSchema({
    name: 'query_data',
    input: {
      entity: 'communications',
      filters: [{ field: customer.name, op: 'eq', value: lookup.id }],
      fields: recordFields(context, 'communications'),
      order: { by: time.name, direction: 'desc' },
      limit: 1,
    },
  });
  return done.some((item) => context.key(item.call) === context.key(call)) ? [] : [call];
}

/** Fields that can explain a change: the categorical ones with few enough values to read. */
export function explainingFields(context: ExecutionContext, plan: QuestionPlan): DatasetField[] {
  const filtered = new Set(plan.filters.map((filter) => filter.field));
  const order = ['category', 'subcategory', 'product', 'channel', 'custom', 'attribute', 'intent'];
  return context.dictionary.fields
    .filter(
      (field) =>
        field.entity === plan.entity &&
        order.includes(field.role) &&
        field.type !== 'number' &&
        field.type !== 'boolean' &&
        field.distinct > 1 &&
        field.distinct <= 60 &&
        !filtered.has(field.name),
    )
    .sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role))
    .slice(0, 3);
}

/** The period a "why" or "what got worse" looks at, and the one before it to compare with. */
export function changeWindows(context: ExecutionContext, plan: QuestionPlan): [Period, Period] {
  return changeWindowsOf(plan, context.span);
}

/**
 * The calls of the next stage, given what the earlier stages returned; an empty list when the
 * plan has all it needs.
 */
export function nextCalls(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): ToolCall[] {
  const has = (name: string) => context.tools.has(name);
  const made = new Set(done.map((item) => context.key(item.call)));
  const fresh = (calls: (ToolCall | undefined)[]) =>
    calls
      .filter((call): call is ToolCall => call !== undefined)
      .map((call) => context.toOfferedSchema(call))
      .filter((call) => !made.has(context.key(call)));
  if (plan.lookup) return lookupCalls(context, plan, done);
  // "from customers who had their account restricted": those customers first.
  if (plan.linked) {
    const resolved = resolveLinked(context, plan, done);
    return resolved.plan ? nextCalls(context, resolved.plan, done) : fresh([resolved.next]);
  }
  if (plan.refers) {
    const resolved = resolveReference(context, plan, done);
    if (!resolved) return fresh([referenceCall(context, plan)]);
    return nextCalls(context, resolved, done);
  }
  if (plan.tool && has(plan.tool)) return fresh(toolCalls(context, plan));
  if (plan.topic) return fresh([searchCall(context, plan, plan.period, plan.topic)]);
  if (!has('query_data')) {
    return plan.examples ? fresh([searchCall(context, plan, plan.period)]) : [];
  }
  if (plan.records) return fresh([recordsCall(context, plan)]);
  if (plan.distinct) return fresh([distinctCall(context, plan, plan.distinct.field)]);
  if (plan.compare && 'periods' in plan.compare && plan.groupBy && !plan.groupBy.time) {
    return fresh(groupChangeCalls(context, plan));
  }
  // "Why did it go up in July compared with June": the groups' change explains it (below).
  if (plan.compare && 'periods' in plan.compare && !plan.why) {
    return fresh(
      plan.compare.periods.flatMap((period) => {
        const joint = jointShareCalls(context, { ...plan, period });
        return joint.length > 0 ? joint : [aggregateCall(context, plan, { period })];
      }),
    );
  }
  if (plan.compare && 'field' in plan.compare && plan.compare.rest) {
    return fresh(restCalls(context, plan));
  }
  if (plan.compare && 'field' in plan.compare) {
    const compare = plan.compare;
    // A flag's two sides are all its rows: grouping by it gives both.
    const extra: QueryFilter[] = compare.labels
      ? []
      : [{ field: compare.field, op: 'in', value: compare.values }];
    if (plan.measure.kind === 'share' && plan.measure.part) {
      return fresh(groupShareCalls(context, plan, compare.field, extra));
    }
    return fresh([aggregateCall(context, plan, { groupBy: compare.field, extra })]);
  }
  if ((plan.why || plan.direction) && !plan.rank) {
    const [before, after] = changeWindows(context, plan);
    const calls: ToolCall[] = [
      aggregateCall(context, plan, { period: before }),
      aggregateCall(context, plan, { period: after }),
    ];
    for (const field of explainingFields(context, plan)) {
      calls.push(aggregateCall(context, plan, { period: before, groupBy: field.name, limit: 60 }));
      calls.push(aggregateCall(context, plan, { period: after, groupBy: field.name, limit: 60 }));
    }
    return fresh(calls);
  }
  if (plan.groupBy) {
    const field = plan.groupBy.time
      ? grainField(context.dictionary, plan.entity, plan.groupBy.field)
      : plan.groupBy.field;
    if (plan.measure.kind === 'share' && plan.measure.part) {
      return fresh(groupShareCalls(context, plan, field));
    }
    const first = aggregateCall(context, plan, {
      groupBy: field,
      ...(plan.groupBy.time ? {} : { extra: [present(field)] }),
      ...(plan.rank
        ? {
            // Over time, every period: the runners-up and a typical one are read beside the first.
            // Otherwise one past the last asked, to tell a tie at the cut.
            limit: plan.groupBy.time ? 400 : Math.max(plan.rank.position ?? 1, plan.rank.limit) + 1,
            order: plan.rank.direction,
          }
        : { limit: plan.groupBy.time ? 400 : 50, chronological: plan.groupBy.time === true }),
    });
    const stageOne = fresh([first]);
    if (stageOne.length > 0) return stageOne;
    // The top day found: what was written on it.
    if (
      plan.groupBy.time &&
      plan.groupBy.field === 'day' &&
      plan.rank?.limit === 1 &&
      plan.entity === 'communications'
    ) {
      const top = rows(
        done.find((item) => item.call.name === 'query_data' && item.ok)?.output?.['rows'],
      )[0];
      const day = typeof top?.[field] === 'string' ? (top[field] as string) : undefined;
      // Only records the search can narrow to every filter show what was written about it.
      const narrowed = plan.filters.every(
        (filter) =>
          filter.values.length === 1 &&
          !filter.op &&
          !filter.negate &&
          context.accepts('search_communications', filter.field),
      );
      if (day && narrowed) {
        return fresh([searchCall(context, plan, { from: day, to: day, label: day })]);
      }
    }
    return [];
  }
  const joint = jointShareCalls(context, plan);
  const calls: (ToolCall | undefined)[] = joint.length ? joint : [aggregateCall(context, plan)];
  const several = combinedFilter(plan);
  if (several) calls.push(breakdownCall(context, plan, several));
  if (plan.examples) calls.push(searchCall(context, plan, plan.period));
  // Figures about one customer: their record too, so the answer rests on it.
  const customer = plan.filters.find((filter) =>
    context.dictionary.fields.some(
      (field) =>
        field.name === filter.field && field.entity === plan.entity && field.role === 'customer',
    ),
  );
  if (customer && has('get_customer_info')) {
    calls.push({ name: 'get_customer_info', input: { customerId: customer.values[0] } });
  }
  return fresh(calls);
}

/**
 * The specialised tool's call for the plan's period and filters; one per period when two periods
 * are compared ("the hand-off rate in Q1 compared with Q3") and the tool takes a period.
 */
export function toolCalls(context: ExecutionContext, plan: QuestionPlan): ToolCall[] {
  const tool = plan.tool!;
  const call = (period: Period | undefined): ToolCall => {
    const input: Json = {};
    if (period) {
      input['from'] = period.from;
      input['to'] = period.to;
    }
    for (const filter of plan.filters) {
      if (filter.values.length === 1 && !filter.op && context.accepts(tool, filter.field))
        input[filter.field] = filter.values[0] as Json[string];
    }
    return { name: tool, input };
  };
  if (plan.compare && 'periods' in plan.compare && context.accepts(tool, 'from')) {
    return plan.compare.periods.map(call);
  }
  return [call(plan.period)];
}

/** A filter on several values of one field ("open or in progress"): the total leads, each value follows. */
export function combinedFilter(plan: QuestionPlan): PlanFilter | undefined {
  // People picked by their other records (linked-records.ts) are no values to break down.
  return plan.filters.find(
    (filter) => filter.values.length >= 2 && !filter.negate && !filter.linked,
  );
}

/** Each value of a several-value filter on its own, for the breakdown under the total. */
export function breakdownCall(
  context: ExecutionContext,
  plan: QuestionPlan,
  filter: PlanFilter,
): ToolCall {
  return aggregateCall(context, plan, { groupBy: filter.field, limit: filter.values.length });
}

/** The previous turn's ranking call whose winner "that product" names. */
function referenceCall(context: ExecutionContext, plan: QuestionPlan): ToolCall | undefined {
  const earlier = plan.refers;
  // "…, and how many were that much?": the earlier figure's own call, whose amount is read.
  if (earlier && !earlier.groupBy && extremeAmount(earlier)) return aggregateCall(context, earlier);
  if (!earlier?.groupBy) return undefined;
  const field = earlier.groupBy.time
    ? grainField(context.dictionary, earlier.entity, earlier.groupBy.field)
    : earlier.groupBy.field;
  return aggregateCall(context, earlier, {
    groupBy: field,
    limit: 1,
    order: earlier.rank?.direction ?? 'desc',
  });
}

/**
 * The plan with its reference resolved: the earlier ranking's winner as a filter (undefined while
 * that ranking has not been observed yet).
 */
export function resolveReference(
  context: ExecutionContext,
  plan: QuestionPlan,
  done: readonly Observed[],
): QuestionPlan | undefined {
  const call = referenceCall(context, plan);
  if (call && plan.refers && !plan.refers.groupBy) return amountFound(context, plan, call, done);
  if (!call || !plan.refers?.groupBy) return plan;
  const top = rows(outputOf(done, call, context)?.['rows'])[0];
  const field = (call.input['groupBy'] as string[])[0]!;
  const value = top?.[field];
  if (value === undefined || value === null) return undefined;
  const { refers: _refers, ...rest } = plan;
  const filters = rest.filters.filter((filter) => filter.field !== field);
  if (plan.refers.groupBy.time && plan.refers.groupBy.field === 'day') {
    const day = String(value);
    return { ...rest, filters, period: { from: day, to: day, label: day } };
  }
  const { winnerExcluded, ...resolved } = rest;
  return withWinner(resolved, {
    entity: plan.entity,
    field,
    values: [value as string],
    said: String(value),
    ...(winnerExcluded ? { negate: true } : {}),
  });
}

/** A plan whose figure is one amount of a number field: its highest or lowest. */
function extremeAmount(plan: QuestionPlan): boolean {
  return (plan.measure.kind === 'max' || plan.measure.kind === 'min') && !!plan.measure.field;
}

/**
 * The plan with the earlier figure's amount as a filter on its field ("how many were that
 * much": the records holding exactly the highest amount found), undefined until it is observed.
 */
function amountFound(
  context: ExecutionContext,
  plan: QuestionPlan,
  call: ToolCall,
  done: readonly Observed[],
): QuestionPlan | undefined {
  const amount = rows(outputOf(done, call, context)?.['rows'])[0]?.[metricColumn(plan.refers!)];
  return typeof amount === 'number' ? atAmount(plan, amount) : undefined;
}

export function outputOf(
  done: readonly Observed[],
  call: ToolCall,
  context: ExecutionContext,
): Json | undefined {
  const key = context.key(context.toOfferedSchema(call));
  const found = done.find((item) => item.ok && context.key(item.call) === key);
  return found ? record(found.output) : undefined;
}
