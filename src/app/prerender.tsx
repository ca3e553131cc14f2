// Build time only (scripts/prerender.ts runs it in Node): each page's HTML as the app would first
// draw it, so a slow phone paints the page before any JavaScript has arrived. Not in the bundle.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { placedPages, type RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { deepestHandle, documentTitle } from '@/hooks/use-route-handle';
import { initI18n } from '@/i18n/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';

import { routes } from './routes';

/**
 * The pages drawn at build time: those anyone may open, at a path without parameters, unless
 * their entry says `prerender: false`.
 */
export function prerenderedPaths(registry: RouteRegistry = routeRegistry): string[] {
  return placedPages(registry)
    .filter(
      ({ entry, fullPath }) =>
        !entry.access && entry.prerender !== false && !fullPath.includes(':'),
    )
    .map(({ fullPath }) => fullPath);
}

/** The page at `url` in the default language, or undefined when it redirects or fails. */
export async function prerender(
  url: string,
): Promise<{ html: string; title: string; language: string } | undefined> {
  const i18n = await initI18n(DEFAULT_LANGUAGE);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  const handle = deepestHandle(context.matches.map((match) => match.route));
  return { html, title: documentTitle(i18n.t, handle), language: DEFAULT_LANGUAGE };
}
