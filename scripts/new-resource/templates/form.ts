/**
 * `src/pages/<name>/<singular>-form.tsx`: the record's form, as the Users form works: checked with
 * the contract's create schema when a field is left and on submit, the server's 422 messages on
 * the same fields, the 409 dialog, the unsaved-changes guard and a draft kept in the tab.
 */
import { labelField, type Field } from '../fields';
import { apiKey, contractAlias, enumConstant, refNameKey, type Resource } from './shared';

/** Whether the API row may hold null for the field. */
const nullable = (field: Field) =>
  !field.required && !['string', 'text', 'boolean'].includes(field.kind);

/** Fields with a hint under them (how to write the value). */
export const hinted = (field: Field) => ['number', 'money', 'ref'].includes(field.kind);

export function formTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const P = names.singularPascal;
  const S = names.singularConstant;
  const ns = names.pluralCamel;
  const row = names.singularCamel;
  const label = labelField(fields);
  const enums = fields.filter((field) => field.kind === 'enum');
  const uses = (...kinds: Field['kind'][]) => fields.some((field) => kinds.includes(field.kind));

  const valueType = (field: Field) => (field.kind === 'boolean' ? 'boolean' : 'string');
  const empty = (field: Field) => (field.kind === 'boolean' ? 'false' : "''");
  const valueOf = (field: Field) => {
    const value = `${row}.${apiKey(field)}`;
    const orEmpty = (shown: string) =>
      nullable(field) ? `${value} === null ? '' : ${shown}` : shown;
    switch (field.kind) {
      case 'number':
      case 'ref':
        return orEmpty(`String(${value})`);
      case 'money':
        return orEmpty(`(${value} / 100).toFixed(2)`);
      case 'date':
      case 'enum':
        return nullable(field) ? `${value} ?? ''` : value;
      default:
        return value;
    }
  };
  const bodyEntry = (field: Field) => {
    const value = `values.${field.name}`;
    switch (field.kind) {
      case 'number':
      case 'ref':
        return `${apiKey(field)}: wholeNumberOf(${value}),`;
      case 'money':
        return `${apiKey(field)}: centsOf(${value}),`;
      case 'date':
      case 'enum':
        return `${apiKey(field)}: ${value} || null,`;
      default:
        return `${field.name}: ${value},`;
    }
  };
  const shownValue = (field: Field) => {
    const value = `current.${apiKey(field)}`;
    const orEmpty = (shown: string) =>
      nullable(field) ? `${value} === null ? '' : ${shown}` : shown;
    switch (field.kind) {
      case 'number':
        return orEmpty(`format.number(${value})`);
      case 'money':
        return orEmpty(`format.number(${value} / 100, { minimumFractionDigits: 2 })`);
      case 'boolean':
        return `t(${value} ? '${ns}.yes' : '${ns}.no')`;
      case 'date':
        return orEmpty(`format.date(${value}, { timeZone: 'UTC' })`);
      case 'enum':
        return orEmpty(`t(\`${ns}.values.${field.name}.\${${value}}\`)`);
      case 'ref':
        return `current.${refNameKey(field)} ?? ${nullable(field) ? `(${value} === null ? '' : String(${value}))` : `String(${value})`}`;
      default:
        return value;
    }
  };
  const control = (field: Field) => {
    const n = field.name;
    const common = `{...control('${n}'${hinted(field) ? ', true' : ''})}`;
    const onText = `onChange={(event) => change('${n}', event.target.value)}`;
    switch (field.kind) {
      case 'string':
        return `field(
            '${n}',
            <Input
              ${common}
              value={values.${n}}
              readOnly={readOnly}
              autoComplete="off"
              maxLength={${S}_LIMITS.${n}Max + 50}
              ${onText}
            />,
          )`;
      case 'text':
        return `field(
            '${n}',
            <Textarea
              ${common}
              value={values.${n}}
              readOnly={readOnly}
              maxLength={${S}_LIMITS.${n}Max + 50}
              ${onText}
            />,
          )`;
      case 'number':
        return `field(
            '${n}',
            <Input ${common} value={values.${n}} readOnly={readOnly} inputMode="numeric" autoComplete="off" ${onText} />,
            t('${ns}.hints.${n}', {
              min: format.number(${S}_LIMITS.${n}Min, { useGrouping: false }),
              max: format.number(${S}_LIMITS.${n}Max, { useGrouping: false }),
            }),
          )`;
      case 'money':
        return `field(
            '${n}',
            <Input ${common} value={values.${n}} readOnly={readOnly} inputMode="decimal" autoComplete="off" ${onText} />,
            t('${ns}.hints.${n}', { example: format.number(12.5, { minimumFractionDigits: 2, useGrouping: false }) }),
          )`;
      case 'date':
        return `field(
            '${n}',
            <Input ${common} type="date" value={values.${n}} readOnly={readOnly} ${onText} />,
          )`;
      case 'enum':
        return `field(
            '${n}',
            <select
              ${common}
              value={values.${n}}
              disabled={readOnly}
              // A select always matches :read-only; only a disabled one (a viewer) is dimmed.
              className={cn(inputClass, 'h-11 read-only:bg-surface')}
              ${onText}
            >
              <option value="">{t('${ns}.choose')}</option>
              {${enumConstant(resource, field)}.map((value) => (
                <option key={value} value={value}>
                  {t(\`${ns}.values.${n}.\${value}\`)}
                </option>
              ))}
            </select>,
          )`;
      case 'ref':
        return `field(
            '${n}',
            <Input ${common} value={values.${n}} readOnly={readOnly} inputMode="numeric" autoComplete="off" ${onText} />,
            ${row}?.${refNameKey(field)} && values.${n} === String(${row}.${apiKey(field)})
              ? t('${ns}.hints.${n}Named', { name: ${row}.${refNameKey(field)} })
              : t('${ns}.hints.${n}'),
          )`;
      case 'boolean':
        return `<div className="flex items-center gap-2 self-end pb-2.5">
            <input
              {...control('${n}')}
              type="checkbox"
              checked={values.${n}}
              disabled={readOnly}
              className="size-5 accent-primary"
              onChange={(event) => change('${n}', event.target.checked)}
            />
            <Label htmlFor={\`\${id}-${n}\`}>{t('${ns}.fields.${n}')}</Label>
          </div>`;
    }
  };
  const refs = fields.filter((field) => field.kind === 'ref');
  const wideField = (field: Field) => field.kind === 'text';
  const contractImports = [
    `${S}_LIMITS`,
    ...enums.map((field) => enumConstant(resource, field)),
    `${names.singularCamel}CreateSchema`,
    `type Api${P}Detail`,
    `type ${P}CreateInput`,
  ];
  const usesFormat = uses('number', 'money', 'date');
  return `import { useMutation } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent, type ReactNode, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

${usesFormat ? `import { useFormat } from '@/hooks/use-format';\n` : ''}import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/query-client';
import { Button } from '@/ui/button';
import { Input, ${enums.length ? 'inputClass, ' : ''}Label${uses('text') ? ', Textarea' : ''} } from '@/ui/input';
import {
  applyServerErrors,
  ConflictDialog,
  conflictOf,
  draftStorage,
  formErrorsOf,
  UnsavedChangesGuard,
  useKeepDraft,
} from '@/widgets/resource';
import { fieldErrors } from '@contract/errors';
import { ${contractImports.join(', ')} } from '${contractAlias(resource)}';

import { ${names.singularCamel}Keys, ${ns}Api } from './${names.plural}-data';
import { use${names.pluralPascal}Labels } from './${names.plural}-labels';

/** The form's fields as typed (numbers too: "" and "12.5" must reach the schema as typed). */
type ${P}FormValues = {
  ${fields.map((field) => `${field.name}: ${valueType(field)};`).join('\n  ')}
};
type ${P}FieldName = keyof ${P}FormValues;
/** A field's message key (\`${ns}.validation.*\`). */
type ${P}FieldErrors = Partial<Record<${P}FieldName, string>>;

const ${S}_FIELDS: readonly ${P}FieldName[] = [${fields.map((field) => `'${field.name}'`).join(', ')}];

const EMPTY_${S}: ${P}FormValues = {
  ${fields.map((field) => `${field.name}: ${empty(field)},`).join('\n  ')}
};

function valuesOf(${row}: Api${P}Detail): ${P}FormValues {
  return {
    ${fields.map((field) => `${field.name}: ${valueOf(field)},`).join('\n    ')}
  };
}
${
  uses('number', 'ref')
    ? `
