import { z } from 'zod';
import {
  CASE_PRIORITIES,
  CASE_STATUSES,
  CASE_TYPES,
  CATEGORIES,
  CHANNELS,
  CHAT_MODES,
  COMMUNICATION_STATUSES,
  DIRECTIONS,
  ESCALATED_FROM,
  INTENTS,
  PRODUCTS,
  SEGMENTS,
  SENTIMENT_LABELS,
} from './vocabulary';

/**
 * Row schemas of the importer. Input values arrive as trimmed strings (CSV cells, or JSON values
 * turned into text), absent when empty; these schemas check and convert them to stored values.
 */

/** An ISO 8601 date-time with a time zone (`Z` or `+01:00`), stored as UTC `…T09:41:00Z`. */
const isoDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i,
    'must be an ISO 8601 date-time with a time zone, e.g. 2026-03-12T09:41:00Z',
  )
  .transform((value, context) => {
    const ms = Date.parse(value.replace(' ', 'T'));
    if (Number.isNaN(ms)) {
      context.addIssue({ code: 'custom', message: 'is not a real date-time' });
      return z.NEVER;
    }
    return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  });

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real date');

/** Case-insensitive match against a closed vocabulary; stored as the vocabulary spells it. */
function oneOf<const T extends readonly string[]>(values: T) {
  return z.string().transform((value, context) => {
    const match = values.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
    if (match === undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be one of ${values.join(', ')} (got "${value}")`,
      });
      return z.NEVER;
    }
    return match as T[number];
  });
}

const text = (max: number) => z.string().max(max, `is longer than ${max} characters`);
const identifier = z
  .string()
  .max(64)
  .regex(/^[\w.:-]+$/, 'may hold letters, digits and . _ : - only');
const number = z.string().transform((value, context) => {
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) {
    context.addIssue({ code: 'custom', message: `must be a number (got "${value}")` });
    return z.NEVER;
  }
  return parsed;
});
const flag = z.string().transform((value, context) => {
  const normalised = value.toLowerCase();
  if (['1', 'true', 'yes'].includes(normalised)) return true;
  if (['0', 'false', 'no'].includes(normalised)) return false;
  context.addIssue({ code: 'custom', message: `must be true or false (got "${value}")` });
  return z.NEVER;
});

export const COMMUNICATION_FIELDS = [
  'id',
  'customerId',
  'at',
  'channel',
  'chatMode',
  'escalatedFrom',
  'direction',
  'intent',
  'product',
  'category',
  'subcategory',
  'subject',
  'body',
  'sentiment',
  'sentimentLabel',
  'status',
  'caseId',
] as const;
export type CommunicationField = (typeof COMMUNICATION_FIELDS)[number];

export const communicationRow = z
  .object({
    id: identifier.optional(),
    customerId: identifier,
    at: isoDateTime,
    channel: oneOf(CHANNELS),
    chatMode: oneOf(CHAT_MODES).optional(),
    escalatedFrom: oneOf(ESCALATED_FROM).optional(),
    direction: oneOf(DIRECTIONS).default('inbound'),
    intent: oneOf(INTENTS),
    product: oneOf(PRODUCTS),
    category: oneOf(Object.keys(CATEGORIES) as (keyof typeof CATEGORIES)[]),
    subcategory: z.string(),
    subject: text(300).optional(),
    body: text(20_000),
    sentiment: number
      .pipe(z.number().min(-1, 'must be between -1 and 1').max(1, 'must be between -1 and 1'))
      .optional(),
    sentimentLabel: oneOf(SENTIMENT_LABELS).optional(),
    status: oneOf(COMMUNICATION_STATUSES).default('open'),
    caseId: identifier.optional(),
  })
  .superRefine((row, context) => {
    const subcategories = CATEGORIES[row.category] as readonly string[];
    if (!subcategories.some((name) => name.toLowerCase() === row.subcategory.toLowerCase())) {
      context.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: `must be one of ${subcategories.join(', ')} for category ${row.category} (got "${row.subcategory}")`,
      });
    }
    if (row.chatMode && row.channel !== 'chat') {
      context.addIssue({
        code: 'custom',
        path: ['chatMode'],
        message: 'is only allowed for channel chat',
      });
    }
  })
  .transform((row) => ({
    ...row,
    subcategory: (CATEGORIES[row.category] as readonly string[]).find(
      (name) => name.toLowerCase() === row.subcategory.toLowerCase(),
    )!,
    // Most sources have no subject line: the body's first line stands in.
    subject: row.subject ?? firstLine(row.body),
  }));
export type CommunicationRow = z.output<typeof communicationRow>;

export const customerRow = z.object({
  id: identifier,
  name: text(200),
  segment: oneOf(SEGMENTS),
  region: text(100),
  joinedAt: isoDay,
  products: z
    .string()
    .transform((value, context) => parseProducts(value, context))
    .default([]),
});
export type CustomerRow = z.output<typeof customerRow>;

export const caseRow = z.object({
  id: identifier,
  customerId: identifier,
  type: oneOf(CASE_TYPES),
  category: text(100),
  reason: text(200),
  openedAt: isoDateTime,
  closedAt: isoDateTime.optional(),
  status: oneOf(CASE_STATUSES),
  priority: oneOf(CASE_PRIORITIES).default('medium'),
  slaHours: number.pipe(z.number().int('must be a whole number of hours').positive()),
  slaBreached: flag.optional(),
  accountRestricted: flag.default(false),
  resolution: text(2000).optional(),
});
export type CaseRow = z.output<typeof caseRow>;

/** "Current Account|Savings" or a JSON array, each a known product. */
function parseProducts(value: string, context: z.RefinementCtx): string[] {
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
  const products: string[] = [];
  for (const name of names) {
    const match = PRODUCTS.find(
      (product) => product.toLowerCase() === String(name).trim().toLowerCase(),
    );
    if (!match) {
      context.addIssue({ code: 'custom', message: `unknown product "${String(name)}"` });
      continue;
    }
    products.push(match);
  }
  return products;
}

function firstLine(body: string): string {
  const line = body.split('\n', 1)[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 77)}…` : line;
}

/** One readable sentence from a zod error: "channel must be one of … ; at is required". */
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
