import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiUser } from '../../../../server/contract';
import { dashboardDonutData } from '@/demo/data/chart-data';
import { FeaturesList } from '@/demo/components/features-list';
import { FeedAndNewsCards } from '@/demo/components/feed-and-news-cards';
import { useDemoChat, useDemoProfile } from '@/demo/data/social';
import { demoUsers } from '@/demo/data/users';
import { DemoWizard } from '@/demo/components/wizard-steps';
import { Card, CardBody } from '@/ui/card';
import { Chart } from '@/widgets/chart';
import { ChatBox } from '@/widgets/chat';
import { badgeColumn, DataTable, type DataTableColumn } from '@/widgets/data-table';
import { ProfileCard } from '@/widgets/profile-card';
import { Tabs } from '@/widgets/tabs';
import { InfoCards } from '@/demo/components/info-cards';
import { PageHeader } from '@/ui/page-header';

function UsersTable() {
  const { t } = useTranslation();
  const [users] = useState(() => demoUsers(50));
  const columns = useMemo<DataTableColumn<ApiUser>[]>(
    () => [
      badgeColumn<ApiUser>(),
      { id: 'name', header: t('dashboard.columns.user'), accessor: 'name', sortable: true },
      {
        id: 'score',
        header: t('dashboard.columns.score'),
        accessor: 'score',
        sortable: true,
        align: 'end',
      },
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      data={users}
      caption={t('dashboard.usersTable')}
      filterFields={['name']}
      perPageOptions={[5, 6]}
      defaultPerPage={5}
      onEachSide={1}
      density="compact"
    />
  );
}

function DataVisualization() {
  const { t } = useTranslation();
  const donut = useMemo(() => dashboardDonutData(t), [t]);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <Chart type="donut" data={donut} label={t('dashboard.populationChart')} height="24rem" />
      <UsersTable />
    </div>
  );
}

function UsersAndMembers() {
  return (
    <div className="grid items-start gap-8 md:grid-cols-[1fr_2fr]">
      <ProfileCard {...useDemoProfile()} />
      <ChatBox {...useDemoChat()} />
    </div>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('data');
  return (
    <div className="space-y-6">
      <PageHeader />
      <InfoCards />
      <Card>
        <CardBody>
          <Tabs
            label={t('dashboard.tabs.label')}
            value={tab}
            onValueChange={setTab}
            keepMounted
            tabs={[
              {
                value: 'data',
                label: t('dashboard.tabs.dataVisualization'),
                content: <DataVisualization />,
              },
              {
                value: 'users',
                label: t('dashboard.tabs.usersAndMembers'),
                content: <UsersAndMembers />,
              },
              {
                value: 'setup',
                label: t('dashboard.tabs.setupProfile'),
                content: (
                  <DemoWizard type="rich" layout="vertical" label={t('dashboard.wizardTitle')} />
                ),
              },
              { value: 'features', label: t('dashboard.tabs.features'), content: <FeaturesList /> },
            ]}
          />
        </CardBody>
      </Card>
      <FeedAndNewsCards feedTitle={t('dashboard.feed')} newsTitle={t('dashboard.socialNews')} />
    </div>
  );
}
