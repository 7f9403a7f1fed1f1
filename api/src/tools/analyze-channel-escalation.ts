import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  daySql,
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
interface ContactKind {
  channel: string;
  chatMode: string | null;
  escalatedFrom: string | null;
}

const PATHS: readonly {
  path: string;
  isSource: (kind: ContactKind) => boolean;
  isEscalated: (kind: ContactKind) => boolean;
}[] = [
  {
    path: 'chatbot→human',
    isSource: (kind) => kind.channel === 'chat' && kind.chatMode === 'chatbot',
    isEscalated: (kind) => kind.chatMode === 'human' && kind.escalatedFrom === 'chatbot',
  },
  {
    path: 'chat→phone',
    isSource: (kind) => kind.channel === 'chat',
    isEscalated: (kind) => kind.channel === 'phone' && kind.escalatedFrom === 'chat',
  },
  {
    path: 'email→phone',
    isSource: (kind) => kind.channel === 'email',
    isEscalated: (kind) => kind.channel === 'phone' && kind.escalatedFrom === 'email',
  },
];

const { channel: _channel, ...filterFields } = communicationFilterFields;
const GROUPINGS = ['none', 'month', 'week', 'product', 'segment'] as const;

type KindCount = ContactKind & { key: string | null; count: number };

function pathFigures(rows: readonly KindCount[]) {
  return PATHS.map((path) => {
    let from = 0;
    let escalated = 0;
    for (const row of rows) {
      if (path.isSource(row)) from += row.count;
      if (path.isEscalated(row)) escalated += row.count;
    }
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
    const key =
      input.groupBy === 'none'
        ? 'NULL'
        : input.groupBy === 'product'
          ? 'm.product'
          : input.groupBy === 'segment'
            ? 'c.segment'
            : periodSql(daySql(), input.groupBy);
    const join = input.groupBy === 'segment' ? 'LEFT JOIN customers c ON c.id = m.customer_id' : '';
    // One scan counting each kind of contact; the paths are sums over these few combinations.
    const rows = db
      .prepare(
        `SELECT ${key} AS key, m.channel AS channel, m.chat_mode AS chatMode,
           m.escalated_from AS escalatedFrom, count(*) AS count
         FROM communications m ${join} WHERE ${where.sql} GROUP BY 1, 2, 3, 4`,
      )
      .all(...where.params) as KindCount[];
    checkpoint();
    const paths = pathFigures(rows);
    let groups: { key: string; paths: ReturnType<typeof pathFigures> }[] | undefined;
    if (input.groupBy !== 'none') {
      const byKey = new Map<string, KindCount[]>();
      for (const row of rows) {
        const name = String(row.key);
        byKey.set(name, [...(byKey.get(name) ?? []), row]);
      }
      groups = [...byKey.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, items]) => ({ key: name, paths: pathFigures(items) }));
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
