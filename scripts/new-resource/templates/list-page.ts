/**
 * `src/pages/<name>/<name>-page.tsx`: the list. Depends on the front-end kit's
 * `src/widgets/resource` (`ResourceFrame`, `useResourceMutations`) and the data table (server
 * mode, `filterFields`, `useExportSelectedAction`). Guessed: the hook's return (`remove`,
 * `removeMany`) and `ResourceFrame` taking only children.
 */
import { isSortable, labelField } from '../fields';
import { apiKey, contractAlias, enumConstant, refNameKey, type Resource } from './shared';

export function listPageTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const P = names.singularPascal;
  const ns = names.pluralCamel;
  const label = labelField(fields);
  const listed = fields.filter((field) => field.kind !== 'text');
  const cell = (field: (typeof fields)[number]) => {
    switch (field.kind) {
      case 'money':
        return `cell: (row) => (row.${field.name} === null ? '' : format.number(row.${field.name} / 100, { minimumFractionDigits: 2 })),`;
      case 'number':
        return `cell: (row) => (row.${field.name} === null ? '' : format.integer(row.${field.name})),`;
      case 'boolean':
        return `cell: (row) => t(row.${field.name} ? '${ns}.yes' : '${ns}.no'),`;
      case 'date':
        return `cell: (row) => (row.${field.name} === null ? '' : format.date(row.${field.name})),`;
      case 'enum':
        return `cell: (row) => (row.${field.name} === null ? '' : t(\`${ns}.values.${field.name}.\${row.${field.name}}\`)),`;
      case 'ref':
        return `cell: (row) => row.${refNameKey(field)} ?? '',`;
      default:
        return `accessor: '${field.name}',`;
    }
  };
  const columns = listed.map(
    (field) =>
      `{ id: '${apiKey(field)}', header: t('${ns}.fields.${field.name}'), ${cell(field)}${isSortable(field) ? ' sortable: true,' : ''}${['number', 'money'].includes(field.kind) ? " align: 'end'," : ''} },`,
  );
  const enums = fields.filter((field) => field.kind === 'enum');
  return `import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { useAccount } from '@/lib/session';
import { Button, buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  DataTable,
  useDataTableQuery,
  useExportSelectedAction,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableSelection,
} from '@/widgets/data-table';
import { ResourceFrame, useResourceMutations } from '@/widgets/resource';
import { can, ${enums.map((field) => `${enumConstant(resource, field)}, `).join('')}${names.singularConstant}_LIMITS, type Api${P} } from '${contractAlias(resource)}';

import {
  ${ns}Api,
  ${ns}ListOptions,
  ${ns}ListQuery,
  listAll${names.pluralPascal},
  ${names.singularCamel}Keys,
} from './${names.plural}-data';

const NO_SELECTION: DataTableSelection = { allMatching: false, ids: [] };
const NO_ROWS: readonly Api${P}[] = [];

function ${names.pluralPascal}List() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const account = useAccount();
  const mayCreate = can(account?.role, 'create');
  const mayEdit = can(account?.role, 'edit');
  const mayDelete = can(account?.role, 'delete');
  const { state, tableProps } = useDataTableQuery({
    ...${ns}ListOptions,
    urlState: useRouterUrlState(),
  });
  const list = useQuery({
    ...${ns}ListQuery(state),
    // The shown page stays, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    enabled: account != null,
  });
  const [selection, setSelection] = useState<DataTableSelection>(NO_SELECTION);
  // Delete hides the rows at once and offers Undo; a failure puts them back.
  const { remove, removeMany } = useResourceMutations({
    api: ${ns}Api,
    keys: ${names.singularCamel}Keys,
    name: (row: Api${P}) => row.${label.name},
    labels: {
      deleted: (name: string) => t('${ns}.deleted', { name }),
      bulkDeleted: (count: number) => t('${ns}.bulkDeleted', { count, n: format.integer(count) }),
      undo: t('${ns}.undo'),
      restored: (name: string) => t('${ns}.restored', { name }),
      bulkRestored: (count: number) => t('${ns}.bulkRestored', { count, n: format.integer(count) }),
      deleteFailed: (name: string) => t('${ns}.deleteFailed', { name }),
      bulkDeleteFailed: t('${ns}.bulkDeleteFailed'),
      restoreFailed: (name: string) => t('${ns}.restoreFailed', { name }),
      bulkRestoreFailed: t('${ns}.bulkRestoreFailed'),
      bulkAlreadyDeleted: t('${ns}.bulkAlreadyDeleted'),
    },
    onRemoved: () => setSelection(NO_SELECTION),
  });

  const exportCsv = useExportSelectedAction<Api${P}>({ fileName: '${names.plural}.csv' });
  const deleteSelected = useMemo<DataTableBulkAction<Api${P}>>(
    () => ({
      label: t('${ns}.deleteSelected'),
      variant: 'danger',
      onAction: async ({ count, getRows }) => {
        if (count > ${names.singularConstant}_LIMITS.bulkMax) return;
        await removeMany((await getRows()).map((row) => row.id));
      },
    }),
    [t, removeMany],
  );

  const columns = useMemo<DataTableColumn<Api${P}>[]>(
    () => [
      ${columns.join('\n      ')}
      {
        id: 'actions',
        header: t('${ns}.actions'),
        align: 'end',
        cell: (row) => (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-9!"
              aria-label={t(mayEdit ? '${ns}.edit' : '${ns}.view', { name: row.${label.name} })}
              title={t(mayEdit ? '${ns}.edit' : '${ns}.view', { name: row.${label.name} })}
              onClick={() => void navigate(pathTo('${names.singular}-edit', { id: String(row.id) }))}
            >
              {mayEdit ? <Pencil aria-hidden /> : <Eye aria-hidden />}
            </Button>
            {mayDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-9! text-danger-strong"
                aria-label={t('${ns}.delete', { name: row.${label.name} })}
                title={t('${ns}.delete', { name: row.${label.name} })}
                onClick={() => remove(row)}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, format, navigate, mayEdit, mayDelete, remove],
  );
${
  enums.length
    ? `
  const filterLabels = {
    ${enums.map((field) => `${field.name}: { label: t('${ns}.fields.${field.name}'), values: Object.fromEntries(${enumConstant(resource, field)}.map((value) => [value, t(\`${ns}.values.${field.name}.\${value}\`)])) },`).join('\n    ')}
  };
`
    : ''
}
  return (
    <div className="space-y-6">
      <PageHeader
        actions={
          mayCreate && (
            <Link to={pathTo('${names.singular}-new')} className={buttonVariants()}>
              <Plus aria-hidden />
              {t('${ns}.new')}
            </Link>
          )
        }
      />
      <Card className="min-w-0">
        <CardBody>
          <DataTable<Api${P}>
            {...tableProps}
            columns={columns}
            rows={list.data?.data ?? NO_ROWS}
            total={list.data?.total}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            getAllRows={listAll${names.pluralPascal}}
            caption={t('${ns}.title')}
            columnsMenu
            selectable
            selection={selection}
            onSelectionChange={setSelection}
            rowLabel={(row) => row.${label.name}}
            bulkActions={mayDelete ? [exportCsv, deleteSelected] : [exportCsv]}${enums.length ? '\n            filterLabels={filterLabels}' : ''}
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function ${names.pluralPascal}Page() {
  return (
    <ResourceFrame>
      <${names.pluralPascal}List />
    </ResourceFrame>
  );
}
`;
}
