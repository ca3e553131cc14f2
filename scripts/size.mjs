#!/usr/bin/env node
// `npm run size`: gzip bytes the browser fetches, read from the production build's manifest.
//   first load = the entry chunk + everything it imports statically + their CSS: what must arrive
//                before the first route can render. `--check` fails when it exceeds the budget.
//   per route  = each lazily loaded page's own chunks (what navigating there adds).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET = 141 * 1024;
/** Libraries kept out of the first load: only the pages that use them may load them. */
export const NOT_IN_FIRST_LOAD = [
  'chart.js',
  'react-chartjs-2',
  '@tiptap/core',
  '@tiptap/react',
  'prosemirror-view',
  'leaflet',
  'react-leaflet',
  'd3-geo',
  'topojson-client',
  'world-atlas',
  '@vis.gl/react-google-maps',
  '@pbe/react-yandex-maps',
  '@tanstack/react-table',
  '@tanstack/table-core',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'zod',
  'react-day-picker',
  'date-fns',
  'downshift',
  'react-dropzone',
  'react-colorful',
  'sonner',
  '@iconify-json/fa',
  '@iconify-json/entypo',
  '@iconify-json/entypo-social',
  '@iconify-json/ion',
  '@iconify-json/typcn',
  '@iconify-json/maki',
  '@iconify-json/oi',
  '@iconify-json/el',
  '@iconify-json/fa6-solid',
  '@iconify-json/fontisto',
];

const worldPages = ['bubble-maps-page', 'line-maps-page'];
const leafletPages = ['leaflet-maps-page', 'extra-page'];
const passwordPages = ['signup-page', 'reset-password-page', 'accept-invite-page'];
/** Map libraries and the world geometry load only with the pages that show a map. */
export const ONLY_ON_PAGES = {
  'world-atlas': worldPages,
  'topojson-client': worldPages,
  'd3-geo': worldPages,
  leaflet: leafletPages,
  'react-leaflet': leafletPages,
  '@vis.gl/react-google-maps': ['google-maps-page'],
  '@pbe/react-yandex-maps': ['yandex-maps-page'],
  // The password strength hint's dictionaries (about 230 KiB): the pages that choose a password
  // (sign-up, reset), after first use.
  '@zxcvbn-ts/core': passwordPages,
  '@zxcvbn-ts/language-common': passwordPages,
};

/**
 * A cold `/admin/users` with a session, by manifest key: the admin shell, its top-bar menus, the
 * users page and its route's `data` module, each with its static imports (and the first load).
 */
export const SIGNED_IN_PATH = [
  'src/layouts/admin/admin-layout.tsx',
  'src/pages/users/users-data.ts',
  'src/pages/users/users-page.tsx',
  'src/layouts/admin/menus/top-bar-menus.tsx',
];
/** Libraries the signed-in path does without: the schemas are for the forms that validate. */
export const NOT_ON_SIGNED_IN_PATH = ['zod'];

const dist = 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Files of `key` and its static imports (recursively), skipping those already in `seen`. */
function closure(key, seen = new Set()) {
  const files = [];
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    files.push(chunk.file);
    for (const css of chunk.css ?? []) if (!seen.has(css)) (seen.add(css), files.push(css));
    for (const asset of chunk.assets ?? []) void asset; // images load on demand; not counted
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const firstLoad = closure(entryKey);
const firstLoadBytes = total(firstLoad);
const inFirstLoad = new Set(firstLoad);

console.log('First load (entry + static imports + CSS), gzip:');
for (const file of firstLoad) console.log(`  ${kib(gzipSize(file))}  ${file}`);
console.log(`  ${kib(firstLoadBytes)}  TOTAL (budget ${kib(FIRST_LOAD_BUDGET).trim()})`);

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const own = closure(key, new Set(inFirstLoad));
    return { name: chunk.name ?? key, src: key, bytes: total(own), files: own.length };
  })
  .sort((a, b) => a.src.localeCompare(b.src));

console.log('\nLazy chunks (each with the shared chunks it pulls in beyond the first load), gzip:');
for (const row of rows)
  console.log(`  ${kib(row.bytes)}  ${row.src}  (${row.files} file${row.files > 1 ? 's' : ''})`);

const locale = rows.find((row) => row.src.includes('locales/en/'));
// The demo's dashboard replaces the template's while the demo exists.
const dashboard =
  rows.find((row) => row.src.includes('demo/pages/dashboard/dashboard-page')) ??
  rows.find((row) => row.src.includes('pages/dashboard/dashboard-page'));
const shell = rows.find((row) => row.src.includes('layouts/admin/admin-layout'));
if (locale && dashboard) {
  const bytes = firstLoadBytes + locale.bytes + dashboard.bytes + (shell?.bytes ?? 0);
  console.log(
    `\nFirst visit to the dashboard in English: ${kib(bytes).trim()} ` +
      '(first load + English strings + admin shell + dashboard page, shared chunks counted with each; fonts and images not counted)',
  );
}

const packagesPath = join(dist, '.vite', 'chunk-packages.json');
const chunkPackages = existsSync(packagesPath)
  ? JSON.parse(readFileSync(packagesPath, 'utf8'))
  : {};

