import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

import { useFocusMainAfterNavigation } from '@/hooks/use-focus-main-after-navigation';
import { useOtherTabsLook } from '@/hooks/use-other-tabs-look';
import { Logo } from '@/ui/logo';
import { RadixDirection } from '@/ui/radix-direction';

/**
 * Login and signup: the form on a light pane, the brand on a dark one. One
 * banner element serves both layouts: a top bar above the form below lg, the right pane from lg
 * (moved there with `order`, so the logo still comes first for keyboard and screen readers).
 */
export function AuthLayout() {
  useFocusMainAfterNavigation();
  const { t } = useTranslation();
  useOtherTabsLook();

  return (
    <RadixDirection>
      <div className="flex min-h-dvh flex-col bg-surface text-text lg:flex-row">
        <header className="relative isolate flex h-16 shrink-0 items-center justify-center overflow-hidden bg-shell px-4 text-shell-text [--ring:var(--shell-ring)] lg:order-last lg:h-auto lg:w-1/2 lg:flex-col lg:px-12">
          <div
            aria-hidden
            data-slot="auth-band"
            className="absolute -inset-y-[200%] left-1/2 -z-10 w-36 -translate-x-1/2 rotate-[15deg] bg-shell-deep lg:-inset-y-1/4 lg:w-[38%]"
          />
          <Link to="/" aria-label={t('auth.logoLabel')} className="rounded-md p-1 text-white">
            <Logo className="lg:gap-4 lg:[&_svg]:size-14 lg:[&>span]:text-4xl" />
          </Link>
          <p className="mt-5 hidden max-w-md text-center text-lg leading-snug text-balance text-shell-text lg:block">
            {t('auth.brandTagline')}
          </p>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-5 py-10 outline-none sm:items-center sm:py-16 lg:w-1/2"
        >
          <div className="w-full max-w-[21.375rem]">
            <Outlet />
          </div>
        </main>
      </div>
    </RadixDirection>
  );
}
