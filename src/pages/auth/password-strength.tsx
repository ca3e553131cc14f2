import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { retryableImport } from '@/lib/retryable-import';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

import type { PasswordVerdict } from '../../../server/password-policy';
import type { PasswordCheck } from './auth-validation';

/** How long typing must pause before the strength is judged, shown and announced. */
export const STRENGTH_DELAY_MS = 600;

// zxcvbn and its word lists are a large chunk: fetched only once someone starts on a password.
const importPolicy = retryableImport(() => import('../../../server/password-policy'));
/** Kept for the page's next visit, so the hint is there at once. */
let loadedCheck: PasswordCheck | undefined;

/**
 * The shared password policy, loaded on demand: `load()` (on the field's first focus or input)
 * starts the download; `checkPassword` is there once it has arrived. A failed download leaves it
 * undefined for this visit (no hint, and the server still judges the password).
 */
export function usePasswordPolicy(): { checkPassword?: PasswordCheck; load: () => void } {
  const [checkPassword, setCheckPassword] = useState(() => loadedCheck);
  const [requested, setRequested] = useState(false);
  const load = useCallback(() => {
    if (requested || loadedCheck) return;
    setRequested(true);
    importPolicy().then(
      (policy) => {
        loadedCheck = policy.checkPassword;
        setCheckPassword(() => policy.checkPassword);
      },
      () => undefined,
    );
  }, [requested]);
  return { checkPassword, load };
}

export type StrengthLevel = 'weak' | 'fair' | 'strong' | 'veryStrong';

const LEVEL_OF_SCORE: readonly StrengthLevel[] = ['weak', 'weak', 'fair', 'strong', 'veryStrong'];

/**
 * The level zxcvbn's score stands for. A password the server would refuse is never called
 * strong: with a problem it is at most fair.
 */
export function strengthLevel({ score, problem }: PasswordVerdict): StrengthLevel {
  const level = LEVEL_OF_SCORE[score] ?? 'weak';
  return problem && (level === 'strong' || level === 'veryStrong') ? 'fair' : level;
}

const BAR: Record<StrengthLevel, { fill: string; size: string }> = {
  weak: { fill: 'bg-danger', size: '25%' },
  fair: { fill: 'bg-warning', size: '50%' },
  strong: { fill: 'bg-primary', size: '75%' },
  veryStrong: { fill: 'bg-primary', size: '100%' },
};

/**
 * The strength of the password being typed, as text in a polite live region with a decorative
 * bar. It is judged after a pause in typing, so a screen reader hears one update, not one per
 * keystroke. Renders an empty region until `checkPassword` is there (the region must exist before
 * its text changes to be announced).
 */
export function PasswordStrength({
  password,
  email,
  checkPassword,
  shownError,
}: {
  password: string;
  email: string;
  /** The loaded policy; without it nothing is shown. */
  checkPassword?: PasswordCheck;
  /** The field's error message, left out of the hint so it is not said twice. */
  shownError?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [judged, setJudged] = useState<PasswordVerdict>();

  useEffect(() => {
    if (!checkPassword || !password) return;
    const timer = setTimeout(
      () => setJudged(checkPassword(password, email.trim())),
      STRENGTH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [checkPassword, password, email]);

  // A cleared field shows nothing at once; otherwise the last verdict stays until the next one.
  const verdict = password && checkPassword ? judged : undefined;
  const level = verdict && strengthLevel(verdict);
  let text = level ? t(`auth.strength.${level}`) : '';
  const problem =
    verdict?.problem && t(verdict.problem, { min: format.integer(PASSWORD_MIN_LENGTH) });
  if (problem && problem !== shownError) text += ` ${problem}`;

  return (
    <div data-slot="password-strength" className="grid gap-1">
      {level && (
        <div aria-hidden className="h-1 overflow-hidden rounded-full bg-border forced-track">
          <div
            className={cn('h-full forced-fill', BAR[level].fill)}
            style={{ inlineSize: BAR[level].size }}
          />
        </div>
      )}
      <p role="status" className="text-sm leading-5 text-muted">
        {text}
      </p>
    </div>
  );
}
