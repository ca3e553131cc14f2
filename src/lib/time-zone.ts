/**
 * The name this browser gives `zone` (one of its links, such as Asia/Kolkata, may come back as
 * Asia/Calcutta), or `undefined` when it knows no such zone.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
