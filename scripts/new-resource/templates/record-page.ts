/**
 * `src/pages/<name>/<singular>-page.tsx`: one record on the kit's `RecordPage`, as the Users
 * record page: `…/new` creates one, `…/:id` shows and edits it (read-only for a role that may not
 * edit), with its history, each value shown by its field's kind.
 */
import { labelField, type Field } from '../fields';
import { apiKey, contractAlias, type Resource } from './shared';

/** How the history shows a field's values (`FieldFormat`); none: as the API sent them. */
function historyFormat(resource: Resource, field: Field): string | undefined {
  const ns = resource.names.pluralCamel;
  switch (field.kind) {
    case 'money':
    case 'number':
    case 'date':
      return `'${field.kind}'`;
    case 'ref':
      // The name of the record pointed at, or "#12" once it is gone.
      return `refFieldFormat({ resource: '${field.ref}', nameKey: '${resource.refs[field.ref!].labelColumn}' })`;
    case 'boolean':
      return `(value) => t(value ? '${ns}.yes' : '${ns}.no')`;
    case 'enum':
      return `(value) => t(\`${ns}.values.${field.name}.\${String(value)}\` as '${ns}.values.${field.name}.${field.values![0]}')`;
    default:
      return undefined;
  }
}

const property = (key: string) => (/^[a-z][a-zA-Z0-9]*$/.test(key) ? key : `'${key}'`);

export function recordPageTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const P = names.singularPascal;
  const ns = names.pluralCamel;
  const row = names.singularCamel;
  const label = labelField(fields);
  const historyKeys = [
    ...fields.map((field) => `${property(apiKey(field))}: '${ns}.fields.${field.name}',`),
    `deleted: '${ns}.history.deletedField',`,
  ];
  const formats = fields.flatMap((field) => {
    const format = historyFormat(resource, field);
    return format ? [`${property(apiKey(field))}: ${format},`] : [];
  });
  return `import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import { RecordPage, ${fields.some((field) => field.kind === 'ref') ? 'refFieldFormat, ' : ''}ResourceFrame, useRecordPage, useResourceLabels } from '@/widgets/resource';
import { can, type Api${P}Detail, type ${P}HistoryField } from '${contractAlias(resource)}';

import { ${P}Form } from './${names.singular}-form';
import { ${row}Keys, ${ns}Api } from './${names.plural}-data';

/** Translation key of a history field's name (the soft delete's is the history's own). */
const HISTORY_FIELD_KEYS = {
  ${historyKeys.join('\n  ')}
} as const satisfies Record<${P}HistoryField, string>;

const nameOf = (${row}: Api${P}Detail) => ${row}.${label.name};
const pathOf = (id: number) => pathTo('${names.singular}-edit', { id: String(id) });

function ${P}Record({ id }: { id?: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const labels = useResourceLabels('${ns}');
  const page = useRecordPage({ id, api: ${ns}Api, keys: ${row}Keys });
  usePageName(page.query.data?.${label.name});
  return (
    <RecordPage
      page={page}
      listPath={pathTo('${names.plural}')}
      pathOf={pathOf}
      name={nameOf}
      mayEdit={can(account?.role, 'edit')}
      form={${P}Form}
      history={{
        fieldLabel: (field) => t(HISTORY_FIELD_KEYS[field]),
${formats.length ? `        fieldFormats: {\n          ${formats.join('\n          ')}\n        },\n` : ''}        labels: labels.history,
      }}
      labels={labels.record}
    />
  );
}

/** One ${names.singularWords}: \`/admin/${names.plural}/new\` creates one, \`/admin/${names.plural}/:id\` shows and edits it. */
export default function ${P}Page() {
  const { id } = useParams();
  return (
    <ResourceFrame labels={useResourceLabels('${ns}').frame}>
      <${P}Record key={id} id={id} />
    </ResourceFrame>
  );
}
`;
}
