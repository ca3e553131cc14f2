import type { ReactNode } from 'react';

import type { Formatter } from '@/lib/format';

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

/** A cell's default content: numbers and dates written by the formatter of the language. */
export function formatValue(value: unknown, format: Formatter): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return format.number(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return format.date(value);
  return '';
}
