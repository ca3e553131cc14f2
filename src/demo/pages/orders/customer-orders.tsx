import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { LoadFailed } from '@/widgets/resource';
import { ORDER_CURRENCY } from '@contract/demo/orders';

import { OrderStatusBadge } from './order-status-badge';
import { orderKeys, ordersApi } from './orders-data';

/** How many of a customer's orders their page shows: the latest. */
const SHOWN = 10;

/**
 * The latest orders of a customer. The user page calls it as it starts reading the user, so both
 * answers arrive together; `CustomerOrders` reads the same query.
 */
export function useCustomerOrders(customerId: number | undefined) {
  return useQuery({
    // Under the lists' key, so any write to orders reads it again.
    queryKey: [...orderKeys.lists(), 'customer', customerId ?? 0],
    queryFn: ({ signal }) =>
      ordersApi.list(
        new URLSearchParams({
          customer: String(customerId),
          sort: 'placed|desc,id|desc',
          per_page: String(SHOWN),
        }),
        signal,
      ),
    enabled: customerId !== undefined,
  });
}

export interface CustomerOrdersProps {
  /** The user whose orders are listed. */
  customerId: number;
  /** Their name, naming the list for assistive technology. */
  customerName: string;
}

/** A customer's latest orders, on their user page, each linking to the order. */
export function CustomerOrders({ customerId, customerName }: CustomerOrdersProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const orders = useCustomerOrders(customerId);
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
            <ul
              aria-label={t('orders.customerOrders.caption', { name: customerName })}
              className="divide-y divide-border rounded-md border border-border"
            >
              {page.data.map((order) => (
                <li
                  key={order.id}
                  className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-2.5 sm:grid-cols-[minmax(8rem,1fr)_minmax(7rem,1fr)_minmax(6rem,1fr)_auto]"
                >
                  <Link
                    to={pathTo('order-edit', { id: String(order.id) })}
                    className="font-semibold text-primary-strong underline-offset-4 hover:underline"
                  >
                    {order.reference}
                  </Link>
                  <span className="text-end tabular-nums sm:order-last">
                    {format.currency(order.total / 100, ORDER_CURRENCY)}
                  </span>
                  <span className="text-sm text-muted sm:text-base sm:text-text">
                    {format.date(order.placed, { timeZone: 'UTC' })}
                  </span>
                  <span className="justify-self-end sm:justify-self-start">
                    <OrderStatusBadge status={order.status} />
                  </span>
                </li>
              ))}
            </ul>
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
