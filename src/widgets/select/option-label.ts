/**
 * The text an option shows: a string (or number) shows itself; an object shows its `optionKey`
 * field, else its `label`, else its `name` field.
 */
export function optionLabel<T>(option: T | null | undefined, optionKey?: keyof T): string {
  if (option === null || option === undefined) return '';
  if (typeof option !== 'object') return String(option);
  const record = option as Record<PropertyKey, unknown>;
  const raw = optionKey !== undefined ? record[optionKey] : (record.label ?? record.name);
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean' || typeof raw === 'bigint') {
    return String(raw);
  }
  return '';
}

/** The stable key of an option: `getOptionId(option)` when given, else its label. */
export function optionId<T>(
  option: T | null | undefined,
  optionKey?: keyof T,
  getOptionId?: (option: T) => string,
): string {
  if (option === null || option === undefined) return '';
  return getOptionId ? getOptionId(option) : optionLabel(option, optionKey);
}
