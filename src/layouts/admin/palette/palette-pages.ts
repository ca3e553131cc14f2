import { accessFor, isGroup, placedPages, type RouteRegistry } from '@/config/route-registry';
import type { TitleKey } from '@/i18n/resources';
import type { Role } from '@contract/auth';

export interface PalettePage {
  /** The route name. */
  name: string;
  path: string;
  title: TitleKey;
  /** The titles of the group or page it sits under, outermost first ("Forms"). */
  context: TitleKey[];
}

/**
 * What the palette offers from the registry for an account: the admin pages it may open (without
 * parameters) and, apart, the pages that create a record (a list's `new` sub-page: "New user"),
 * which the palette lists as actions.
 */
export function palettePages(
  registry: RouteRegistry,
  account: { role: Role } | null | undefined,
): { pages: PalettePage[]; creates: PalettePage[] } {
  const pages: PalettePage[] = [];
  const creates: PalettePage[] = [];
  for (const { entry, fullPath, section, ancestors } of placedPages(registry)) {
    if (section !== 'admin' || fullPath.includes(':')) continue;
    if (accessFor(entry.access, account) !== 'open') continue;
    const page = {
      name: entry.name,
      path: fullPath,
      title: entry.title,
      context: ancestors.map((ancestor) => ancestor.title),
    };
    const parent = ancestors.at(-1);
    if (entry.path === 'new' && parent && !isGroup(parent)) creates.push(page);
    else pages.push(page);
  }
  return { pages, creates };
}