// Which chunk of the signed-in path brings each file (the first load's files are the entry's).
const signedInFiles = new Map(firstLoad.map((file) => [file, entryKey]));
for (const key of SIGNED_IN_PATH)
  for (const file of closure(key, new Set(signedInFiles.keys()))) signedInFiles.set(file, key);
const signedInBytes = total([...signedInFiles.keys()]);
const strayOnSignedInPath = [...signedInFiles].flatMap(([file, key]) =>
  (chunkPackages[file] ?? [])
    .filter((name) => NOT_ON_SIGNED_IN_PATH.includes(name))
    .map((name) => ({ name, file, key })),
);
console.log(
  `\nSigned-in path to /admin/users: ${kib(signedInBytes).trim()} in ${signedInFiles.size} files ` +
    `(first load + admin shell + users data module + users page + top-bar menus); ` +
    `${NOT_ON_SIGNED_IN_PATH.join(', ')} on it: ${strayOnSignedInPath.length ? 'YES' : 'no'}`,
);
const firstLoadPackages = new Set(firstLoad.flatMap((file) => chunkPackages[file] ?? []));
const misplaced = NOT_IN_FIRST_LOAD.filter((name) => firstLoadPackages.has(name));
console.log(`\nPackages in the first load: ${[...firstLoadPackages].sort().join(', ')}`);

if (process.argv.includes('--check')) {
  let failed = false;
  if (firstLoadBytes > FIRST_LOAD_BUDGET) {
    console.error(
      `\n✗ First load is ${kib(firstLoadBytes).trim()}, over the ${kib(FIRST_LOAD_BUDGET).trim()} budget.`,
    );
    failed = true;
  }
  if (!existsSync(packagesPath)) {
    console.error(
      '\n✗ dist/.vite/chunk-packages.json is missing: build with the project vite.config.ts.',
    );
    failed = true;
  }
  // Each icon set is its own chunk, loaded by the icon-set page alone.
  const iconSetChunks = Object.entries(chunkPackages).filter(([, names]) =>
    names.some((name) => name.startsWith('@iconify-json/')),
  );
  const mixed = iconSetChunks.filter(
    ([, names]) => names.length !== 1 || !names[0].startsWith('@iconify-json/'),
  );
  const iconPackages = NOT_IN_FIRST_LOAD.filter((name) => name.startsWith('@iconify-json/'));
  const chunkless = iconPackages.filter(
    (name) => !iconSetChunks.some(([, names]) => names.includes(name)),
  );
  // No icon set in the build at all (no page shows icon sets, as after strip-demo): nothing to check.
  if (iconSetChunks.length && (chunkless.length || mixed.length)) {
    console.error(
      `\n✗ Icon sets must each be a chunk of their own: without a chunk: ${chunkless.join(', ') || 'none'}; mixed: ${
        mixed.map(([file]) => file).join(', ') || 'none'
      }`,
    );
    failed = true;
  }
  // Everything each page can load (static and dynamic imports, without other pages' chunks).
  const pageName = (key) => /([\w-]+-page)\.tsx$/.exec(key)?.[1];
  const pagePackages = new Map();
  for (const key of Object.keys(manifest).filter(pageName)) {
    const names = new Set();
    const seen = new Set();
    const visit = (k) => {
      if (seen.has(k) || (k !== key && pageName(k))) return;
      seen.add(k);
      for (const name of chunkPackages[manifest[k].file] ?? []) names.add(name);
      for (const next of [...(manifest[k].imports ?? []), ...(manifest[k].dynamicImports ?? [])])
        visit(next);
    };
    visit(key);
    pagePackages.set(pageName(key), names);
  }
  for (const [name, allowed] of Object.entries(ONLY_ON_PAGES)) {
    const pages = [...pagePackages].filter(([, names]) => names.has(name)).map(([page]) => page);
    const stray = pages.filter((page) => !allowed.includes(page));
    // No page loads it and none of its pages exists (the demo was stripped): nothing to check. One
    // of its pages exists but does not load it: the rule has gone stale.
    const pagesExist = allowed.some((page) => pagePackages.has(page));
    if (stray.length || (!pages.length && pagesExist)) {
      console.error(
        `\n✗ ${name} must load with ${allowed.join(' or ')} only; it loads with: ${pages.join(', ') || 'no page'}`,
      );
      failed = true;
    }
  }
  const missingKeys = SIGNED_IN_PATH.filter((key) => !manifest[key]);
  if (missingKeys.length) {
    console.error(
      `\n✗ SIGNED_IN_PATH in scripts/size.mjs names chunks the build does not have: ${missingKeys.join(', ')}. ` +
        'Name the shell, page and data modules a cold /admin/users loads now.',
    );
    failed = true;
  }
  for (const { name, file, key } of strayOnSignedInPath) {
    console.error(
      `\n✗ ${name} is on the signed-in path to /admin/users: ${file}, loaded with ${key}. ` +
        'The shell, the route loaders and the list pages import only the contract modules without ' +
        'schemas (server/contract/<module>.ts); the zod schemas live in server/contract/*-schemas.ts, ' +
        'imported by the server and by the forms that validate, and their types with `import type`.',
    );
    failed = true;
  }
  if (misplaced.length) {
    console.error(
      `\n✗ These libraries belong to their pages, not the first load: ${misplaced.join(', ')}`,
    );
    failed = true;
  }
  if (failed) process.exit(1);
}
