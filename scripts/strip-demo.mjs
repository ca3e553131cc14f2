#!/usr/bin/env node
// `npm run strip-demo`: lifts the demo out of the template, leaving a lean, tested starter.
//
// Removes src/demo/, e2e/demo/ and public/demo/, every line marked with a trailing `// demo`
// (or `/* demo */`, `{/* demo */}`, `<!-- demo -->`), every block between `demo:start` and
// `demo:end` markers, then every dependency no remaining file imports. `--widgets=none` also removes
// the widgets no kept file imports. Plain Node on purpose: it runs with the packages it is about to
// remove still installed, and must not need any of them.
//
// Flags: --yes (no confirmation), --force (run on a dirty git tree or outside git),
// --widgets=none, --dry-run (print the plan only), --lockfile-only (update package.json and
// package-lock.json but leave node_modules alone: for a copy whose node_modules is shared).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';

// server/demo and server/contract/demo hold the resources `npm run new:resource -- --demo` adds.
export const DEMO_DIRS = [
  'src/demo',
  'e2e/demo',
  'public/demo',
  'server/demo',
  'server/contract/demo',
];

/** Folders never scanned or edited: installed packages, build output, VCS data, reports. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.vite',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|html|md|ya?ml)$/;
/** Files whose imports decide which packages stay (Markdown and YAML only carry markers). */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html)$/;

const LINE_MARKER = /(?:\/\/ demo|\/\* demo \*\/|\{\/\* demo \*\/\}|<!-- demo -->)\s*$/;
const BLOCK_START = /(?:\/\/|\/\*|\{\/\*|<!--)\s*demo:start\b/;
const BLOCK_END = /(?:\/\/|\/\*|\{\/\*|<!--)\s*demo:end\b/;

/** Drops marked lines and marked blocks (markers included). Returns the text and the count removed. */
export function stripMarkedLines(text) {
  const lines = text.split('\n');
  const kept = [];
  let removed = 0;
  let inBlock = false;
  for (const line of lines) {
    if (inBlock) {
      removed += 1;
      if (BLOCK_END.test(line)) inBlock = false;
      continue;
    }
    if (BLOCK_START.test(line)) {
      inBlock = !BLOCK_END.test(line);
      removed += 1;
      continue;
    }
    if (LINE_MARKER.test(line)) {
      removed += 1;
      continue;
    }
    kept.push(line);
  }
  if (inBlock) throw new Error('a `demo:start` marker has no matching `demo:end`');
  return { text: kept.join('\n'), removed };
}

const IMPORT_PATTERNS = [
  /\bfrom\s+['"]([^'"]+)['"]/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/g,
  /@(?:import|plugin|source|reference)\s+['"]([^'"]+)['"]/g,
  /\bsrc=['"]\/?node_modules\/((?:@[^/'"]+\/)?[^/'"]+)/g,
  /\burl\(\s*['"]?([^'")\s]+)['"]?\s*\)/g,
];

/** The npm package a module specifier names, or null for relative, aliased and built-in ones. */
export function packageName(specifier) {
  if (/^(?:\.|\/|@\/|@contract\/|node:|virtual:|https?:|data:|#|~)/.test(specifier)) return null;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length > 1 ? `${parts[0]}/${parts[1]}` : null;
  return parts[0] || null;
}

/** Every package name a source text imports, references or loads. */
export function importedPackages(text) {
  const names = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const name = packageName(match[1]);
      if (name) names.add(name);
    }
  }
  return names;
}

/** `@types/scope__name` types `@scope/name`; `@types/name` types `name`. */
export function typedPackage(typesPackage) {
  const base = typesPackage.slice('@types/'.length);
  return base.includes('__') ? `@${base.replace('__', '/')}` : base;
}

/** Throws unless `path` lies inside `root` (the script never touches anything outside the project). */
export function insideRoot(root, path) {
  const full = resolve(root, path);
  if (full !== root && !full.startsWith(root + sep)) {
    throw new Error(`refusing to touch ${full}: it is outside the project (${root})`);
  }
  return full;
}

function walk(root, dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(root, full, files);
    } else if (entry.isFile()) {
      files.push(relative(root, full).split(sep).join('/'));
    }
  }
  return files;
}

const isInside = (file, dirs) => dirs.some((dir) => file === dir || file.startsWith(`${dir}/`));

