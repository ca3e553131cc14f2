/**
 * `src/pages/<name>/<name>-page.tsx`: the list, as the Users list is built: the data table in
 * server mode (sort, text filter, a facet per enum field, a date range per date field, Columns
 * menu, Export CSV), selection with bulk delete and Undo (`useResourceMutations`), all inside the
 * resource frame.
 */
import { isSortable, labelField, type Field } from '../fields';
import { apiKey, contractAlias, enumConstant, refNameKey, type Resource } from './shared';

export function listPageTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const P = names.singularPascal;
  const S = names.singularConstant;
  const Ps = names.pluralPascal;
  const ns = names.pluralCamel;
  const label = labelField(fields);
  const listed = fields.filter((field) => field.kind !== 'text');
  const enums = fields.filter((field) => field.kind === 'enum');
  const dates = fields.filter((field) => field.kind === 'date');
  const row = names.singularCamel;
  const orEmpty = (field: Field, shown: string) =>
    field.required ? shown : `${row}.${field.name} === null ? '' : ${shown}`;
  const column = (field: Field) => {
    const parts = [`id: '${apiKey(field)}'`, `header: t('${ns}.fields.${field.name}')`];
    switch (field.kind) {
      case 'money':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => (${orEmpty(field, `format.number(${row}.${field.name} / 100, { minimumFractionDigits: 2 })`)})`,
          `csv: (${row}) => (${orEmpty(field, `(${row}.${field.name} / 100).toFixed(2)`)})`,
        );
        break;
      case 'number':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => (${orEmpty(field, `format.integer(${row}.${field.name})`)})`,
        );
        break;
      case 'boolean':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => t(${row}.${field.name} ? '${ns}.yes' : '${ns}.no')`,
        );
        break;
      case 'date':
        // A calendar day: formatted in UTC, where the API's `YYYY-MM-DD` falls.
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => (${orEmpty(field, `format.date(${row}.${field.name}, { timeZone: 'UTC' })`)})`,
        );
        break;
      case 'enum':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => (${orEmpty(field, `t(\`${ns}.values.${field.name}.\${${row}.${field.name}}\`)`)})`,
        );
        break;
      case 'ref':
        parts.push(`accessor: '${refNameKey(field)}'`);
        break;
      default:
        parts.push(`accessor: '${field.name}'`);
    }
    if (isSortable(field)) parts.push(`sortable: true`);
    if (field.kind === 'number' || field.kind === 'money') parts.push(`align: 'end'`);
    return `{ ${parts.join(', ')} },`;
  };
  const filterConfigs = [
    ...enums.map(
      (field) => `{
        id: '${field.name}',
        kind: 'facet',
        label: t('${ns}.fields.${field.name}'),
        options: ${enumConstant(resource, field)}.map((value) => ({
          value,
          label: t(\`${ns}.values.${field.name}.\${value}\`),
        })),
      },`,
    ),
    ...dates.map(
      (field) =>
        `{ id: '${field.name}', kind: 'dateRange', label: t('${ns}.fields.${field.name}') },`,
    ),
  ];
  const usesFormat = listed.some((field) => ['money', 'number', 'date'].includes(field.kind));
  const contractImports = [
    'can',
    `${S}_LIMITS`,
    ...enums.map((field) => enumConstant(resource, field)),
    `type Api${P}`,
  ];
  const dataTableImports = [
    'DataTable',
    'useDataTableQuery',
    'type DataTableColumn',
    ...(filterConfigs.length ? ['type DataTableFilterFieldConfig'] : []),
  ];
  const name = `${row}.${label.name}`;
  return `import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';
${usesFormat ? `import { useFormat } from '@/hooks/use-format';\n` : ''}import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { useAccount } from '@/lib/session';
import { Button, buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { ${dataTableImports.join(', ')} } from '@/widgets/data-table';
import { ResourceFrame, useResourceMutations } from '@/widgets/resource';
import { ${contractImports.join(', ')} } from '${contractAlias(resource)}';

import { ${names.singularCamel}Keys, ${ns}Api, ${ns}ListOptions, ${ns}ListQuery, listAll${Ps} } from './${names.plural}-data';
import { use${Ps}Labels } from './${names.plural}-labels';

const NO_${names.table.toUpperCase()}: readonly Api${P}[] = [];

function ${Ps}List() {
  const { t } = useTranslation();
${usesFormat ? '  const format = useFormat();\n' : ''}  const navigate = useNavigate();
  const account = useAccount();
  const labels = use${Ps}Labels();
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
    // Signed out (the session ended, or Log out): the guard is on its way to the sign-in page.
    enabled: account != null,
  });
  const { remove, deleteSelected, selection, setSelection } = useResourceMutations({
    api: ${ns}Api,
    keys: ${names.singularCamel}Keys,
    name: (${row}: Api${P}) => ${name},
    labels: labels.mutations,
    bulkMax: ${S}_LIMITS.bulkMax,
  });
${
  filterConfigs.length
    ? `
  const fieldFilterFields = useMemo<DataTableFilterFieldConfig[]>(
    () => [
      ${filterConfigs.join('\n      ')}
    ],
    [t],
  );
`
    : ''
}
  const columns = useMemo<DataTableColumn<Api${P}>[]>(
    () => [
      ${listed.map(column).join('\n      ')}
      {
        id: 'actions',
        header: t('${ns}.actions'),
        align: 'end',
        hideable: false,
        csv: null,
        cell: (${row}) => (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-9!"
              aria-label={t(mayEdit ? '${ns}.edit' : '${ns}.view', { name: ${name} })}
              title={t(mayEdit ? '${ns}.edit' : '${ns}.view', { name: ${name} })}
              onClick={() => void navigate(pathTo('${names.singular}-edit', { id: String(${row}.id) }))}
            >
              {mayEdit ? <Pencil aria-hidden /> : <Eye aria-hidden />}
            </Button>
            {mayDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-9! text-danger-strong"
                aria-label={t('${ns}.delete', { name: ${name} })}
                title={t('${ns}.delete', { name: ${name} })}
                onClick={() => remove(${row})}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t${usesFormat ? ', format' : ''}, navigate, mayEdit, mayDelete, remove],
  );

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
            rows={list.data?.data ?? NO_${names.table.toUpperCase()}}
            total={list.data?.total}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            getAllRows={listAll${Ps}}
            caption={t('${ns}.title')}
${filterConfigs.length ? '            fieldFilterFields={fieldFilterFields}\n' : ''}            showColumnsMenu
            columnsStorageKey="${names.plural}.hiddenColumns"
            showExport
            exportFileName="${names.plural}.csv"
            selectable={mayDelete}
            selection={selection}
            onSelectionChange={setSelection}
            rowLabel={(${row}) => ${name}}
            bulkActions={mayDelete ? [deleteSelected] : []}
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function ${Ps}Page() {
  return (
    <ResourceFrame labels={use${Ps}Labels().frame}>
      <${Ps}List />
    </ResourceFrame>
  );
}
`;
}
