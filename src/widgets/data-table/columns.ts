import type { ReactNode } from 'react';

import type { DataTableColumn } from './data-table-types';
import { pathReader } from './get-path';

/** The field a column sorts by: `sortField`, else a string accessor, else the id. */
export function sortFieldOf<TRow>(column: DataTableColumn<TRow>): string {
  return column.sortField ?? (typeof column.accessor === 'string' ? column.accessor : column.id);
}

/** Reads a column's value from a row; `undefined` for a column without an accessor. */
export function columnReader<TRow>(
  column: DataTableColumn<TRow>,
): ((row: TRow) => unknown) | undefined {
  if (column.accessor === undefined) return undefined;
  return typeof column.accessor === 'function' ? column.accessor : pathReader(column.accessor);
}

/** A cell's default content: numbers in the language's format, dates as local dates. */
export function formatValue(value: unknown, numbers: Intl.NumberFormat): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return numbers.format(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toLocaleDateString();
  return '';
}
