/**
 * The binary search every sorted list of the code base needs (offsets of lines, text nodes, found
 * identifiers): the first index of `[0, length)` for which `isBefore` is false, or `length` when it
 * holds for all. `isBefore` must hold for a first run of indexes and for none after it, as "starts at
 * or before this offset" does along ascending offsets. Named after Rust's `slice::partition_point`.
 */
export function partitionPoint(length: number, isBefore: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The index of the last of ascending `starts` at or before `offset` (0 when none is): the line, piece
 * or node that an offset falls in, given where each begins.
 */
export function lastStartAtOrBefore(starts: readonly number[], offset: number): number {
  return Math.max(0, partitionPoint(starts.length, (index) => (starts[index] as number) <= offset) - 1);
}
