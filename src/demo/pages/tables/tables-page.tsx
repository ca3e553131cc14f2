import { Check, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { tableRows } from '@/demo/data/table-rows';
import { useFormat } from '@/hooks/use-format';
import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { cn } from '@/lib/cn';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
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
import {
  badgeColumn,
  DataTable,
  DataTableBadge,
  isUnreachable,
  useExportSelectedAction,
  type DataTableColumn,
  type DataTableLoadError,
} from '@/widgets/data-table';
import type { ApiUser } from '@contract/users';

type Status = 'danger' | 'success' | 'warning' | 'info';

/** The styled table's tinted rows, by zero-based position (the 4th, 5th, 6th and 8th rows). */
const STYLED_STATUS: Partial<Record<number, Status>> = {
  3: 'danger',
  4: 'success',
  5: 'warning',
  7: 'info',
};

const pillClass: Record<Status, string> = {
  danger: 'bg-danger text-black',
  success: 'bg-primary text-on-primary',
  warning: 'bg-warning text-black',
  info: 'bg-info text-black',
};

function StatusPill({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        pillClass[status],
      )}
    >
      {t(`tables.status.${status}`)}
    </span>
  );
}

/** The Tables page: a basic table, a styled table and the remote data table. */
export default function TablesPage() {
  const { t } = useTranslation();
  const urlState = useRouterUrlState();
  const exportSelected = useExportSelectedAction<ApiUser>({ fileName: 'selected-users.csv' });
  const format = useFormat();
  const headings = {
    name: t('tables.headings.name'),
    email: t('tables.headings.email'),
    city: t('tables.headings.city'),
    score: t('tables.headings.score'),
    status: t('tables.headings.status'),
  };

  const userColumns = useMemo(
    (): DataTableColumn<ApiUser>[] => [
      badgeColumn<ApiUser>(),
      { id: 'name', header: t('tables.headings.name'), accessor: 'name', sortable: true },
      { id: 'email', header: t('tables.headings.email'), accessor: 'email', sortable: true },
      {
        id: 'city',
        header: t('tables.headings.city'),
        accessor: 'address.city',
        sortable: true,
        sortField: 'city',
      },
      {
        id: 'score',
        header: t('tables.headings.score'),
        accessor: 'score',
        sortable: true,
        align: 'end',
      },
    ],
    [t],
  );

  // Only when nothing answered: an error status or an unreadable answer came from a running API.
  const apiHint = (error: DataTableLoadError) =>
    isUnreachable(error) ? <p data-slot="api-hint">{t('tables.apiNotRunning')}</p> : null;

  return (
    <div className="space-y-6">
      <PageHeader />
      <div className="grid min-w-0 gap-6 2xl:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('tables.basic')}</CardTitle>
          </CardHeader>
          <CardBody>
            <TableScroll label={t('tables.basic')}>
              <Table>
                <TableCaption>{t('tables.basic')}</TableCaption>
                <TableHeader>
                  <tr>
                    <TableHead scope="col">{headings.name}</TableHead>
                    <TableHead scope="col">{headings.email}</TableHead>
                    <TableHead scope="col">{headings.city}</TableHead>
                    <TableHead scope="col" align="end">
                      {headings.score}
                    </TableHead>
                  </tr>
                </TableHeader>
                <TableBody>
                  {tableRows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>
                        <bdi>{row.email}</bdi>
                      </TableCell>
                      <TableCell>{row.city}</TableCell>
                      <TableCell align="end">{format.number(row.score)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          </CardBody>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('tables.styled')}</CardTitle>
          </CardHeader>
          <CardBody>
            <TableScroll label={t('tables.styled')}>
              <Table density="compact">
                <TableCaption>{t('tables.styled')}</TableCaption>
                <TableHeader>
                  <tr>
                    <TableHead as="td" className="w-10" />
                    <TableHead scope="col">{headings.name}</TableHead>
                    <TableHead scope="col">{headings.email}</TableHead>
                    <TableHead scope="col">{headings.city}</TableHead>
                    <TableHead scope="col" align="end">
                      {headings.score}
                    </TableHead>
                    <TableHead scope="col">{headings.status}</TableHead>
                    <TableHead as="td" className="w-10" />
                  </tr>
                </TableHeader>
                <TableBody>
                  {tableRows.map((row, index) => {
                    const status = STYLED_STATUS[index];
                    return (
                      <TableRow key={row.id} tone={status}>
                        <TableCell>
                          <DataTableBadge index={index} />
                        </TableCell>
                        <TableCell>{row.name}</TableCell>
                        <TableCell>
                          <bdi>{row.email}</bdi>
                        </TableCell>
                        <TableCell>{row.city}</TableCell>
                        <TableCell align="end">{format.number(row.score)}</TableCell>
                        <TableCell>{status && <StatusPill status={status} />}</TableCell>
                        <TableCell>
                          {status === 'danger' && (
                            <TriangleAlert
                              aria-hidden="true"
                              className="size-5 text-danger-strong"
                            />
                          )}
                          {status === 'success' && (
                            <Check aria-hidden="true" className="size-5 text-primary-strong" />
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableScroll>
          </CardBody>
        </Card>

        <Card className="min-w-0 2xl:col-span-2">
          <CardHeader>
            <CardTitle>{t('tables.advanced')}</CardTitle>
          </CardHeader>
          <CardBody>
            <DataTable<ApiUser>
              apiUrl="/api/users"
              columns={userColumns}
              caption={t('tables.advanced')}
              urlState={urlState}
              errorHint={apiHint}
              showColumnsMenu
              columnsStorageKey="tessera.tables.users.hiddenColumns"
              showExport
              exportFileName="users.csv"
              selectable
              rowLabel={(user) => user.name}
              bulkActions={[exportSelected]}
            />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
