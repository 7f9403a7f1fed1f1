import type { CodedColumn, CommunicationColumns } from './communication-columns';

/** A column the postings can be built for: a coded column, or the day (its rank among days). */
export type PostedColumn = CodedColumn | 'day';

/**
 * The rowids of the communications grouped by one column's code: those with code `c` are
 * `rowids[offsets[c] … offsets[c + 1])`, ascending. For the day, codes are the days' ranks, so a
 * range of days is one slice (ascending within each day). A filter on a value then visits the
 * rows holding it, not every row of the corpus.
 */
export interface Postings {
  readonly offsets: Int32Array;
  readonly rowids: Int32Array;
}

// Keyed by the columns, which are rebuilt when the data changes: the postings go with them.
const built = new WeakMap<CommunicationColumns, Map<PostedColumn, Postings>>();

/** The postings of `column`, built on first use (one counting sort over the rowids). */
export function postingsOf(columns: CommunicationColumns, column: PostedColumn): Postings {
  let byColumn = built.get(columns);
  if (!byColumn) built.set(columns, (byColumn = new Map()));
  let postings = byColumn.get(column);
  if (!postings) byColumn.set(column, (postings = buildPostings(columns, column)));
  return postings;
}

const everyRowid = new WeakMap<CommunicationColumns, Int32Array>();

/** Every rowid of the columns, ascending: the candidates of a scan. */
export function allRowids(columns: CommunicationColumns): Int32Array {
  let rowids = everyRowid.get(columns);
  if (!rowids) {
    rowids = new Int32Array(columns.size);
    let count = 0;
    for (let rowid = 1; rowid < columns.size; rowid++) {
      if (columns.present[rowid] === 1) rowids[count++] = rowid;
    }
    everyRowid.set(columns, (rowids = rowids.subarray(0, count)));
  }
  return rowids;
}

/** Every column's postings, so that no caller pays for building one (warm-up). */
export function buildAllPostings(columns: CommunicationColumns): void {
  allRowids(columns);
  postingsOf(columns, 'day');
  for (const column of Object.keys(columns.coded) as CodedColumn[]) postingsOf(columns, column);
}

function buildPostings(columns: CommunicationColumns, column: PostedColumn): Postings {
  const codes = column === 'day' ? columns.day : columns.coded[column].codes;
  const distinct = column === 'day' ? columns.days.length : columns.coded[column].values.length;
  const { present, size } = columns;
  const offsets = new Int32Array(distinct + 1);
  for (let rowid = 1; rowid < size; rowid++) if (present[rowid] === 1) offsets[codes[rowid]! + 1]++;
  for (let code = 0; code < distinct; code++) offsets[code + 1]! += offsets[code]!;
  const next = offsets.slice(0, distinct);
  const rowids = new Int32Array(offsets[distinct]!);
  for (let rowid = 1; rowid < size; rowid++) {
    if (present[rowid] === 1) rowids[next[codes[rowid]!]!++] = rowid;
  }
  return { offsets, rowids };
}
