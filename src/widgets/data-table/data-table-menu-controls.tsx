import { useId, useState } from 'react';

import { useDeferredPart, type DeferredPart } from '@/hooks/use-deferred-part';
import { retryableImport } from '@/lib/retryable-import';
import { Button } from '@/ui/button';
import { useRefName, type RefOption } from '@/widgets/resource';

import type { DataTableLabels } from './data-table-labels';
import {
  ColumnsButton,
  FieldFilterButton,
  fieldFilterSummary,
  isDateRange,
} from './data-table-menu-buttons';
import type * as DataTableMenus from './data-table-menus';
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

/** A ref filter's entry as a record id, or null when none is set. */
const refIdIn = (entry: readonly string[] | DataTableDateRange | undefined) =>
  Array.isArray(entry) && entry.length === 1 ? Number(entry[0]) : null;

/**
 * A ref filter, or its placeholder until the menus arrive: either way the button names the chosen
 * record, read from its resource when the list is opened with the filter already set (a reload, a
 * shared link) and taken from the pick otherwise.
 */
function RefFilterControl({
  field,
  entry,
  menus,
  labels,
  failedId,
  onChange,
}: {
  field: RefConfig;
  entry: readonly string[] | DataTableDateRange | undefined;
  menus: Omit<ReturnType<typeof useMenus>, 'setContainer'>;
  labels: DataTableLabels;
  failedId: string;
  onChange: (entry: readonly string[]) => void;
}) {
  const [picked, setPicked] = useState<RefOption | null>(null);
  const id = refIdIn(entry);
  const source = { resource: field.resource, nameKey: field.nameKey };
  const { name } = useRefName(source, id, picked);
  const summary = id === null ? null : (name ?? labels.refMissing(String(id)));
  if (!menus.module) {
    const selector = `[data-slot="data-table-field-filter"][data-field="${CSS.escape(field.id)}"]`;
    return (
      <FieldFilterButton
        field={field}
        summary={summary}
        {...placeholderProps(menus, field.id, selector, labels, failedId)}
      />
    );
  }
  return (
    <menus.module.RefFilter
      field={field}
      chosen={id === null ? null : { id, name: summary ?? '' }}
      summary={summary}
      labels={labels}
      defaultOpen={menus.requested === field.id}
      onChange={(option) => {
        setPicked(option);
        onChange(option ? [String(option.id)] : []);
      }}
    />
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
            <RefFilterControl
              key={field.id}
              field={field}
              entry={entry}
              menus={menus}
              labels={labels}
              failedId={failedId}
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
