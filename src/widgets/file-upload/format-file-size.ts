const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const BASE = 1024;

/**
 * A byte count for people: base 1024, units Bytes to YB, at most two decimals (trailing zeros
 * dropped), "0 Bytes" for nothing (SPEC §9). Digits follow `locale` ("1,5 MB" in Spanish).
 */
export function formatFileSize(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(BASE)), UNITS.length - 1);
  const value = Math.round((bytes / BASE ** exponent) * 100) / 100;
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);
  return `${number} ${UNITS[exponent]}`;
}
