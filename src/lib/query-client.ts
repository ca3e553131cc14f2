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
// Before the first answer about the session (undefined) what was read belongs to the account it
// then names: a loader may start a query while the session check is on its way.
let lastAccount = session.get()?.email;
let known = session.get() !== undefined;
session.subscribe(() => {
  const account = session.get();
  const email = account?.email;
  if (known && email !== lastAccount) queryClient.clear();
  lastAccount = email;
  known = account !== undefined;
});
