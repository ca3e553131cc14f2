import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';

import { releaseDrawnPage } from './drawn-page';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // The first commit has replaced a page drawn at build time (scripts/prerender.ts), if any.
  useLayoutEffect(() => releaseDrawnPage(document.getElementById('root')), []);
  return <RouterProvider router={router} />;
}
