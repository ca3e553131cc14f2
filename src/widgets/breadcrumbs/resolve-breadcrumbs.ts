/** One entry of a breadcrumb catalogue. */
export interface BreadcrumbEntry<Name extends string = string> {
  /** Route name this crumb stands for. */
  name: Name;
  /** Already-translated label, or a key the caller translates. */
  label: string;
  /** A parent that is not a page of its own: shown, never linked. */
  disabled?: boolean;
  children?: BreadcrumbEntry<Name>[];
}

export interface BreadcrumbCatalogue<Name extends string = string> {
  root: { name: Name | '/'; label: string };
  routes: BreadcrumbEntry<Name>[];
}

/**
 * Depth-first search for `routeName`; returns the chain from the top-level entry down to it, or
 * `undefined` with a console warning naming the route when the route is not catalogued.
 */
export function resolveBreadcrumbs<Name extends string>(
  catalogue: BreadcrumbCatalogue<Name>,
  routeName: string,
): BreadcrumbEntry<Name>[] | undefined {
  const search = (entries: BreadcrumbEntry<Name>[]): BreadcrumbEntry<Name>[] | undefined => {
    for (const entry of entries) {
      if (entry.name === routeName) return [entry];
      const below = entry.children && search(entry.children);
      if (below) return [entry, ...below];
    }
    return undefined;
  };
  const chain = search(catalogue.routes);
  if (!chain) console.warn(`No breadcrumbs registered for route with name "${routeName}"`);
  return chain;
}
