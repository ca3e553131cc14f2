import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';

import { cn } from '@/lib/cn';

import { useLandmark } from './data-table-field-filter-menus';
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
          className="z-50 max-h-[65vh] min-w-48 overflow-y-auto rounded-card border border-border bg-surface p-1.5 text-text shadow-popover"
        >
          {columns.map((column) => {
            const visible = !hidden.includes(column.id);
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={visible}
                disabled={visible && shown === 1}
                // Stay open: several columns are usually changed in one go.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => onHiddenChange(column.id, !checked)}
                className={cn(
                  'flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-3 py-1.5 text-sm outline-none select-none',
                  'data-highlighted:item-highlight data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-4 shrink-0 items-center justify-center rounded-sm border border-input"
                >
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-3.5" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {column.header}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