/** A typed whole number as the API wants it: a number when it reads as one, else the text (the schema says why). */
function wholeNumberOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}
`
    : ''
}${
    uses('money')
      ? `
/** A typed amount in cents ("12.5" and "12,50" are 1250), else the text (the schema says why). */
function centsOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\\d+(?:[.,]\\d{1,2})?$/.test(trimmed)
    ? Math.round(Number(trimmed.replace(',', '.')) * 100)
    : trimmed;
}
`
      : ''
  }
/** The body of a create (and, with \`version\`, of an update). */
function bodyOf(values: ${P}FormValues): ${P}CreateInput {
  // Text that is not a number goes as typed, so the schema's message says what is wrong with it.
  return {
    ${fields.map(bodyEntry).join('\n    ')}
  } as ${P}CreateInput;
}

/** The form field an API field path belongs to${refs.length ? ` (\`${apiKey(refs[0])}\` → \`${refs[0].name}\`)` : ''}. */
function formFieldOf(path: string): ${P}FieldName | undefined {
  ${refs.map((field) => `if (path === '${apiKey(field)}') return '${field.name}';`).join('\n  ')}
  return (${S}_FIELDS as readonly string[]).includes(path) ? (path as ${P}FieldName) : undefined;
}

/** Validates with the schema the API uses, so the form and the server agree on every message. */
function validate${P}(values: ${P}FormValues): ${P}FieldErrors {
  const parsed = ${names.singularCamel}CreateSchema.safeParse(bodyOf(values));
  return parsed.success ? {} : formErrorsOf(fieldErrors(parsed.error), formFieldOf);
}

