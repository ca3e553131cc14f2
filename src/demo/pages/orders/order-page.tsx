import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import {
  RecordPage,
  refFieldFormat,
  ResourceFrame,
  useRecordPage,
  useResourceLabels,
} from '@/widgets/resource';
import {
  can,
  ORDER_CURRENCY,
  type ApiOrderDetail,
  type OrderHistoryField,
} from '@contract/demo/orders';

import { OrderForm } from './order-form';
import { orderKeys, ordersApi } from './orders-data';

/** Translation key of a history field's name (the soft delete's is the history's own). */
const HISTORY_FIELD_KEYS = {
  reference: 'orders.fields.reference',
  customerId: 'orders.fields.customer',
  status: 'orders.fields.status',
  total: 'orders.fields.total',
  placed: 'orders.fields.placed',
  deleted: 'orders.history.deletedField',
} as const satisfies Record<OrderHistoryField, string>;

const nameOf = (order: ApiOrderDetail) => order.reference;
const pathOf = (id: number) => pathTo('order-edit', { id: String(id) });

function Order({ id }: { id?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const account = useAccount();
  const labels = useResourceLabels('orders');
  const page = useRecordPage({ id, api: ordersApi, keys: orderKeys });
  usePageName(page.query.data?.reference);
  return (
    <RecordPage
      page={page}
      listPath={pathTo('orders')}
      pathOf={pathOf}
      name={nameOf}
      mayEdit={can(account?.role, 'edit')}
      form={OrderForm}
      history={{
        fieldLabel: (field) => t(HISTORY_FIELD_KEYS[field]),
        fieldFormats: {
          // The customer's name, or "#12" once they are deleted.
          customerId: refFieldFormat({ resource: 'users', nameKey: 'name' }),
          status: (value) => t(`orders.values.status.${value as ApiOrderDetail['status']}`),
          total: (cents) => format.currency(Number(cents) / 100, ORDER_CURRENCY),
          placed: 'date',
        },
        labels: labels.history,
      }}
      labels={labels.record}
    />
  );
}

/** One order: `/admin/orders/new` creates one, `/admin/orders/:id` shows and edits it. */
export default function OrderPage() {
  const { id } = useParams();
  return (
    <ResourceFrame labels={useResourceLabels('orders').frame}>
      <Order key={id} id={id} />
    </ResourceFrame>
  );
}
