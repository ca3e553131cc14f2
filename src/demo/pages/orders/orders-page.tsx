import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { useAccount } from '@/lib/session';
import { buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  DataTable,
  type DataTableColumn,
  type DataTableFilterFieldConfig,
} from '@/widgets/data-table';
import {
  refFilterReader,
  ResourceFrame,
  useResourceLabels,
  useResourceList,
} from '@/widgets/resource';
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

const nameOf = (order: ApiOrder) => order.reference;
const pathOf = (id: number) => pathTo('order-edit', { id: String(id) });

function OrdersList() {
  const { t } = useTranslation();
  const format = useFormat();
  const account = useAccount();
  const { tableProps, actionsColumn } = useResourceList({
    api: ordersApi,
    keys: orderKeys,
    listOptions: ordersListOptions,
    listQuery: ordersListQuery,
    listAll: listAllOrders,
    name: nameOf,
    pathOf,
    mayEdit: can(account?.role, 'edit'),
    mayDelete: can(account?.role, 'delete'),
    bulkMax: ORDER_LIMITS.bulkMax,
    labels: useResourceLabels('orders').list,
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
      {
        id: 'customer',
        kind: 'ref',
        label: t('orders.fields.customer'),
        reader: refFilterReader({ resource: 'users', nameKey: 'name', detailKey: 'email' }),
      },
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
      actionsColumn,
    ],
    [t, format, actionsColumn],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        actions={
          can(account?.role, 'create') && (
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
            caption={t('orders.title')}
            fieldFilterFields={fieldFilterFields}
            showColumnsMenu
            columnsStorageKey="orders.hiddenColumns"
            showExport
            exportFileName="orders.csv"
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function OrdersPage() {
  return (
    <ResourceFrame labels={useResourceLabels('orders').frame}>
      <OrdersList />
    </ResourceFrame>
  );
}
