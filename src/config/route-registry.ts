import type { ComponentType } from 'react';

import type { TitleKey } from '@/i18n/resources';
import type { Role } from '@contract/auth';

import type { SidebarIconName } from './sidebar-icons';

/** What a page's lazy `import()` resolves to: a module whose default export is the page. */
export type PageModule = { default: ComponentType };

/** A page's chunk: always an `import()` function, so every page is loaded only when visited. */
export type PageLoader = () => Promise<PageModule>;

/** What a page's data loader is given: the URL being opened and the route's params. */
export interface PageDataArgs {
  readonly request: Request;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** A page's data module: `prefetch` starts reading the page's data (a query into the app's cache). */
export type PageDataModule = { prefetch: (args: PageDataArgs) => Promise<unknown> };

/**
 * A page's data module, imported like the page through `import()`. The route's loader asks for the
 * module at once, beside the page's chunks, and calls its `prefetch` without waiting for it as soon
 * as the page may be opened; a rejection is ignored (the page's own query asks again and shows the
 * error).
 */
export type PageDataLoader = () => Promise<PageDataModule>;

/** Where an entry sits in the sidebar. */
export interface SidebarPlacement {
  /**
   * Shown beside a top-level item (groups and single pages); sub-items have none. A name from
   * `config/sidebar-icons.ts`.
   */
  icon?: SidebarIconName;
  /**
   * Position among the top-level items, lowest first. Template and demo entries are merged by it,
   * so the order does not depend on which list an entry came from.
   */
  order?: number;
}

/** Who may open a page: anyone signed in, or only the listed roles. */
export interface RouteAccess {
  readonly signedIn: true;
  /** Omitted: every role. */
  readonly roles?: readonly Role[];
}

/**
 * What a page's access means for an account (`null`: nobody signed in): `open`, `sign-in` (send
 * them to sign in and back) or `forbidden` (signed in without the role).
 */
export function accessFor(
  access: RouteAccess | undefined,
  account: { role: Role } | null | undefined,
): 'open' | 'sign-in' | 'forbidden' {
  if (!access) return 'open';
  if (!account) return 'sign-in';
  return !access.roles || access.roles.includes(account.role) ? 'open' : 'forbidden';
}

/** One page: a URL, a lazily loaded module and what the shell shows for it. */
export interface PageEntry {
  /** Unique route name; links (`pathTo`), breadcrumbs and tests use it. */
  readonly name: string;
  /** Path relative to the parent entry; `''` makes the page its parent's index. */
  readonly path: string;
  /** Translation key of the page's name: document title, breadcrumb, sidebar item and `<h1>`. */
  readonly title: TitleKey;
  readonly page: PageLoader;
  /** Starts reading the page's data while its code downloads; without it the page reads its own. */
  readonly data?: PageDataLoader;
  /** Slug of the page's help document under `appConfig.helpBaseUrl`. */
  readonly help?: string;
  /** Omitted or `false`: not in the sidebar. */
  readonly sidebar?: SidebarPlacement | boolean;
  /** Sub-pages (a list and its detail page): nested in the breadcrumbs, never in the sidebar. */
  readonly children?: readonly PageEntry[];
  /** Omitted: open to everyone. The router enforces it; the sidebar hides what cannot be opened. */
  readonly access?: RouteAccess;
}

/**
 * Pages under a common path that is not a page of its own: a sidebar group, and a breadcrumb
 * parent that is shown but never linked. Its own path redirects to the home route.
 */
export interface GroupEntry {
  readonly group: string;
  readonly path: string;
  readonly title: TitleKey;
  readonly sidebar?: SidebarPlacement | boolean;
  readonly children: readonly PageEntry[];
}

export type RouteEntry = PageEntry | GroupEntry;

/** The pages of one layout, under one path. */
export interface RouteSection {
  readonly path: string;
  /** Name of the page this section's own path redirects to. */
  readonly redirect: string;
  /** Translation key naming the section where its pages are listed (the 404 page's search). */
  readonly title?: TitleKey;
  readonly children: readonly RouteEntry[];
}

/**
 * Every page of the app, once. The router, the sidebar, the breadcrumbs, the document title, the
 * 404 page's search and the e2e route list are all derived from it.
 */
export interface RouteRegistry {
  /** The page `/`, unknown URLs and group paths redirect to. */
  readonly home: string;
  /** Log in and sign up, in the auth layout. */
  readonly auth: RouteSection;
  /** The admin shell's pages, in sidebar order (see `SidebarPlacement.order`). */
  readonly admin: RouteSection;
  /** Pages without a layout (the error pages), under their own path. */
  readonly errors: RouteSection;
  /** Pages without a layout at an absolute path of their own. */
  readonly standalone: readonly PageEntry[];
}

/** Page loaders that replace the template's page of the same route name (the demo's dashboard). */
export type PageOverrides = Readonly<Partial<Record<string, PageLoader>>>;

type NamesIn<E> = E extends { readonly name: infer N extends string }
  ? N | ChildNames<E>
  : ChildNames<E>;
type ChildNames<E> = E extends { readonly children: readonly (infer C)[] } ? NamesIn<C> : never;

/** The route names of a registry, as a union of string literals. */
export type RouteNamesOf<R extends RouteRegistry> =
  | NamesIn<R['auth']>
  | NamesIn<R['admin']>
  | NamesIn<R['errors']>
  | NamesIn<R['standalone'][number]>;

export const isGroup = (entry: RouteEntry): entry is GroupEntry => 'group' in entry;

/** Joins a parent path and a relative path (`''` stays the parent's). */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  if (!path) return parent || '/';
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Fills a path's `:param` segments (encoded; a missing one is left empty). */
export function fillPath(path: string, params: Readonly<Record<string, string | undefined>> = {}) {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** A page with where it sits: its full path and the entries above it inside its section. */
export interface PlacedPage {
  entry: PageEntry;
  fullPath: string;
  section: keyof Omit<RouteRegistry, 'home'>;
  /** Entries from the section's top level down to the page's parent. */
  ancestors: RouteEntry[];
}

/** Every page of the registry, depth first, in registry order. */
export function placedPages(registry: RouteRegistry): PlacedPage[] {
  const placed: PlacedPage[] = [];
  const walk = (
    entries: readonly RouteEntry[],
    parentPath: string,
    section: PlacedPage['section'],
    ancestors: RouteEntry[],
  ) => {
    for (const entry of entries) {
      const fullPath = joinPath(parentPath, entry.path);
      if (!isGroup(entry)) placed.push({ entry, fullPath, section, ancestors });
      walk(entry.children ?? [], fullPath, section, [...ancestors, entry]);
    }
  };
  walk(registry.auth.children, registry.auth.path, 'auth', []);
  walk(registry.admin.children, registry.admin.path, 'admin', []);
  walk(registry.errors.children, registry.errors.path, 'errors', []);
  walk(registry.standalone, '', 'standalone', []);
  return placed;
}

/** Full path of every page by route name (`:param` segments left in). */
export function routePathsOf(registry: RouteRegistry): Record<string, string> {
  return Object.fromEntries(
    placedPages(registry).map(({ entry, fullPath }) => [entry.name, fullPath]),
  );
}

/** Path to every URL that redirects, and the path it lands on: sections, groups, `/`. */
export function redirectsOf(registry: RouteRegistry): [from: string, to: string][] {
  const paths = routePathsOf(registry);
  const home = paths[registry.home] ?? '/';
  const redirects: [string, string][] = [['/', home]];
  for (const section of [registry.auth, registry.admin, registry.errors]) {
    redirects.push([section.path, paths[section.redirect] ?? home]);
    for (const entry of section.children) {
      if (isGroup(entry)) redirects.push([joinPath(section.path, entry.path), home]);
    }
  }
  return redirects;
}

/** The registry with some pages' modules replaced (same name, path, title and place). */
export function withPageOverrides<R extends RouteRegistry>(
  registry: R,
  overrides: PageOverrides,
): R {
  const swap = <E extends RouteEntry>(entry: E): E => {
    const children = entry.children?.map(swap);
    const replaced = isGroup(entry) ? undefined : overrides[entry.name];
    return {
      ...entry,
      ...(replaced && { page: replaced }),
      ...(children && { children }),
    };
  };
  const section = <S extends RouteSection>(s: S): S => ({ ...s, children: s.children.map(swap) });
  return {
    ...registry,
    auth: section(registry.auth),
    admin: section(registry.admin),
    errors: section(registry.errors),
    standalone: registry.standalone.map(swap),
  };
}
