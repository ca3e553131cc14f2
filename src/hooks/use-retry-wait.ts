import { useTranslation } from 'react-i18next';

import { useFormat } from './use-format';

/** When a 429 comes without a usable `Retry-After`. */
const DEFAULT_RETRY_SECONDS = 60;

/**
 * "Try again in 30 seconds." for a refusal's `Retry-After` (seconds; a missing one counts as a
 * minute). Past a minute and a half it rounds up to whole minutes: "91 seconds" is hard to picture.
 */
export function useRetryWait(): (seconds: number | undefined) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (given) => {
    const seconds = Math.max(1, Math.ceil(given ?? DEFAULT_RETRY_SECONDS));
    const counted = (count: number) => ({ count, n: format.integer(count) });
    return seconds > 90
      ? t('auth.retryIn.minutes', counted(Math.ceil(seconds / 60)))
      : t('auth.retryIn.seconds', counted(seconds));
  };
}
