import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { ApiError } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import type { ResourceApi, ResourceKeys } from '@/lib/resource';
import {
  moveFocusOffRows,
  type DataTableBulkAction,
  type DataTableSelection,
} from '@/widgets/data-table';
import { dismissToast, showToast } from '@/widgets/toast';
import { BULK_MAX, type ListPage } from '@contract/resource';

import { resourceMutationLabels, type ResourceMutationLabels } from './resource-labels';

/** How long the Undo toast of a delete stays. */
export const UNDO_TOAST_MS = 10_000;

export type UseResourceMutationsOptions<Row extends { id: number }> = {
  /** The resource's requests (`createResourceApi`). */
  api: Pick<ResourceApi<Row, unknown>, 'remove' | 'restore' | 'bulkDelete' | 'bulkRestore'>;
  /** The resource's cache keys (`resourceKeys`): what is hidden from and read again. */
  keys: Pick<ResourceKeys, 'all' | 'lists'>;
  /** A record's name in the toasts. */
  name: (row: Row) => string;
  /** The toasts' texts. */
  labels?: Partial<ResourceMutationLabels>;
  /** The most records one bulk delete may name. @default BULK_MAX */
  bulkMax?: number;
};

/** The page without some rows, for the moment between Delete and the server's answer. */
function withoutRows<Row extends { id: number }>(
  page: ListPage<Row>,
  ids: ReadonlySet<number>,
): ListPage<Row> {
  const data = page.data.filter((row) => !ids.has(row.id));
  if (data.length === page.data.length) return page;
  const total = Math.max(0, page.total - (page.data.length - data.length));
  return {
    ...page,
    data,
    total,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
    to: data.length ? (page.from ?? 1) + data.length - 1 : null,
    from: data.length ? page.from : null,
  };
}

/** Hides rows from every cached list page at once; the returned function puts the pages back. */
async function hideRows(keys: Pick<ResourceKeys, 'lists'>, ids: readonly number[]) {
  await queryClient.cancelQueries({ queryKey: keys.lists() });
  const previous = queryClient.getQueriesData<ListPage<{ id: number }>>({
    queryKey: keys.lists(),
  });
  const hidden = new Set(ids);
  queryClient.setQueriesData<ListPage<{ id: number }>>(
    { queryKey: keys.lists() },
    (page) => page && withoutRows(page, hidden),
  );
  return () => {
    for (const [key, page] of previous) queryClient.setQueryData(key, page);
  };
}

/**
 * The toast of a delete: what went, and Undo for the next `UNDO_TOAST_MS`. Undo gives focus back
 * to `focusBack` (where it went when the rows did), as the toast it was in goes.
 */
function showUndoToast(
  text: string,
  undoLabel: string,
  onUndo: () => void,
  focusBack: HTMLElement | null,
) {
  const toast = showToast(
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {text}
      <button
        type="button"
        className="min-h-8 cursor-pointer rounded-md px-2 font-semibold text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => {
          if (focusBack?.isConnected) focusBack.focus();
          dismissToast(toast);
          onUndo();
        }}
      >
        {undoLabel}
      </button>
    </span>,
    { duration: UNDO_TOAST_MS },
  );
}

/** A 401 sends the person to sign in (the route guard does); anything else is said here. */
const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

const NO_SELECTION: DataTableSelection = { allMatching: false, ids: [] };

/**
 * Deleting and restoring a resource's records from its list. A delete hides the rows from every
 * cached list page at once and shows an Undo toast; a failure puts them back and says so. After
 * every write the resource's queries are read again. It also keeps the table's selection, which a
 * delete changes, and gives the selection bar its "Delete selected" action.
 */
