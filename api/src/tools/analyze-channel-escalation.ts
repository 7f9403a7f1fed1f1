import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { periodSql } from './periods';
import { defineTool } from './registry';
import { percent, share } from './stats';

/**
 * The escalation paths, counted the way the contact centre logs them (design.md §6 and the doc
 * comment of generateCorpus): the escalated communications (the hand-off chat, the phone call)
 * carry `escalated_from`; the rate is those over all communications of the source kind in the same
 * window and filters.
 */
const PATHS = [
  {
    path: 'chatbot→human',
    source: "m.channel = 'chat' AND m.chat_mode = 'chatbot'",
    escalated: "m.chat_mode = 'human' AND m.escalated_from = 'chatbot'",
  },
  {
    path: 'chat→phone',
    source: "m.channel = 'chat'",
    escalated: "m.channel = 'phone' AND m.escalated_from = 'chat'",
  },
  {
    path: 'email→phone',
    source: "m.channel = 'email'",
    escalated: "m.channel = 'phone' AND m.escalated_from = 'email'",
  },
] as const;

const { channel: _channel, ...filterFields } = communicationFilterFields;
const GROUPINGS = ['none', 'month', 'week', 'product', 'segment'] as const;

function pathColumns(): string {
  return PATHS.map(
    (path, index) =>
      `sum(${path.source}) AS source${index}, sum(${path.escalated}) AS escalated${index}`,
  ).join(', ');
}

type PathRow = Record<string, number | null>;

function pathFigures(row: PathRow) {
  return PATHS.map((path, index) => {
    const from = row[`source${index}`] ?? 0;
    const escalated = row[`escalated${index}`] ?? 0;
    return { path: path.path, from, escalated, rate: share(escalated, from) };
  });
}

export const analyzeChannelEscalation = defineTool({
  name: 'analyze_channel_escalation',
  description:
    'Escalations between channels: chatbot→human (chatbot chats handed to a person), chat→phone ' +
    '(chats followed by a call) and email→phone, each with the number of source contacts, the ' +
    'number escalated and the rate (escalated ÷ source); optionally per month, week, product or ' +
    'segment. Use it for hand-off rates, containment and channel friction. Example: ' +
    '{"period": "2026", "groupBy": "month"}',
  input: z.object({
    groupBy: z.enum(GROUPINGS).default('none').describe('Also give the rates per group'),
    ...filterFields,
  }),
  execute(input, { db, corpus, checkpoint }) {
    const where = communicationWhere(input, resolveRange(input, corpus));
    const overall = db
      .prepare(`SELECT ${pathColumns()} FROM communications m WHERE ${where.sql}`)
      .get(...where.params) as PathRow;
    const paths = pathFigures(overall);
    let groups: { key: string; paths: ReturnType<typeof pathFigures> }[] | undefined;
    if (input.groupBy !== 'none') {
      checkpoint();
      const key =
        input.groupBy === 'product'
          ? 'm.product'
          : input.groupBy === 'segment'
            ? 'c.segment'
            : periodSql('m.day', input.groupBy);
      const join = input.groupBy === 'segment' ? 'JOIN customers c ON c.id = m.customer_id' : '';
      const rows = db
        .prepare(
          `SELECT ${key} AS key, ${pathColumns()} FROM communications m ${join}
           WHERE ${where.sql} GROUP BY key ORDER BY key LIMIT 400`,
        )
        .all(...where.params) as (PathRow & { key: string })[];
      groups = rows.map((row) => ({ key: String(row.key), paths: pathFigures(row) }));
    }
    return {
      summary:
        `Escalations, ${describeFilters(where.filters)}: ` +
        paths
          .map((path) => `${path.path} ${percent(path.rate)} (${path.escalated} of ${path.from})`)
          .join(', ') +
        '.',
      filters: where.filters,
      definitions: {
        'chatbot→human': 'human chats with escalated_from chatbot ÷ chatbot chats',
        'chat→phone': 'phone contacts with escalated_from chat ÷ all chats (chatbot and human)',
        'email→phone': 'phone contacts with escalated_from email ÷ all emails',
      },
      paths,
      ...(groups ? { groupBy: input.groupBy, groups } : {}),
    };
  },
});
