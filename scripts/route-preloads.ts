// Which chunks each route needs, for the inline start-up script (src/boot-script.js): it asks for
// the current route's layout and page chunks while the entry downloads, instead of after the
// entry has run and the router has matched the URL (one round trip and the entry's start-up time
// earlier on a slow phone).
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

  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
    return into;
  };
  // The entry and its static imports are in index.html already.
  const loaded = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, loaded);
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
    const set = new Set<string>();
    for (const chunk of modules.map(chunkOf)) {
      if (!chunk) continue;
      loaderChunks.add(chunk.fileName);
      closure(chunk, set);
    }
    return [...set].filter((file) => !loaded.has(file)).map(indexOf);
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
