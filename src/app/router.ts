import { createBrowserRouter } from 'react-router';

import { session } from '@/lib/session';
import { useAppStore } from '@/store/app-store';

import { routes } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The global loading flag (it shows the loading bar) is on while a navigation, with its lazy
  // chunk, is pending.
  const sync = () => {
    const { initialized, navigation } = router.state;
    useAppStore.getState().setLoading(!initialized || navigation.state !== 'idle');
  };
  sync();
  router.subscribe(sync);
  // Pages that need a signed-in account check it in their loaders: they run again when the account
  // changes (signing in or out, a session that ends), not on the first answer, which they await.
  session.onChange(() => void router.revalidate());
  return router;
}
