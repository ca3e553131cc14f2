import { useControllableState } from '@/hooks/use-controllable-state';

import type {
  DataTableColumn,
  DataTableLoadError,
  DataTableSelection,
  DataTableSelectionDetails,
} from './data-table-types';
import {
  isRowSelected,
  NO_SELECTION,
  pageSelection,
  selectedCount,
  setRowsSelected,
} from './selection';

/**
 * The selection and what the header checkbox, the row checkboxes and the selection bar do with
 * it. `matchingRows` yields every row matching the filter (remote: through the API).
 */
export function useRowSelection<TRow>({
  selection,
  defaultSelection = NO_SELECTION,
  onSelectionChange,
  pageIds,
  total,
  matchingRows,
  getRowId,
  columns,
}: {
  selection?: DataTableSelection;
  defaultSelection?: DataTableSelection;
  onSelectionChange?: (selection: DataTableSelection) => void;
  /** Ids of the rows on the page shown. */
  pageIds: readonly string[];
  /** How many rows match the filter. */
  total: number;
  /** Every row the selection may hold (the table's order); remote: through the API if need be. */
  matchingRows: (
    selection: DataTableSelection,
    signal?: AbortSignal,
  ) => Promise<readonly TRow[] | { error: DataTableLoadError } | null>;
  getRowId: (row: TRow, index: number) => string;
  columns: readonly DataTableColumn<TRow>[];
}) {
  const [value, setValue] = useControllableState({
    value: selection,
    defaultValue: defaultSelection,
    onChange: onSelectionChange,
  });
  const count = selectedCount(value, total);

  const details = (): DataTableSelectionDetails<TRow> => ({
    selection: value,
    count,
    columns,
    getRows: async (signal) => {
      const rows = await matchingRows(value, signal);
      if (rows === null) throw new DOMException('The read was aborted.', 'AbortError');
      if ('error' in rows) throw new Error(`The rows could not be read (${rows.error.kind}).`);
      return rows.filter((row, index) => isRowSelected(value, getRowId(row, index)));
    },
  });

  return {
    value,
    count,
    /** The header checkbox's state for the page shown. */
    page: pageIds.length === 0 ? ('none' as const) : pageSelection(value, pageIds),
    isSelected: (id: string) => isRowSelected(value, id),
    toggleRow: (id: string, on: boolean) => setValue(setRowsSelected(value, [id], on)),
    togglePage: (on: boolean) => setValue(setRowsSelected(value, pageIds, on)),
    selectAllMatching: () => setValue({ allMatching: true, exceptIds: [] }),
    clear: () => {
      if (value.allMatching || value.ids.length > 0) setValue(NO_SELECTION);
    },
    details,
  };
}
