/**
 * The page numbers the pagination shows: every page while there are fewer than
 * `2 * onEachSide + 4`, otherwise a window of `2 * onEachSide + 1` pages around `current`, slid
 * inwards at either end so it stays full.
 */
export function paginationWindow(current: number, last: number, onEachSide = 2): number[] {
  const lastPage = Math.max(0, Math.floor(last));
  if (lastPage === 0) return [];
  const side = Math.max(0, Math.floor(onEachSide));
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (lastPage < 2 * side + 4) return range(1, lastPage);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), lastPage);
  const size = 2 * side + 1;
  const start = Math.min(Math.max(1, page - side), lastPage - size + 1);
  return range(start, start + size - 1);
}
