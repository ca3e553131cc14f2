import { QueryClient } from '@tanstack/react-query';

import { session } from './session';

/**
 * The app's server cache (TanStack Query), one for every page that reads the API. It loads with
 * those pages and their route loaders only, never with the first load.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 4xx answers are answers: asking again gives the same.
      retry: (count, error) =>
        count < 2 && !(error instanceof Error && 'status' in error && Number(error.status) < 500),
    },
  },
});

// Nothing read while signed in as one account may show to the next one (or after signing out).
// What was read before the first answer about the session belongs to the account it then names: a
// loader may start a query while the session check is on its way.
session.onChange((before, after) => {
  if (before?.email !== after?.email) queryClient.clear();
});
