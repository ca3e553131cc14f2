/** Up to this many chosen labels are listed; more become a count, so the field stays one line. */
export const MAX_LISTED_CHOICES = 2;

/**
 * "Alpha, Beta" (joined by `formatList`, as the language lists) for up to two choices, else
 * `formatCount(count, total)` ("3/5 chosen").
 */
export function chosenSummary(
  labels: readonly string[],
  total: number,
  formatCount: (count: number, total: number) => string,
  formatList: (labels: readonly string[]) => string,
): string {
  if (labels.length > MAX_LISTED_CHOICES) return formatCount(labels.length, total);
  return formatList(labels);
}

/**
 * The text typed into the closed field, which shows the summary: typing after it keeps only the
 * new characters; erasing part of it starts from nothing; replacing it keeps what was typed.
 */
export function typedQuery(next: string, summary: string): string {
  if (summary !== '' && next.startsWith(summary)) return next.slice(summary.length);
  if (summary.startsWith(next)) return '';
  return next;
}
