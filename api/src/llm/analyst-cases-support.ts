import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import type { HistoryTurn } from '../../../src/agent/conversation';
import type { AgentEventOf } from '../../../src/agent/events';
import { statedFigures, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * Analyst questions over a generated data set, each with what a right answer must hold, for
 * end-to-end tests of the offline planner on data shapes it was never built on. The expectations
 * are built from truths the test computes with plain SQL over the rows as generated.
 */
export type Answer = AgentEventOf<'answer'>;

/** Why an answer is wrong, or undefined when it is right. */
export type Expectation = (answer: Answer) => string | undefined;

export interface AnalystCase {
  readonly question: string;
  /** Earlier questions of the conversation, asked first (their answers become the history). */
  readonly before?: readonly string[];
  readonly expect: () => Expectation;
  /** Set on a case the planner still gets wrong: reported, not failed. */
  readonly todo?: string;
}

const near = (text: string, truth: number, tolerance: number) =>
  statedFigures(text).some((figure) => Math.abs(figure - truth) <= tolerance);

/** The answer states `truth` (a count exactly; a fraction to its decimals). */
export function states(truth: number, tolerance = Number.isInteger(truth) ? 0 : 0.01): Expectation {
  return (answer) => (near(answer.text, truth, tolerance) ? undefined : `${truth} is not stated`);
}

/** The answer states a share of 0..1 as a percentage. */
export function statesShare(fraction: number): Expectation {
  return states(Math.round(fraction * 1000) / 10, 0.051);
}

/** The answer leads with `key` in bold and states its figure. */
export function leads(key: string, figure: number, tolerance?: number): Expectation {
  return (answer) =>
    answer.text.includes(`**${key}**`)
      ? states(figure, tolerance)(answer)
      : `**${key}** does not lead`;
}

/** The answer names every one of `keys`. */
export function names(...keys: string[]): Expectation {
  return (answer) => {
    const missing = keys.filter((key) => !answer.text.includes(key));
    return missing.length ? `${missing.join(', ')} not named` : undefined;
  };
}

/** The answer says the data cannot answer it, stating no figure as if it were the answer. */
export function declines(): Expectation {
  return (answer) =>
    answer.status === 'not answerable' ? undefined : `status is ${answer.status}`;
}

/** Every expectation holds. */
export function all(...expectations: Expectation[]): Expectation {
  return (answer) => {
    for (const expectation of expectations) {
      const problem = expectation(answer);
      if (problem) return problem;
    }
    return undefined;
  };
}

/** Names every key of `rows` and states each one's figure. */
export function ranks(rows: readonly { k: string; v: number }[], tolerance?: number): Expectation {
  return all(names(...rows.map((row) => row.k)), ...rows.map((row) => states(row.v, tolerance)));
}

/** Asks a case (its earlier questions first) and says why the last answer is wrong, if it is. */
export async function askCase(product: OfflineProduct, item: AnalystCase) {
  const history: HistoryTurn[] = [];
  for (const question of item.before ?? []) {
    const { answer } = await product.ask(question, history);
    history.push({ question, answer: answer.text });
  }
  const { answer } = await product.ask(item.question, history);
  return { answer, problem: item.expect()(answer) };
}

/** Fails with the question, the problem and the answer's text. */
export function assertRight(item: AnalystCase, answer: Answer, problem: string | undefined) {
  assert.equal(problem, undefined, `${item.question}: ${problem}\n${answer.text}`);
}

/**
 * Plain-SQL truths over one table of the rows as generated; `raw` is read at each call, since the
 * table is opened in the suite's `before`.
 */
export function tableTruths(raw: () => Database.Database, table: string) {
  /** `expression` (an aggregate) over the rows `where` holds. */
  const value = (expression: string, where = '1', ...params: unknown[]) =>
    (
      raw()
        .prepare(`SELECT ${expression} AS v FROM ${table} WHERE ${where}`)
        .get(...params) as {
        v: number;
      }
    ).v;
  const count = (where: string, ...params: unknown[]) => value('count(*)', where, ...params);
  /** The three keys with the largest `measure`. */
  const top = (key: string, measure: string, where = '1') =>
    raw()
      .prepare(
        `SELECT ${key} AS k, ${measure} AS v FROM ${table} WHERE ${where}
         GROUP BY k ORDER BY v DESC LIMIT 3`,
      )
      .all() as { k: string; v: number }[];
  /** Every key with its `measure`, largest first. */
  const topAll = (key: string, measure: string, where = '1') =>
    raw()
      .prepare(
        `SELECT ${key} AS k, ${measure} AS v FROM ${table} WHERE ${where} GROUP BY k ORDER BY v DESC`,
      )
      .all() as { k: string; v: number }[];
  /** The key with the smallest `measure` (the last of `topAll`), with that figure. */
  const least = (key: string, measure: string, where = '1') => topAll(key, measure, where).at(-1)!;
  /** The first day of the last `days` days of the data. */
  const since = (days: number) =>
    (
      raw()
        .prepare(`SELECT date(?, ?) AS v`)
        .get(String(value('max(day)')), `-${days - 1} days`) as { v: string }
    ).v;
  const sample = (index: number) =>
    raw().prepare(`SELECT * FROM ${table} LIMIT 1 OFFSET ?`).get(index) as Record<string, string>;
  return { value, count, top, topAll, least, since, sample };
}
