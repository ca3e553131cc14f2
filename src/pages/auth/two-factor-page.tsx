import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { useRetryWait } from '@/hooks/use-retry-wait';
import { ApiError, ServerUnreachableError } from '@/lib/api';
import { auth, safeNextPath } from '@/lib/auth';
import { Button } from '@/ui/button';
import { normaliseTwoFactorCode } from '@contract/two-factor';

import { AuthField } from './auth-field';
import { AuthFormFooter, AuthFormHeader } from './auth-form-layout';

type Problem =
  | { kind: 'required' | 'format' }
  | { kind: 'wrong' }
  | { kind: 'rate-limited'; seconds: number | undefined }
  | { kind: 'unreachable' }
  | { kind: 'other' };

/**
 * The second step of a sign-in: an authenticator app's code, or a recovery code. The pending
 * sign-in lives in an HttpOnly cookie; when it has ended, the page says so and offers to log in.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const retryWait = useRetryWait();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [expired, setExpired] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (expired) outcome.current?.focus();
  }, [expired]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const entered = normaliseTwoFactorCode(code);
    if (!entered) {
      setProblem({ kind: code.trim() ? 'format' : 'required' });
      input.current?.focus();
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      await auth.completeTwoFactor(entered.code);
      await navigate(next ?? pathTo('dashboard'), { replace: true });
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 'invalid_token') setExpired(true);
      else if (error instanceof ApiError && error.status === 401) setProblem({ kind: 'wrong' });
      else if (error instanceof ApiError && error.status === 429)
        setProblem({ kind: 'rate-limited', seconds: error.retryAfter });
      else if (error instanceof ServerUnreachableError) setProblem({ kind: 'unreachable' });
      else setProblem({ kind: 'other' });
      input.current?.select();
    }
  }

  const fieldError =
    problem?.kind === 'required'
      ? t('twoFactor.validation.codeRequired')
      : problem?.kind === 'format'
        ? t('twoFactor.validation.codeFormat')
        : undefined;
  let alert: string | undefined;
  if (problem?.kind === 'wrong') alert = t('twoFactor.signIn.wrong');
  else if (problem?.kind === 'unreachable') alert = t('auth.unreachable');
  else if (problem?.kind === 'other') alert = t('auth.failed');
  else if (problem?.kind === 'rate-limited') {
    alert = `${t('twoFactor.signIn.rateLimited')} ${retryWait(problem.seconds)}`;
  }
  const loginPath = next
    ? `${pathTo('login')}?${new URLSearchParams({ next }).toString()}`
    : pathTo('login');

  return (
    <>
      <AuthFormHeader title={t('twoFactor.pageTitle')} lead={t('twoFactor.signIn.lead')} />
      {expired ? (
        <>
          <p
            ref={outcome}
            tabIndex={-1}
            className="rounded-md border border-border bg-surface-muted px-3 py-2.5 text-base"
          >
            {t('twoFactor.signIn.expired')}
          </p>
          <AuthFormFooter to={loginPath}>{t('twoFactor.signIn.logInAgain')}</AuthFormFooter>
        </>
      ) : (
        <>
          <div role="alert">
            {alert && (
              <p className="mb-5 rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-danger-strong">
                {alert}
              </p>
            )}
          </div>
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
            <AuthField
              ref={input}
              label={t('twoFactor.code')}
              name="code"
              hint={t('twoFactor.signIn.codeHint')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              className="font-mono"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldError}
            />
            <Button type="submit" size="lg" pending={pending} className="mt-2 w-full">
              {pending ? t('auth.submitting') : t('twoFactor.signIn.submit')}
            </Button>
          </form>
          <AuthFormFooter to={loginPath}>{t('twoFactor.signIn.backToLogin')}</AuthFormFooter>
        </>
      )}
    </>
  );
}
