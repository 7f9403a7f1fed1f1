import type { JsonSchema } from '../model-request';
import type { OfferedTool } from './conversation';

/** A call the planner wants to make. */
export interface PlannedCall {
  name: string;
  input: Record<string, unknown>;
  /** A second try of a call that failed for a passing reason (timeout, cancelled). */
  retry?: boolean;
}

/** "analyze_topics (period 2026-06, product Credit Card)": a call in words, for thoughts. */
export function describeCall(call: PlannedCall): string {
  const args = Object.entries(call.input)
    .filter(([key]) => key !== 'limit')
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return args.length ? `${call.name} (${args.join(', ')})` : call.name;
}

function allowedValues(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const fromUnion = schema.anyOf?.flatMap((option) => option.enum ?? []);
  return fromUnion && fromUnion.length > 0 ? fromUnion : undefined;
}

function fits(value: unknown, schema: JsonSchema): boolean {
  const allowed = allowedValues(schema);
  if (allowed && !allowed.includes(value)) return false;
  if (typeof value === 'string' && schema.pattern) {
    try {
      if (!new RegExp(schema.pattern).test(value)) return false;
    } catch {
      // A pattern in a dialect JavaScript cannot read says nothing against the value.
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  return true;
}

/**
 * Keeps only the arguments the offered tool's input_schema allows, with allowed values; a tool
 * listed without a schema (text protocol) takes the arguments as they are.
 */
export function fitInput(
  tool: OfferedTool,
  input: Record<string, unknown>,
): Record<string, unknown> {
  if (!tool.properties) return input;
  const fitted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const schema = tool.properties[key];
    if (value === undefined || !schema) continue;
    if (fits(value, schema)) fitted[key] = value;
  }
  return fitted;
}

/** Whether the tool accepts this argument name (unknown schema: yes). */
export function accepts(tool: OfferedTool, key: string): boolean {
  return !tool.properties || key in tool.properties;
}

/** Canonical text of a call, to recognise one already made. */
export function callKey(call: PlannedCall): string {
  return `${call.name} ${canonical(call.input)}`;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
