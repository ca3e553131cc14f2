/**
 * `src/pages/<name>/<singular>-page.tsx`: one record, `/new` creates, `/:id` shows, edits and
 * lists its history. Form validated by the contract's schema; server 422s land on the fields;
 * 409 opens `ConflictDialog`; `UnsavedChangesGuard` asks before leaving. Depends on the
 * front-end kit's `src/widgets/resource` (`ResourceFrame`, `BackLink`, `NotFound`,
 * `ConflictDialog`, `UnsavedChangesGuard`, `ResourceHistory`, `applyServerErrors`). Guessed:
 * their props as written below.
 */
import { labelField, type Field } from '../fields';
import { apiKey, contractAlias, enumConstant, type Resource } from './shared';

/** How a field's form text becomes the body value (the schema says what is wrong with it). */
function toBody(field: Field): string {
  const v = `values.${field.name}`;
  switch (field.kind) {
    case 'string':
    case 'text':
      return v;
    case 'boolean':
      return `${v} === 'true'`;
    case 'number':
    case 'ref':
      return `numberOrText(${v})`;
    case 'money':
      return `centsOrText(${v})`;
    default:
      return field.required ? v : `${v} || null`;
  }
}

function fromRecord(field: Field): string {
  const v = `record.${apiKey(field)}`;
  switch (field.kind) {
    case 'string':
    case 'text':
      return v;
    case 'money':
      return `${v} === null ? '' : (${v} / 100).toFixed(2)`;
    default:
      return `${v} === null ? '' : String(${v})`;
  }
}

function control(resource: Resource, field: Field): string {
  const ns = resource.names.pluralCamel;
  switch (field.kind) {
    case 'text':
      return `{field('${field.name}', (props) => <Textarea {...props} rows={4} />)}`;
    case 'boolean':
      return `{field('${field.name}', (props) => (
            <select {...props} className={selectClass}>
              <option value="false">{t('${ns}.no')}</option>
              <option value="true">{t('${ns}.yes')}</option>
            </select>
          ))}`;
    case 'enum':
      return `{field('${field.name}', (props) => (
            <select {...props} className={selectClass}>
              <option value="">{t('${ns}.choose')}</option>
              {${enumConstant(resource, field)}.map((value) => (
                <option key={value} value={value}>
                  {t(\`${ns}.values.${field.name}.\${value}\`)}
                </option>
              ))}
            </select>
          ))}`;
    case 'date':
      return `{field('${field.name}', (props) => <Input {...props} type="date" />)}`;
    case 'number':
    case 'ref':
      return `{field('${field.name}', (props) => <Input {...props} inputMode="numeric" autoComplete="off" />)}`;
    case 'money':
      return `{field('${field.name}', (props) => <Input {...props} inputMode="decimal" autoComplete="off" />)}`;
    default:
      return `{field('${field.name}', (props) => <Input {...props} autoComplete="off" />)}`;
  }
}

export function recordPageTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const P = names.singularPascal;
  const ns = names.pluralCamel;
  const label = labelField(fields);
  const enums = fields.filter((field) => field.kind === 'enum');
  const uses = (...kinds: Field['kind'][]) => fields.some((field) => kinds.includes(field.kind));
  return `import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentProps, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import { Button } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { Input, Label${uses('text') ? ', Textarea' : ''} } from '@/ui/input';
import { PageHeader } from '@/ui/page-header';
import {
  applyServerErrors,
  BackLink,
  ConflictDialog,
  NotFound,
  ResourceFrame,
  ResourceHistory,
  UnsavedChangesGuard,
} from '@/widgets/resource';
import { showToast } from '@/widgets/toast';
import { fieldErrors, type ConflictErrorBody } from '@contract/errors';
import {
  can,
  ${enums.map((field) => `${enumConstant(resource, field)},`).join('\n  ')}
  ${names.singularCamel}CreateSchema,
  type Api${P}Detail,
  type ${P}CreateInput,
  type ${P}HistoryField,
} from '${contractAlias(resource)}';

import { ${ns}Api, ${names.singularCamel}Keys } from './${names.plural}-data';

/** The form's fields as typed: numbers too, so "" and "12.5" reach the schema as typed. */
type Values = Record<${fields.map((field) => `'${field.name}'`).join(' | ')}, string>;
type FieldName = keyof Values;
const FIELDS: readonly FieldName[] = [${fields.map((field) => `'${field.name}'`).join(', ')}];
const EMPTY: Values = { ${fields.map((field) => `${field.name}: ${field.kind === 'boolean' ? "'false'" : "''"}`).join(', ')} };
${uses('boolean', 'enum') ? "\nconst selectClass =\n  'h-10 w-full rounded-md border border-border bg-surface px-3 text-start aria-invalid:border-danger';\n" : ''}
function valuesOf(record: Api${P}Detail): Values {
  return {
    ${fields.map((field) => `${field.name}: ${fromRecord(field)},`).join('\n    ')}
  };
}
${
  uses('number', 'ref')
    ? `