/** Widgets (src/widgets/<name>) that no file outside them imports, to a fixed point. */
function unusedWidgets(root, files, removedDirs, readText) {
  const widgetDir = (name) => `src/widgets/${name}`;
  const widgetsRoot = join(root, 'src/widgets');
  if (!existsSync(widgetsRoot)) return [];
  const all = readdirSync(widgetsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const removed = new Set();
  for (;;) {
    const gone = [...removedDirs, ...[...removed].map(widgetDir)];
    const kept = files.filter((file) => SOURCE_FILE.test(file) && !isInside(file, gone));
    const next = all.filter((name) => {
      if (removed.has(name)) return false;
      const own = widgetDir(name);
      const used = new RegExp(`(?:@/widgets/${name}|widgets/${name})(?:['"/])`);
      const relativeUse = new RegExp(`['"]\\.\\./${name}(?:['"/])`);
      return !kept.some((file) => {
        if (isInside(file, [own])) return false;
        const text = readText(file);
        if (used.test(text)) return true;
        return file.startsWith('src/widgets/') && relativeUse.test(text);
      });
    });
    if (next.length === 0) return [...removed].sort();
    for (const name of next) removed.add(name);
  }
}

/** Works out everything the strip would do, touching nothing. */
export function planStrip(root, { widgets = 'all' } = {}) {
  const files = walk(root, root);
  const cache = new Map();
  const readText = (file) => {
    if (!cache.has(file)) cache.set(file, readFileSync(join(root, file), 'utf8'));
    return cache.get(file);
  };

  const removedDirs = DEMO_DIRS.filter((dir) => existsSync(join(root, dir)));
  /** @type {{ file: string; removed: number; text: string }[]} */
  const edits = [];
  for (const file of files) {
    if (!TEXT_FILE.test(file) || isInside(file, removedDirs)) continue;
    if (file === 'scripts/strip-demo.mjs' || file === 'scripts/strip-demo.test.ts') continue;
    const before = readText(file);
    if (!before.includes('demo')) continue;
    const { text, removed } = stripMarkedLines(before);
    if (removed > 0) {
      edits.push({ file, removed, text });
      cache.set(file, text);
    }
  }

  const widgetDirs =
    widgets === 'none'
      ? unusedWidgets(root, files, removedDirs, readText).map((name) => `src/widgets/${name}`)
      : [];
  const gone = [...removedDirs, ...widgetDirs];

  const used = new Set();
  for (const file of files) {
    if (!SOURCE_FILE.test(file) || isInside(file, gone)) continue;
    for (const name of importedPackages(readText(file))) used.add(name);
  }
  const pkg = JSON.parse(readText('package.json'));
  // Packages named in tsconfig "types" are used even though nothing imports them.
  for (const file of files.filter((name) => /^tsconfig[^/]*\.json$/.test(name))) {
    for (const match of readText(file).matchAll(/"types"\s*:\s*\[([^\]]*)\]/g)) {
      for (const type of match[1].matchAll(/"([^"]+)"/g)) {
        const name = packageName(type[1]);
        if (name) used.add(name);
      }
    }
  }
  const isUsed = (name) => used.has(name) || used.has(`@types/${name}`);
  const dependencies = Object.keys(pkg.dependencies ?? {}).filter((name) => !isUsed(name));
  // Dev tools are run by scripts and configs; only type packages follow the code they type.
  const devDependencies = Object.keys(pkg.devDependencies ?? {}).filter(
    (name) =>
      name.startsWith('@types/') &&
      !used.has(name) &&
      !used.has(typedPackage(name)) &&
      typedPackage(name) !== 'node',
  );
  return { removedDirs, widgetDirs, edits, packages: [...dependencies, ...devDependencies] };
}

/**
 * The tables the demo's migrations made (from drizzle-kit's last demo snapshot), and the table that
 * records those migrations (`migrations.table` in server/demo/drizzle.config.ts, the demo layer in
 * server/db/migrate.ts). The strip leaves every database alone: a fresh one never gets these, one
 * the demo ran on keeps them until someone drops them.
 */
const DEMO_MIGRATIONS_TABLE = '__drizzle_demo_migrations';

