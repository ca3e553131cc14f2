import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import goneFishing from '@/assets/not-found/gone-fishing.svg';
import { appConfig } from '@/config/app-config';
import { pathTo } from '@/config/routes';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Copyright } from '@/ui/copyright';
import { Logo } from '@/ui/logo';

export interface NotFoundLayoutProps {
  /** Shown above the heading: an illustration or the big "404". */
  hero?: ReactNode;
  /** Shown below the mail line: the back button or the page search. */
  children?: ReactNode;
  /** Width of the content column; the page search needs room for its columns. @default 'narrow' */
  width?: 'narrow' | 'wide';
}

/**
 * The full-screen frame shared by the 404 demos: logo, heading, text, the
 * mail line, the page's own content, the fishing illustration and the footer, light on the dark
 * shell colour in both themes.
 */
export function NotFoundLayout({ hero, children, width = 'narrow' }: NotFoundLayoutProps) {
  const { t } = useTranslation();
  return (
    <div
      data-slot="not-found-layout"
      // Focus rings in the shell's green: the content ring colour is too dark on this background.
      className="flex min-h-dvh flex-col overflow-x-clip bg-shell text-white [--ring:var(--shell-ring)]"
    >
      <header className="flex justify-center px-4 pt-8 sm:pt-12">
        <Link to="/" aria-label={t('navbar.logoLabel')} className="rounded-md p-1 text-white">
          <Logo />
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto flex w-full flex-1 flex-col items-center px-4 pt-10 text-center outline-none sm:pt-14',
          width === 'wide' ? 'max-w-4xl' : 'max-w-3xl',
        )}
      >
        {hero}
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {t('notFound.heading')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-pretty text-shell-text">{t('notFound.text')}</p>
        <p className="mt-2 max-w-xl text-pretty text-shell-text">
          {t('notFound.mailLead')}{' '}
          <a
            href={`mailto:${appConfig.contactEmail}`}
            className="inline-block rounded-sm font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-4 hover:no-underline"
          >
            {appConfig.contactEmail}
          </a>
        </p>
        {children && <div className="mt-8 w-full">{children}</div>}
        <img
          src={goneFishing}
          alt={t('notFound.illustrationAlt')}
          width={320}
          height={180}
          className="mt-auto h-auto w-64 max-w-full pt-12 sm:w-80"
        />
      </main>
      <footer className="px-4 py-6 text-center text-sm text-shell-muted">
        <Copyright />
      </footer>
    </div>
  );
}

/** The primary "Back to dashboard" button of the simple, custom and large-text demos. */
export function BackToDashboardButton() {
  const { t } = useTranslation();
  return (
    <Button asChild size="lg">
      <Link to={pathTo('dashboard')}>{t('notFound.backToDashboard')}</Link>
    </Button>
  );
}
