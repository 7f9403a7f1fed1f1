import { readFileSync } from 'node:fs';
import { normaliseWord } from './vocabulary';

/**
 * Chat shorthand written for everyday words ("convos", "msgs", "neg"), expanded before a question
 * is read. The list is data (shorthand.json), read once, and names no data set's values. Only a
 * word written in lower case is expanded ("POS" in capitals is a name), and never one the data
 * itself uses (a data set whose values include "neg" keeps it).
 */
type Shorthand = Readonly<Record<string, string>>;

let table: Shorthand | undefined;

function load(): Shorthand {
  table ??= JSON.parse(
    readFileSync(new URL('./shorthand.json', import.meta.url), 'utf8'),
  ) as Shorthand;
  return table;
}

export function expandShorthand(question: string, known: ReadonlySet<string>): string {
  const list = load();
  return question.replace(/(?<![\p{L}\p{N}'’-])[a-z][a-z/]*(?![\p{L}\p{N}'’-])/gu, (written) => {
    const full = Object.hasOwn(list, written) ? list[written] : undefined;
    if (full === undefined || known.has(normaliseWord(written))) return written;
    return full;
  });
}
