import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  BackLink,
  LoadFailed,
  NotFoundCard,
  ResourceFrame,
  ResourceHistory,
} from '@/widgets/resource';
import { showToast } from '@/widgets/toast';
import { can, type OrderHistoryField } from '@contract/demo/orders';

import { OrderForm } from './order-form';
import { orderKeys, ordersApi } from './orders-data';
import { useOrdersLabels } from './orders-labels';

/** Translation key of a history field's name (the soft delete's is the history's own). */
const HISTORY_FIELD_KEYS = {
  reference: 'orders.fields.reference',
  customerId: 'orders.fields.customer',
  status: 'orders.fields.status',
  total: 'orders.fields.total',
  placed: 'orders.fields.placed',
  deleted: 'orders.history.deletedField',
} as const satisfies Record<OrderHistoryField, string>;

function BackToOrders() {
  const { t } = useTranslation();
  return <BackLink to={pathTo('orders')}>{t('orders.backToList')}</BackLink>;
}

function OrderHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: orderKeys.history(id),
    queryFn: ({ signal }) => ordersApi.history(id, signal),
  });
  return (
    <ResourceHistory
      query={history}
      fieldLabel={(field) => t(HISTORY_FIELD_KEYS[field])}
      labels={useOrdersLabels().history}
    />
  );
}

function EditOrder() {
  const { t } = useTranslation();
  const { id: rawId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const id = /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : undefined;
  const order = useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => ordersApi.get(id ?? 0, signal),
    enabled: id !== undefined,
  });
  usePageName(order.data?.reference);

  // A order just created arrives here with a toast to show.
  const created = (location.state as { created?: string } | null)?.created;
  useEffect(() => {
    if (!created) return;
    showToast(t('orders.created', { name: created }));
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [created, t, navigate, location.pathname, location.search]);

  if (id === undefined || (order.error instanceof ApiError && order.error.status === 404)) {
    return (
      <div className="space-y-6">
        <BackToOrders />
        <NotFoundCard title={t('orders.notFound.title')}>
          {t('orders.notFound.text', { id: rawId })}
        </NotFoundCard>
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="space-y-4">
        <PageHeader />
        <LoadFailed onRetry={() => void order.refetch()}>{t('orders.loadFailed')}</LoadFailed>
      </div>
    );
  }
  if (!order.data) {
    return <PageHeader />;
  }

  const mayEdit = can(account?.role, 'edit');
  return (
    <div className="space-y-6">
      <BackToOrders />
      <div>
        <PageHeader title={order.data.reference} className="wrap-anywhere" />
        {!mayEdit && <p className="mt-2 text-muted">{t('orders.readOnly')}</p>}
      </div>
      <Card>
        <CardBody>
          <OrderForm
            key={order.data.id}
            order={order.data}
            readOnly={!mayEdit}
            draftKey={location.pathname}
            onSaved={(saved) => void showToast(t('orders.saved', { name: saved.reference }))}
          />
        </CardBody>
      </Card>
      <OrderHistory id={order.data.id} />
    </div>
  );
}

function NewOrder() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <BackToOrders />
      <PageHeader />
      <Card>
        <CardBody>
          <OrderForm
            draftKey={location.pathname}
            onSaved={(saved) =>
              navigate(pathTo('order-edit', { id: String(saved.id) }), {
                state: { created: saved.reference },
              })
            }
          />
        </CardBody>
      </Card>
    </div>
  );
}

/** One order: `/admin/orders/new` creates one, `/admin/orders/:id` shows and edits it. */
export default function OrderPage() {
  const { id } = useParams();
  return (
    <ResourceFrame labels={useOrdersLabels().frame}>
      {id === undefined ? <NewOrder /> : <EditOrder key={id} />}
    </ResourceFrame>
  );
}
