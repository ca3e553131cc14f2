import { Direction } from 'radix-ui';
import { RouterProvider } from 'react-router';

import { useDirection } from '@/i18n/direction';

import type { createAppRouter } from './router';

/** The router, inside Radix's direction: menus, tabs, sliders and popovers mirror right to left. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Direction.DirectionProvider dir={useDirection()}>
      <RouterProvider router={router} />
    </Direction.DirectionProvider>
  );
}
