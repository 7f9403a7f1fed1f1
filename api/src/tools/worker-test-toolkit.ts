import { z } from 'zod';
import { defineTool, type Toolkit } from './registry';

/**
 * Tools that misbehave on purpose, for the worker pool's tests: a query SQLite runs for a long
 * time without returning to JavaScript, a loop that never yields, a bug, an output JSON cannot
 * hold, a process that dies mid-call, a quick answer.
 */
export const misbehavingToolkit: Toolkit = {
  name: 'misbehaving',
  tools: [
    defineTool({
      name: 'slow_query',
      description: 'Counts to a large number inside SQLite.',
      input: z.object({ upTo: z.number().int().describe('how far to count') }),
      execute: ({ upTo }, { db }) => {
        const row = db
          .prepare(
            'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) SELECT count(*) AS c FROM n',
          )
          .get(upTo) as { c: number };
        return { summary: `counted ${row.c}`, count: row.c };
      },
    }),
    defineTool({
      name: 'spin',
      description: 'Never returns.',
      input: z.object({}),
      execute: () => {
        for (;;) {
          // a bug that never yields
        }
      },
    }),
    defineTool({
      name: 'broken',
      description: 'Throws.',
      input: z.object({}),
      execute: () => {
        throw new TypeError('cannot read properties of undefined (reading "rows")');
      },
    }),
    defineTool({
      name: 'big_number',
      description: 'Answers with a BigInt, which JSON cannot hold.',
      input: z.object({}),
      execute: () => ({ summary: 'a big number', value: 2n ** 70n }),
    }),
    defineTool({
      name: 'crash',
      description: 'Kills the process it runs in, halfway through the call.',
      input: z.object({}),
      execute: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        process.kill(process.pid, 'SIGKILL');
        return { summary: 'never' };
      },
    }),
    defineTool({
      name: 'count_communications',
      description: 'Counts communications.',
      input: z.object({}),
      execute: (_input, { db }) => {
        const row = db.prepare('SELECT count(*) AS c FROM communications').get() as { c: number };
        return { summary: `${row.c} communications`, count: row.c };
      },
    }),
  ],
};

/** How long the slow-starting toolkit's warm-up takes: far past the time limit of its test. */
export const SLOW_WARM_UP_MS = 2000;

/** The same tools with a warm-up that takes SLOW_WARM_UP_MS (a large corpus's, in short). */
export const slowStartingToolkit: Toolkit = {
  ...misbehavingToolkit,
  name: 'slow-starting',
  warmUp: () => new Promise((resolve) => setTimeout(resolve, SLOW_WARM_UP_MS)),
};
