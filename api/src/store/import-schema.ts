import { z } from 'zod';

/**
 * Row schemas of the customers and cases files. Input values arrive as trimmed strings (CSV cells,
 * or JSON values turned into text), absent when empty; these schemas check and convert them to
 * stored values. Vocabularies (segments, case types, statuses) are the data's own.
 */

/** An ISO 8601 date-time with a time zone (`Z` or `+01:00`), stored as UTC `…T09:41:00Z`. */
const isoDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i,
    'must be an ISO 8601 date-time with a time zone, e.g. 2026-03-12T09:41:00Z',
  )
  .refine((value) => realDay(value.slice(0, 10)), 'is not a real date')
  .transform((value) =>
    new Date(Date.parse(value.replace(' ', 'T'))).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  );

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(realDay, 'is not a real date');

/** 2026-02-30 is not a day: Date.parse would roll it over to March, so compare the parts back. */
function realDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

const text = (max: number) => z.string().max(max, `is longer than ${max} characters`);
const word = text(100).transform((value) => value.toLowerCase());
const identifier = z
  .string()
  .max(64)
  .regex(/^[\w.:-]+$/, 'may hold letters, digits and . _ : - only');
const number = z.string().transform((value, context) => {
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) {
    context.addIssue({ code: 'custom', message: 'must be a number' });
    return z.NEVER;
  }
  return parsed;
});
const flag = z.string().transform((value, context) => {
  const normalised = value.toLowerCase();
  if (['1', 'true', 'yes'].includes(normalised)) return true;
  if (['0', 'false', 'no'].includes(normalised)) return false;
  context.addIssue({ code: 'custom', message: 'must be true or false' });
  return z.NEVER;
});

export const customerRow = z.object({
  id: identifier,
  name: text(200),
  segment: word.default('unknown'),
  region: text(100).default('Unknown'),
  joinedAt: isoDay,
  products: z
    .string()
    .transform((value, context) => parseList(value, context))
    .default([]),
});
export type CustomerRow = z.output<typeof customerRow>;

export const caseRow = z.object({
  id: identifier,
  customerId: identifier,
  type: word,
  category: text(100),
  reason: text(200),
  openedAt: isoDateTime,
  closedAt: isoDateTime.optional(),
  status: z
    .string()
    .max(100)
    .transform((value) => value.toLowerCase().replace(/[\s-]+/g, '_')),
  priority: word.default('medium'),
  slaHours: number.pipe(z.number().int('must be a whole number of hours').positive()),
  slaBreached: flag.optional(),
  accountRestricted: flag.default(false),
  resolution: text(2000).optional(),
});
export type CaseRow = z.output<typeof caseRow>;

/** "Current Account|Savings" or a JSON array of names. */
function parseList(value: string, context: z.RefinementCtx): string[] {
  let names: unknown;
  try {
    names = value.startsWith('[') ? JSON.parse(value) : value.split(/[|;]/);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a JSON array or a |-separated list' });
    return [];
  }
  if (!Array.isArray(names)) {
    context.addIssue({ code: 'custom', message: 'must be a list of products' });
    return [];
  }
  return names.map((name) => String(name).trim()).filter(Boolean);
}

/** Readable reasons from a zod error, without the value: "status is required". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.') || 'record';
      const message =
        issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
      return `${field} ${message}`;
    })
    .join('; ');
}
