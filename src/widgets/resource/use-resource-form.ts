import { useMutation } from '@tanstack/react-query';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type SubmitEvent,
} from 'react';
import { flushSync } from 'react-dom';

import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import type { ResourceKeys } from '@/lib/resource';
import type { MessageNumberName, MessageNumbers } from '@contract/resource';

import type { ConflictDialogProps } from './conflict-dialog';
import { sameValues, useKeepDraft, type DraftStorage } from './drafts';
import { applyServerErrors, conflictOf, type FieldOf } from './server-errors';
import type { UnsavedChangesGuardProps } from './unsaved-changes-guard';

/** A form's values as typed: text, or a checkbox's state. */
export type ResourceFormValues = Record<string, string | boolean>;

/** Field → message key (the contract's schema or the server's 422). */
export type ResourceFieldErrors<V extends ResourceFormValues> = Partial<
  Record<keyof V & string, string>
>;

/** Why a save failed when no field is to blame. */
export type ResourceFormProblem = 'forbidden' | 'failed';

export type UseResourceFormOptions<
  V extends ResourceFormValues,
  Detail extends { id: number; version: number },
  Body,
> = {
  /** The resource's requests (`createResourceApi`): a create, or an update at a version. */
  api: {
    create(body: Body): Promise<Detail>;
    update(id: number, body: Body & { version: number }): Promise<Detail>;
  };
  /** The resource's cache keys (`resourceKeys`): the saved record is put in, lists read again. */
  keys: Pick<ResourceKeys, 'detail' | 'lists' | 'history'>;
  /** The record to edit; none: a new one. */
  record?: Detail;
  /** Show the values without a way to change them; any draft is left alone. @default false */
  readOnly?: boolean;
  /** Where the draft is kept (`RecordPage` gives the account's email and the page's path). */
  draftKey: string;
  /** The drafts of this kind of form (`draftStorage`, `valuesDrafts`). */
  drafts: DraftStorage<V>;
  /** A new record's values; its keys, in order, are the form's fields. */
  empty: V;
  /** A record as the form's values. */
  valuesOf: (record: Detail) => V;
  /** The body of a create (an update adds `version`). */
  bodyOf: (values: V) => Body;
  /** Client-side checks (the contract's schema): field → message key. */
  validate: (values: V) => ResourceFieldErrors<V>;
  /** The form field(s) an API field path of a 422 belongs to. */
  fieldOf: FieldOf<keyof V & string>;
  /**
   * How a message key reads (`(key, values) => t(key, values)`); `values` are the numbers it names
   * (`messageNumbers`), already written as the field takes them: the reader's digits, no grouping.
   */
  message: (key: string, values: Partial<Record<MessageNumberName, string>>) => string;
  /** The numbers the messages name, by key (the contract's `<RESOURCE>_MESSAGE_NUMBERS`). */
  messageNumbers?: MessageNumbers;
  /** After a successful save (`created`: it was new). */
  onSaved: (record: Detail, created: boolean) => void | Promise<void>;
};

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * A field's value while its control holds something it cannot read: a date input with part of a
 * day typed, or a day the calendar lacks (30 February), has '' as its value, which would save as
 * no date at all. This value fails the field's check instead, so the person is told. The control
 * itself is given '', which leaves what was typed in it alone.
 */
const UNREADABLE_INPUT = '\u{FFFD}';

/**
 * A text field's value as its control holds it now: `held` (the form's value) unless the control
 * cannot read what is in it, or could not when it was last looked at. The browser sends no event
 * while a date input's value stays '', so this is asked when the field is left and on submit.
 */
function readControl(control: Element | null | undefined, held: string): string {
  if (!(control instanceof HTMLInputElement) || control.value !== '') return held;
  if (control.validity.badInput) return UNREADABLE_INPUT;
  return held === UNREADABLE_INPUT ? '' : held;
}

