import { useTranslation } from 'react-i18next';

import { InfoCards } from '@/demo/components/info-cards';
import { AfterPaint } from '@/ui/after-paint';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { retryableLazy } from '@/ui/retryable-lazy';

const loadData = () => import('./dashboard-data');
const Feed = retryableLazy(loadData, (module) => module.Feed);
// The tabbed card (Radix tabs and its content) and the feed are below the fold on a phone: chunks
// of their own, requested after the first paint.
const DashboardTabs = retryableLazy(
  () => import('./dashboard-tabs-card'),
  (module) => module.DashboardTabs,
);

export default function DashboardPage() {
  const { t } = useTranslation();
  const tabsPlaceholder = (
    <Card>
      <CardBody className="min-h-[27rem]">
        <p role="status" className="py-8 text-center text-muted">
          {t('common.loading')}
        </p>
      </CardBody>
    </Card>
  );
  return (
    <div className="space-y-6">
      <PageHeader />
      <InfoCards />
      {/* Their chunks are requested once the heading and the cards have painted. */}
      <AfterPaint fallback={tabsPlaceholder}>
        <DashboardTabs fallback={tabsPlaceholder} />
      </AfterPaint>
      <AfterPaint>
        <Feed fallback={null} />
      </AfterPaint>
    </div>
  );
}
