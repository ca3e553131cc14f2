import { useId, useState, type FocusEvent } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { isRecordId } from '@/widgets/data-table';
import { SimpleSelect } from '@/widgets/select';

import type { ResourceFieldSource } from './resource-field';
import { resourceRefLabels, type ResourceRefLabels } from './resource-labels';
import { useRefName, useRefOptions, type RefOption, type RefSource } from './use-ref-records';
import type { ResourceFormValues } from './use-resource-form';

const idOf = (option: RefOption) => String(option.id);

/** A form field's text as an id, or null for anything else ('' included). */
const idIn = (value: unknown) => (isRecordId(value) ? Number(value) : null);

export type ResourceRefFieldProps<
  V extends ResourceFormValues,
  K extends keyof V & string,
> = RefSource & {
  /** The form (`useResourceForm`); the field's value is the id as text ('' for none). */
  form: ResourceFieldSource<V, NoInfer<K>> & {
    setValue: (name: K, value: V[K]) => void;
    readOnly: boolean;
  };
  /** The field. */
  name: K;
  /** The field's name as shown; it names the picker. */
  label: string;
  /** A record must be chosen: the picker has no clear button. @default false */
  required?: boolean;
  /**
   * A record whose name is at hand (the edited record's `ownerId` and `ownerName`), so it is not
   * read again; a null name is a record that is gone.
   */
  known?: { id: number | null; name: string | null } | null;
  /** Classes of the field's box (`md:col-span-2`). */
  className?: string;
  /** Texts to override; the rest stay translated (`widgets.resource.ref.*`, `select.*`). */
  labels?: Partial<ResourceRefLabels>;
};

/**
 * A form field holding the id of another resource's record, chosen by its name: a combobox that
 * searches the resource's list on the server a page at a time, and shows the chosen record's name
 * (read from the resource when it is not on the page). Read-only, it shows the name alone.
 */
export function ResourceRefField<V extends ResourceFormValues, K extends keyof V & string>({
  form,
  name,
  label,
  required = false,
  known,
  className,
  labels: overrides,
  resource,
  nameKey,
  detailKey,
}: ResourceRefFieldProps<V, K>) {
  const labels = useLabels(resourceRefLabels, overrides);
  const labelId = useId();
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<RefOption | null>(null);
  const source = { resource, nameKey, detailKey };
  const list = useRefOptions(source, active && !form.readOnly);
  const id = idIn(form.values[name]);
  const knownOption =
    known && known.id !== null && known.name !== null ? { id: known.id, name: known.name } : null;
  const onHand =
    id === null
      ? null
      : ([picked, knownOption].find((option) => option?.id === id) ??
        list.options.find((option) => option.id === id) ??
        null);
  const named = useRefName(source, id, onHand);
  const selected: RefOption | null =
    id === null ? null : (onHand ?? { id, name: named.name ?? labels.missing(String(id)) });

  if (form.readOnly) {
    return (
      <div
        data-slot="resource-field"
        role="group"
        aria-labelledby={labelId}
        className={cn('grid content-start gap-1.5', className)}
      >
        <span id={labelId} className="text-sm font-semibold text-text">
          {label}
        </span>
        <p
          data-slot="resource-ref-value"
          className="flex min-h-11 items-center rounded-md border border-input bg-surface-muted px-3 text-base wrap-anywhere text-text"
        >
          <bdi>{selected?.name}</bdi>
        </p>
      </div>
    );
  }

  const props = form.fieldProps(name);
  return (
    <div data-slot="resource-field" className={cn('grid content-start gap-1.5', className)}>
      <SimpleSelect<RefOption>
        label={label}
        inputId={props.id}
        name={name}
        options={list.options}
        optionKey="name"
        optionDetailKey="detail"
        getOptionId={idOf}
        value={selected}
        onValueChange={(option) => {
          setPicked(option);
          form.setValue(name, (option ? String(option.id) : '') as V[K]);
        }}
        clearable={!required}
        error={form.errorText(name)}
        onSearch={list.search}
        status={list.status}
        onLoadMore={list.loadMore}
        labels={labels}
        // The first page is read as the field is reached, so it is there when the list opens.
        onFocus={() => setActive(true)}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          // Moving between the input and its buttons is not leaving the field.
          if (!event.currentTarget.contains(event.relatedTarget)) props.onBlur(event);
        }}
      />
    </div>
  );
}
