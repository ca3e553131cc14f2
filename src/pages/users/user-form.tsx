import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import {
  ResourceField,
  ResourceForm,
  useResourceForm,
  useResourceLabels,
  type RecordFormProps,
} from '@/widgets/resource';
import { USER_LIMITS, USER_MESSAGE_NUMBERS, type ApiUserDetail } from '@contract/users';

import {
  bodyOf,
  EMPTY_USER,
  userDrafts,
  userFieldOf,
  validateUser,
  valuesOf,
} from './user-form-values';
import { userKeys, usersApi } from './users-data';

/** The user to edit (`record`; none: a new user), as the record page gives it. */
export type UserFormProps = RecordFormProps<ApiUserDetail>;

/**
 * A user's fields, checked with the API's own schema when a field is left and on submit; the
 * server's 422 messages land on the same fields. Save is disabled while saving; a 409 opens the
 * conflict dialog; unsaved changes are asked about before leaving and kept as a draft in the tab.
 */
export function UserForm({ record, readOnly = false, draftKey, onSaved }: UserFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useResourceLabels('users');
  const form = useResourceForm({
    api: usersApi,
    keys: userKeys,
    record,
    readOnly,
    draftKey,
    drafts: userDrafts,
    empty: EMPTY_USER,
    valuesOf,
    bodyOf,
    validate: validateUser,
    fieldOf: userFieldOf,
    // Keys from the shared schema or the server: users.validation.*
    message: (key, values) => t(key as 'users.validation.nameRequired', values),
    messageNumbers: USER_MESSAGE_NUMBERS,
    onSaved,
  });
  const label = (name: keyof typeof EMPTY_USER) => t(`users.fields.${name}`);

  return (
    <ResourceForm
      form={form}
      labels={labels.form}
      conflict={{
        labels: labels.conflict,
        name: (current) => current.name,
        fields: (current) => [
          { label: label('name'), value: current.name },
          { label: label('email'), value: <bdi>{current.email}</bdi> },
          { label: label('city'), value: current.address.city },
          { label: label('country'), value: current.address.country },
          { label: label('score'), value: format.number(current.score) },
        ],
      }}
      unsavedLabels={labels.unsaved}
    >
      <ResourceField
        form={form}
        name="name"
        label={label('name')}
        autoComplete="off"
        maxLength={USER_LIMITS.nameMax + 50}
      />
      <ResourceField
        form={form}
        name="email"
        label={label('email')}
        type="email"
        autoComplete="off"
        spellCheck={false}
      />
      <ResourceField form={form} name="city" label={label('city')} autoComplete="off" />
      <ResourceField form={form} name="country" label={label('country')} autoComplete="off" />
      <ResourceField
        form={form}
        name="score"
        label={label('score')}
        inputMode="numeric"
        autoComplete="off"
        // Written as it is typed: no grouping.
        hint={t('users.scoreHint', {
          min: format.number(USER_LIMITS.scoreMin, { useGrouping: false }),
          max: format.number(USER_LIMITS.scoreMax, { useGrouping: false }),
        })}
      />
    </ResourceForm>
  );
}
