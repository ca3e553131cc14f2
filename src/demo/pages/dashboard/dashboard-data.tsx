import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FeedAndNewsCards } from '@/demo/components/feed-and-news-cards';
import { dashboardDonutData } from '@/demo/data/chart-data';
import { demoUsers } from '@/demo/data/users';
import { Chart } from '@/widgets/chart';
import { badgeColumn, DataTable, type DataTableColumn } from '@/widgets/data-table';
import type { ApiUser } from '@contract/users';

// The dashboard below its info cards, in a chunk of its own: the heading and the cards paint
// without waiting for the table, the chart or the feed.

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
      showExport
      exportFileName="demo-users.csv"
    />
  );
}

export function DataVisualization() {
  const { t } = useTranslation();
  const donut = useMemo(() => dashboardDonutData(t), [t]);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <Chart type="donut" data={donut} label={t('dashboard.populationChart')} height="24rem" />
      <UsersTable />
    </div>
  );
}

export function Feed() {
  const { t } = useTranslation();
  return <FeedAndNewsCards feedTitle={t('dashboard.feed')} newsTitle={t('dashboard.socialNews')} />;
}
