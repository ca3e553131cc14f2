import { Popover } from 'radix-ui';
import { useState } from 'react';

import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { SimpleSelect } from '@/widgets/select';

import type { DataTableLabels } from './data-table-labels';
import { FieldFilterButton, panelClass, useLandmark } from './data-table-menu-buttons';
import type { DataTableFilterFieldConfig, DataTableRefOption } from './data-table-types';

/*
 * A ref field filter: a chunk of its own, asked for only by a table that declares one, so that
 * the combobox is not part of other tables' menus. Its reads come from the page (`reader`).
 */

type RefConfig = Extract<DataTableFilterFieldConfig, { kind: 'ref' }>;

const refIdOf = (option: DataTableRefOption) => String(option.id);

/**
 * A ref: a button naming the chosen record, opening a panel where the referenced resource is
 * searched by name (on the server, a page at a time, as a form's ref field does) and one record
 * is picked. A pick applies at once and closes the panel. The name is read by id from the
 * resource when the list is opened with the filter set (a reload, a shared link), and taken from
 * the pick otherwise.
 */
export function RefFilter({
  field,
  id,
  labels,
  defaultOpen = false,
  onChange,
}: {
  field: RefConfig;
  /** The id of the record filtered by; `null` for none. */
  id: number | null;
  labels: DataTableLabels;
  /** Open at once: its placeholder was used before this arrived. */
  defaultOpen?: boolean;
  /** Called with the record picked, or `null` when the filter is cleared. */
  onChange: (option: DataTableRefOption | null) => void;
}) {
  const { container, findLandmark } = useLandmark();
  const [open, setOpen] = useState(defaultOpen);
  const [picked, setPicked] = useState<DataTableRefOption | null>(null);
  // The records are read once the panel is open, not for every list that declares the filter.
  const list = field.reader.useOptions(open);
  const name = field.reader.useName(id, picked);
  const summary = id === null ? null : (name ?? labels.refMissing(String(id)));
  const change = (option: DataTableRefOption | null) => {
    setPicked(option);
    onChange(option);
    // One record is all a ref filter holds: a pick or a clear is the end of the task.
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild ref={findLandmark}>
        <FieldFilterButton field={field} summary={summary} />
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={field.label}
          data-slot="data-table-field-filter-panel"
          className={cn(panelClass, 'flex w-64 max-w-[calc(100vw-1rem)] flex-col gap-3 p-3')}
        >
          <SimpleSelect<DataTableRefOption>
            label={field.label}
            name={field.id}
            options={list.options}
            optionKey="name"
            optionDetailKey="detail"
            getOptionId={refIdOf}
            value={id === null ? null : { id, name: summary ?? '' }}
            onValueChange={(option) => {
              if (option) change(option);
            }}
            // The panel's own Clear button clears it, as the other filters' panels do.
            clearable={false}
            onSearch={list.search}
            status={list.status}
            onLoadMore={list.loadMore}
            labels={{ placeholder: labels.refSearch, noOptions: labels.refNoMatches }}
          />
          {id !== null && (
            <Button
              variant="ghost"
              size="sm"
              data-slot="data-table-field-filter-clear"
              className="self-start"
              onClick={() => change(null)}
            >
              {labels.clearFieldFilter(field.label)}
            </Button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
