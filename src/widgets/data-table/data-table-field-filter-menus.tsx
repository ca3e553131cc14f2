import { Check } from 'lucide-react';
import { DropdownMenu, Popover } from 'radix-ui';
import {
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';

import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label } from '@/ui/input';

import type { DataTableLabels } from './data-table-labels';
import { FieldFilterButton, panelClass, useLandmark } from './data-table-menu-buttons';
import type { DataTableDateRange, DataTableFilterFieldConfig } from './data-table-types';

type FacetConfig = Extract<DataTableFilterFieldConfig, { kind: 'facet' }>;
type DateRangeConfig = Extract<DataTableFilterFieldConfig, { kind: 'dateRange' }>;

/**
 * A checkbox item that keeps its menu open (several are usually changed in one go), with its box
 * before the text.
 */
export function CheckItem({
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof DropdownMenu.CheckboxItem>, 'onSelect'>) {
  return (
    <DropdownMenu.CheckboxItem
      onSelect={(event) => event.preventDefault()}
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-3 py-1.5 text-sm outline-none select-none',
        'data-highlighted:item-highlight data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-4 shrink-0 items-center justify-center rounded-sm border border-input"
      >
        <DropdownMenu.ItemIndicator>
          <Check className="size-3.5" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}

/** A menu of checkbox items (`CheckItem`) under its button, rendered in the button's landmark. */
export function CheckMenu({
  trigger,
  align,
  slot,
  defaultOpen,
  children,
}: {
  /** The button that opens it. */
  trigger: ReactElement;
  align: 'start' | 'end';
  /** The menu's `data-slot`. */
  slot: string;
  /** Open at once: its placeholder was used before this arrived. */
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const { container, findLandmark } = useLandmark();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild ref={findLandmark}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          data-slot={slot}
          className={cn(panelClass, 'max-h-[65vh] min-w-48 overflow-y-auto p-1.5')}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A facet: a menu of checkboxes, one per value, and a Clear item once any is chosen. */
export function FacetFilter({
  field,
  chosen,
  summary,
  labels,
  defaultOpen,
  onChange,
}: {
  field: FacetConfig;
  chosen: readonly string[];
  summary: string | null;
  labels: DataTableLabels;
  /** Open at once: its placeholder was used before this arrived. */
  defaultOpen?: boolean;
  onChange: (values: readonly string[]) => void;
}) {
  return (
    <CheckMenu
      trigger={<FieldFilterButton field={field} summary={summary} />}
      align="start"
      slot="data-table-field-filter-menu"
      defaultOpen={defaultOpen}
    >
      {field.options.map((option) => (
        <CheckItem
          key={option.value}
          checked={chosen.includes(option.value)}
          onCheckedChange={(checked) =>
            onChange(
              checked
                ? [...chosen, option.value]
                : chosen.filter((value) => value !== option.value),
            )
          }
        >
          {option.label}
        </CheckItem>
      ))}
      {chosen.length > 0 && (
        <>
          <DropdownMenu.Separator className="my-1.5 h-px bg-border" />
          <DropdownMenu.Item
            data-slot="data-table-field-filter-clear"
            onSelect={() => onChange([])}
            className="flex min-h-9 cursor-pointer items-center rounded-md px-3 py-1.5 text-sm outline-none select-none data-highlighted:item-highlight"
          >
            {labels.clearFieldFilter(field.label)}
          </DropdownMenu.Item>
        </>
      )}
    </CheckMenu>
  );
}

/**
 * The from and to dates of a range. Each change applies at once, unless the first date is after
 * the last: then the dates stay as typed, with a message, and the filter keeps its last range.
 */
function DateRangeFields({
  field,
  range,
  labels,
  onChange,
}: {
  field: DateRangeConfig;
  range: DataTableDateRange | undefined;
  labels: DataTableLabels;
  onChange: (range: DataTableDateRange) => void;
}) {
  const id = useId();
  const fromRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({ from: range?.from ?? '', to: range?.to ?? '' });
  const invalid = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const change = (next: { from: string; to: string }) => {
    setDraft(next);
    if (next.from !== '' && next.to !== '' && next.from > next.to) return;
    onChange({ from: next.from || undefined, to: next.to || undefined });
  };
  const errorId = `${id}-error`;
  const input = (which: 'from' | 'to', label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${which}`}>{label}</Label>
      <Input
        ref={which === 'from' ? fromRef : undefined}
        id={`${id}-${which}`}
        type="date"
        data-slot={`data-table-date-${which}`}
        value={draft[which]}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => change({ ...draft, [which]: event.target.value })}
        className="h-10"
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      {input('from', labels.dateFrom)}
      {input('to', labels.dateTo)}
      <div aria-live="polite">
        {invalid && (
          <FieldMessage id={errorId} tone="error">
            {labels.dateRangeInvalid}
          </FieldMessage>
        )}
      </div>
      {(draft.from !== '' || draft.to !== '') && (
        <Button
          variant="ghost"
          size="sm"
          data-slot="data-table-field-filter-clear"
          className="self-start"
          onClick={() => {
            change({ from: '', to: '' });
            // The button goes with the dates: the first date keeps the focus in the panel.
            fromRef.current?.focus();
          }}
        >
          {labels.clearFieldFilter(field.label)}
        </Button>
      )}
    </div>
  );
}

/** A date range: a button showing the range, opening a panel with the two dates. */
export function DateRangeFilter({
  field,
  range,
  summary,
  labels,
  defaultOpen,
  onChange,
}: {
  field: DateRangeConfig;
  range: DataTableDateRange | undefined;
  summary: string | null;
  labels: DataTableLabels;
  /** Open at once: its placeholder was used before this arrived. */
  defaultOpen?: boolean;
  onChange: (range: DataTableDateRange) => void;
}) {
  const { container, findLandmark } = useLandmark();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
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
          className={cn(panelClass, 'w-64 max-w-[calc(100vw-1rem)] p-3')}
        >
          <DateRangeFields field={field} range={range} labels={labels} onChange={onChange} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
