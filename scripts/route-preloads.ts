// Which chunks each route and each language needs, for the inline start-up script
// (src/boot-script.js): it asks for the current route's layout and page chunks and the stored
// language's strings while the entry downloads, instead of after the entry has run, the router
// has matched the URL and the strings have found their own imports (round trips and the entry's
// start-up time earlier on a slow phone).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport, type Rollup } from 'vite';

import type * as RouteRegistryModule from '../src/config/route-registry';
import type { PageLoader, RouteRegistry } from '../src/config/route-registry';

/** The layout module each section's pages render in (see `buildRoutes` in src/app/routes.tsx). */
const SECTION_LAYOUTS: Record<string, string> = {
  admin: 'src/layouts/admin/admin-layout.tsx',
  auth: 'src/layouts/auth/auth-layout.tsx',
};

export type RoutePreloads = {
  /** Chunk URLs, referred to by index from `routes`. */
  files: string[];
  /** A route's path (`:param` segments match any one segment) and the chunks it needs. */
  routes: [path: string, files: number[]][];
};

/** The module a page loader imports (`() => import('@/pages/x')`), as a path in the project. */
function pageModule(root: string, page: PageLoader): string | undefined {
  const specifier = /import\w*\(\s*["'`]([^"'`]+)["'`]/.exec(page.toString())?.[1];
  if (!specifier) return undefined;
  const bare = specifier.replace(/^@\//, 'src/').replace(/^\//, '');
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((suffix) => resolve(root, bare + suffix))
    .find((path) => existsSync(path) && !path.endsWith('/'));
}

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');

/**
 * What loading some chunks costs beyond what index.html loads already (the entry and its static
 * imports): the file names of those chunks and of everything they import, in one list.
 */
function beyondEntry(bundle: Rollup.OutputBundle): (chunks: Rollup.OutputChunk[]) => string[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rollup.OutputChunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
    return into;
  };
  const loaded = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, loaded);
  return (wanted) => {
    const files = new Set<string>();
    for (const chunk of wanted) closure(chunk, files);
    return [...files].filter((file) => !loaded.has(file));
  };
}

/** Each language's chunk (`src/i18n/locales/<tag>/index.ts`) with the chunks it imports, as URLs. */
export function localePreloads(
  bundle: Rollup.OutputBundle,
  base: string,
): Record<string, string[]> {
  const needed = beyondEntry(bundle);
  const locales: Record<string, string[]> = {};
  for (const chunk of chunksOf(bundle)) {
    if (!chunk.isDynamicEntry) continue;
    const tag = /\/src\/i18n\/locales\/([^/]+)\/index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (tag) locales[tag] = needed([chunk]).map((file) => base + file);
  }
  return locales;
}

/**
 * The route table, and the chunks the route loaders import (each section's layout and each page):
 * their dependencies are in the table, so the build leaves them out of the entry (vite.config.ts).
 */
export async function routePreloads(
  root: string,
  bundle: Rollup.OutputBundle,
  base: string,
): Promise<{ table: RoutePreloads; loaderChunks: Set<string> }> {
  const options = {
    root,
    configFile: false as const,
    logLevel: 'silent' as const,
    resolve: { alias: { '@': join(root, 'src') } },
  };
  const { module: routesModule } = await runnerImport<{ routeRegistry: RouteRegistry }>(
    '/src/config/routes.ts',
    options,
  );
  const { module: registryModule } = await runnerImport<typeof RouteRegistryModule>(
    '/src/config/route-registry.ts',
    options,
  );
  const registry = routesModule.routeRegistry;

  const chunks = chunksOf(bundle);
  const needed = beyondEntry(bundle);
  const chunkOf = (modulePath: string | undefined) =>
    modulePath ? chunks.find((chunk) => chunk.facadeModuleId === modulePath) : undefined;

  const files: string[] = [];
  const indexOf = (file: string) => {
    const url = base + file;
    const at = files.indexOf(url);
    return at >= 0 ? at : files.push(url) - 1;
  };
  const loaderChunks = new Set<string>();
  const needs = (...modules: (string | undefined)[]) => {
    const found = modules.map(chunkOf).filter((chunk) => chunk !== undefined);
    for (const chunk of found) loaderChunks.add(chunk.fileName);
    return needed(found).map(indexOf);
  };

  const routes: RoutePreloads['routes'] = [];
  const byPath = new Map<string, number[]>();
  for (const { entry, fullPath, section } of registryModule.placedPages(registry)) {
    if (!('page' in entry)) continue;
    const layout = SECTION_LAYOUTS[section];
    const need = needs(layout && resolve(root, layout), pageModule(root, entry.page));
    byPath.set(fullPath, need);
    routes.push([fullPath, need]);
  }
  for (const [from, to] of registryModule.redirectsOf(registry)) {
    const need = byPath.get(to);
    if (need) routes.push([from, need]);
  }
  // A literal segment wins over a `:param` one (`users/new` before `users/:id`).
  const params = (path: string) => (path.match(/\/:/g) ?? []).length;
  routes.sort((a, b) => params(a[0]) - params(b[0]));
  return { table: { files, routes }, loaderChunks };
}
