import { useId } from 'react';

import { useDeferredPart, type DeferredPart } from '@/hooks/use-deferred-part';
import { retryableImport } from '@/lib/retryable-import';
import { Button } from '@/ui/button';

import type { DataTableLabels } from './data-table-labels';
import {
  ColumnsButton,
  FieldFilterButton,
  fieldFilterSummary,
  isDateRange,
} from './data-table-menu-buttons';
import type * as DataTableMenus from './data-table-menus';
import type * as DataTableRefFilter from './data-table-ref-filter';
import type {
  DataTableColumn,
  DataTableDateRange,
  DataTableFilterFieldConfig,
  DataTableFieldFilters as FieldFilters,
} from './data-table-types';

const importMenus = retryableImport(() => import('./data-table-menus'));

/** The table's menus: their placeholders until the chunk arrives (see `useDeferredPart`). */
const useMenus = () => useDeferredPart<typeof DataTableMenus, string>(importMenus);

/** What a placeholder says once the menus could not load, and the note a second failure adds. */
function FailedNote({
  menus,
  labels,
  id,
}: {
  menus: Omit<DeferredPart<unknown, string>, 'setContainer'>;
  labels: DataTableLabels;
  id: string;
}) {
  if (menus.status === 'pending' || menus.status === 'loaded') return null;
  return (
    <>
      <span id={id} hidden>
        {labels.menuFailed}
      </span>
      <span role="status" className="sr-only">
        {menus.status === 'failedAgain' ? labels.menuFailedAgain : ''}
      </span>
    </>
  );
}

/** A placeholder's props: it opens its menu when the chunk comes, and says when it could not. */
function placeholderProps(
  menus: Omit<DeferredPart<unknown, string>, 'setContainer'>,
  key: string,
  selector: string,
  labels: DataTableLabels,
  failedId: string,
) {
  const failed = menus.status === 'failed' || menus.status === 'failedAgain';
  return {
    failed,
    onClick: () => menus.request(key),
    onFocus: () => menus.rememberFocus(selector),
    ...(failed && { title: labels.menuFailed, 'aria-describedby': failedId }),
  };
}

/** The "Columns" menu, or its placeholder until the menus arrive. */
export function DataTableColumns<TRow>({
  labels,
  columns,
  hidden,
  onHiddenChange,
}: {
  labels: DataTableLabels;
  columns: readonly DataTableColumn<TRow>[];
  hidden: readonly string[];
  onHiddenChange: (id: string, hide: boolean) => void;
}) {
  const { setContainer, ...menus } = useMenus();
  const failedId = `${useId()}-failed`;
  return (
    <span ref={setContainer} className="contents">
      {menus.module ? (
        <menus.module.DataTableColumnsMenu
          label={labels.columns}
          columns={columns}
          hidden={hidden}
          defaultOpen={menus.requested === 'columns'}
          onHiddenChange={onHiddenChange}
        />
      ) : (
        <ColumnsButton
          label={labels.columns}
          {...placeholderProps(
            menus,
            'columns',
            '[data-slot="data-table-columns"]',
            labels,
            failedId,
          )}
        />
      )}
      <FailedNote menus={menus} labels={labels} id={failedId} />
    </span>
  );
}

type RefConfig = Extract<DataTableFilterFieldConfig, { kind: 'ref' }>;

const importRefFilter = retryableImport(() => import('./data-table-ref-filter'));

/** A ref filter's entry as a record id, or null when none is set. */
const refIdIn = (entry: readonly string[] | DataTableDateRange | undefined) =>
  Array.isArray(entry) && entry.length === 1 ? Number(entry[0]) : null;

/**
 * A ref filter, or its placeholder until its own chunk arrives (only a table declaring one asks
 * for it). The placeholder says "#12" for a chosen record, as a ref's name does while it is read.
 */
