import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { FieldMessage, inputClass, Label } from '@/ui/input';
import { ROLES, type Role } from '@contract/auth';

/** A labelled native select of the roles (short, and every platform's own picker). */
export function RoleSelect({
  value,
  onValueChange,
  error,
  id: idProp,
}: {
  value: Role | '';
  onValueChange: (role: Role) => void;
  error?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = idProp ?? ownId;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('members.fields.role')}</Label>
      <select
        id={id}
        name="role"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value as Role)}
        className={cn(inputClass, 'h-11')}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`navbar.roles.${role}`)}
          </option>
        ))}
      </select>
      {error && (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      )}
    </div>
  );
}
