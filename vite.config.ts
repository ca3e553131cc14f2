import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

import { BOOT_SCRIPT } from './scripts/content-security-policy.ts';
import { precompress } from './scripts/precompress.ts';

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
 * Inlines src/boot-script.js where index.html says `<!-- boot-script -->`: the theme and the
 * language are on <html> before the first paint, without a blocking request.
 */
function bootScript(): Plugin {
  return {
    name: 'tessera-boot-script',
    transformIndexHtml(html, context) {
      if (html.includes('<!-- boot-script -->'))
        return html.replace('<!-- boot-script -->', `<script>${BOOT_SCRIPT}</script>`);
      // Other pages (the benches') have no start-up script; the app's must keep it.
      if (context.path === '/index.html')
        throw new Error('index.html lost its <!-- boot-script --> mark');
      return html;
    },
  };
}

// In development the API (server/) runs beside Vite (`npm start`), which proxies /api to it; the
// browser's Host is passed on, so the API sees the page's own origin.
const apiPort = process.env.API_PORT ?? '8787';
/** Unit tests that replace modules or globals: each file runs alone (see `test.projects`). */
const ISOLATED_TESTS = '**/*.isolated.test.{ts,tsx}';
const LOGIC_TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'server/**/*.test.ts'];
const proxy = { '/api': { target: `http://127.0.0.1:${apiPort}` } };

/** A widget's public entry: `src/widgets/<name>/index.ts`. */
const WIDGET_INDEX = /[\\/]src[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkPackages(), bootScript(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The API contract, shared by the server and the front end.
      {
        find: '@contract',
        replacement: fileURLToPath(new URL('./server/contract', import.meta.url)),
      },
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
    // Tailwind CSS 4's own browser floor: no vendor prefixes for browsers it does not support.
    cssTarget: ['chrome111', 'safari16.4', 'firefox128'],
    // Every browser the build targets but Safari 16 preloads modules natively; there the pages
    // load a little later instead of every visitor paying for the polyfill in the first load.
    modulePreload: { polyfill: false },
    // The size budget (scripts/size.mjs) is the real guard; this only silences Vite's generic hint.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // A widget's index.ts only re-exports (a unit test holds it to that): a page that takes one
      // hook from it does not get the widget's other modules, and what they import, with it.
      treeshake: { moduleSideEffects: (id: string) => !WIDGET_INDEX.test(id) },
      output: {
        chunkFileNames: 'assets/[hash].js',
        // Each request costs a round trip, and a browser opens six connections to a host over
        // HTTP/1.1: on a slow phone, forty small chunks take longer than the same bytes in a few.
        codeSplitting: {
          groups: [
            // The first load is one file (React, the router, i18next and the app's frame).
            { name: 'start', tags: ['$initial'] },
            // The icons, controls and hooks most pages share travel together instead of as one
            // small chunk each, with the API client and the auth module (the sign-in pages and
            // every guarded page's loader need them). Popovers are left out: they bring their
            // positioning library, which the sign-in pages do not need. A group takes the modules
            // its members import with it, so the contract modules the auth module uses are named
            // here (taken by the `auth` group below, they would bring it onto every admin page),
            // with `resource.ts`, a few bytes every list shares that would be a file of their own.
            {
              name: 'kit',
              test: /node_modules[\\/]lucide-react[\\/]|src[\\/](ui[\\/](?!popover)|hooks[\\/]|lib[\\/](api\.ts|auth[\\/]))|server[\\/]contract[\\/](auth|two-factor|resource)\.ts/,
              minShareCount: 2,
            },
            // The sign-in pages' layout and the form parts they all use, and the sign-in page's
            // data module (asked for at the same moment): one chunk beside the page's.
            {
              name: 'auth',
              test: /src[\\/](layouts[\\/]auth|pages[\\/]auth[\\/](auth-|use-auth-form|credential-fields|login-data))/,
            },
            // Radix's dialog and what every overlay shares (focus trap, dismissal, portal, scroll
            // lock), and apart from it the menus' and popovers' parts with their positioning
            // library: two chunks instead of a dozen small ones, each asked for by the first page
            // that needs it.
            {
              name: 'overlay',
              test: /node_modules[\\/](@radix-ui[\\/](react-(primitive|context|presence|id|dismissable-layer|focus-scope|focus-guards|portal|dialog|use-[a-z-]+)|primitive)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/,
              minShareCount: 2,
            },
            {
              name: 'popper',
              test: /node_modules[\\/](@radix-ui[\\/]react-(menu|dropdown-menu|popper|popover|arrow|collection|roving-focus)|@floating-ui)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Components (.test.tsx) run in jsdom; logic (.test.ts) in plain Node, which spares each such
    // file the jsdom set-up that otherwise costs more than its tests. A .test.ts file that needs a
    // DOM says so in its first line: `// @vitest-environment jsdom`.
    // The files of a project share one environment and module graph per worker (`isolate: false`):
    // a fresh jsdom and a fresh import of React for every file cost more than the tests themselves
    // (the unit run takes a third of the time). A file that replaces modules or globals (`vi.mock`,
    // `vi.stubGlobal`…) would leak them to the next file: it is named `*.isolated.test.ts(x)` and
    // gets its own (ESLint enforces the name). src/test/setup.ts resets what tests share.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ISOLATED_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: LOGIC_TESTS,
          exclude: [...configDefaults.exclude, ISOLATED_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ['src/**/*.isolated.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic-isolated',
          environment: 'node',
          include: LOGIC_TESTS.map((glob) => glob.replace('*.test.', '*.isolated.test.')),
        },
      },
    ],
    // CSS a component imports is skipped (Tailwind would run for every test file); a stylesheet
    // read as text (`?raw`: the contrast, logical-properties and breakpoint tests) is read as it is.
    css: { include: [/(tokens|preferences)\.css/, /\.css\?raw$/] },
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
