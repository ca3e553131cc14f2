import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import type { OrderStatus } from '@contract/demo/orders';

/** A tone per status: open orders stand out, cancelled ones recede. */
const TONES: Record<OrderStatus, string> = {
  pending: 'border-warning/70 bg-warning/15',
  paid: 'border-info/60 bg-info-fill text-info-strong',
  shipped: 'border-success/70 bg-success/15',
  cancelled: 'border-border bg-surface-muted text-muted',
};

/** An order's status as a badge, in words (the colour only repeats them). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {t(`orders.values.status.${status}`)}
    </span>
  );
}
