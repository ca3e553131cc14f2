import type { IconifyJSON } from '@iconify/types';

/** One installed icon set: its URL name, display name and a loader for its icons. */
export type IconSetEntry = {
  /** The set's name in URLs (`/admin/ui/icons/<slug>`) and its Iconify prefix. */
  slug: string;
  /** The set's display name (a proper name, not translated). */
  name: string;
  /** Loads the whole set: a dynamic import, so each set is its own chunk, fetched on demand. */
  load: () => Promise<IconifyJSON>;
};

const json = (module: { default: unknown }) => module.default as IconifyJSON;

/** The icon sets the Icons pages show, in their order. */
export const iconSets: readonly IconSetEntry[] = [
  {
    slug: 'fa',
    name: 'Font Awesome 4',
    load: () => import('@iconify-json/fa/icons.json').then(json),
  },
  {
    slug: 'entypo',
    name: 'Entypo+',
    load: () => import('@iconify-json/entypo/icons.json').then(json),
  },
  {
    slug: 'entypo-social',
    name: 'Entypo+ Social',
    load: () => import('@iconify-json/entypo-social/icons.json').then(json),
  },
  { slug: 'ion', name: 'Ionicons', load: () => import('@iconify-json/ion/icons.json').then(json) },
  {
    slug: 'typcn',
    name: 'Typicons',
    load: () => import('@iconify-json/typcn/icons.json').then(json),
  },
  { slug: 'maki', name: 'Maki', load: () => import('@iconify-json/maki/icons.json').then(json) },
  { slug: 'oi', name: 'Open Iconic', load: () => import('@iconify-json/oi/icons.json').then(json) },
  {
    slug: 'el',
    name: 'Elusive Icons',
    load: () => import('@iconify-json/el/icons.json').then(json),
  },
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
