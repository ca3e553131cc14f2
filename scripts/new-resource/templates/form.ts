/**
 * `src/pages/<name>/<singular>-form.tsx`: the record's form on the kit's `useResourceForm` and
 * `ResourceField`, as the Users form is: checked with the contract's create schema when a field is
 * left and on submit, the server's 422 messages on the same fields, the 409 dialog, the
 * unsaved-changes guard and a draft kept in the tab. What it writes is the resource's own part:
 * its values, body, API field paths and fields.
 */
import { labelField, type Field } from '../fields';
import { apiKey, contractAlias, enumConstant, refNameKey, type Resource } from './shared';

/** Whether the API row may hold null for the field. */
const nullable = (field: Field) =>
  !field.required && !['string', 'text', 'boolean'].includes(field.kind);

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
      case 'money':
        return `formatFieldValue(format, '${field.kind}', ${value})`;
      case 'boolean':
        return `t(${value} ? '${ns}.yes' : '${ns}.no')`;
      case 'date':
        return `formatFieldValue(format, 'date', ${value})`;
      case 'enum':
        return orEmpty(`t(\`${ns}.values.${field.name}.\${${value}}\`)`);
      case 'ref':
        return `current.${refNameKey(field)} ?? ${nullable(field) ? `(${value} === null ? '' : t('widgets.resource.ref.missing', { id: ${value} }))` : `t('widgets.resource.ref.missing', { id: ${value} })`}`;
      default:
        return value;
    }
  };
  const control = (field: Field) => {
    const n = field.name;
    const common = `form={form} name="${n}" label={label('${n}')}`;
    switch (field.kind) {
      case 'string':
        return `<ResourceField ${common} autoComplete="off" maxLength={${S}_LIMITS.${n}Max + 50} />`;
      case 'text':
        return `<ResourceField
            ${common}
            control="textarea"
            maxLength={${S}_LIMITS.${n}Max + 50}
            className="md:col-span-2"
          />`;
      case 'number':
        return `<ResourceField
            ${common}
            inputMode="numeric"
            autoComplete="off"
            hint={t('${ns}.hints.${n}', {
              min: format.number(${S}_LIMITS.${n}Min, { useGrouping: false }),
              max: format.number(${S}_LIMITS.${n}Max, { useGrouping: false }),
            })}
          />`;
      case 'money':
        return `<ResourceField
            ${common}
            inputMode="decimal"
            autoComplete="off"
            hint={t('${ns}.hints.${n}', {
              example: format.number(12.5, { minimumFractionDigits: 2, useGrouping: false }),
            })}
          />`;
      case 'date':
        return `<ResourceField ${common} type="date" />`;
      case 'enum':
        return `<ResourceField ${common} control="select">
            <option value="">{t('${ns}.choose')}</option>
            {${enumConstant(resource, field)}.map((value) => (
              <option key={value} value={value}>
                {t(\`${ns}.values.${n}.\${value}\`)}
              </option>
            ))}
          </ResourceField>`;
      case 'ref': {
        const target = resource.refs[field.ref!];
        return `<ResourceRefField
            ${common}
            resource="${field.ref}"
            nameKey="${target.labelColumn}"${target.detailColumn ? `\n            detailKey="${target.detailColumn}"` : ''}${field.required ? '\n            required' : ''}
            known={record && { id: record.${apiKey(field)}, name: record.${refNameKey(field)} }}
          />`;
      }
      case 'boolean':
        return `<ResourceField ${common} control="checkbox" />`;
    }
  };
  const refs = fields.filter((field) => field.kind === 'ref');
  const usesRanges = uses('number', 'money');
  const contractImports = [
    `${S}_LIMITS`,
    ...(usesRanges ? [`${S}_MESSAGE_NUMBERS`] : []),
    ...enums.map((field) => enumConstant(resource, field)),
    `${names.singularCamel}CreateSchema`,
    `type Api${P}Detail`,
    `type ${P}CreateInput`,
  ];
  const usesFormat = uses('number', 'money', 'date');
  return `import { useTranslation } from 'react-i18next';

${usesFormat ? `import { useFormat } from '@/hooks/use-format';\n` : ''}import {
  ${uses('money') ? 'centsOf,\n  ' : ''}${usesFormat ? 'formatFieldValue,\n  ' : ''}formErrorsOf,
  ResourceField,
  ResourceForm,
  ${uses('ref') ? 'ResourceRefField,\n  ' : ''}useResourceForm,
  useResourceLabels,
  valuesDrafts,
  ${uses('number', 'ref') ? 'wholeNumberOf,\n  ' : ''}type RecordFormProps,
} from '@/widgets/resource';
import { fieldErrors } from '@contract/errors';
import { ${contractImports.join(', ')} } from '${contractAlias(resource)}';

import { ${names.singularCamel}Keys, ${ns}Api } from './${names.plural}-data';

/** The form's fields as typed (numbers too: "" and "12.5" must reach the schema as typed). */
type ${P}FormValues = {
  ${fields.map((field) => `${field.name}: ${valueType(field)};`).join('\n  ')}
};
type ${P}FieldName = keyof ${P}FormValues;
/** A field's message key (\`${ns}.validation.*\`). */
type ${P}FieldErrors = Partial<Record<${P}FieldName, string>>;

const EMPTY_${S}: ${P}FormValues = {
  ${fields.map((field) => `${field.name}: ${empty(field)},`).join('\n  ')}
};

function valuesOf(${row}: Api${P}Detail): ${P}FormValues {
  return {
    ${fields.map((field) => `${field.name}: ${valueOf(field)},`).join('\n    ')}
  };
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
  return Object.hasOwn(EMPTY_${S}, path) ? (path as ${P}FieldName) : undefined;
}

/** Validates with the schema the API uses, so the form and the server agree on every message. */
function validate${P}(values: ${P}FormValues): ${P}FieldErrors {
  const parsed = ${names.singularCamel}CreateSchema.safeParse(bodyOf(values));
  return parsed.success ? {} : formErrorsOf(fieldErrors(parsed.error), formFieldOf);
}

/** The unsaved drafts of ${names.singularWords} forms, by page path. */
const ${row}Drafts = valuesDrafts('tessera.${names.singularCamel}Draft', EMPTY_${S});

/** The ${names.singularWords} to edit (\`record\`; none: a new one), as the record page gives it. */
export type ${P}FormProps = RecordFormProps<Api${P}Detail>;

/**
 * A ${names.singularWords}'s fields, checked with the API's own schema when a field is left and on
 * submit; the server's 422 messages land on the same fields. Save is disabled while saving; a 409
 * opens the conflict dialog; unsaved changes are asked about before leaving and kept as a draft.
 */
export function ${P}Form({ record, readOnly = false, draftKey, onSaved }: ${P}FormProps) {
  const { t } = useTranslation();
${usesFormat ? '  const format = useFormat();\n' : ''}  const labels = useResourceLabels('${ns}');
  const form = useResourceForm({
    api: ${ns}Api,
    keys: ${names.singularCamel}Keys,
    record,
    readOnly,
    draftKey,
    drafts: ${row}Drafts,
    empty: EMPTY_${S},
    valuesOf,
    bodyOf,
    validate: validate${P},
    fieldOf: formFieldOf,
    // Keys from the shared schema or the server: ${ns}.validation.*
    message: (key, values) => t(key as '${ns}.validation.${'idsInvalid'}', values),${
      usesRanges ? `\n    messageNumbers: ${S}_MESSAGE_NUMBERS,` : ''
    }
    onSaved,
  });
  const label = (name: ${P}FieldName) => t(\`${ns}.fields.\${name}\`);

  return (
    <ResourceForm
      form={form}
      labels={labels.form}
      conflict={{
        labels: labels.conflict,
        name: (current) => current.${label.name},
        fields: (current) => [
          ${fields.map((field) => `{ label: label('${field.name}'), value: ${shownValue(field)} },`).join('\n          ')}
        ],
      }}
      unsavedLabels={labels.unsaved}
    >
      ${fields.map(control).join('\n      ')}
    </ResourceForm>
  );
}
`;
}
