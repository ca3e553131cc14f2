import { ArrowRight } from 'lucide-react';
import { useId } from 'react';

import { useFormat } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';
import { isolate } from '@/lib/isolate';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import type { History, HistoryEntry } from '@contract/resource';

import { formatFieldValue, type FieldFormat } from './field-values';
import { resourceHistoryLabels, type ResourceHistoryLabels } from './resource-labels';

type Value = HistoryEntry['changes'][number]['from'];

export type ResourceHistoryProps<Field extends string> = (
  | {
      /** The entries, newest first. */
      entries: readonly HistoryEntry<Field>[];
      query?: never;
    }
  | {
      /** The history's query (`useQuery` of `api.history(id)`): loading and failure are shown. */
      query: { status: 'pending' | 'error' | 'success'; data?: History<Field> };
      entries?: never;
    }
) & {
  /** A field's name as the form labels it. */
  fieldLabel: (field: Field) => string;
  /** How each field's values read (`money` in cents, a `date`, an enum's label …); a field without one shows the value as the API sent it. */
  fieldFormats?: Partial<Record<Field, FieldFormat>>;
  labels?: Partial<ResourceHistoryLabels>;
};

function ValueText({
  value,
  kind,
  empty,
}: {
  value: Value;
  kind: FieldFormat | undefined;
  empty: string;
}) {
  const format = useFormat();
  if (value === null || value === '') return <span className="text-muted">{empty}</span>;
  // Isolated: a value of the other direction (a Latin name, a date in Arabic) keeps its order
  // beside the field's name and the arrow. A text of several lines keeps them, in a box of its
  // own, so the old lines and the new ones stand apart on either side of the arrow.
  return (
    <bdi className="inline-block align-top wrap-anywhere whitespace-pre-line">
      {formatFieldValue(format, kind, value)}
    </bdi>
  );
}

/** Who changed a record, when and what, newest first (the API's audit entries). */
export function ResourceHistory<Field extends string>({
  entries,
  query,
  fieldLabel,
  fieldFormats,
  labels: overrides,
}: ResourceHistoryProps<Field>) {
  const labels = useLabels(resourceHistoryLabels, overrides);
  const format = useFormat();
  const titleId = useId();
  const shown = entries ?? query?.data?.data;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{labels.title}</CardTitle>
      </CardHeader>
      <CardBody>
        {query?.status === 'error' ? (
          <p className="text-danger-strong">{labels.failed}</p>
        ) : !shown ? (
          <p className="text-muted">{labels.loading}</p>
        ) : shown.length === 0 ? (
          <p className="text-muted">{labels.none}</p>
        ) : (
          <ol className="grid gap-4">
            {shown.map((entry) => (
              <li key={entry.id} className="border-s border-primary ps-4">
                <p>
                  <span className="font-semibold">
                    {labels.action[entry.action](isolate(entry.actor.name))}
                  </span>{' '}
                  <time dateTime={entry.at} dir="auto" className="text-sm text-muted">
                    {format.dateTime(entry.at)}
                  </time>
                </p>
                {entry.action !== 'delete' && entry.action !== 'restore' && (
                  <ul className="mt-1 grid gap-0.5 text-sm">
                    {entry.changes.map((change) => {
                      const kind =
                        change.field === 'deleted' ? undefined : fieldFormats?.[change.field];
                      return (
                        <li key={change.field}>
                          <span className="text-muted">
                            {change.field === 'deleted'
                              ? labels.deletedField
                              : fieldLabel(change.field)}
                            :
                          </span>{' '}
                          {entry.action === 'update' && (
                            <>
                              <ValueText value={change.from} kind={kind} empty={labels.empty} />{' '}
                              <ArrowRight
                                aria-hidden
                                className="inline-block size-3.5 flip-rtl align-middle text-muted"
                              />
                              <span className="sr-only">{labels.changedTo}</span>{' '}
                            </>
                          )}
                          <ValueText value={change.to} kind={kind} empty={labels.empty} />
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
