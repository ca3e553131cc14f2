import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';

/**
 * Renders `ui` inside a memory router at `path` (plus any extra `routes`, to see where a link or a
 * redirect lands). i18n is initialised in English by `src/test/setup.ts`.
 */
export function renderWithRouter(
  ui: ReactElement,
  {
    path = '/',
    initialEntry = path,
    routes = [],
    ...options
  }: { path?: string; initialEntry?: string; routes?: RouteObject[] } & RenderOptions = {},
) {
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [initialEntry],
  });
  return {
    user: userEvent.setup(),
    router,
    ...render(<RouterProvider router={router} />, options),
  };
}
