/**
 * Binary search over row offsets (`offsets[i]` is row i's top, the last entry the content's height): the first row
 * whose bottom edge is below `y`, i.e. the row under `y`; the last row past the end. Shared by the virtual rows
 * (useVirtualRows.ts) and the long-list listbox (listboxRows.ts).
 * @example rowAt([0, 20, 40], 25) // 1
 */
export function rowAt(offsets: ArrayLike<number>, y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1]! > y) high = mid;
    else low = mid + 1;
  }
  return Math.max(0, low);
}
