import { DropdownMenu } from 'radix-ui';

import { cn } from '@/lib/cn';

import { CheckItem, panelClass, useLandmark } from './data-table-field-filter-menus';
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
  const { container, findLandmark } = useLandmark();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild ref={findLandmark}>
        <ColumnsButton label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          data-slot="data-table-columns-menu"
          className={cn(panelClass, 'max-h-[65vh] min-w-48 overflow-y-auto p-1.5')}
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
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