const sameValues = (a: ${P}FormValues, b: ${P}FormValues) =>
  ${S}_FIELDS.every((field) => a[field] === b[field]);

/** The unsaved drafts of ${names.singularWords} forms, by page path. */
const ${row}Drafts = draftStorage(
  'tessera.${names.singularCamel}Draft',
  (values): values is ${P}FormValues =>
    typeof values === 'object' &&
    values !== null &&
    ${S}_FIELDS.every(
      (field) => typeof (values as Record<string, unknown>)[field] === typeof EMPTY_${S}[field],
    ),
);

type Problem = 'forbidden' | 'failed' | undefined;

export interface ${P}FormProps {
  /** The ${names.singularWords} to edit; none: a new one. */
  ${row}?: Api${P}Detail;
  /** Show the values without a way to change them (a viewer). @default false */
  readOnly?: boolean;
  /** Where the form's draft is kept: the page's path. */
  draftKey: string;
  /** After a successful save (a new ${names.singularWords}: after it was created). */
  onSaved: (${row}: Api${P}Detail, created: boolean) => void | Promise<void>;
}

/**
 * A ${names.singularWords}'s fields, checked with the API's own schema when a field is left and on
 * submit; the server's 422 messages land on the same fields. Save is disabled while saving; a 409
 * opens the conflict dialog; unsaved changes are asked about before leaving and kept as a draft.
 */
