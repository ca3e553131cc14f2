import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { useAccount } from '@/lib/session';
import { Button, buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  DataTable,
  useDataTableQuery,
  type DataTableColumn,
  type DataTableFilterFieldConfig,
} from '@/widgets/data-table';
import { ResourceFrame, useResourceMutations } from '@/widgets/resource';
import {
  can,
  ORDER_CURRENCY,
  ORDER_LIMITS,
  ORDER_STATUSES,
  type ApiOrder,
} from '@contract/demo/orders';

import { OrderStatusBadge } from './order-status-badge';
import {
  listAllOrders,
  orderKeys,
  ordersApi,
  ordersListOptions,
  ordersListQuery,
} from './orders-data';
import { useOrdersLabels } from './orders-labels';

const NO_ORDERS: readonly ApiOrder[] = [];

function OrdersList() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const account = useAccount();
  const labels = useOrdersLabels();
  const mayCreate = can(account?.role, 'create');
  const mayEdit = can(account?.role, 'edit');
  const mayDelete = can(account?.role, 'delete');
  const { state, tableProps } = useDataTableQuery({
    ...ordersListOptions,
    urlState: useRouterUrlState(),
  });
  const list = useQuery({
    ...ordersListQuery(state),
    // The shown page stays, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    // Signed out (the session ended, or Log out): the guard is on its way to the sign-in page.
    enabled: account != null,
  });
  const { remove, deleteSelected, selection, setSelection } = useResourceMutations({
    api: ordersApi,
    keys: orderKeys,
    name: (order: ApiOrder) => order.reference,
    labels: labels.mutations,
    bulkMax: ORDER_LIMITS.bulkMax,
  });

  const fieldFilterFields = useMemo<DataTableFilterFieldConfig[]>(
    () => [
      {
        id: 'status',
        kind: 'facet',
        label: t('orders.fields.status'),
        options: ORDER_STATUSES.map((value) => ({
          value,
          label: t(`orders.values.status.${value}`),
        })),
      },
      { id: 'placed', kind: 'dateRange', label: t('orders.fields.placed') },
    ],
    [t],
  );

  const columns = useMemo<DataTableColumn<ApiOrder>[]>(
    () => [
      {
        id: 'reference',
        header: t('orders.fields.reference'),
        accessor: 'reference',
        sortable: true,
      },
      {
        id: 'customerId',
        header: t('orders.fields.customer'),
        accessor: 'customerName',
        // A customer deleted since keeps the order: its id says who it was.
        cell: (order) =>
          order.customerName ?? t('orders.deletedCustomer', { id: order.customerId }),
      },
      {
        id: 'status',
        header: t('orders.fields.status'),
        accessor: 'status',
        cell: (order) => <OrderStatusBadge status={order.status} />,
        sortable: true,
      },
      {
        id: 'total',
        header: t('orders.fields.total'),
        accessor: 'total',
        cell: (order) => format.currency(order.total / 100, ORDER_CURRENCY),
        csv: (order) => (order.total / 100).toFixed(2),
        sortable: true,
        align: 'end',
      },
      {
        id: 'placed',
        header: t('orders.fields.placed'),
        accessor: 'placed',
        cell: (order) => format.date(order.placed, { timeZone: 'UTC' }),
        sortable: true,
      },
      {
        id: 'actions',
        header: t('orders.actions'),
        align: 'end',
        hideable: false,
        csv: null,
        cell: (order) => (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-9!"
              aria-label={t(mayEdit ? 'orders.edit' : 'orders.view', { name: order.reference })}
              title={t(mayEdit ? 'orders.edit' : 'orders.view', { name: order.reference })}
              onClick={() => void navigate(pathTo('order-edit', { id: String(order.id) }))}
            >
              {mayEdit ? <Pencil aria-hidden /> : <Eye aria-hidden />}
            </Button>
            {mayDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-9! text-danger-strong"
                aria-label={t('orders.delete', { name: order.reference })}
                title={t('orders.delete', { name: order.reference })}
                onClick={() => remove(order)}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, format, navigate, mayEdit, mayDelete, remove],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        actions={
          mayCreate && (
            <Link to={pathTo('order-new')} className={buttonVariants()}>
              <Plus aria-hidden />
              {t('orders.new')}
            </Link>
          )
        }
      />
      <Card className="min-w-0">
        <CardBody>
          <DataTable<ApiOrder>
            {...tableProps}
            columns={columns}
            rows={list.data?.data ?? NO_ORDERS}
            total={list.data?.total}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            getAllRows={listAllOrders}
            caption={t('orders.title')}
            fieldFilterFields={fieldFilterFields}
            showColumnsMenu
            columnsStorageKey="orders.hiddenColumns"
            showExport
            exportFileName="orders.csv"
            selectable={mayDelete}
            selection={selection}
            onSelectionChange={setSelection}
            rowLabel={(order) => order.reference}
            bulkActions={mayDelete ? [deleteSelected] : []}
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function OrdersPage() {
  return (
    <ResourceFrame labels={useOrdersLabels().frame}>
      <OrdersList />
    </ResourceFrame>
  );
}
