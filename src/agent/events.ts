import { z } from 'zod';

/**
 * The one event union shared by the engine, the UI reducer, storage, export/import and the CLI.
 * Declared once as zod schemas; the TypeScript types are inferred from them. Anything that crosses
 * a boundary (an imported trace, a stored record, a CLI line) is parsed against `agentEventSchema`.
 */

const base = {
  runId: z.string().min(1),
  /** 0, 1, 2 … per run, without gaps. */
  seq: z.number().int().nonnegative(),
  /** Milliseconds since the run started. */
  t: z.number().nonnegative(),
};

export const protocolSchema = z.enum(['native', 'text']);
export type Protocol = z.infer<typeof protocolSchema>;

/** Structured context a turn may carry, e.g. from a click on a sentiment bubble. */
export const turnContextSchema = z
  .object({
    kind: z.literal('sentiment-bubble'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    granularity: z.enum(['day', 'week']).optional(),
    avgSentiment: z.number().optional(),
    count: z.number().optional(),
    negativeShare: z.number().optional(),
    topics: z.array(z.string()).optional(),
    filters: z
      .object({
        channel: z.string().optional(),
        product: z.string().optional(),
        from: z.string().optional(),
        to: z.string().optional(),
      })
      // Any other field of the data the chart was filtered by (an imported `airline`, …).
      .catchall(z.string())
      .optional(),
  })
  .loose();
export type TurnContext = z.infer<typeof turnContextSchema>;

export const confidenceSchema = z.object({
  score: z.number().min(0).max(1),
  level: z.enum(['high', 'medium', 'low']),
  factors: z.array(z.object({ label: z.string(), delta: z.number() })),
});
export type Confidence = z.infer<typeof confidenceSchema>;

export const answerStatusSchema = z.enum(['answered', 'partly answered', 'not answerable']);
export type AnswerStatus = z.infer<typeof answerStatusSchema>;

/** Where a figure of the answer was found: an observation (by step and call) and the path in its output. */
export const evidenceRefSchema = z.object({
  step: z.number().int(),
  callId: z.string(),
  tool: z.string().optional(),
  /** JSON path in the observation's full output, e.g. `groups[2].breachRate`. */
  path: z.string(),
  /** The observed value at that path. */
  value: z.union([z.number(), z.string()]).optional(),
});
export type EvidenceRef = z.infer<typeof evidenceRefSchema>;

export const figureKindSchema = z.enum([
  'count',
  'percent',
  'ratio',
  'decimal',
  'date',
  'month',
  'id',
]);
export type FigureKind = z.infer<typeof figureKindSchema>;

/** One figure of the answer text and what supports it. */
export const figureEvidenceSchema = z.object({
  /** The figure as written, `text.slice(start, end)` of the answer. */
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  kind: figureKindSchema,
  status: z.enum(['observed', 'derived', 'unsupported']),
  refs: z.array(evidenceRefSchema),
  /** How a derived figure follows from the refs, e.g. "412 ÷ 3,481 = 11.8%". */
  derivation: z.string().optional(),
});
export type FigureEvidence = z.infer<typeof figureEvidenceSchema>;

export const sourceSchema = z.object({ id: z.string(), title: z.string().optional() });
export type Source = z.infer<typeof sourceSchema>;

export const toolErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ToolError = z.infer<typeof toolErrorSchema>;

export const runEndReasonSchema = z.enum([
  'answered',
  'stopped',
  'max-steps',
  'tool-budget',
  'loop',
  'timeout',
  'refused',
  'error',
]);
export type RunEndReason = z.infer<typeof runEndReasonSchema>;

export const runStatsSchema = z.object({
  durationMs: z.number().nonnegative(),
  steps: z.number().int().nonnegative(),
  toolCalls: z.number().int().nonnegative(),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  /** Of `inputTokens`: read from / written to the prompt cache (absent in older traces). */
  cacheReadTokens: z.number().int().nonnegative().optional(),
  cacheWriteTokens: z.number().int().nonnegative().optional(),
  model: z.string(),
});
export type RunStats = z.infer<typeof runStatsSchema>;

export const agentEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('run-start'),
    question: z.string(),
    context: turnContextSchema.optional(),
    model: z.string(),
    protocol: protocolSchema,
    conversationId: z.string(),
  }),
  z.object({ ...base, type: z.literal('step-start'), step: z.number().int().positive() }),
  z.object({ ...base, type: z.literal('thought-delta'), step: z.number().int(), text: z.string() }),
  z.object({ ...base, type: z.literal('thought-end'), step: z.number().int(), text: z.string() }),
  z.object({
    ...base,
    type: z.literal('action-delta'),
    step: z.number().int(),
    callId: z.string(),
    tool: z.string(),
    /** The raw JSON text of the tool input received so far. */
    partialInput: z.string(),
  }),
  z.object({
    ...base,
    type: z.literal('action'),
    step: z.number().int(),
    callId: z.string(),
    tool: z.string(),
    input: z.unknown(),
  }),
  z.object({
    ...base,
    type: z.literal('observation'),
    step: z.number().int(),
    callId: z.string(),
    tool: z.string(),
    ok: z.boolean(),
    output: z.unknown().optional(),
    error: toolErrorSchema.optional(),
    durationMs: z.number().nonnegative(),
    truncated: z.boolean(),
  }),
  z.object({
    ...base,
    type: z.literal('notice'),
    level: z.enum(['info', 'warn', 'error']),
    code: z.string(),
    message: z.string(),
  }),
  z.object({ ...base, type: z.literal('answer-delta'), text: z.string() }),
  z.object({
    ...base,
    type: z.literal('answer'),
    text: z.string(),
    sources: z.array(sourceSchema),
    confidence: confidenceSchema,
    followUps: z.array(z.string()),
    /** Optional so traces from before evidence existed stay readable. */
    status: answerStatusSchema.optional(),
    evidence: z.array(figureEvidenceSchema).optional(),
  }),
  z.object({
    ...base,
    type: z.literal('run-end'),
    reason: runEndReasonSchema,
    /** Human-readable cause when the reason is not `answered`. */
    message: z.string().optional(),
    stats: runStatsSchema,
  }),
]);

export type AgentEvent = z.infer<typeof agentEventSchema>;
export type AgentEventType = AgentEvent['type'];
export type AgentEventOf<T extends AgentEventType> = Extract<AgentEvent, { type: T }>;

/** An event before the engine stamps it with runId, seq and t. */
export type AgentEventBody = AgentEvent extends infer E
  ? E extends AgentEvent
    ? Omit<E, 'runId' | 'seq' | 't'>
    : never
  : never;

export const traceTurnSchema = z.object({
  id: z.string(),
  question: z.string(),
  context: turnContextSchema.optional(),
  events: z.array(agentEventSchema),
});
export type TraceTurn = z.infer<typeof traceTurnSchema>;

/** A saved or exported conversation with its full trace. */
export const traceSchema = z.object({
  format: z.literal('sightline.trace'),
  version: z.literal(1),
  conversation: z.object({ id: z.string(), title: z.string(), createdAt: z.string() }),
  turns: z.array(traceTurnSchema),
});
export type Trace = z.infer<typeof traceSchema>;
