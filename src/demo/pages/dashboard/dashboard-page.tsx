import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@/ui/card';
import { retryableLazy } from '@/ui/retryable-lazy';
import { InfoCards } from '@/demo/components/info-cards';
import { PageHeader } from '@/ui/page-header';

const loadData = () => import('./dashboard-data');
const Feed = retryableLazy(loadData, (module) => module.Feed);
// The tabbed card (Radix tabs and its content) is below the fold on a phone: its own chunk.
const DashboardTabs = retryableLazy(
  () => import('./dashboard-tabs-card'),
  (module) => module.DashboardTabs,
);

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader />
      <InfoCards />
      <DashboardTabs
        fallback={
          <Card>
            <CardBody className="min-h-[27rem]">
              <p role="status" className="py-8 text-center text-muted">
                {t('common.loading')}
              </p>
            </CardBody>
          </Card>
        }
      />
      <Feed fallback={null} />
    </div>
  );
}
