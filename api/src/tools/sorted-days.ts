/**
 * Ascending lists of days (resolution times) put together into one ascending list: merged
 * pairwise, linear in the days for a few lists and n·log(lists) for many (a month and combination
 * of the case rollup each), where sorting them all again is not (140,000 closed cases at a million
 * communications). The same array as sorting them together; NaN (never a resolution time) is
 * left to the sort, which puts it last.
 */
export function mergeSorted(lists: readonly Float64Array[]): Float64Array {
  if (lists.some((list) => list.length > 0 && Number.isNaN(list[list.length - 1]!))) {
    return concatSorted(lists);
  }
  let runs = lists.filter((list) => list.length > 0);
  while (runs.length > 1) {
    const next: Float64Array[] = [];
    for (let index = 0; index < runs.length; index += 2) {
      next.push(index + 1 < runs.length ? merge(runs[index]!, runs[index + 1]!) : runs[index]!);
    }
    runs = next;
  }
  return runs[0] ?? new Float64Array(0);
}

function merge(left: Float64Array, right: Float64Array): Float64Array {
  const merged = new Float64Array(left.length + right.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    merged[k++] = left[i]! <= right[j]! ? left[i++]! : right[j++]!;
  }
  while (i < left.length) merged[k++] = left[i++]!;
  while (j < right.length) merged[k++] = right[j++]!;
  return merged;
}

/** The days of several lists in one ascending array (typed arrays sort numbers natively). */
function concatSorted(lists: readonly Float64Array[]): Float64Array {
  return concatDays(lists).sort();
}

/** The days of several lists in one array, in the lists' order. */
export function concatDays(lists: readonly Float64Array[]): Float64Array {
  const all = new Float64Array(lists.reduce((sum, list) => sum + list.length, 0));
  let offset = 0;
  for (const list of lists) {
    all.set(list, offset);
    offset += list.length;
  }
  return all;
}
