/**
 * `src/pages/<name>/<singular>-page.tsx`: one record, as the Users record page: `…/new` creates
 * one, `…/:id` shows and edits it (read-only for a role that may not edit), with its history;
 * a missing record gets the not-found card, a failed load Retry.
 */
import { labelField } from '../fields';
import { apiKey, contractAlias, type Resource } from './shared';

export function recordPageTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const P = names.singularPascal;
  const Ps = names.pluralPascal;
  const ns = names.pluralCamel;
  const row = names.singularCamel;
  const label = labelField(fields);
  const historyKeys = [
    ...fields.map(
      (field) =>
        `${/^[a-z][a-zA-Z0-9]*$/.test(apiKey(field)) ? apiKey(field) : `'${apiKey(field)}'`}: '${ns}.fields.${field.name}',`,
    ),
    `deleted: '${ns}.history.deletedField',`,
  ];
  return `import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  BackLink,
  LoadFailed,
  NotFoundCard,
  ResourceFrame,
  ResourceHistory,
} from '@/widgets/resource';
import { showToast } from '@/widgets/toast';
import { can, type ${P}HistoryField } from '${contractAlias(resource)}';

import { ${P}Form } from './${names.singular}-form';
import { ${row}Keys, ${ns}Api } from './${names.plural}-data';
import { use${Ps}Labels } from './${names.plural}-labels';

/** Translation key of a history field's name (the soft delete's is the history's own). */
const HISTORY_FIELD_KEYS = {
  ${historyKeys.join('\n  ')}
} as const satisfies Record<${P}HistoryField, string>;

function BackTo${Ps}() {
  const { t } = useTranslation();
  return <BackLink to={pathTo('${names.plural}')}>{t('${ns}.backToList')}</BackLink>;
}

function ${P}History({ id }: { id: number }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ${row}Keys.history(id),
    queryFn: ({ signal }) => ${ns}Api.history(id, signal),
  });
  return (
    <ResourceHistory
      query={history}
      fieldLabel={(field) => t(HISTORY_FIELD_KEYS[field])}
      labels={use${Ps}Labels().history}
    />
  );
}

function Edit${P}() {
  const { t } = useTranslation();
  const { id: rawId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const id = /^[1-9]\\d{0,15}$/.test(rawId) ? Number(rawId) : undefined;
  const ${row} = useQuery({
    queryKey: ${row}Keys.detail(id ?? 0),
    queryFn: ({ signal }) => ${ns}Api.get(id ?? 0, signal),
    enabled: id !== undefined,
  });
  usePageName(${row}.data?.${label.name});

  // A ${names.singularWords} just created arrives here with a toast to show.
  const created = (location.state as { created?: string } | null)?.created;
  useEffect(() => {
    if (!created) return;
    showToast(t('${ns}.created', { name: created }));
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [created, t, navigate, location.pathname, location.search]);

  if (id === undefined || (${row}.error instanceof ApiError && ${row}.error.status === 404)) {
    return (
      <div className="space-y-6">
        <BackTo${Ps} />
        <NotFoundCard title={t('${ns}.notFound.title')}>
          {t('${ns}.notFound.text', { id: rawId })}
        </NotFoundCard>
      </div>
    );
  }
  if (${row}.isError) {
    return (
      <div className="space-y-4">
        <PageHeader />
        <LoadFailed onRetry={() => void ${row}.refetch()}>{t('${ns}.loadFailed')}</LoadFailed>
      </div>
    );
  }
  if (!${row}.data) {
    return <PageHeader />;
  }

  const mayEdit = can(account?.role, 'edit');
  return (
    <div className="space-y-6">
      <BackTo${Ps} />
      <div>
        <PageHeader title={${row}.data.${label.name}} className="wrap-anywhere" />
        {!mayEdit && <p className="mt-2 text-muted">{t('${ns}.readOnly')}</p>}
      </div>
      <Card>
        <CardBody>
          <${P}Form
            key={${row}.data.id}
            ${row}={${row}.data}
            readOnly={!mayEdit}
            draftKey={location.pathname}
            onSaved={(saved) => void showToast(t('${ns}.saved', { name: saved.${label.name} }))}
          />
        </CardBody>
      </Card>
      <${P}History id={${row}.data.id} />
    </div>
  );
}

function New${P}() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <BackTo${Ps} />
      <PageHeader />
      <Card>
        <CardBody>
          <${P}Form
            draftKey={location.pathname}
            onSaved={(saved) =>
              navigate(pathTo('${names.singular}-edit', { id: String(saved.id) }), {
                state: { created: saved.${label.name} },
              })
            }
          />
        </CardBody>
      </Card>
    </div>
  );
}

/** One ${names.singularWords}: \`/admin/${names.plural}/new\` creates one, \`/admin/${names.plural}/:id\` shows and edits it. */
export default function ${P}Page() {
  const { id } = useParams();
  return (
    <ResourceFrame labels={use${Ps}Labels().frame}>
      {id === undefined ? <New${P} /> : <Edit${P} key={id} />}
    </ResourceFrame>
  );
}
`;
}
