import { palette } from './palette';

/** Static configuration. Everything environment-specific comes from `VITE_*` variables (see README). */
export const appConfig = {
  appName: 'Tessera Admin',
  mapsKeys: {
    google: import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined,
    yandex: import.meta.env.VITE_YANDEX_MAPS_API_KEY || undefined,
  },
  /** Raster tiles behind the Leaflet maps; any `{z}/{x}/{y}` tile service works (see README). */
  mapTiles: {
    url: import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution:
      import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  },
  /**
   * Above this query the sidebar sits beside the content; below it overlays. In rem, as the
   * stylesheet's `lg` breakpoint (992 px at the browser's default text size), so both follow a
   * reader's larger text size.
   */
  largeScreenQuery: '(min-width: 62rem)',
  /** On windows this narrow (phones; the `xs` breakpoint) a pick or a content click hides the sidebar. */
  phoneQuery: '(width < 25.9375rem)',
  /** Where each route's help link points; a route's `help` slug is appended. */
  helpBaseUrl:
    import.meta.env.VITE_HELP_BASE_URL ||
    'https://github.com/tessera-admin/tessera-admin/blob/main/docs/help/',
  /** Lazy page chunks that have not arrived after this long count as failed. */
  chunkTimeoutMs: 120_000,
  /**
   * A session check (who is signed in) still unanswered after this long counts as a server that
   * does not answer: the page says so with Retry instead of loading for ever.
   */
  sessionCheckTimeoutMs: 30_000,
  contactEmail: 'hello@example.com',
  palette,
} as const;

export type MapsKeys = (typeof appConfig)['mapsKeys'];
export type MapTiles = (typeof appConfig)['mapTiles'];

/** Builds the absolute help URL for a route's help slug (or the help index when it has none). */
export function helpUrl(slug?: string): string {
  return new URL(slug ? `${slug}.md` : 'README.md', appConfig.helpBaseUrl).toString();
}
