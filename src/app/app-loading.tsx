import { LoadingBar } from '@/ui/loading-bar';

/** Shown before the first route has loaded its chunk. */
export function AppLoading() {
  return <LoadingBar />;
}
