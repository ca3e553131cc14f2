import type { RouteEntry, RouteRegistry } from '@/config/route-registry';

/** A page loader for registries built in tests: the page renders nothing. */
export const emptyPage = () => Promise.resolve({ default: () => null });

/** A registry whose only pages are `admin` under `/admin`; the one named `home` is the home route. */
export function adminRegistry(admin: readonly RouteEntry[]): RouteRegistry {
  const home = 'home';
  return {
    home,
    auth: { path: '/auth', redirect: home, children: [] },
    errors: { path: '/404', redirect: home, children: [] },
    standalone: [],
    admin: { path: '/admin', redirect: home, children: admin },
  };
}
