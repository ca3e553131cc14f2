/**
 * `src/pages/<name>/<name>-data.ts`: the API client, cache keys, list query and loader, on the
 * front-end kit's `src/lib/resource` (`createResourceApi`, `resourceKeys`, `resourceListQuery`,
 * `prefetchList`, `listAllRows`) and the data table's `DataTableQueryOptions`.
 */
import { contractAlias, type Resource } from './shared';

export function pageDataTemplate(resource: Resource): string {
  const { names } = resource;
  const P = names.singularPascal;
  return `import {
  createResourceApi,
  listAllRows,
  prefetchList,
  resourceKeys,
  resourceListQuery,
} from '@/lib/resource';
import type { DataTableQueryOptions } from '@/widgets/data-table/query';
import {
  ${names.pluralCamel}List,
  type Api${P},
  type Api${P}Detail,
  type ${P}CreateInput,
  type ${P}HistoryField,
  type ${P}PatchInput,
} from '${contractAlias(resource)}';

/** \`/api/${names.plural}\` and its cache keys. */
export const ${names.pluralCamel}Api = createResourceApi<
  Api${P},
  Api${P}Detail,
  ${P}CreateInput,
  ${P}PatchInput,
  ${P}HistoryField
>('${names.plural}');
export const ${names.singularCamel}Keys = resourceKeys('${names.plural}');

/** How the list reads its query from the URL: the route's loader and the page alike. */
export const ${names.pluralCamel}ListOptions = {
  sortFields: ${names.pluralCamel}List.sortFields,
${
  resource.fields.some((field) => ['enum', 'date', 'ref'].includes(field.kind))
    ? `  filterFields: ${names.pluralCamel}List.filterFields,
`
    : ''
}  urlStatePrefix: '${names.pluralCamel}',
  defaultPerPage: 10,
} satisfies DataTableQueryOptions;

export const ${names.pluralCamel}ListQuery = resourceListQuery(${names.pluralCamel}Api, ${names.singularCamel}Keys);

/** The route's loader: starts reading the list page the URL shows. */
export const prefetch = prefetchList(${names.pluralCamel}ListOptions, ${names.pluralCamel}ListQuery);

/** Every ${names.singularWords} matching a sort and filter ("all matching" selections, CSV export). */
export const listAll${names.pluralPascal} = listAllRows(${names.pluralCamel}Api);
`;
}
