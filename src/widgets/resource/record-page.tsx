import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useLabels } from '@/hooks/use-labels';
import { ApiError } from '@/lib/api';
import type { ResourceApi, ResourceKeys } from '@/lib/resource';
import { session } from '@/lib/session';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { showToast } from '@/widgets/toast';

import { ResourceHistory, type ResourceHistoryProps } from './resource-history';
import { recordPageLabels, type RecordPageLabels } from './resource-labels';
import { BackLink, LoadFailed, NotFoundCard } from './resource-parts';

/** What a record page gives its form. */
export type RecordFormProps<Detail> = {
  /** The record to edit; none: a new one. */
  record?: Detail;
  /** Show the values without a way to change them (a viewer). @default false */
  readOnly?: boolean;
  /** Where the form's draft is kept: the account's email and the page's path. */
  draftKey: string;
  /** After a successful save (`created`: it was new). */
  onSaved: (record: Detail, created: boolean) => void | Promise<void>;
};

export type UseRecordPageOptions<Detail, Field extends string> = {
  /** The record's id as the URL has it (`useParams().id`); none: a new record. */
  id: string | undefined;
  /** The resource's requests (`createResourceApi`): the record and its history. */
  api: Pick<ResourceApi<unknown, Detail, unknown, unknown, Field>, 'get' | 'history'>;
  /** The resource's cache keys (`resourceKeys`). */
  keys: Pick<ResourceKeys, 'detail' | 'history'>;
};

export type RecordPageState<Detail, Field extends string> = UseRecordPageOptions<Detail, Field> & {
  /** The id, when the URL's can be one. */
  recordId: number | undefined;
  /** The record's query (idle for a new record). */
  query: UseQueryResult<Detail>;
};

const ID = /^[1-9]\d{0,15}$/;

/**
 * Reads the record a record page shows (none for a new one; an id that cannot be one is not
 * asked for). The page gets it first, so it can name itself (`usePageName`) while it loads.
 */
export function useRecordPage<Detail, Field extends string>(
  options: UseRecordPageOptions<Detail, Field>,
): RecordPageState<Detail, Field> {
  const { id, api, keys } = options;
  const recordId = id !== undefined && ID.test(id) ? Number(id) : undefined;
  const query = useQuery({
    queryKey: keys.detail(recordId ?? 0),
    queryFn: ({ signal }) => api.get(recordId ?? 0, signal),
    enabled: recordId !== undefined,
  });
  return { ...options, recordId, query };
}

export type RecordPageProps<Detail extends { id: number }, Field extends string> = {
  /** The record being shown (`useRecordPage`). */
  page: RecordPageState<Detail, Field>;
  /** The list's path: the way back. */
  listPath: string;
  /** A record's path: where a new one is shown once created. */
  pathOf: (id: number) => string;
  /** How the heading and the toasts name a record. */
  name: (record: Detail) => string;
  /** Whether the person may change the record; without it the form is read-only. */
  mayEdit: boolean;
  /** The record's form. */
  form: ComponentType<RecordFormProps<Detail>>;
  /** How the history names each field and shows its values. */
  history: Pick<ResourceHistoryProps<Field>, 'fieldLabel' | 'fieldFormats' | 'labels'>;
  /** More of a record's page, between its form and its history. */
  children?: (record: Detail) => ReactNode;
  labels?: Partial<RecordPageLabels>;
};

/**
 * One record's page: a new one's empty form (on to its own page once created, with a toast), or
 * an existing one's form (read-only for a role that may not edit) and history; a record that does
 * not exist gets the not-found card, one that failed to load Retry.
 */
export function RecordPage<Detail extends { id: number }, Field extends string>({
  page,
  listPath,
  pathOf,
  name,
  mayEdit,
  form: Form,
  history,
  children,
  labels: overrides,
}: RecordPageProps<Detail, Field>) {
  const labels = useLabels(recordPageLabels, overrides);
  const location = useLocation();
  // A draft is the account's that typed it (kept under its email and the page's path): another
  // account signing in on this tab never sees it. Read once: the account is gone for a render
  // when the session ends, before the sign-in page replaces this one.
  const [owner] = useState(() => session.get()?.email ?? '');
  const draftKey = `${owner}:${location.pathname}`;
  const navigate = useNavigate();
  const { id, recordId, query } = page;
  const backLink = <BackLink to={listPath}>{labels.backToList}</BackLink>;

  // A record just created arrives here with a toast to show.
  const created = (location.state as { created?: string } | null)?.created;
  useEffect(() => {
    if (!created) return;
    showToast(labels.created(created));
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [created, labels, navigate, location.pathname, location.search]);

  if (id === undefined) {
    return (
      <div className="space-y-6">
        {backLink}
        <PageHeader />
        <Card>
          <CardBody>
            <Form
              draftKey={draftKey}
              onSaved={(saved) => navigate(pathOf(saved.id), { state: { created: name(saved) } })}
            />
          </CardBody>
        </Card>
      </div>
    );
  }
  if (recordId === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="space-y-6">
        {backLink}
        <NotFoundCard title={labels.notFoundTitle}>{labels.notFoundText(id)}</NotFoundCard>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        <PageHeader />
        <LoadFailed onRetry={() => void query.refetch()}>{labels.loadFailed}</LoadFailed>
      </div>
    );
  }
  if (!query.data) return <PageHeader />;

  const record = query.data;
  return (
    <div className="space-y-6">
      {backLink}
      <div>
        <PageHeader title={name(record)} className="wrap-anywhere" />
        {!mayEdit && <p className="mt-2 text-muted">{labels.readOnly}</p>}
      </div>
      <Card>
        <CardBody>
          <Form
            key={record.id}
            record={record}
            readOnly={!mayEdit}
            draftKey={draftKey}
            onSaved={(saved) => void showToast(labels.saved(name(saved)))}
          />
        </CardBody>
      </Card>
      {children?.(record)}
      <RecordHistory page={page} {...history} />
    </div>
  );
}

function RecordHistory<Detail, Field extends string>({
  page: { api, keys, recordId = 0 },
  ...props
}: { page: RecordPageState<Detail, Field> } & RecordPageProps<{ id: number }, Field>['history']) {
  const query = useQuery({
    queryKey: keys.history(recordId),
    queryFn: ({ signal }) => api.history(recordId, signal),
  });
  return <ResourceHistory query={query} {...props} />;
}
