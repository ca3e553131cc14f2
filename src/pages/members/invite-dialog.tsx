import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label } from '@/ui/input';
import { Modal } from '@/widgets/modal';
import { showToast } from '@/widgets/toast';
import type { Role } from '@contract/auth';
import { INVITE_TTL_DAYS, MEMBER_MESSAGES, type MemberMessageKey } from '@contract/members';

import { useActionFailure } from './member-actions';
import { memberKeys, membersApi } from './members-data';
import { RoleSelect } from './role-select';

type Errors = { email?: MemberMessageKey; role?: MemberMessageKey };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(email: string): Errors {
  const trimmed = email.trim();
  if (!trimmed) return { email: MEMBER_MESSAGES.emailRequired };
  if (!EMAIL_SHAPE.test(trimmed)) return { email: MEMBER_MESSAGES.emailInvalid };
  return {};
}

/** The "Invite member" button and its dialog: an email and a role; the server mails the link. */
export function InviteDialog() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const failure = useActionFailure();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const emailId = useId();

  const reset = () => {
    setEmail('');
    setRole('viewer');
    setErrors({});
  };

  const submit = async () => {
    const found = validate(email);
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      const invited = await membersApi.invite({ email: email.trim(), role });
      showToast(t('members.invited', { email: invited.email }));
      setOpen(false);
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fields);
        emailRef.current?.focus();
      } else showToast(failure(error));
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        setOpen(next);
      }}
      title={t('members.invite')}
      size="sm"
      trigger={
        <Button>
          <UserPlus aria-hidden />
          {t('members.invite')}
        </Button>
      }
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            {pending ? t('members.sending') : t('members.sendInvite')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-muted">
          {t('members.inviteLead', { days: format.integer(INVITE_TTL_DAYS) })}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor={emailId}>{t('members.fields.email')}</Label>
          <Input
            ref={emailRef}
            id={emailId}
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors({ ...errors, email: validate(event.target.value).email });
            }}
          />
          {errors.email && (
            <FieldMessage id={`${emailId}-error`} tone="error">
              {t(errors.email)}
            </FieldMessage>
          )}
        </div>
        <RoleSelect
          value={role}
          onValueChange={setRole}
          error={errors.role ? t(errors.role) : undefined}
        />
      </form>
    </Modal>
  );
}