export function ${P}Form({ ${row}, readOnly = false, draftKey, onSaved }: ${P}FormProps) {
  const { t } = useTranslation();
${usesFormat ? '  const format = useFormat();\n' : ''}  const id = useId();
  const labels = use${names.pluralPascal}Labels();
  const formRef = useRef<HTMLFormElement>(null);
  // A read-only form (a viewer, or nobody signed in for a moment) leaves any draft alone.
  const [draft] = useState(() => (readOnly ? undefined : ${row}Drafts.read(draftKey)));
  const [base, setBase] = useState<${P}FormValues>(() => (${row} ? valuesOf(${row}) : EMPTY_${S}));
  const [version, setVersion] = useState(() => draft?.version ?? ${row}?.version);
  const [values, setValues] = useState<${P}FormValues>(() => draft?.values ?? base);
  const [touched, setTouched] = useState<ReadonlySet<${P}FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<${P}FieldErrors>({});
  const [problem, setProblem] = useState<Problem>();
  const [conflict, setConflict] = useState<Api${P}Detail>();
  const restored = draft !== undefined && !sameValues(draft.values, base);
  const dirty = !readOnly && !sameValues(values, base);
  useKeepDraft(${row}Drafts, draftKey, { values, version, dirty, enabled: !readOnly });

  const clientErrors = validate${P}(values);
  const errors: ${P}FieldErrors = {};
  for (const name of ${S}_FIELDS) {
    const shown = submitted || touched.has(name) ? clientErrors[name] : undefined;
    const message = serverErrors[name] ?? shown;
    if (message) errors[name] = message;
  }

  const focusFirstInvalid = (found: ${P}FieldErrors) => {
    const first = ${S}_FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(\`[name="\${first}"]\`)?.focus();
  };

  const save = useMutation({
    mutationFn: ({ body, at }: { body: ${P}FormValues; at?: number }) =>
      ${row}
        ? ${ns}Api.update(${row}.id, { ...bodyOf(body), version: at ?? 0 })
        : ${ns}Api.create(bodyOf(body)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(${names.singularCamel}Keys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ${names.singularCamel}Keys.lists() });
      void queryClient.invalidateQueries({ queryKey: ${names.singularCamel}Keys.history(saved.id) });
      const next = valuesOf(saved);
      // Saved: nothing is unsaved any more, before any navigation asks.
      flushSync(() => {
        setBase(next);
        setValues(next);
        setVersion(saved.version);
        setSubmitted(false);
        setTouched(new Set());
      });
      ${row}Drafts.clear(draftKey);
      await onSaved(saved, !${row});
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setProblem('failed');
      if (error.status === 401) return; // the app sends the person to sign in, the draft waits
      if (error.status === 409) {
        const current = conflictOf<Api${P}Detail>(error);
        return current ? setConflict(current) : setProblem('failed');
      }
      const found = applyServerErrors(
        error,
        (next: ${P}FieldErrors) => flushSync(() => setServerErrors(next)),
        formFieldOf,
      );
      if (found) return focusFirstInvalid(found);
      setProblem(error.status === 403 ? 'forbidden' : 'failed');
    },
  });

  const change = <K extends ${P}FieldName>(name: K, value: ${P}FormValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors(({ [name]: _, ...rest }) => rest);
    setProblem(undefined);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    flushSync(() => setSubmitted(true));
    const found = validate${P}(values);
    if (Object.keys(found).length) return focusFirstInvalid(found);
    setProblem(undefined);
    save.mutate({ body: values, at: version });
  };

  /** What every control of a field carries: its name, id, state and described-by. */
  const control = (name: ${P}FieldName, hint = false) => ({
    id: \`\${id}-\${name}\`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] && \`\${id}-\${name}-error\`, hint && \`\${id}-\${name}-hint\`]
        .filter(Boolean)
        .join(' ') || undefined,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Leaving for Save: the submit checks every field. Showing this field's message first
      // would move Save down between press and release, and the click would miss it.
      if (event.relatedTarget?.getAttribute('type') === 'submit') return;
      setTouched((previous) => new Set(previous).add(name));
    },
  });

  const field = (name: ${P}FieldName, input: ReactNode, hint?: ReactNode, className?: string) => {
    const error = errors[name];
    return (
      <div className={cn('grid content-start gap-1.5', className)}>
        <Label htmlFor={\`\${id}-\${name}\`}>{t(\`${ns}.fields.\${name}\`)}</Label>
        {input}
        {hint && (
          <p id={\`\${id}-\${name}-hint\`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p
            id={\`\${id}-\${name}-error\`}
            className="flex items-start gap-1.5 text-sm text-danger-strong"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {/* Keys from the shared schema or the server: ${ns}.validation.* */}
            <span>{t(error as '${ns}.validation.${'idsInvalid'}')}</span>
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      {restored && !readOnly && (
        <p className="mb-4 rounded-md border border-border bg-surface-muted px-3 py-2.5 text-sm">
          {t('${ns}.draftRestored')}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          ${fields
            .map((field) => {
              const code = control(field);
              return wideField(field)
                ? code.replace(
                    /,\n {10}\)$/,
                    ",\n            undefined,\n            'md:col-span-2',\n          )",
                  )
                : code;
            })
            .join('}\n          {')
            .replace(/^/, '{')}}
        </div>
        <div role="alert">
          {problem && (
            <p className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-danger-strong">
              {t(problem === 'forbidden' ? '${ns}.forbiddenWrite' : '${ns}.saveFailed')}
            </p>
          )}
        </div>
        {!readOnly && (
          <div>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
              {t('${ns}.save')}
            </Button>
          </div>
        )}
      </form>
      <ConflictDialog
        current={conflict}
        labels={labels.conflict}
        name={(current) => current.${label.name}}
        fields={(current) => [
          ${fields.map((field) => `{ label: t('${ns}.fields.${field.name}'), value: ${shownValue(field)} },`).join('\n          ')}
        ]}
        onClose={() => setConflict(undefined)}
        onLoadTheirs={(current) => {
          const next = valuesOf(current);
          queryClient.setQueryData(${names.singularCamel}Keys.detail(current.id), current);
          void queryClient.invalidateQueries({ queryKey: ${names.singularCamel}Keys.history(current.id) });
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
        onLeave={() => ${row}Drafts.clear(draftKey)}
        labels={labels.unsaved}
      />
    </>
  );
}
`;
}
