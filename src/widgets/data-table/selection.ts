import type { DataTableSelection } from './data-table-types';

export const NO_SELECTION: DataTableSelection = { allMatching: false, ids: [] };

export function isRowSelected(selection: DataTableSelection, id: string): boolean {
  return selection.allMatching ? !selection.exceptIds.includes(id) : selection.ids.includes(id);
}

/** How many rows are selected, out of `total` matching rows. */
export function selectedCount(selection: DataTableSelection, total: number): number {
  return selection.allMatching
    ? Math.max(0, total - selection.exceptIds.length)
    : selection.ids.length;
}

/** Selects (`on`) or clears the rows `ids`. */
export function setRowsSelected(
  selection: DataTableSelection,
  ids: readonly string[],
  on: boolean,
): DataTableSelection {
  const touched = new Set(ids);
  if (selection.allMatching) {
    const except = selection.exceptIds.filter((id) => !touched.has(id));
    return { allMatching: true, exceptIds: on ? except : [...except, ...ids] };
  }
  const kept = selection.ids.filter((id) => !touched.has(id));
  return { allMatching: false, ids: on ? [...kept, ...ids] : kept };
}

/** Whether all, some or none of `ids` (a page) are selected. */
export function pageSelection(
  selection: DataTableSelection,
  ids: readonly string[],
): 'all' | 'some' | 'none' {
  const selected = ids.filter((id) => isRowSelected(selection, id)).length;
  if (selected === 0) return 'none';
  return selected === ids.length ? 'all' : 'some';
}

/** A selection read from outside: anything malformed counts as nothing selected. */
export function isSelection(value: unknown): value is DataTableSelection {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  return record.allMatching === true ? strings(record.exceptIds) : strings(record.ids);
}
