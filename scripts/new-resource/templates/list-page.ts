/**
 * `src/pages/<name>/<name>-page.tsx`: the list, as the Users list is built: the data table in
 * server mode (sort, text filter, a facet per enum field, a date range per date field, a record
 * picked by name per ref field, Columns menu, Export CSV); the kit's `useResourceList` reads it and gives the actions column, deletes
 * with Undo and the selection; all inside the resource frame.
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
  const refs = fields.filter((field) => field.kind === 'ref');
  const row = names.singularCamel;
  const orEmpty = (field: Field, shown: string) =>
    field.required ? shown : `${row}.${field.name} === null ? '' : ${shown}`;
  const column = (field: Field) => {
    const parts = [`id: '${apiKey(field)}'`, `header: t('${ns}.fields.${field.name}')`];
    switch (field.kind) {
      case 'money':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => formatFieldValue(format, 'money', ${row}.${field.name})`,
          `csv: (${row}) => (${orEmpty(field, `(${row}.${field.name} / 100).toFixed(2)`)})`,
        );
        break;
      case 'number':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => formatFieldValue(format, 'number', ${row}.${field.name})`,
        );
        break;
      case 'boolean':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => t(${row}.${field.name} ? '${ns}.yes' : '${ns}.no')`,
        );
        break;
      case 'date':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => formatFieldValue(format, 'date', ${row}.${field.name})`,
        );
        break;
      case 'enum':
        parts.push(
          `accessor: '${field.name}'`,
          `cell: (${row}) => (${orEmpty(field, `t(\`${ns}.values.${field.name}.\${${row}.${field.name}}\`)`)})`,
        );
        break;
      case 'ref': {
        // A record pointed at that was deleted since still says which it was: "#12".
        const id = `${row}.${apiKey(field)}`;
        const missing = `t('widgets.resource.ref.missing', { id: ${id} })`;
        parts.push(
          `accessor: '${refNameKey(field)}'`,
          `cell: (${row}) => ${row}.${refNameKey(field)} ?? ${field.required ? missing : `(${id} === null ? '' : ${missing})`}`,
        );
        break;
      }
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
    ...refs.map(
      (field) => `{
        id: '${field.name}',
        kind: 'ref',
        label: t('${ns}.fields.${field.name}'),
        reader: refFilterReader({ resource: '${field.ref}', nameKey: '${resource.refs[field.ref!].labelColumn}'${resource.refs[field.ref!].detailColumn ? `, detailKey: '${resource.refs[field.ref!].detailColumn}'` : ''} }),
      },`,
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
    'type DataTableColumn',
    ...(filterConfigs.length ? ['type DataTableFilterFieldConfig'] : []),
  ];
  return `import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
${usesFormat ? `import { useFormat } from '@/hooks/use-format';\n` : ''}import { useAccount } from '@/lib/session';
import { buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { ${dataTableImports.join(', ')} } from '@/widgets/data-table';
import { ${usesFormat ? 'formatFieldValue, ' : ''}${refs.length ? 'refFilterReader, ' : ''}ResourceFrame, useResourceLabels, useResourceList } from '@/widgets/resource';
import { ${contractImports.join(', ')} } from '${contractAlias(resource)}';

import { ${names.singularCamel}Keys, ${ns}Api, ${ns}ListOptions, ${ns}ListQuery, listAll${Ps} } from './${names.plural}-data';

const nameOf = (${row}: Api${P}) => ${row}.${label.name};
const pathOf = (id: number) => pathTo('${names.singular}-edit', { id: String(id) });

function ${Ps}List() {
  const { t } = useTranslation();
${usesFormat ? '  const format = useFormat();\n' : ''}  const account = useAccount();
  const { tableProps, actionsColumn } = useResourceList({
    api: ${ns}Api,
    keys: ${names.singularCamel}Keys,
    listOptions: ${ns}ListOptions,
    listQuery: ${ns}ListQuery,
    listAll: listAll${Ps},
    name: nameOf,
    pathOf,
    mayEdit: can(account?.role, 'edit'),
    mayDelete: can(account?.role, 'delete'),
    bulkMax: ${S}_LIMITS.bulkMax,
    labels: useResourceLabels('${ns}').list,
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
      actionsColumn,
    ],
    [t${usesFormat ? ', format' : ''}, actionsColumn],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        actions={
          can(account?.role, 'create') && (
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
            caption={t('${ns}.title')}
${filterConfigs.length ? '            fieldFilterFields={fieldFilterFields}\n' : ''}            showColumnsMenu
            columnsStorageKey="${names.plural}.hiddenColumns"
            showExport
            exportFileName="${names.plural}.csv"
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function ${Ps}Page() {
  return (
    <ResourceFrame labels={useResourceLabels('${ns}').frame}>
      <${Ps}List />
    </ResourceFrame>
  );
}
`;
}
