/**
 * The error messages a control shows: `errorMessages` as a list, cut to the first `errorCount`
 * (ORIGINAL §4 Checkbox: "shows first errorCount messages"). Empty strings are dropped; a count
 * below zero shows nothing.
 */
export function visibleErrors(
  errorMessages: string | readonly string[] | undefined,
  errorCount = 1,
) {
  const all = typeof errorMessages === 'string' ? [errorMessages] : [...(errorMessages ?? [])];
  return all
    .filter((message) => message.trim() !== '')
    .slice(0, Math.max(0, Math.floor(errorCount)));
}
