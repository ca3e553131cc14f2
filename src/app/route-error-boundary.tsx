import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';

import { ServerUnreachableError } from '@/lib/server-unreachable';
import { buttonVariants } from '@/ui/button-variants';

import { ChunkLoadError } from './lazy-page';

// Rare (a role without access), so it stays out of the first load.
const Forbidden = lazy(() => import('./forbidden'));

/**
 * Shown in place of a page whose chunk failed to load (or timed out), whose guard got no answer
 * from the server, or that threw while rendering. It renders inside the layout's outlet, so the
 * shell keeps working.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const retrying = useNavigation().state !== 'idle';
  const kind =
    error instanceof ChunkLoadError
      ? 'chunk'
      : error instanceof ServerUnreachableError
        ? 'server'
        : 'page';
  if (isRouteErrorResponse(error) && error.status === 403) return <Forbidden />;
  // Navigating to the same URL re-runs the route's loader (fetching a failed chunk again) and,
  // being a new location, resets React Router's render error boundary too.
  const retry = () => void navigate(location, { replace: true, state: location.state as unknown });
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);

  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      className="mx-auto my-8 max-w-xl rounded-card border border-border bg-surface p-6 text-center shadow-card"
    >
      <h1 id="route-error-title" className="text-2xl font-semibold">
        {t(`errors.${kind}Title`)}
      </h1>
      <p className="mt-3 text-muted">{t(`errors.${kind}Text`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* Plain buttons in Button's look: this boundary is in the first load, and the Button
            component would bring Radix's Slot (its `asChild`) with it. */}
        <button type="button" className={buttonVariants()} onClick={retry} disabled={retrying}>
          {t('common.retry')}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => window.location.reload()}
        >
          {t('common.reloadApp')}
        </button>
      </div>
      <details className="mt-6 text-start text-sm text-muted">
        <summary className="cursor-pointer">{t('errors.details')}</summary>
        <pre className="mt-2 break-words whitespace-pre-wrap">{detail}</pre>
      </details>
    </section>
  );
}