/** A typed whole number as the API wants it: a number when it reads as one, else the text. */
function numberOrText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
`
    : ''
}${
    uses('money')
      ? `
/** "12.50" → 1250 cents; anything that is not an amount with at most two decimals stays text. */
function centsOrText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\\d+(?:\\.\\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : trimmed;
}
`
      : ''
  }
function bodyOf(values: Values): ${P}CreateInput {
  return {
    ${fields.map((field) => `${apiKey(field)}: ${toBody(field)},`).join('\n    ')}
  } as ${P}CreateInput;
}

/** API field (\`ownerId\`) → form field (\`owner\`). */
const formFieldOf = (path: string) =>
  FIELDS.find((field) => field === path || \`\${field}Id\` === path);

function validate(values: Values): Partial<Record<FieldName, string>> {
  const parsed = ${names.singularCamel}CreateSchema.safeParse(bodyOf(values));
  const errors: Partial<Record<FieldName, string>> = {};
  if (parsed.success) return errors;
  for (const [path, key] of Object.entries(fieldErrors(parsed.error))) {
    const field = formFieldOf(path);
    if (field) errors[field] ??= key;
  }
  return errors;
}

function ${P}Form({ record, readOnly, onSaved }: {
  record?: Api${P}Detail;
  readOnly: boolean;
  onSaved: (saved: Api${P}Detail) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [base, setBase] = useState(() => (record ? valuesOf(record) : EMPTY));
  const [values, setValues] = useState(base);
  const [version, setVersion] = useState(record?.version);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<Api${P}Detail>();
  const dirty = !readOnly && FIELDS.some((field) => values[field] !== base[field]);

  const save = useMutation({
    mutationFn: (at?: number) =>
      record
        ? ${ns}Api.update(record.id, { ...bodyOf(values), version: at ?? 0 })
        : ${ns}Api.create(bodyOf(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(${names.singularCamel}Keys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ${names.singularCamel}Keys.all });
      const next = valuesOf(saved);
      setBase(next);
      setValues(next);
      setVersion(saved.version);
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const current = (error.body as Partial<ConflictErrorBody<Api${P}Detail>>).current;
        if (current) return setConflict(current);
      }
      if (!applyServerErrors(error, setErrors, formFieldOf)) setFailed(true);
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    const found = validate(values);
    setErrors(found);
    setFailed(false);
    const first = FIELDS.find((field) => found[field]);
    if (first) return document.getElementById(\`\${id}-\${first}\`)?.focus();
    save.mutate(version);
  };

  const field = (name: FieldName, render: (props: ComponentProps<'input'> & ComponentProps<'select'> & ComponentProps<'textarea'>) => ReactNode) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={\`\${id}-\${name}\`}>{t(\`${ns}.fields.\${name}\`)}</Label>
      {render({
        id: \`\${id}-\${name}\`,
        name,
        value: values[name],
        disabled: readOnly,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? \`\${id}-\${name}-error\` : undefined,
        onChange: (event) => {
          const value = event.target.value;
          setValues((previous) => ({ ...previous, [name]: value }));
          setErrors(({ [name]: _, ...rest }) => rest);
        },
      })}
      {errors[name] && (
        <p id={\`\${id}-\${name}-error\`} className="text-sm text-danger-strong">
          {/* Keys from the shared schema or the server: ${ns}.validation.* */}
          {t(errors[name] as '${ns}.validation.invalidCharacters')}
        </p>
      )}
    </div>
  );

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          ${fields.map((field) => control(resource, field)).join('\n          ')}
        </div>
        <div role="alert">
          {failed && <p className="text-sm font-semibold text-danger-strong">{t('${ns}.saveFailed')}</p>}
        </div>
        {!readOnly && (
          <div>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {t('${ns}.save')}
            </Button>
          </div>
        )}
      </form>
      <ConflictDialog
        current={conflict}
        name={conflict?.${label.name}}
        onClose={() => setConflict(undefined)}
        onLoadTheirs={(current: Api${P}Detail) => {
          setBase(valuesOf(current));
          setValues(valuesOf(current));
          setVersion(current.version);
          setConflict(undefined);
        }}
        onOverwrite={(current: Api${P}Detail) => {
          setVersion(current.version);
          setConflict(undefined);
          save.mutate(current.version);
        }}
      />
      <UnsavedChangesGuard when={dirty && !save.isPending} />
    </>
  );
}

const historyFieldKey = (field: ${P}HistoryField | 'deleted') =>
  field === 'deleted' ? '${ns}.history.deletedField' : \`${ns}.fields.\${formFieldOf(field) ?? field}\`;

function Edit${P}({ rawId }: { rawId: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const id = /^[1-9]\\d{0,9}$/.test(rawId) ? Number(rawId) : undefined;
  const record = useQuery({
    queryKey: ${names.singularCamel}Keys.detail(id ?? 0),
    queryFn: ({ signal }) => ${ns}Api.get(id ?? 0, signal),
    enabled: id !== undefined,
  });
  usePageName(record.data?.${label.name});
  const back = <BackLink to={pathTo('${names.plural}')}>{t('${ns}.backToList')}</BackLink>;
  if (id === undefined || (record.error instanceof ApiError && record.error.status === 404)) {
    return (
      <NotFound back={back} title={t('${ns}.notFound.title')} text={t('${ns}.notFound.text', { id: rawId })} />
    );
  }
  if (record.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p>{t('${ns}.loadFailed')}</p>
        <Button onClick={() => void record.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (!record.data) return <PageHeader />;
  const mayEdit = can(account?.role, 'edit');
  return (
    <div className="space-y-6">
      {back}
      <PageHeader title={record.data.${label.name}} className="wrap-anywhere" />
      <Card>
        <CardBody>
          <${P}Form
            key={record.data.id}
            record={record.data}
            readOnly={!mayEdit}
            onSaved={(saved) => void showToast(t('${ns}.saved', { name: saved.${label.name} }))}
          />
        </CardBody>
      </Card>
      <ResourceHistory
        query={{
          queryKey: ${names.singularCamel}Keys.history(record.data.id),
          queryFn: ({ signal }: { signal: AbortSignal }) => ${ns}Api.history(record.data.id, signal),
        }}
        fieldLabel={(field: ${P}HistoryField | 'deleted') => t(historyFieldKey(field) as '${ns}.title')}
      />
    </div>
  );
}

function New${P}() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <BackLink to={pathTo('${names.plural}')}>{t('${ns}.backToList')}</BackLink>
      <PageHeader />
      <Card>
        <CardBody>
          <${P}Form
            readOnly={false}
            onSaved={(saved) => {
              showToast(t('${ns}.created', { name: saved.${label.name} }));
              void navigate(pathTo('${names.singular}-edit', { id: String(saved.id) }));
            }}
          />
        </CardBody>
      </Card>
    </div>
  );
}

/** One ${names.singularWords}: \`/new\` creates one, \`/:id\` shows and edits it. */
export default function ${P}Page() {
  const { id } = useParams();
  return (
    <ResourceFrame>{id === undefined ? <New${P} /> : <Edit${P} key={id} rawId={id} />}</ResourceFrame>
  );
}
`;
}
