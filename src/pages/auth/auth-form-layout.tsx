import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useRetryWait } from '@/hooks/use-retry-wait';

import { authLinkClass } from './auth-field';
import type { AuthFailure, AuthFormStatus } from './use-auth-form';

/** The heading, lead and "something went wrong" alert every auth form starts with. */
export function AuthFormHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="mb-8">
      <h1
        elementtiming="page-heading"
        className="text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mt-2 text-base text-muted">{lead}</p>
    </div>
  );
}

/** Always in the DOM so screen readers announce the message when it appears. */
export function AuthFormAlert({
  status,
  failure = { reason: 'other' },
}: {
  status: AuthFormStatus;
  failure?: AuthFailure;
}) {
  const { t } = useTranslation();
  const retryWait = useRetryWait();
  let message: string;
  if (failure.reason === 'credentials') message = t('auth.invalidCredentials');
  else if (failure.reason === 'busy') message = t('auth.busy');
  else if (failure.reason === 'unreachable') message = t('auth.unreachable');
  else if (failure.reason === 'deactivated') message = t('auth.accountDeactivated');
  else if (failure.reason === 'closed') message = t('auth.signUpClosed');
  else if (failure.reason === 'rate-limited') {
    const { action, seconds } = failure;
    message = `${t(`auth.rateLimited.${action}`)} ${retryWait(seconds)}`;
  } else message = t('auth.failed');
  return (
    <div role="alert">
      {status === 'failed' && failure.reason !== 'fields' && (
        <p className="mb-5 rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-danger-strong">
          {message}
        </p>
      )}
    </div>
  );
}

/** The line under a form that points to another auth page: `lead`, then the link to `to`. */
export function AuthFormFooter({
  lead,
  to,
  children,
}: {
  lead?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="mt-8 text-center text-base text-muted">
      {lead && `${lead} `}
      <Link to={to} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}
