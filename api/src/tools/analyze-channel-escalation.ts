import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { periodWindows } from './period-windows';
import { aggregateSource, type AggregateSource } from './aggregate-source';
import { defineTool } from './registry';
import { percent, share } from './stats';

/**
 * The escalation paths, counted the way the contact centre logs them (design.md §6 and the doc
 * comment of generateCorpus): the escalated communications (the hand-off chat, the phone call)
 * carry `escalated_from`; the rate is those over all communications of the source kind in the same
 * window and filters.
 */
type Column = (dimension: string) => string;

const PATHS: readonly {
  path: string;
  source: (column: Column) => string;
  escalated: (column: Column) => string;
}[] = [
  {
    path: 'chatbot→human',
    source: (column) => `${column('channel')} = 'chat' AND ${column('chat_mode')} = 'chatbot'`,
    escalated: (column) =>
      `${column('chat_mode')} = 'human' AND ${column('escalated_from')} = 'chatbot'`,
  },
  {
    path: 'chat→phone',
    source: (column) => `${column('channel')} = 'chat'`,
    escalated: (column) =>
      `${column('channel')} = 'phone' AND ${column('escalated_from')} = 'chat'`,
  },
  {
    path: 'email→phone',
    source: (column) => `${column('channel')} = 'email'`,
    escalated: (column) =>
      `${column('channel')} = 'phone' AND ${column('escalated_from')} = 'email'`,
  },
];
const PATH_DIMENSIONS = ['channel', 'chat_mode', 'escalated_from'];

/**
 * Each path's source and escalated counts as filtered counts, so one pass (over the rollup or the
 * covering index) counts every path without grouping (and sorting) the rows by kind of contact.
 * (A FILTER clause skips a row as soon as its condition fails; sum(condition) does the arithmetic
 * for every row.)
 */
function pathColumns(source: AggregateSource): string {
  return PATHS.map(
    (path, index) =>
      `${source.countWhere(path.source(source.column))} AS source${index}, ` +
      `${source.countWhere(path.escalated(source.column))} AS escalated${index}`,
  ).join(', ');
}

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
    if (groupBy === 'none' || groupBy === 'month' || groupBy === 'week') {
      const source = aggregateSource(db, input, PATH_DIMENSIONS);
      // One query per period (over the rollup, or the covering index): no sort of the window.
      const perPeriod = db.prepare(
        `SELECT ${source.count} AS count, ${pathColumns(source)} FROM ${source.from}
         WHERE ${source.where(where.range).sql}`,
      );
      const periods =
        groupBy === 'none'
          ? [{ key: 'all', range: where.range }]
          : periodWindows(where.range, groupBy, corpus, Infinity);
      rows = [];
      for (const period of periods) {
        checkpoint();
        const row = perPeriod.get(...source.where(period.range).params) as PathCounts;
        if (row.count > 0 || groupBy === 'none') rows.push({ key: period.key, ...row });
      }
    } else {
      const dimension = groupBy === 'product' ? 'product' : 'segment';
      const source = aggregateSource(db, input, [...PATH_DIMENSIONS, dimension]);
      const condition = source.where(where.range);
      rows = db
        .prepare(
          `SELECT ${source.column(dimension)} AS key, ${source.count} AS count,
             ${pathColumns(source)}
           FROM ${source.from} WHERE ${condition.sql} GROUP BY 1`,
        )
        .all(...condition.params) as (PathCounts & { key: string })[];
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
