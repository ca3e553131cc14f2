import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { placedPages } from '@/config/route-registry';
import { pathTo, routeRegistry, type RouteName } from '@/config/routes';
import { routeHandleOf } from '@/hooks/use-route-handle';

export interface RenderWithRouterOptions extends RenderOptions {
  /** Registry route the element is shown as: its path (unless `path` is given) and its handle. */
  route?: RouteName;
  /** URL the memory router starts at. @default the route's path, else `/` */
  path?: string;
  /** URL the router starts at when `path` is a pattern with parameters. @default `path` */
  initialEntry?: string;
  /** Extra routes, to see where a link or a redirect lands. */
  routes?: RouteObject[];
}

/**
 * Renders `ui` inside a memory router, as the page of `route` when one is named (so the page
 * header shows the route's title, as in the app). i18n is initialised in English by
 * `src/test/setup.ts`.
 */
export function renderWithRouter(
  ui: ReactElement,
  { route, path, initialEntry, routes = [], ...options }: RenderWithRouterOptions = {},
) {
  const entry = route && placedPages(routeRegistry).find((placed) => placed.entry.name === route);
  const url = path ?? (route ? pathTo(route) : '/');
  const router = createMemoryRouter(
    [{ path: url, element: ui, handle: entry ? routeHandleOf(entry.entry) : undefined }, ...routes],
    { initialEntries: [initialEntry ?? url] },
  );
  return {
    user: userEvent.setup(),
    router,
    ...render(<RouterProvider router={router} />, options),
  };
}
