import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, MailPlus, MailX, UserCheck, UserCog, UserX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api';
import { useAccount } from '@/lib/session';
import { Button } from '@/ui/button';
import { Modal } from '@/widgets/modal';
import { showToast } from '@/widgets/toast';
import type { Role } from '@contract/auth';
import type { ApiMember } from '@contract/members';

import { memberKeys, membersApi } from './members-data';
import { RoleSelect } from './role-select';

/** The toast text for a refused action, by the API's error code. */
export function useActionFailure() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === 'last_admin') return t('members.errors.lastAdmin');
    if (code === 'self_deactivation') return t('members.errors.selfDeactivation');
    if (code === 'invalid_state') return t('members.errors.invalidState');
    return t('members.errors.failed');
  };
}

/** Runs one action: a toast says how it went, and every cached list and member is read again. */
function useRunAction() {
  const queryClient = useQueryClient();
  const failure = useActionFailure();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setPending(true);
    try {
      await action();
      showToast(done);
      return true;
    } catch (error) {
      showToast(failure(error));
      return false;
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    }
  };
  return { run, pending };
}

function ChangeRoleDialog({
  member,
  open,
  onOpenChange,
}: {
  member: ApiMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(member.role);
  const { run, pending } = useRunAction();
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) setRole(member.role);
        onOpenChange(next);
      }}
      size="sm"
      title={t('members.changeRole', { name: member.name })}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            {t('members.saveRole')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            () => membersApi.changeRole(member.id, role),
            t('members.roleChanged', { name: member.name, role: t(`navbar.roles.${role}`) }),
          ).then(() => onOpenChange(false));
        }}
      >
        <p className="text-muted">{t('members.changeRoleLead', { name: member.name })}</p>
        <RoleSelect value={role} onValueChange={setRole} />
      </form>
    </Modal>
  );
}

function DeactivateDialog({
  member,
  open,
  onOpenChange,
}: {
  member: ApiMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('members.deactivateTitle', { name: member.name })}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('members.cancel')}
          </Button>
          <Button
            variant="danger"
            pending={pending}
            onClick={() =>
              void run(
                () => membersApi.deactivate(member.id),
                t('members.deactivated', { name: member.name }),
              ).then(() => onOpenChange(false))
            }
          >
            {t('members.deactivateConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('members.deactivateText', { name: member.name })}</p>
    </Modal>
  );
}

function ActionButton({
  label,
  onClick,
  pending,
  danger,
  children,
  withText,
}: {
  label: string;
  onClick: () => void;
  /** Its action is under way (see `Button`'s `pending`). */
  pending?: boolean;
  danger?: boolean;
  children: ReactNode;
  withText: boolean;
}) {
  if (withText)
    return (
      <Button
        variant={danger ? 'danger' : 'outline'}
        pending={pending}
        onClick={onClick}
        // Long names and long languages wrap rather than push the page sideways on a phone.
        wrap
        className="shrink! text-start"
      >
        {children}
        {label}
      </Button>
    );
  return (
    <Button
      variant="ghost"
      size="icon"
      className={danger ? 'size-9! text-danger-strong' : 'size-9!'}
      aria-label={label}
      title={label}
      pending={pending}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * What an admin may do to one member, by status: change the role; deactivate or reactivate;
 * send a password reset; for an invite, resend or revoke it. Icon buttons in a table row, or
 * buttons with their text on the member's page (`withText`).
 */
export function MemberActions({
  member,
  withText = false,
  onRevoked,
}: {
  member: ApiMember;
  withText?: boolean;
  /** Called once the member's invite is revoked (the member no longer exists). */
  onRevoked?: () => void;
}) {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  const [roleOpen, setRoleOpen] = useState(false);
  const [deactivateOpen, setDeactivateOpen] = useState(false);
  const name = member.name;
  // The server refuses it anyway: nobody deactivates their own account.
  const self = useAccount()?.email === member.email;
  return (
    <span className="inline-flex flex-wrap gap-1 data-[text=true]:gap-3" data-text={withText}>
      <ActionButton
        withText={withText}
        label={t('members.changeRole', { name })}
        onClick={() => setRoleOpen(true)}
      >
        <UserCog aria-hidden />
      </ActionButton>
      {member.status === 'active' && (
        <>
          <ActionButton
            withText={withText}
            label={t('members.sendReset', { name })}
            pending={pending}
            onClick={() =>
              void run(
                () => membersApi.sendPasswordReset(member.id),
                t('members.resetSent', { email: member.email }),
              )
            }
          >
            <KeyRound aria-hidden />
          </ActionButton>
          {!self && (
            <ActionButton
              withText={withText}
              danger
              label={t('members.deactivate', { name })}
              onClick={() => setDeactivateOpen(true)}
            >
              <UserX aria-hidden />
            </ActionButton>
          )}
        </>
      )}
      {member.status === 'deactivated' && (
        <ActionButton
          withText={withText}
          label={t('members.reactivate', { name })}
          pending={pending}
          onClick={() =>
            void run(() => membersApi.reactivate(member.id), t('members.reactivated', { name }))
          }
        >
          <UserCheck aria-hidden />
        </ActionButton>
      )}
      {member.status === 'invited' && (
        <>
          <ActionButton
            withText={withText}
            label={t('members.resend', { name })}
            pending={pending}
            onClick={() =>
              void run(
                () => membersApi.resendInvite(member.id),
                t('members.resent', { email: member.email }),
              )
            }
          >
            <MailPlus aria-hidden />
          </ActionButton>
          <ActionButton
            withText={withText}
            danger
            label={t('members.revoke', { name })}
            pending={pending}
            onClick={() =>
              void run(
                () => membersApi.revokeInvite(member.id),
                t('members.revoked', { name }),
              ).then((ok) => {
                if (ok) onRevoked?.();
              })
            }
          >
            <MailX aria-hidden />
          </ActionButton>
        </>
      )}
      <ChangeRoleDialog member={member} open={roleOpen} onOpenChange={setRoleOpen} />
      {member.status === 'active' && (
        <DeactivateDialog member={member} open={deactivateOpen} onOpenChange={setDeactivateOpen} />
      )}
    </span>
  );
}
