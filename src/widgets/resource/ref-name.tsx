import { useLabels } from '@/hooks/use-labels';

import type { FieldFormat } from './field-values';
import { resourceRefLabels, type ResourceRefLabels } from './resource-labels';
import { useRefName, type RefSource } from './use-ref-records';

export type RefNameProps = RefSource & {
  /** The id of the record. */
  id: number;
  labels?: Partial<Pick<ResourceRefLabels, 'missing'>>;
};

/**
 * The name of the record `id` of another resource, read from that resource: "#12" while it is
 * read and once it is known to be gone (deleted), so a value always says which record it was.
 */
export function RefName({ id, labels: overrides, ...source }: RefNameProps) {
  const labels = useLabels(resourceRefLabels, overrides);
  const { name } = useRefName(source, id);
  return (
    <span data-slot="ref-name" data-missing={name === undefined || undefined}>
      {name ?? labels.missing(String(id))}
    </span>
  );
}

/**
 * A history's format for a ref field (`fieldFormats`): each id shows as the name of its record
 * (`RefName`).
 */
export function refFieldFormat(source: RefSource): FieldFormat {
  return (value) => {
    const id = Number(value);
    return Number.isInteger(id) && id > 0 ? (
      <RefName resource={source.resource} nameKey={source.nameKey} id={id} />
    ) : (
      String(value)
    );
  };
}
