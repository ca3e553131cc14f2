import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';

import { showShellToast } from './shell-toast';

/**
 * Signs out with `end` (`auth.logout`, or `auth.logoutEverywhere`), then goes to the sign-in page.
 * When the server did not end the session (no answer), the account is still signed in: a toast
 * says so and the page stays.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (end: () => Promise<void>) => {
      end().then(
        () => navigate(pathTo('login')),
        () => showShellToast(t('navbar.signOutFailed')),
      );
    },
    [t, navigate],
  );
}
