import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { communicationColumns, rowFilter } from './communication-columns';
import { filteredMatches, hitsOf, latestMatches, searchMatches, toFtsQuery } from './fts';
import { defineTool } from './registry';

export const searchCommunications = defineTool({
  name: 'search_communications',
  description:
    'Full-text search (BM25) over communication subjects and bodies, with filters. Returns the ' +
    'match count and the best matches (id, time, channel, product, category, sentiment, ' +
    'subject, highlighted snippet, score). Use it for evidence of what customers wrote and ids ' +
    'to cite. Without `query` it lists the newest communications matching the filters, e.g. to ' +
    'read a spike day.',
  input: z.object({
    query: z
      .string()
      .max(1000)
      .optional()
      .describe('Search words or "quoted phrases"; omit to list by date'),
    mode: z
      .enum(['all', 'any'])
      .default('all')
      .describe('all: every word must occur (falls back to any when nothing matches); any: some'),
    limit: z.number().int().min(1).max(50).default(10).describe('How many results'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint }) {
    const where = communicationWhere(input, resolveRange(input, corpus), 'm', corpus, db);
    const scope = describeFilters(where.filters);
    if (input.query === undefined || input.query.trim() === '') {
      const found = latestMatches(db, where, input.limit);
      return {
        summary: `${found.total} communications, ${scope}; the ${found.results.length} newest listed.`,
        filters: where.filters,
        total: found.total,
        results: found.results,
        sources: found.results.slice(0, 10).map((hit) => hit.id),
      };
    }
    let mode = input.mode;
    let match = toFtsQuery(input.query, mode);
    if (match === undefined) {
      return {
        summary: `The query "${input.query.slice(0, 80)}" has no searchable words; nothing matched.`,
        filters: where.filters,
        query: input.query,
        total: 0,
        results: [],
      };
    }
    // With filters, the matches are filtered on the columns in memory when they hold the filters:
    // at a million communications a seek into the rows per match is most of a search's time.
    const columns = where.everyRow ? undefined : communicationColumns(db);
    const keep = columns && rowFilter(db, columns, input, where.range);
    const search = (query: string) => {
      if (!keep) return searchMatches(db, query, where, input.limit);
      const { total, ranked } = filteredMatches(db, query, keep, input.limit);
      return { total, results: hitsOf(db, query, ranked) };
    };
    let found = search(match);
    let fellBack = false;
    if (found.total === 0 && mode === 'all') {
      const anyMatch = toFtsQuery(input.query, 'any');
      if (anyMatch !== undefined && anyMatch !== match) {
        checkpoint();
        mode = 'any';
        match = anyMatch;
        found = search(match);
        fellBack = true;
      }
    }
    const note = fellBack ? ' No communication contains all the words; these contain some.' : '';
    return {
      summary:
        `${found.total} communications match "${input.query.slice(0, 80)}", ${scope}.${note}` +
        (found.results[0]
          ? ` Best match ${found.results[0].id} (${found.results[0].at.slice(0, 10)}).`
          : ''),
      filters: where.filters,
      query: input.query,
      mode,
      total: found.total,
      results: found.results,
      sources: found.results.slice(0, 10).map((hit) => hit.id),
    };
  },
});
