import type { DataTableColumn } from './data-table-types';
import { DataTableBadge } from './table';

/** A leading column of coloured dots (ORIGINAL §3): decorative, colour cycling by row index within the page. */
export function badgeColumn<TRow>(id = 'badge'): DataTableColumn<TRow> {
  return {
    id,
    header: '',
    width: '2.75rem',
    cell: (_row, index) => <DataTableBadge index={index} />,
  };
}