function RefFieldFilter({
  field,
  entry,
  labels,
  onChange,
}: {
  field: RefConfig;
  entry: readonly string[] | DataTableDateRange | undefined;
  labels: DataTableLabels;
  onChange: (entry: readonly string[]) => void;
}) {
  const { setContainer, ...part } = useDeferredPart<typeof DataTableRefFilter, string>(
    importRefFilter,
  );
  const failedId = `${useId()}-failed`;
  const id = refIdIn(entry);
  return (
    <span ref={setContainer} className="contents">
      {part.module ? (
        <part.module.RefFilter
          field={field}
          id={id}
          labels={labels}
          defaultOpen={part.requested === field.id}
          onChange={(option) => onChange(option ? [String(option.id)] : [])}
        />
      ) : (
        <FieldFilterButton
          field={field}
          summary={id === null ? null : labels.refMissing(String(id))}
          {...placeholderProps(
            part,
            field.id,
            `[data-slot="data-table-field-filter"][data-field="${CSS.escape(field.id)}"]`,
            labels,
            failedId,
          )}
        />
      )}
      <FailedNote menus={part} labels={labels} id={failedId} />
    </span>
  );
}

/** One control per declared field filter, and "Clear filters" while any is set. */
export function DataTableFieldFilters({
  fields,
  value,
  labels,
  onChange,
}: {
  fields: readonly DataTableFilterFieldConfig[];
  value: FieldFilters;
  labels: DataTableLabels;
  onChange: (value: FieldFilters) => void;
}) {
  const { setContainer, ...menus } = useMenus();
  const failedId = `${useId()}-failed`;
  const set = (id: string, entry: readonly string[] | DataTableDateRange) => {
    const next: Record<string, readonly string[] | DataTableDateRange> = { ...value };
    next[id] = entry;
    onChange(next);
  };
  const anySet = fields.some((field) => Object.hasOwn(value, field.id));
  return (
    <div
      ref={setContainer}
      role="group"
      aria-label={labels.fieldFilters}
      data-slot="data-table-field-filters"
      className="flex min-w-0 flex-wrap items-center gap-2"
    >
      {fields.map((field) => {
        const entry = Object.hasOwn(value, field.id) ? value[field.id] : undefined;
        if (field.kind === 'ref') {
          return (
            <RefFieldFilter
              key={field.id}
              field={field}
              entry={entry}
              labels={labels}
              onChange={(ids) => set(field.id, ids)}
            />
          );
        }
        const summary = fieldFilterSummary(field, entry, labels);
        if (!menus.module) {
          const selector = `[data-slot="data-table-field-filter"][data-field="${CSS.escape(field.id)}"]`;
          return (
            <FieldFilterButton
              key={field.id}
              field={field}
              summary={summary}
              {...placeholderProps(menus, field.id, selector, labels, failedId)}
            />
          );
        }
        const defaultOpen = menus.requested === field.id;
        return field.kind === 'facet' ? (
          <menus.module.FacetFilter
            key={field.id}
            field={field}
            chosen={isDateRange(entry) ? [] : (entry ?? [])}
            summary={summary}
            labels={labels}
            defaultOpen={defaultOpen}
            onChange={(values) => set(field.id, values)}
          />
        ) : (
          <menus.module.DateRangeFilter
            key={field.id}
            field={field}
            range={isDateRange(entry) ? entry : undefined}
            summary={summary}
            labels={labels}
            defaultOpen={defaultOpen}
            onChange={(range) => set(field.id, range)}
          />
        );
      })}
      {anySet && (
        <Button
          variant="ghost"
          size="sm"
          data-slot="data-table-clear-filters"
          className="h-10"
          onClick={() => {
            onChange({});
            // The button goes once nothing is filtered: the first control keeps the focus here.
            menus.container
              ?.querySelector<HTMLElement>('[data-slot="data-table-field-filter"]')
              ?.focus();
          }}
        >
          {labels.clearFieldFilters}
        </Button>
      )}
      <FailedNote menus={menus} labels={labels} id={failedId} />
    </div>
  );
}
