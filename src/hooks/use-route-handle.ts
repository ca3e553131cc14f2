import { useMatches } from 'react-router';

import type { PageEntry } from '@/config/route-registry';
import type { TitleKey } from '@/i18n/resources';

/** Metadata each route carries in its `handle`, known before its chunk arrives. */
export interface RouteHandle {
  name: string;
  /** Translation key of the page name, used for `document.title`. */
  titleKey: TitleKey;
  /** Slug of the route's help page under `appConfig.helpBaseUrl`. */
  help?: string;
}

/** The handle of a registry page's route. */
export function routeHandleOf(entry: PageEntry): RouteHandle {
  return { name: entry.name, titleKey: entry.title, help: entry.help };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'titleKey' in handle;
}

/** The handle of the deepest route in `matches` that has one. */
export function deepestHandle(matches: readonly { handle?: unknown }[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  return deepestHandle(useMatches());
}

/** `document.title` for a page: its own name (else its route's), then the app's. */
export function documentTitle(
  t: (key: TitleKey | 'common.appName') => string,
  handle: RouteHandle | undefined,
  pageName?: string,
): string {
  const appName = t('common.appName');
  return handle ? `${pageName ?? t(handle.titleKey)} · ${appName}` : appName;
}
