import en from '../../src/i18n/locales/en';
import type { RouteOverride } from '../app-routes';
import { blockedTiles } from '../fixtures';

/** The demo's routes that need more than their registry entry in the route sweep. */
export const demoRouteOverrides: Record<string, RouteOverride> = {
  'icon-set': {
    params: { name: 'fa' },
    heading: new RegExp(`${en.menu.iconSet}|Font Awesome`, 'i'),
  },
  'leaflet-maps': { allowedConsole: [blockedTiles] },
  extra: { allowedConsole: [blockedTiles] },
  // A seeded order: the orders e2e tests change only orders they create.
  'order-edit': { params: { id: '1' }, heading: /\S/ },
};
