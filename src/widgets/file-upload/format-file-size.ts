/** The units above a byte, up to YB (base 1024); symbols, the same in every language. */
const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const BASE = 1024;

/**
 * A byte count for people: base 1024, at most two decimals (trailing zeros dropped), in the
 * locale's digits ("1,5 MB" in Spanish). Below 1 KB the unit is the locale's own word, singular or
 * plural as its rules say ("1 byte", "0 bytes"; Portuguese "0 byte"); above, the symbols KB to YB.
 */
export function formatFileSize(bytes: number, locale?: string): string {
  const count = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const exponent =
    count < BASE ? 0 : Math.min(Math.floor(Math.log(count) / Math.log(BASE)), UNITS.length);
  const value = Math.round((count / BASE ** exponent) * 100) / 100;
  const options = { maximumFractionDigits: 2, useGrouping: false } as const;
  if (exponent === 0) {
    return new Intl.NumberFormat(locale, {
      ...options,
      style: 'unit',
      unit: 'byte',
      unitDisplay: 'long',
    }).format(value);
  }
  return `${new Intl.NumberFormat(locale, options).format(value)} ${UNITS[exponent - 1]}`;
}