export function useResourceMutations<Row extends { id: number }>({
  api,
  keys,
  name,
  labels: overrides,
  bulkMax = BULK_MAX,
}: UseResourceMutationsOptions<Row>) {
  const labels = useLabels(resourceMutationLabels, overrides);
  const [selection, setSelection] = useState<DataTableSelection>(NO_SELECTION);
  // Where keyboard focus went when the rows under it went: Undo gives it back there.
  const focusBack = useRef<HTMLElement | null>(null);
  const settled = () => queryClient.invalidateQueries({ queryKey: keys.all });

  const restore = useMutation({
    mutationFn: (row: Row) => api.restore(row.id),
    onSuccess: (_, row) => showToast(labels.restored(name(row))),
    onError: (_, row) => showToast(labels.restoreFailed(name(row))),
    onSettled: settled,
  });

  const remove = useMutation({
    mutationFn: (row: Row) => api.remove(row.id),
    // The row goes at once; the server soft-deletes it meanwhile, so nothing waits on the toast.
    onMutate: async (row) => ({ putBack: await hideRows(keys, [row.id]) }),
    onSuccess: (_, row) => {
      setSelection((value) =>
        value.allMatching
          ? value
          : { allMatching: false, ids: value.ids.filter((id) => id !== String(row.id)) },
      );
      showUndoToast(
        labels.deleted(name(row)),
        labels.undo,
        () => restore.mutate(row),
        focusBack.current,
      );
    },
    onError: (error, row, context) => {
      context?.putBack();
      if (!isSignedOut(error)) showToast(labels.deleteFailed(name(row)));
    },
    onSettled: settled,
  });

  const restoreMany = useMutation({
    mutationFn: (ids: readonly number[]) => api.bulkRestore(ids),
    onSuccess: ({ ids }) => showToast(labels.bulkRestored(ids.length)),
    onError: (error) => {
      if (!isSignedOut(error)) showToast(labels.bulkRestoreFailed);
    },
    onSettled: settled,
  });

  // One request for all of them: the server deletes all or none, so a failure loses nothing,
  // and Undo restores exactly the rows it answers as deleted.
  const removeMany = useMutation({
    mutationFn: (ids: readonly number[]) => api.bulkDelete(ids),
    onMutate: async (ids) => ({ putBack: await hideRows(keys, ids) }),
    onSuccess: ({ ids }) => {
      // The selection bar, which has focus, goes with the selection.
      focusBack.current = moveFocusOffRows();
      setSelection(NO_SELECTION);
      if (ids.length === 0) {
        showToast(labels.bulkAlreadyDeleted);
        return;
      }
      showUndoToast(
        labels.bulkDeleted(ids.length),
        labels.undo,
        () => restoreMany.mutate(ids),
        focusBack.current,
      );
    },
    onError: (error, _, context) => {
      context?.putBack();
      if (!isSignedOut(error)) showToast(labels.bulkDeleteFailed);
    },
    onSettled: settled,
  });

  const { mutate: removeRow } = remove;
  const removeOne = useCallback(
    (row: Row) => {
      focusBack.current = moveFocusOffRows();
      removeRow(row);
    },
    [removeRow],
  );

  const { mutateAsync: deleteMany } = removeMany;
  const deleteSelected = useMemo<DataTableBulkAction<Row>>(
    () => ({
      label: labels.deleteSelected,
      variant: 'danger',
      onAction: async ({ count, getRows }) => {
        if (count > bulkMax) {
          showToast(labels.tooManySelected);
          return;
        }
        let ids: number[];
        try {
          ids = (await getRows()).map((row) => row.id);
        } catch {
          showToast(labels.bulkDeleteFailed);
          return;
        }
        // The bar's button stays busy until the answer; errors are shown by the mutation.
        await deleteMany(ids).catch(() => undefined);
      },
    }),
    [labels, bulkMax, deleteMany],
  );

  return {
    /** Deletes one record, with Undo; focus in its row moves to the next row first. */
    remove: removeOne,
    /** Deletes records in one request, with Undo; resolves (never rejects) once answered. */
    removeMany: (ids: readonly number[]) =>
      deleteMany(ids).then(
        () => undefined,
        () => undefined,
      ),
    /** Brings one deleted record back. */
    restore: restore.mutate,
    /** Brings deleted records back in one request. */
    restoreMany: restoreMany.mutate,
    /** The selection bar's "Delete selected" (`DataTable`'s `bulkActions`). */
    deleteSelected,
    /** The table's selection (`DataTable`'s `selection`), emptied of what was deleted. */
    selection,
    /** `DataTable`'s `onSelectionChange`. */
    setSelection,
  };
}
