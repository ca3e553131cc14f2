import { Check, Columns3 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useCallback, useState } from 'react';

import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

import type { DataTableColumn } from './data-table-types';

/** The "Columns" menu button: a checkbox item per hideable column; the last shown one stays. */
export function DataTableColumnsMenu<TRow>({
  label,
  columns,
  hidden,
  onHiddenChange,
}: {
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  hidden: readonly string[];
  onHiddenChange: (id: string, hide: boolean) => void;
}) {
  const shown = columns.filter((column) => !hidden.includes(column.id)).length;
  // The menu is rendered inside the landmark of its button (not at the end of <body>), so that no
  // content sits outside every landmark while it is open.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const findLandmark = useCallback((trigger: HTMLElement | null) => {
    setContainer(
      trigger?.closest<HTMLElement>('main, [role="main"], dialog, [role="dialog"]') ?? null,
    );
  }, []);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild ref={findLandmark}>
        <Button variant="outline" size="sm" data-slot="data-table-columns" className="h-10">
          <Columns3 aria-hidden="true" />
          {label}
        </Button>
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
