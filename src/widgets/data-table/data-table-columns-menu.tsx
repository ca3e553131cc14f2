import { CheckItem, CheckMenu } from './data-table-field-filter-menus';
import { ColumnsButton } from './data-table-menu-buttons';
import type { DataTableColumn } from './data-table-types';

/** The "Columns" menu button: a checkbox item per hideable column; the last shown one stays. */
export function DataTableColumnsMenu<TRow>({
  label,
  columns,
  hidden,
  defaultOpen,
  onHiddenChange,
}: {
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  hidden: readonly string[];
  /** Open at once: its placeholder was used before this arrived. */
  defaultOpen?: boolean;
  onHiddenChange: (id: string, hide: boolean) => void;
}) {
  const shown = columns.filter((column) => !hidden.includes(column.id)).length;
  return (
    <CheckMenu
      trigger={<ColumnsButton label={label} />}
      align="end"
      slot="data-table-columns-menu"
      defaultOpen={defaultOpen}
    >
      {columns.map((column) => {
        const visible = !hidden.includes(column.id);
        return (
          <CheckItem
            key={column.id}
            checked={visible}
            disabled={visible && shown === 1}
            onCheckedChange={(checked) => onHiddenChange(column.id, !checked)}
          >
            {column.header}
          </CheckItem>
        );
      })}
    </CheckMenu>
  );
}
