import { placedPages, redirectsOf } from '../src/config/route-registry';
import { routeRegistry } from '../src/config/routes';
import { sidebarTree, visibleSidebarItems } from '../src/config/sidebar-tree';
import en from '../src/i18n/locales/en';
import { demoRouteOverrides } from './demo/route-overrides'; // demo

export interface AppRoute {
  name: string;
  path: string;
  /** The page's `<h1>` in English. */
  heading: string | RegExp;
  /** Inside the admin shell (top bar, sidebar, breadcrumbs). */
  admin: boolean;
  /** Console messages this page may print here, where the internet is blocked. */
  allowedConsole: RegExp[];
  /** Needs a signed-in account (the sweep signs in as the admin, who may open every page). */
  signIn: boolean;
}

/** What a route needs beyond its registry entry: sample parameters, another heading, console allowances. */
export interface RouteOverride {
  params?: Record<string, string>;
  heading?: string | RegExp;
  allowedConsole?: RegExp[];
}

const overrides: Record<string, RouteOverride> = {
  login: { heading: en.auth.welcome },
  signup: { heading: en.auth.createNewAccount },
  'forgot-password': { heading: en.auth.forgot.title },
  'reset-password': { heading: en.auth.reset.title },
  'not-found-advanced': { heading: en.notFound.heading },
  'not-found-simple': { heading: en.notFound.heading },
  'not-found-custom': { heading: en.notFound.heading },
  'not-found-large-text': { heading: en.notFound.heading },
  // Seeded user 1: the users e2e tests change only rows they create.
  'user-edit': { params: { id: '1' }, heading: /\S/ },
  'accept-invite': { heading: en.members.accept.title },
  // Seeded account 1, the demo admin: the members e2e tests change only accounts they invite.
  member: { params: { id: '1' }, heading: /\S/ },
  ...demoRouteOverrides, // demo
};

/** The English text of a translation key. */
function english(key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`No English text for "${key}"`);
  return text;
}

/** Every page of the route registry, with a concrete URL. */
export const appRoutes: AppRoute[] = placedPages(routeRegistry).map(
  ({ entry, fullPath, section }) => {
    const override = overrides[entry.name] ?? {};
    return {
      name: entry.name,
      path: fullPath.replace(/:(\w+)/g, (_, key: string) => override.params?.[key] ?? key),
      // A page with a parameter (a record) is named after what it shows, or says it found nothing.
      heading: override.heading ?? (fullPath.includes(':') ? /\S/ : english(entry.title)),
      admin: section === 'admin',
      allowedConsole: override.allowedConsole ?? [],
      signIn: entry.access !== undefined,
    };
  },
);

/** URLs that redirect, and where they land. */
export const appRedirects = redirectsOf(routeRegistry);

/** The path of every page the navigation lists for the admin (who may open them all), in order. */
export const adminNavPaths = visibleSidebarItems(sidebarTree(routeRegistry), {
  role: 'admin',
}).flatMap((item) => (item.kind === 'link' ? [item.path] : item.children.map(({ path }) => path)));
