import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Card, CardBody } from '@/ui/card';
import { retryableLazy } from '@/ui/retryable-lazy';
import { Tabs } from '@/widgets/tabs';

const DataVisualization = retryableLazy(
  () => import('./dashboard-data'),
  (module) => module.DataVisualization,
);

const loadTabs = () => import('./dashboard-tabs');
const UsersAndMembers = retryableLazy(loadTabs, (module) => module.UsersAndMembers);
const SetupProfile = retryableLazy(loadTabs, (module) => module.SetupProfile);
const Features = retryableLazy(loadTabs, (module) => module.Features);

/** The dashboard's tabbed card: the charts and table first, the other tabs when first shown. */
export function DashboardTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('data');
  // A tab's content is mounted when first shown and then kept (the wizard keeps its step).
  const [shown, setShown] = useState(() => new Set([tab]));
  const show = (value: string) => {
    setTab(value);
    setShown((current) => (current.has(value) ? current : new Set(current).add(value)));
  };
  const loading = (
    <p role="status" className="py-8 text-center text-muted">
      {t('common.loading')}
    </p>
  );
  return (
    <Card>
      <CardBody>
        <Tabs
          label={t('dashboard.tabs.label')}
          value={tab}
          onValueChange={show}
          keepMounted
          tabs={[
            {
              value: 'data',
              label: t('dashboard.tabs.dataVisualization'),
              content: shown.has('data') && (
                <DataVisualization fallback={<div className="min-h-96">{loading}</div>} />
              ),
            },
            {
              value: 'users',
              label: t('dashboard.tabs.usersAndMembers'),
              content: shown.has('users') && <UsersAndMembers fallback={loading} />,
            },
            {
              value: 'setup',
              label: t('dashboard.tabs.setupProfile'),
              content: shown.has('setup') && <SetupProfile fallback={loading} />,
            },
            {
              value: 'features',
              label: t('dashboard.tabs.features'),
              content: shown.has('features') && <Features fallback={loading} />,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
