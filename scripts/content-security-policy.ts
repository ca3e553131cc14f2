/**
 * The Content-Security-Policy the app runs under (`npm run preview` sends it; copy the result of
 * `contentSecurityPolicy()` to your server). Only the app's own origin may run scripts (and the one
 * inline start-up script, by its hash), and the only hosts added are those of the map services the
 * app is configured to load.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { APPEARANCE_OPTIONS } from '../server/contract/preferences.ts';
import { brandDefaults } from '../src/config/brand.ts';

export type MapService = 'google' | 'yandex';

/**
 * The start-up script vite.config.ts inlines into index.html (theme before paint, language file
 * requested early): inline, it saves a blocking round trip; the policy admits exactly this text by
 * its hash and no other inline script.
 */
export const BOOT_SCRIPT = readFileSync(new URL('../src/boot-script.js', import.meta.url), 'utf8')
  // Its comments stay in the source file, out of every page.
  .replace(/^\s*(?:\/\/|\/\*).*\n/gm, '')
  .trim()
  // The brand's defaults and the allowed values, so the first paint has the look a team chose.
  .replace(
    '__PREFERENCES__',
    JSON.stringify({ defaults: brandDefaults, options: APPEARANCE_OPTIONS }),
  );
const bootScriptHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

type Directives = Record<string, string[]>;

/** The app alone: scripts, styles, data and fonts come from its own origin. */
const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", bootScriptHash],
  // Inline style attributes: React's `style` prop, Radix's popper positions, Leaflet, sonner.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Flags and small icons are inlined as data: URLs; previews of chosen files are blob: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  // No site may frame the app (clickjacking); X-Frame-Options says the same to older browsers.
  'frame-ancestors': ["'none'"],
};

/**
 * What each map service's script needs, from the providers' CSP guides (Google Maps JavaScript API,
 * "allowlist CSP"; Yandex Maps JS API 2.1, which evaluates code it downloads: 'unsafe-eval').
 */
export const MAP_SERVICE_SOURCES: Record<MapService, Directives> = {
  google: {
    'script-src': [
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.ggpht.com',
      'https://*.googleusercontent.com',
      'blob:',
    ],
    'img-src': [
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.googleusercontent.com',
    ],
    'connect-src': [
      'https://*.googleapis.com',
      'https://*.google.com',
      'https://*.gstatic.com',
      'data:',
      'blob:',
    ],
    'style-src': ['https://fonts.googleapis.com'],
    'font-src': ['https://fonts.gstatic.com'],
    'frame-src': ['https://*.google.com'],
    'worker-src': ['blob:'],
  },
  yandex: {
    'script-src': [
      'https://api-maps.yandex.ru',
      'https://*.api-maps.yandex.ru',
      'https://yastatic.net',
      'https://suggest-maps.yandex.ru',
      "'unsafe-eval'",
    ],
    'img-src': [
      'https://api-maps.yandex.ru',
      'https://*.api-maps.yandex.ru',
      'https://*.maps.yandex.net',
      'https://yandex.ru',
    ],
    'connect-src': [
      'https://api-maps.yandex.ru',
      'https://*.api-maps.yandex.ru',
      'https://*.maps.yandex.net',
      'https://suggest-maps.yandex.ru',
      'https://search-maps.yandex.ru',
    ],
    'style-src': [
      'https://api-maps.yandex.ru',
      'https://*.api-maps.yandex.ru',
      'https://yastatic.net',
      'blob:',
    ],
    'frame-src': ['https://api-maps.yandex.ru'],
  },
};

/** The default tile service of the Leaflet maps (as in src/config/app-config.ts). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The CSP source of a `{z}/{x}/{y}` tile URL template: its scheme and host, with a `{s}` subdomain
 * (or any placeholder in the host) widened to a `*.` wildcard. Undefined for a same-origin path.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const [, scheme, host = ''] = match;
  const labels = host.split('.');
  const lastPlaceholder = labels.findLastIndex((label) => label.includes('{'));
  if (lastPlaceholder < 0) return `${scheme}//${host}`;
  return `${scheme}//*.${labels.slice(lastPlaceholder + 1).join('.')}`;
}

export interface ContentSecurityPolicyOptions {
  /** The Leaflet maps' tile URL template (`VITE_MAP_TILE_URL`). @default OpenStreetMap's */
  tileUrl?: string;
  /** Map services whose scripts the app loads (those with a key configured). @default [] */
  services?: readonly MapService[];
}

/** The policy as a header value: the base, the tile host and the configured map services. */
export function contentSecurityPolicy({
  tileUrl = DEFAULT_TILE_URL,
  services = [],
}: ContentSecurityPolicyOptions = {}): string {
  const directives: Directives = Object.fromEntries(
    Object.entries(BASE).map(([name, sources]) => [name, [...sources]]),
  );
  const add = (extra: Directives) => {
    for (const [name, sources] of Object.entries(extra)) {
      // A directive that was absent fell back to default-src: keep the app's own origin in it.
      const list = (directives[name] ??= ["'self'"]);
      for (const source of sources) if (!list.includes(source)) list.push(source);
    }
  };
  const tiles = tileSource(tileUrl);
  // Tiles, and the one tile the map probes first, are images.
  if (tiles) add({ 'img-src': [tiles] });
  for (const service of new Set(services)) add(MAP_SERVICE_SOURCES[service]);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The map services to allow, from the environment: each service with a key configured
 * (`VITE_GOOGLE_MAPS_API_KEY`, `VITE_YANDEX_MAPS_API_KEY`), plus those named in `CSP_MAP_SERVICES`
 * (comma-separated, e.g. `google,yandex`: for keys tried in the page rather than built in).
 */
export function mapServicesFromEnv(env: Record<string, string | undefined>): MapService[] {
  const named = (env.CSP_MAP_SERVICES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name): name is MapService => name === 'google' || name === 'yandex');
  const services = new Set<MapService>(named);
  if (env.VITE_GOOGLE_MAPS_API_KEY) services.add('google');
  if (env.VITE_YANDEX_MAPS_API_KEY) services.add('yandex');
  return [...services];
}
