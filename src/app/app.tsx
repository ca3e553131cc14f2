import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // The first commit has replaced a page drawn at build time (scripts/prerender.ts), if any.
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('data-prerendered');
  }, []);
  return <RouterProvider router={router} />;
}
