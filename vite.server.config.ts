import { defineConfig, loadEnv } from 'vite';

import { contentSecurityPolicy, mapServicesFromEnv } from './scripts/content-security-policy.ts';

// The production server (server/cli.ts) as one plain ES module, dist-server/cli.js, that Node runs
// without TypeScript tooling. Its packages stay imports (they are `dependencies`, installed by
// `npm ci --omit=dev`); the migrations stay in server/migrations/, found from the project root.
// The Content-Security-Policy is written in from the same settings as the front end's build.
const env = loadEnv('production', process.cwd(), ['VITE_', 'CSP_']);
const policy = contentSecurityPolicy({
  tileUrl: env.VITE_MAP_TILE_URL || undefined,
  services: mapServicesFromEnv(env),
});

export default defineConfig({
  publicDir: false,
  define: { __CONTENT_SECURITY_POLICY__: JSON.stringify(policy) },
  build: {
    ssr: 'server/cli.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'cli.js' } },
  },
});
