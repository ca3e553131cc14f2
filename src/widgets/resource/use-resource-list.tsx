import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';

import { useLabels } from '@/hooks/use-labels';
import { useRouterUrlState } from '@/hooks/use-router-url-state';
import type { ResourceApi, ResourceKeys } from '@/lib/resource';
import { useAccount } from '@/lib/session';
import { Button } from '@/ui/button';
import {
  useDataTableQuery,
  type DataTableColumn,
  type DataTableProps,
  type DataTableQueryOptions,
} from '@/widgets/data-table';
import type { DataTableQueryState } from '@/widgets/data-table/query';
import type { ListPage } from '@contract/resource';

import { resourceListLabels, type ResourceListLabels } from './resource-labels';
import { useResourceMutations } from './use-resource-mutations';

export type UseResourceListOptions<Row extends { id: number }, Key extends QueryKey = QueryKey> = {
  /** The resource's requests (`createResourceApi`). */
  api: Pick<ResourceApi<Row, unknown>, 'remove' | 'restore' | 'bulkDelete' | 'bulkRestore'>;
  /** The resource's cache keys (`resourceKeys`). */
  keys: Pick<ResourceKeys, 'all' | 'lists'>;
  /** How the list reads its query from the URL (`listOptionsOf`). */
  listOptions: DataTableQueryOptions;
  /** One list page's query (`resourceListQuery`). */
  listQuery: (
    state: DataTableQueryState,
  ) => UseQueryOptions<ListPage<Row>, Error, ListPage<Row>, Key>;
  /** Every row matching a query (`listAllRows`), for "all matching" selections and export. */
  listAll: NonNullable<DataTableProps<Row>['getAllRows']>;
  /** A record's name in the buttons, the toasts and the row's checkbox. */
  name: (row: Row) => string;
  /** A record's page. */
  pathOf: (id: number) => string;
  /** Whether the person may change records (Edit, else View). */
  mayEdit: boolean;
  /** Whether the person may delete records (the Delete buttons and the selection). */
  mayDelete: boolean;
  /** The most records one bulk delete may name. */
  bulkMax?: number;
  labels?: Partial<ResourceListLabels>;
};

const NO_ROWS: readonly never[] = [];

/**
 * A resource's list, as the kit's pages show it: the query the URL decides, read from the server
 * (the shown page stays, dimmed, while the next loads), deletes with Undo, the selection and its
 * "Delete selected", and a record's actions column (Edit or View, Delete). The page adds its
 * columns and spreads `tableProps` on the `DataTable`.
 */
export function useResourceList<Row extends { id: number }, Key extends QueryKey>({
  api,
  keys,
  listOptions,
  listQuery,
  listAll,
  name,
  pathOf,
  mayEdit,
  mayDelete,
  bulkMax,
  labels: overrides,
}: UseResourceListOptions<Row, Key>) {
  const labels = useLabels(resourceListLabels, overrides);
  const navigate = useNavigate();
  const account = useAccount();
  const { state, tableProps: queryProps } = useDataTableQuery({
    ...listOptions,
    urlState: useRouterUrlState(),
  });
  const list = useQuery({
    ...listQuery(state),
    placeholderData: keepPreviousData,
    // Signed out (the session ended, or Log out): the guard is on its way to the sign-in page.
    enabled: account != null,
  });
  const { remove, deleteSelected, selection, setSelection } = useResourceMutations({
    api,
    keys,
    name,
    labels,
    bulkMax,
  });

  const actionsColumn = useMemo<DataTableColumn<Row>>(
    () => ({
      id: 'actions',
      header: labels.actions,
      align: 'end',
      hideable: false,
      csv: null,
      cell: (row) => {
        const open = (mayEdit ? labels.edit : labels.view)(name(row));
        return (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-9!"
              aria-label={open}
              title={open}
              onClick={() => void navigate(pathOf(row.id))}
            >
              {mayEdit ? <Pencil aria-hidden /> : <Eye aria-hidden />}
            </Button>
            {mayDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-9! text-danger-strong"
                aria-label={labels.delete(name(row))}
                title={labels.delete(name(row))}
                onClick={() => remove(row)}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </span>
        );
      },
    }),
    [labels, name, pathOf, navigate, mayEdit, mayDelete, remove],
  );

  return {
    /** The last column: a record's Edit (or View) and Delete. */
    actionsColumn,
    /** Everything the `DataTable` needs but its columns and texts. */
    tableProps: {
      ...queryProps,
      rows: list.data?.data ?? NO_ROWS,
      total: list.data?.total,
      loading: list.isFetching,
      error: list.error,
      onRetry: () => void list.refetch(),
      getAllRows: listAll,
      selectable: mayDelete,
      selection,
      onSelectionChange: setSelection,
      rowLabel: name,
      bulkActions: mayDelete ? [deleteSelected] : [],
    } satisfies Partial<DataTableProps<Row>>,
  };
}
