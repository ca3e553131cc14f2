import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { ApiError } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { useAccount } from '@/lib/session';
import { Button, buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  DataTable,
  useDataTableQuery,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableSelection,
} from '@/widgets/data-table';
import { dismissToast, showToast } from '@/widgets/toast';
import { can, USER_LIMITS, type ApiUser, type UsersPage as UsersPageData } from '@contract/users';

import { userKeys, usersApi } from './users-api';
import { listAllUsers, usersListOptions, usersListQuery } from './users-data';
import { UNDO_TOAST_MS, UsersFrame } from './users-frame';

/** The page without some users, for the moment between Delete and the server's answer. */
function withoutUsers(page: UsersPageData, ids: ReadonlySet<number>): UsersPageData {
  const data = page.data.filter((user) => !ids.has(user.id));
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

/** Hides the users from every cached list page at once; the answer puts the pages back. */
async function hideUsers(ids: readonly number[]) {
  await queryClient.cancelQueries({ queryKey: userKeys.lists() });
  const previous = queryClient.getQueriesData<UsersPageData>({ queryKey: userKeys.lists() });
  const hidden = new Set(ids);
  queryClient.setQueriesData<UsersPageData>(
    { queryKey: userKeys.lists() },
    (page) => page && withoutUsers(page, hidden),
  );
  return () => {
    for (const [key, page] of previous) queryClient.setQueryData(key, page);
  };
}

/** The toast of a delete: what went, and Undo for the next `UNDO_TOAST_MS`. */
function showUndoToast(text: string, undoLabel: string, onUndo: () => void) {
  const toast = showToast(
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {text}
      <button
        type="button"
        className="min-h-8 cursor-pointer rounded-md px-2 font-semibold text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => {
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

const NO_SELECTION: DataTableSelection = { allMatching: false, ids: [] };

/** A 401 sends the person to sign in; anything else is said where it happened. */
const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

const NO_USERS: readonly ApiUser[] = [];

/** After a write every list page and user may have changed: the shown ones load again. */
const settled = () => queryClient.invalidateQueries({ queryKey: userKeys.all });

function UsersList() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const account = useAccount();
  const mayCreate = can(account?.role, 'create');
  const mayEdit = can(account?.role, 'edit');
  const mayDelete = can(account?.role, 'delete');
  const { state, tableProps } = useDataTableQuery({
    ...usersListOptions,
    urlState: useRouterUrlState(),
  });
  const list = useQuery({
    ...usersListQuery(state),
    // The shown page stays, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    // Signed out (the session ended, or Log out): the guard is on its way to the sign-in page.
    enabled: account != null,
  });
  const [selection, setSelection] = useState<DataTableSelection>(NO_SELECTION);
  const counted = (count: number) => ({
    count,
    n: format.integer(count),
  });

  const restore = useMutation({
    mutationFn: (user: ApiUser) => usersApi.restore(user.id),
    onSuccess: (_, user) => showToast(t('users.restored', { name: user.name })),
    onError: (_, user) => showToast(t('users.restoreFailed', { name: user.name })),
    onSettled: settled,
  });

  const remove = useMutation({
    mutationFn: (user: ApiUser) => usersApi.remove(user.id),
    // The row goes at once; the server soft-deletes it meanwhile, so nothing waits on the toast.
    onMutate: async (user) => ({ putBack: await hideUsers([user.id]) }),
    onSuccess: (_, user) => {
      setSelection((value) =>
        value.allMatching
          ? value
          : { allMatching: false, ids: value.ids.filter((id) => id !== String(user.id)) },
      );
      showUndoToast(t('users.deleted', { name: user.name }), t('users.undo'), () =>
        restore.mutate(user),
      );
    },
    onError: (error, user, context) => {
      context?.putBack();
      if (!isSignedOut(error)) showToast(t('users.deleteFailed', { name: user.name }));
    },
    onSettled: settled,
  });

  const restoreMany = useMutation({
    mutationFn: (ids: readonly number[]) => usersApi.bulkRestore(ids),
    onSuccess: ({ ids }) => showToast(t('users.bulkRestored', counted(ids.length))),
    onError: (error) => {
      if (!isSignedOut(error)) showToast(t('users.bulkRestoreFailed'));
    },
    onSettled: settled,
  });

  // One request for all of them: the server deletes all or none, so a failure loses nothing,
  // and Undo restores exactly the users it answers as deleted.
  const removeMany = useMutation({
    mutationFn: (ids: readonly number[]) => usersApi.bulkDelete(ids),
    onMutate: async (ids) => ({ putBack: await hideUsers(ids) }),
    onSuccess: ({ ids }) => {
      setSelection(NO_SELECTION);
      if (ids.length === 0) {
        showToast(t('users.bulkAlreadyDeleted'));
        return;
      }
      showUndoToast(t('users.bulkDeleted', counted(ids.length)), t('users.undo'), () =>
        restoreMany.mutate(ids),
      );
    },
    onError: (error, _, context) => {
      context?.putBack();
      if (!isSignedOut(error)) showToast(t('users.bulkDeleteFailed'));
    },
    onSettled: settled,
  });

  const deleteUser = remove.mutate;
  const { mutateAsync: deleteMany } = removeMany;
  const deleteSelected = useMemo<DataTableBulkAction<ApiUser>>(
    () => ({
      label: t('users.deleteSelected'),
      variant: 'danger',
      onAction: async ({ count, getRows }) => {
        if (count > USER_LIMITS.bulkMax) {
          showToast(t('users.validation.idsInvalid'));
          return;
        }
        let ids: number[];
        try {
          ids = (await getRows()).map((user) => user.id);
        } catch {
          showToast(t('users.bulkDeleteFailed'));
          return;
        }
        // The bar's button stays busy until the answer; errors are shown by the mutation.
        await deleteMany(ids).catch(() => undefined);
      },
    }),
    [t, deleteMany],
  );

  const columns = useMemo<DataTableColumn<ApiUser>[]>(
    () => [
      { id: 'name', header: t('users.fields.name'), accessor: 'name', sortable: true },
      { id: 'email', header: t('users.fields.email'), accessor: 'email', sortable: true },
      {
        id: 'city',
        header: t('users.fields.city'),
        accessor: 'address.city',
        sortField: 'city',
        sortable: true,
      },
      { id: 'country', header: t('users.fields.country'), accessor: 'address.country' },
      {
        id: 'score',
        header: t('users.fields.score'),
        accessor: 'score',
        sortable: true,
        align: 'end',
      },
      {
        id: 'actions',
        header: t('users.actions'),
        align: 'end',
        cell: (user) => (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-9!"
              aria-label={t(mayEdit ? 'users.edit' : 'users.view', { name: user.name })}
              title={t(mayEdit ? 'users.edit' : 'users.view', { name: user.name })}
              onClick={() => void navigate(pathTo('user-edit', { id: String(user.id) }))}
            >
              {mayEdit ? <Pencil aria-hidden /> : <Eye aria-hidden />}
            </Button>
            {mayDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-9! text-danger-strong"
                aria-label={t('users.delete', { name: user.name })}
                title={t('users.delete', { name: user.name })}
                onClick={() => deleteUser(user)}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, navigate, mayEdit, mayDelete, deleteUser],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        actions={
          mayCreate && (
            <Link to={pathTo('user-new')} className={buttonVariants()}>
              <Plus aria-hidden />
              {t('users.newUser')}
            </Link>
          )
        }
      />
      <Card className="min-w-0">
        <CardBody>
          <DataTable<ApiUser>
            {...tableProps}
            columns={columns}
            rows={list.data?.data ?? NO_USERS}
            total={list.data?.total}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            getAllRows={listAllUsers}
            caption={t('menu.users')}
            selectable={mayDelete}
            selection={selection}
            onSelectionChange={setSelection}
            rowLabel={(user) => user.name}
            bulkActions={mayDelete ? [deleteSelected] : []}
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function UsersPage() {
  return (
    <UsersFrame>
      <UsersList />
    </UsersFrame>
  );
}
