import { useMutation } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/query-client';
import { Button } from '@/ui/button';
import { Input, Label } from '@/ui/input';
import { ConflictDialog, conflictOf, UnsavedChangesGuard, useKeepDraft } from '@/widgets/resource';
import { USER_LIMITS, type ApiUserDetail } from '@contract/users';

import {
  applyUserServerErrors,
  bodyOf,
  EMPTY_USER,
  sameValues,
  USER_FIELDS,
  userDrafts,
  validateUser,
  valuesOf,
  type UserFieldErrors,
  type UserFieldName,
  type UserFormValues,
} from './user-form-values';
import { userKeys, usersApi } from './users-data';
import { useUsersLabels } from './users-labels';

type Problem = 'forbidden' | 'failed' | undefined;

export interface UserFormProps {
  /** The user to edit; none: a new user. */
  user?: ApiUserDetail;
  /** Show the values without a way to change them (a viewer). @default false */
  readOnly?: boolean;
  /** Where the form's draft is kept: the page's path. */
  draftKey: string;
  /** After a successful save (a new user: after it was created). */
  onSaved: (user: ApiUserDetail, created: boolean) => void | Promise<void>;
}

/**
 * A user's fields, checked with the API's own schema when a field is left and on submit; the
 * server's 422 messages land on the same fields. Save is disabled while saving; a 409 opens the
 * conflict dialog; unsaved changes are asked about before leaving and kept as a draft in the tab.
 */
