import type { IconifyJSON } from '@iconify/types';
import { retryableImport } from '@/lib/retryable-import';

/** One installed icon set: its URL name, display name and a loader for its icons. */
export type IconSetEntry = {
  /** The set's name in URLs (`/admin/ui/icons/<slug>`) and its Iconify prefix. */
  slug: string;
  /** The set's display name (a proper name, not translated). */
  name: string;
  /** Loads the whole set: a dynamic import, so each set is its own chunk, fetched on demand. */
  load: () => Promise<IconifyJSON>;
};

/** An entry whose loader, after a failed download, really downloads again (see retryableImport). */
function iconSet(slug: string, name: string, load: () => Promise<{ default: unknown }>) {
  const importSet = retryableImport(load);
  return { slug, name, load: () => importSet().then((module) => module.default as IconifyJSON) };
}

/** The icon sets the Icons pages show, in their order. */
export const iconSets: readonly IconSetEntry[] = [
  iconSet('fa', 'Font Awesome 4', () => import('@iconify-json/fa/icons.json')),
  iconSet('entypo', 'Entypo+', () => import('@iconify-json/entypo/icons.json')),
  iconSet(
    'entypo-social',
    'Entypo+ Social',
    () => import('@iconify-json/entypo-social/icons.json'),
  ),
  iconSet('ion', 'Ionicons', () => import('@iconify-json/ion/icons.json')),
  iconSet('typcn', 'Typicons', () => import('@iconify-json/typcn/icons.json')),
  iconSet('maki', 'Maki', () => import('@iconify-json/maki/icons.json')),
  iconSet('oi', 'Open Iconic', () => import('@iconify-json/oi/icons.json')),
  iconSet('el', 'Elusive Icons', () => import('@iconify-json/el/icons.json')),
];

/** The set named `slug` in URLs, or `undefined`. */
export function findIconSet(slug: string): IconSetEntry | undefined {
  return iconSets.find((set) => set.slug === slug);
}

const loads = new Map<string, Promise<IconifyJSON>>();

/**
 * The set's icons, loaded once and shared (a stable promise, as React's `use()` needs); a failed
 * load is forgotten so that the next attempt fetches again.
 */
export function loadIconSet(entry: IconSetEntry): Promise<IconifyJSON> {
  let promise = loads.get(entry.slug);
  if (!promise) {
    promise = entry.load().catch((error: unknown) => {
      loads.delete(entry.slug);
      throw error;
    });
    loads.set(entry.slug, promise);
  }
  return promise;
}
