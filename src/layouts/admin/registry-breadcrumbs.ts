import { isGroup, type RouteEntry, type RouteRegistry } from '@/config/route-registry';
import type { TitleKey } from '@/i18n/resources';
import type { BreadcrumbCatalogue, BreadcrumbEntry } from '@/widgets/breadcrumbs';

export type ShellBreadcrumbEntry = BreadcrumbEntry & { label: TitleKey };

function toBreadcrumb(entry: RouteEntry): ShellBreadcrumbEntry {
  const children = entry.children?.map(toBreadcrumb);
  return {
    name: isGroup(entry) ? entry.group : entry.name,
    label: entry.title,
    ...(isGroup(entry) ? { disabled: true } : {}),
    ...(children?.length ? { children } : {}),
  };
}

/**
 * The admin shell's breadcrumb catalogue: the admin section's nesting, labels as translation keys.
 * A group is a parent that is shown but not linked.
 */
export function breadcrumbCatalogueOf(
  registry: RouteRegistry,
): BreadcrumbCatalogue & { routes: ShellBreadcrumbEntry[] } {
  return {
    root: { name: '/', label: 'common.home' },
    routes: registry.admin.children.map(toBreadcrumb),
  };
}