/** @returns {string[]} */
export function demoTables(root) {
  const meta = join(root, 'server/demo/migrations/meta');
  if (!existsSync(join(meta, '_journal.json'))) return [];
  const { entries } = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8'));
  const last = entries.at(-1);
  if (!last) return [];
  const snapshot = join(meta, `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  if (!existsSync(snapshot)) return [];
  const { tables } = JSON.parse(readFileSync(snapshot, 'utf8'));
  return Object.values(tables).map(({ schema, name }) =>
    schema && schema !== 'public' ? `${schema}.${name}` : name,
  );
}

/**
 * What to run in a database the demo ran on, to drop what the strip left there.
 * @param {string[]} tables
 */
export function dropDemoTablesSql(tables) {
  if (tables.length === 0) return '';
  const quoted = (name) =>
    name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
  return [
    `DROP TABLE IF EXISTS ${tables.map(quoted).join(', ')};`,
    `DROP TABLE IF EXISTS "drizzle"."${DEMO_MIGRATIONS_TABLE}";`,
  ].join('\n');
}

const isEmpty = (plan) =>
  plan.removedDirs.length + plan.widgetDirs.length + plan.edits.length + plan.packages.length === 0;

function gitDirty(root) {
  try {
    return execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function describe(plan) {
  const lines = [];
  for (const dir of plan.removedDirs) lines.push(`  remove folder   ${dir}/`);
  for (const dir of plan.widgetDirs) lines.push(`  remove widget   ${dir}/`);
  for (const edit of plan.edits) {
    lines.push(`  edit            ${edit.file} (${edit.removed} demo line(s))`);
  }
  for (const name of plan.packages) lines.push(`  uninstall       ${name}`);
  return lines.join('\n');
}

function runNpm(root, args) {
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    cwd: root,
    stdio: 'inherit',
  });
}

export function applyStrip(root, plan, { lockfileOnly = false, npm = runNpm } = {}) {
  for (const dir of [...plan.removedDirs, ...plan.widgetDirs]) {
    rmSync(insideRoot(root, dir), { recursive: true, force: true });
  }
  for (const edit of plan.edits) writeFileSync(insideRoot(root, edit.file), edit.text);
  if (plan.packages.length === 0) return;
  const pkgPath = insideRoot(root, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  for (const name of plan.packages) {
    delete pkg.dependencies?.[name];
    delete pkg.devDependencies?.[name];
    delete pkg.overrides?.[name];
  }
  writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
  // package.json no longer lists them: an install brings the lockfile (and node_modules) in line.
  npm(
    root,
    lockfileOnly
      ? ['install', '--package-lock-only', '--no-audit', '--no-fund', '--ignore-scripts']
      : ['install', '--no-audit', '--no-fund'],
  );
}

async function main(argv) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const known = [
    '--yes',
    '--force',
    '--dry-run',
    '--lockfile-only',
    '--widgets=none',
    '--widgets=all',
  ];
  const unknown = [...flags].filter((flag) => !known.includes(flag));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')}. Options: ${known.join(' ')}`);
    return 2;
  }
  const plan = planStrip(root, { widgets: flags.has('--widgets=none') ? 'none' : 'all' });
  if (isEmpty(plan)) {
    console.log('Nothing to remove: the demo is already stripped.');
    return 0;
  }
  console.log(`strip-demo will change ${root}:\n${describe(plan)}`);
  if (flags.has('--dry-run')) return 0;

  if (!flags.has('--force')) {
    const dirty = gitDirty(root);
    if (dirty === null) {
      console.error(
        'This folder is not a git repository, so the strip could not be undone. Pass --force to run anyway.',
      );
      return 1;
    }
    if (dirty) {
      console.error(
        'The git tree has uncommitted changes. Commit or stash them first (so `git checkout .` undoes the strip), or pass --force.',
      );
      return 1;
    }
  }
  if (!flags.has('--yes')) {
    if (!process.stdin.isTTY) {
      console.error('Not asking for confirmation without a terminal: pass --yes.');
      return 1;
    }
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question('Remove all of the above? [y/N] ');
    prompt.close();
    if (!/^y(?:es)?$/i.test(answer.trim())) {
      console.log('Nothing changed.');
      return 1;
    }
  }
  const drop = dropDemoTablesSql(demoTables(root));
  applyStrip(root, plan, { lockfileOnly: flags.has('--lockfile-only') });
  console.log(
    `Removed ${plan.removedDirs.length + plan.widgetDirs.length} folder(s), ` +
      `${plan.edits.reduce((sum, edit) => sum + edit.removed, 0)} demo line(s) in ${plan.edits.length} file(s) ` +
      `and ${plan.packages.length} package(s). Run \`npm test\` to check the starter.`,
  );
  if (drop) {
    console.log(
      `\nA database the demo has run on keeps the demo's tables (a new one never gets them). ` +
        `Nothing reads them now; to drop them, run in that database:\n${drop.replace(/^/gm, '  ')}`,
    );
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`strip-demo failed: ${error.message}`);
      process.exit(1);
    },
  );
}