/** What a field's control carries: `value` for text, `checked` for a checkbox. */
export type ResourceControlProps<T> = {
  id: string;
  name: string;
  readOnly: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: ControlEvent) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
} & (T extends boolean ? { checked: boolean } : { value: string });

/** Where a field's hint and error are, for its `aria-describedby`. */
export const hintIdOf = (controlId: string) => `${controlId}-hint`;
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/**
 * One record form's state: the draft kept in the tab and restored, the values against the saved
 * ones, which messages show (a field once left, every field once submitted, the server's 422 until
 * the field changes), the save (a create, or an update at the version read) with the caches, a 409's
 * choice, and the unsaved-changes guard. A 401 is left to the sign-in redirect: the draft waits.
 */
export function useResourceForm<
  V extends ResourceFormValues,
  Detail extends { id: number; version: number },
  Body,
>(options: UseResourceFormOptions<V, Detail, Body>) {
  type Field = keyof V & string;
  type Errors = ResourceFieldErrors<V>;
  const { api, keys, record, readOnly = false, draftKey, drafts, empty } = options;
  const { valuesOf, bodyOf, validate, fieldOf, message, messageNumbers, onSaved } = options;
  const id = useId();
  const format = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(empty) as Field[];
  const [draft] = useState(() => (readOnly ? undefined : drafts.read(draftKey)));
  const [base, setBase] = useState<V>(() => (record ? valuesOf(record) : empty));
  const [version, setVersion] = useState(() => draft?.version ?? record?.version);
  const [values, setValues] = useState<V>(() => draft?.values ?? base);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<ResourceFormProblem>();
  const [conflict, setConflict] = useState<Detail>();
  const restored = draft !== undefined && !sameValues(draft.values, base);
  const dirty = !readOnly && !sameValues(values, base);
  useKeepDraft(drafts, draftKey, { values, version, dirty, enabled: !readOnly });

  const clientErrors = validate(values);
  const errors: Errors = {};
  for (const field of fields) {
    const shown = submitted || touched.has(field) ? clientErrors[field] : undefined;
    const found = serverErrors[field] ?? shown;
    if (found) errors[field] = found;
  }

  const focusFirstInvalid = (found: Errors) => {
    const first = fields.find((field) => found[field]);
    if (!first) return;
    const named = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    // A picker's named input is hidden: the input a person types in has the field's id.
    const control =
      named?.getAttribute('type') === 'hidden' ? document.getElementById(`${id}-${first}`) : named;
    control?.focus();
  };

  const reset = (next: Detail) => {
    const nextValues = valuesOf(next);
    setBase(nextValues);
    setValues(nextValues);
    setVersion(next.version);
  };

  const save = useMutation({
    mutationFn: ({ body, at }: { body: V; at?: number }) =>
      record
        ? api.update(record.id, { ...bodyOf(body), version: at ?? 0 })
        : api.create(bodyOf(body)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
      void queryClient.invalidateQueries({ queryKey: keys.history(saved.id) });
      // Saved: nothing is unsaved any more, before any navigation asks.
      flushSync(() => {
        reset(saved);
        setSubmitted(false);
        setTouched(new Set());
      });
      drafts.clear(draftKey);
      await onSaved(saved, !record);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setProblem('failed');
      if (error.status === 401) return;
      if (error.status === 409) {
        const current = conflictOf<Detail>(error);
        return current ? setConflict(current) : setProblem('failed');
      }
      const found = applyServerErrors(
        error,
        (next: Errors) => flushSync(() => setServerErrors(next)),
        fieldOf,
      );
      if (found) return focusFirstInvalid(found);
      setProblem(error.status === 403 ? 'forbidden' : 'failed');
    },
  });

  /** Sets one field's value, as typed; its server message and the problem go. */
  const setValue = <K extends Field>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors(({ [name]: _, ...rest }) => rest as Errors);
    setProblem(undefined);
  };

  /** The values with each text field as its control holds it now (`readControl`). */
  const valuesInControls = (): V => {
    const read = { ...values };
    for (const field of fields) {
      const held = values[field];
      if (typeof held !== 'string') continue;
      const control = formRef.current?.querySelector(`[name="${field}"]`);
      read[field] = readControl(control, held) as V[typeof field];
    }
    return read;
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    const current = valuesInControls();
    flushSync(() => {
      setValues(current);
      setSubmitted(true);
    });
    const found = validate(current);
    if (Object.keys(found).length) return focusFirstInvalid(found);
    setProblem(undefined);
    save.mutate({ body: current, at: version });
  };

  /** The props of a field's control; `hint`: it has a hint under it. */
  const fieldProps = <K extends Field>(
    name: K,
    { hint = false }: { hint?: boolean } = {},
  ): ResourceControlProps<V[K]> => {
    const controlId = `${id}-${name}`;
    const value = values[name];
    return {
      id: controlId,
      name,
      readOnly,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby':
        [errors[name] && errorIdOf(controlId), hint && hintIdOf(controlId)]
          .filter(Boolean)
          .join(' ') || undefined,
      onChange: (event: ControlEvent) => {
        const { target } = event;
        const next =
          typeof value === 'boolean' && 'checked' in target ? target.checked : target.value;
        setValue(name, next as V[K]);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (typeof value === 'string') {
          const read = readControl(event.currentTarget, value);
          if (read !== value) setValue(name, read as V[K]);
        }
        // Leaving for Save: the submit checks every field. Showing this field's message first
        // would move Save down between press and release, and the click would miss it.
        if (event.relatedTarget?.getAttribute('type') === 'submit') return;
        setTouched((previous) => new Set(previous).add(name));
      },
      ...(typeof value === 'boolean'
        ? { checked: value }
        : { value: value === UNREADABLE_INPUT ? '' : value }),
    } as unknown as ResourceControlProps<V[K]>;
  };

  const conflictProps = {
    current: conflict,
    onClose: () => setConflict(undefined),
    onLoadTheirs: (current: Detail) => {
      queryClient.setQueryData(keys.detail(current.id), current);
      void queryClient.invalidateQueries({ queryKey: keys.history(current.id) });
      reset(current);
      setServerErrors({});
      setConflict(undefined);
    },
    onOverwrite: (current: Detail) => {
      setVersion(current.version);
      setConflict(undefined);
      save.mutate({ body: values, at: current.version });
    },
  } satisfies Partial<ConflictDialogProps<Detail>>;

  const guardProps = {
    when: dirty && !save.isPending,
    onLeave: () => drafts.clear(draftKey),
  } satisfies Partial<UnsavedChangesGuardProps>;

  return {
    values,
    /** Field → message key of the messages shown now. */
    errors,
    /** A field's shown message, read (`message`), with its numbers written as they are typed. */
    errorText: (name: Field): string | undefined => {
      const key = errors[name];
      if (key === undefined) return undefined;
      const numbers = Object.entries(messageNumbers?.[key] ?? {});
      return message(
        key,
        Object.fromEntries(
          numbers.map(([placeholder, value]) => [
            placeholder,
            // As the field takes it: a message saying "1,000" would be asking for what it refuses.
            format.number(value, { useGrouping: false }),
          ]),
        ),
      );
    },
    setValue,
    fieldProps,
    /** The `<form>`'s props. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit,
    },
    readOnly,
    /** A draft from an earlier visit was brought back. */
    restored: restored && !readOnly,
    dirty,
    saving: save.isPending,
    problem,
    /** `ConflictDialog`'s state and choices (add `name`, `fields`, `labels`). */
    conflictProps,
    /** `UnsavedChangesGuard`'s state (add `labels`). */
    guardProps,
  };
}

/** The state and props `useResourceForm` returns. */
export type ResourceFormState<
  V extends ResourceFormValues,
  Detail extends { id: number; version: number } = { id: number; version: number },
> = ReturnType<typeof useResourceForm<V, Detail, unknown>>;
