import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableScroll,
} from '@/ui/table';
import { LoadFailed } from '@/widgets/resource';
import { ORDER_CURRENCY } from '@contract/demo/orders';

import { OrderStatusBadge } from './order-status-badge';
import { orderKeys, ordersApi } from './orders-data';

/** How many of a customer's orders their page shows: the latest. */
const SHOWN = 10;

export interface CustomerOrdersProps {
  /** The user whose orders are listed. */
  customerId: number;
  /** Their name, for the table's caption. */
  customerName: string;
}

/** A customer's latest orders, on their user page, each linking to the order. */
export function CustomerOrders({ customerId, customerName }: CustomerOrdersProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const orders = useQuery({
    // Under the lists' key, so any write to orders reads it again.
    queryKey: [...orderKeys.lists(), 'customer', customerId],
    queryFn: ({ signal }) =>
      ordersApi.list(
        new URLSearchParams({
          customer: String(customerId),
          sort: 'placed|desc,id|desc',
          per_page: String(SHOWN),
        }),
        signal,
      ),
  });
  const page = orders.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orders.customerOrders.title')}</CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        {orders.isPending && <p className="text-muted">{t('orders.customerOrders.loading')}</p>}
        {orders.isError && (
          <LoadFailed
            onRetry={() => void orders.refetch()}
            labels={{ retry: t('orders.customerOrders.retry') }}
          >
            {t('orders.customerOrders.failed')}
          </LoadFailed>
        )}
        {page && page.total === 0 && (
          <p className="text-muted">{t('orders.customerOrders.none')}</p>
        )}
        {page && page.total > 0 && (
          <>
            <TableScroll label={t('orders.customerOrders.caption', { name: customerName })}>
              <Table>
                <TableCaption>
                  {t('orders.customerOrders.caption', { name: customerName })}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('orders.fields.reference')}</TableHead>
                    <TableHead>{t('orders.fields.placed')}</TableHead>
                    <TableHead>{t('orders.fields.status')}</TableHead>
                    <TableHead align="end">{t('orders.fields.total')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {page.data.map((order) => (
                    <TableRow key={order.id}>
                      <TableCell>
                        <Link
                          to={pathTo('order-edit', { id: String(order.id) })}
                          className="font-semibold text-primary-strong underline-offset-4 hover:underline"
                        >
                          {order.reference}
                        </Link>
                      </TableCell>
                      <TableCell>{format.date(order.placed, { timeZone: 'UTC' })}</TableCell>
                      <TableCell>
                        <OrderStatusBadge status={order.status} />
                      </TableCell>
                      <TableCell align="end">
                        {format.currency(order.total / 100, ORDER_CURRENCY)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
            {page.total > page.data.length && (
              <p className="text-sm text-muted">
                {t('orders.customerOrders.latest', {
                  count: page.total,
                  n: format.integer(page.total),
                })}
              </p>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
