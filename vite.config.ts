import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

import { BOOT_SCRIPT } from './scripts/content-security-policy.ts';
import { precompress } from './scripts/precompress.ts';
import { localePreloads, routePreloads, type RoutePreloads } from './scripts/route-preloads.ts';

const runFile = promisify(execFile);

/** Writes dist/.vite/chunk-packages.json: the npm packages bundled into each chunk (for scripts/size.mjs). */
function chunkPackages(): Plugin {
  return {
    name: 'tessera-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const id of Object.keys(output.modules)) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
          if (match?.[1]) names.add(match[1]);
        }
        packages[output.fileName] = [...names].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-packages.json',
        source: JSON.stringify(packages, null, 2),
      });
    },
  };
}

/**
 * The chunks route loaders import (each section's layout and each page), once the build has
 * listed them: Vite's preload lists for them are left out of the entry (`modulePreload` below),
 * because the start-up script's route table has them already and the app asks it on navigation.
 */
const routeLoaderChunks = new Set<string>();

/**
 * Inlines src/boot-script.js where index.html says `<!-- boot-script -->` and, in a build, lists
 * each language's chunks in `<meta name="tessera-locales">` and each route's layout and page
 * chunks in `<meta name="tessera-routes">` for it: the stored language's strings and the current
 * route's chunks are then requested while the entry downloads, not after it has run.
 */
function bootScript(): Plugin {
  let base = '/';
  let root = process.cwd();
  let routeTable: RoutePreloads | undefined;
  return {
    name: 'tessera-boot-script',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle: {
      // Before Vite writes the preload lists (and the HTML), which read what this finds.
      order: 'pre',
      async handler(_options, bundle) {
        // Only the app's own build (not the table bench's page, scripts/bench-table.ts).
        const app = `${root}/index.html`;
        const entries = Object.values(bundle).filter((o) => o.type === 'chunk' && o.isEntry);
        if (!entries.some((chunk) => 'facadeModuleId' in chunk && chunk.facadeModuleId === app)) {
          routeTable = undefined;
          routeLoaderChunks.clear();
          return;
        }
        const { table, loaderChunks } = await routePreloads(root, bundle, base);
        routeTable = table;
        routeLoaderChunks.clear();
        for (const file of loaderChunks) routeLoaderChunks.add(file);
      },
    },
    // Once the files are written: each page anyone may open drawn into its own HTML file, in a
    // process of its own (it stands in a DOM for the app's modules).
    async writeBundle(options) {
      if (!routeTable || !options.dir) return;
      const { stdout } = await runFile(
        process.execPath,
        ['--import', 'tsx', join(root, 'scripts/prerender.ts'), options.dir],
        { cwd: root, encoding: 'utf8' },
      );
      this.info(stdout.trim());
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const locales = context.bundle ? localePreloads(context.bundle, base) : {};
        let meta = Object.keys(locales).length
          ? `<meta name="tessera-locales" content='${JSON.stringify(locales)}' />\n    `
          : '';
        if (routeTable && context.path === '/index.html') {
          meta += `<meta name="tessera-routes" content='${JSON.stringify({ base, ...routeTable })}' />\n    `;
        }
        if (!html.includes('<!-- boot-script -->')) {
          // Other pages (the table bench's) have no start-up script; the app's must keep it.
          if (context.path !== '/index.html') return html;
          throw new Error('index.html lost its <!-- boot-script --> mark');
        }
        return html.replace('<!-- boot-script -->', `${meta}<script>${BOOT_SCRIPT}</script>`);
      },
    },
  };
}

// In development the API (server/) runs beside Vite (`npm start`), which proxies /api to it; the
// browser's Host is passed on, so the API sees the page's own origin.
const apiPort = process.env.API_PORT ?? '8787';
const proxy = { '/api': { target: `http://127.0.0.1:${apiPort}` } };

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkPackages(), bootScript(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: { port: 5173, strictPort: true, proxy },
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser the build targets but Safari 16 preloads modules natively; there the pages
    // load a little later instead of every visitor paying for the polyfill in the first load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && routeLoaderChunks.has(file) ? [] : deps,
    },
    // The size budget (scripts/size.mjs) is the real guard; this only silences Vite's generic hint.
    chunkSizeWarningLimit: 700,
  },
  test: {
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Components (.test.tsx) run in jsdom; logic (.test.ts) in plain Node, which spares each such
    // file the jsdom set-up that otherwise costs more than its tests. A .test.ts file that needs a
    // DOM says so in its first line: `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'server/**/*.test.ts'],
        },
      },
    ],
    // Only the token file is read as text (palette test); other CSS is skipped.
    css: { include: [/tokens\.css/] },
    restoreMocks: true,
    // The 5 s and 10 s defaults fail honest tests when other processes share the two cores: a
    // test's own work (rendering a page, typing) can take several times longer than alone.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest keeps one core free by default; on a two-core CI machine that means one worker and a
    // run about a third slower. The jsdom set-up per file, not the CPU, is what the workers wait on.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
