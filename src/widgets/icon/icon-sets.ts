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

type JsonModule = { default: unknown };

/**
 * An entry whose loader, after a failed download, really downloads again (see retryableImport).
 * `loadMetadata` fetches the package's metadata.json when it names categories (Iconify keeps them
 * there, not in icons.json); they are added to the set as its `categories`.
 */
function iconSet(
  slug: string,
  name: string,
  load: () => Promise<JsonModule>,
  loadMetadata?: () => Promise<JsonModule>,
) {
  const importSet = retryableImport(load);
  const importMetadata = loadMetadata && retryableImport(loadMetadata);
  return {
    slug,
    name,
    load: async () => {
      const [set, metadata] = await Promise.all([importSet(), importMetadata?.()]);
      const icons = set.default as IconifyJSON;
      const categories = (metadata?.default as Pick<IconifyJSON, 'categories'> | undefined)
        ?.categories;
      return categories ? { ...icons, categories } : icons;
    },
  };
}

/** The icon sets the Icons pages show, in their order. */
export const iconSets: readonly IconSetEntry[] = [
  iconSet('fa', 'Font Awesome 4', () => import('@iconify-json/fa/icons.json')),
  iconSet(
    'fa6-solid',
    'Font Awesome 6 Solid',
    () => import('@iconify-json/fa6-solid/icons.json'),
    () => import('@iconify-json/fa6-solid/metadata.json'),
  ),
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
  iconSet(
    'fontisto',
    'Fontisto',
    () => import('@iconify-json/fontisto/icons.json'),
    () => import('@iconify-json/fontisto/metadata.json'),
  ),
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
