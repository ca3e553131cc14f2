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

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