export function UserForm({ user, readOnly = false, draftKey, onSaved }: UserFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const labels = useUsersLabels();
  const formRef = useRef<HTMLFormElement>(null);
  // A read-only form (a viewer, or nobody signed in for a moment) leaves any draft alone.
  const [draft] = useState(() => (readOnly ? undefined : userDrafts.read(draftKey)));
  const [base, setBase] = useState<UserFormValues>(() => (user ? valuesOf(user) : EMPTY_USER));
  const [version, setVersion] = useState(() => draft?.version ?? user?.version);
  const [values, setValues] = useState<UserFormValues>(() => draft?.values ?? base);
  const [touched, setTouched] = useState<ReadonlySet<UserFieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<UserFieldErrors>({});
  const [problem, setProblem] = useState<Problem>();
  const [conflict, setConflict] = useState<ApiUserDetail>();
  const restored = draft !== undefined && !sameValues(draft.values, base);
  const dirty = !readOnly && !sameValues(values, base);
  useKeepDraft(userDrafts, draftKey, { values, version, dirty, enabled: !readOnly });

  const clientErrors = validateUser(values);
  const errors: UserFieldErrors = {};
  for (const field of USER_FIELDS) {
    const shown = submitted || touched.has(field) ? clientErrors[field] : undefined;
    const message = serverErrors[field] ?? shown;
    if (message) errors[field] = message;
  }

  const focusFirstInvalid = (found: UserFieldErrors) => {
    const first = USER_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const save = useMutation({
    mutationFn: ({ body, at }: { body: UserFormValues; at?: number }) =>
      user
        ? usersApi.update(user.id, { ...bodyOf(body), version: at ?? 0 })
        : usersApi.create(bodyOf(body)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: userKeys.history(saved.id) });
      const next = valuesOf(saved);
      // Saved: nothing is unsaved any more, before any navigation asks.
      flushSync(() => {
        setBase(next);
        setValues(next);
        setVersion(saved.version);
        setSubmitted(false);
        setTouched(new Set());
      });
      userDrafts.clear(draftKey);
      await onSaved(saved, !user);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setProblem('failed');
      if (error.status === 401) return; // the app sends the person to sign in, the draft waits
      if (error.status === 409) {
        const current = conflictOf<ApiUserDetail>(error);
        return current ? setConflict(current) : setProblem('failed');
      }
      const found = applyUserServerErrors(error, (errors) =>
        flushSync(() => setServerErrors(errors)),
      );
      if (found) return focusFirstInvalid(found);
      setProblem(error.status === 403 ? 'forbidden' : 'failed');
    },
  });

  const change = (field: UserFieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
    setProblem(undefined);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    flushSync(() => setSubmitted(true));
    const found = validateUser(values);
    if (Object.keys(found).length) return focusFirstInvalid(found);
    setProblem(undefined);
    save.mutate({ body: values, at: version });
  };

  const field = (name: UserFieldName, props: ComponentProps<'input'> = {}) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const hint = name === 'score' ? `${inputId}-hint` : undefined;
    return (
      <div className="grid content-start gap-1.5">
        <Label htmlFor={inputId}>{t(`users.fields.${name}`)}</Label>
        <Input
          id={inputId}
          name={name}
          value={values[name]}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error && `${inputId}-error`, hint].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => change(name, event.target.value)}
          onBlur={(event) => {
            // Leaving for Save: the submit checks every field. Showing this field's message first
            // would move Save down between press and release, and the click would miss it.
            if (event.relatedTarget?.getAttribute('type') === 'submit') return;
            setTouched((previous) => new Set(previous).add(name));
          }}
          {...props}
        />
        {hint && (
          <p id={hint} className="text-sm text-muted">
            {/* Written as it is typed: no grouping, as in the validation messages. */}
            {t('users.scoreHint', {
              min: format.number(USER_LIMITS.scoreMin, { useGrouping: false }),
              max: format.number(USER_LIMITS.scoreMax, { useGrouping: false }),
            })}
          </p>
        )}
        {error && (
          <p
            id={`${inputId}-error`}
            className="flex items-start gap-1.5 text-sm text-danger-strong"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {/* Keys from the shared schema or the server: users.validation.* */}
            <span>{t(error as 'users.validation.nameRequired')}</span>
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      {restored && !readOnly && (
        <p className="mb-4 rounded-md border border-border bg-surface-muted px-3 py-2.5 text-sm">
          {t('users.draftRestored')}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          {field('name', { autoComplete: 'off', maxLength: USER_LIMITS.nameMax + 50 })}
          {field('email', { type: 'email', autoComplete: 'off', spellCheck: false })}
          {field('city', { autoComplete: 'off' })}
          {field('country', { autoComplete: 'off' })}
          {field('score', { inputMode: 'numeric', autoComplete: 'off' })}
        </div>
        <div role="alert">
          {problem && (
            <p className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-danger-strong">
              {t(problem === 'forbidden' ? 'users.forbiddenWrite' : 'users.saveFailed')}
            </p>
          )}
        </div>
        {!readOnly && (
          <div>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending && <LoaderCircle aria-hidden className={cn('animate-spin')} />}
              {t('users.save')}
            </Button>
          </div>
        )}
      </form>
      <ConflictDialog
        current={conflict}
        labels={labels.conflict}
        name={(current) => current.name}
        fields={(current) => [
          { label: t('users.fields.name'), value: current.name },
          { label: t('users.fields.email'), value: <bdi>{current.email}</bdi> },
          { label: t('users.fields.city'), value: current.address.city },
          { label: t('users.fields.country'), value: current.address.country },
          { label: t('users.fields.score'), value: format.number(current.score) },
        ]}
        onClose={() => setConflict(undefined)}
        onLoadTheirs={(current) => {
          const next = valuesOf(current);
          queryClient.setQueryData(userKeys.detail(current.id), current);
          void queryClient.invalidateQueries({ queryKey: userKeys.history(current.id) });
          setBase(next);
          setValues(next);
          setVersion(current.version);
          setServerErrors({});
          setConflict(undefined);
        }}
        onOverwrite={(current) => {
          setVersion(current.version);
          setConflict(undefined);
          save.mutate({ body: values, at: current.version });
        }}
      />
      <UnsavedChangesGuard
        when={dirty && !save.isPending}
        onLeave={() => userDrafts.clear(draftKey)}
        labels={labels.unsaved}
      />
    </>
  );
}
