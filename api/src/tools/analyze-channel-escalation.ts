import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { periodWindows } from './period-windows';
import { defineTool } from './registry';
import { percent, share } from './stats';

/**
 * The escalation paths, counted the way the contact centre logs them (design.md §6 and the doc
 * comment of generateCorpus): the escalated communications (the hand-off chat, the phone call)
 * carry `escalated_from`; the rate is those over all communications of the source kind in the same
 * window and filters.
 */
const PATHS: readonly { path: string; source: string; escalated: string }[] = [
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
];

/**
 * Each path's source and escalated counts as filtered counts, so one pass over the covering index
 * counts every path without grouping (and sorting) the rows by kind of contact. (A FILTER clause
 * skips a row as soon as its condition fails; sum(condition) does the arithmetic for every row.)
 */
const PATH_COLUMNS = PATHS.map(
  (path, index) =>
    `count(*) FILTER (WHERE ${path.source}) AS source${index}, ` +
    `count(*) FILTER (WHERE ${path.escalated}) AS escalated${index}`,
).join(', ');

const { channel: _channel, ...filterFields } = communicationFilterFields;
const GROUPINGS = ['none', 'month', 'week', 'product', 'segment'] as const;

/** count(*) and the path columns of one group. */
interface PathCounts {
  count: number;
  [column: `source${number}` | `escalated${number}`]: number | null;
}

function pathFigures(rows: readonly PathCounts[]) {
  return PATHS.map((path, index) => {
    let from = 0;
    let escalated = 0;
    for (const row of rows) {
      from += row[`source${index}`] ?? 0;
      escalated += row[`escalated${index}`] ?? 0;
    }
    return { path: path.path, from, escalated, rate: share(escalated, from) };
  });
}

export const analyzeChannelEscalation = defineTool({
  name: 'analyze_channel_escalation',
  description:
    'Escalations between channels: chatbot→human, chat→phone (a call after a chat) and ' +
    'email→phone, each with source contacts, escalated contacts and rate (escalated ÷ source), ' +
    'optionally per group. Use it for hand-off rates, containment and channel friction.',
  input: z.object({
    groupBy: z.enum(GROUPINGS).default('none').describe('Also give the rates per group'),
    ...filterFields,
  }),
  execute(input, { db, corpus, checkpoint }) {
    const where = communicationWhere(input, resolveRange(input, corpus), 'm', undefined, db);
    const groupBy = input.groupBy;
    let rows: (PathCounts & { key: string })[];
    if (groupBy === 'none') {
      const row = db
        .prepare(
          `SELECT count(*) AS count, ${PATH_COLUMNS} FROM communications m WHERE ${where.sql}`,
        )
        .get(...where.params) as PathCounts;
      rows = [{ key: 'all', ...row }];
    } else if (groupBy === 'month' || groupBy === 'week') {
      // One query per period over the covering index: no sort of the whole window.
      const perPeriod = db.prepare(
        `SELECT count(*) AS count, ${PATH_COLUMNS} FROM communications m WHERE ${where.sql}`,
      );
      rows = [];
      for (const period of periodWindows(where.range, groupBy, corpus, Infinity)) {
        checkpoint();
        const row = perPeriod.get(
          ...communicationWhere(input, period.range, 'm', undefined, db).params,
        ) as PathCounts;
        if (row.count > 0) rows.push({ key: period.key, ...row });
      }
    } else {
      const key = groupBy === 'product' ? 'm.product' : 'c.segment';
      const join = groupBy === 'segment' ? 'LEFT JOIN customers c ON c.id = m.customer_id' : '';
      rows = db
        .prepare(
          `SELECT ${key} AS key, count(*) AS count, ${PATH_COLUMNS}
           FROM communications m ${join} WHERE ${where.sql} GROUP BY 1`,
        )
        .all(...where.params) as (PathCounts & { key: string })[];
    }
    checkpoint();
    const paths = pathFigures(rows);
    const groups =
      groupBy === 'none'
        ? undefined
        : rows
            .map((row) => ({ key: String(row.key), paths: pathFigures([row]) }))
            .sort((a, b) => a.key.localeCompare(b.key));
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
