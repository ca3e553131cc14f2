// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { migratePglite } from '../server/db/migrate';
import { MIGRATIONS } from '../server/testing/test-database';
import {
  applyStrip,
  demoTables,
  dropDemoTablesSql,
  importedPackages,
  insideRoot,
  packageName,
  planStrip,
  stripMarkedLines,
  typedPackage,
} from './strip-demo.mjs';

describe('stripMarkedLines', () => {
  it('drops lines marked // demo, {/* demo */} or <!-- demo --> and keeps the rest', () => {
    const text = [
      "import { a } from '@/a';",
      "import { demo } from '@/demo/x'; // demo",
      'const list = [',
      '  a,',
      '  ...demo, // demo',
      '];',
      '<li>{/* demo */}',
      '<p>kept</p>',
      '<a href="/demo">Demo</a> <!-- demo -->',
      'const demoWord = 1; // a demo of nothing',
    ].join('\n');
    const { text: kept, removed } = stripMarkedLines(text);
    expect(removed).toBe(4);
    expect(kept.split('\n')).toEqual([
      "import { a } from '@/a';",
      'const list = [',
      '  a,',
      '];',
      '<p>kept</p>',
      'const demoWord = 1; // a demo of nothing',
    ]);
  });

  it('drops whole blocks between demo:start and demo:end', () => {
    const text = ['keep 1', '// demo:start', 'gone', 'gone too', '// demo:end', 'keep 2'].join(
      '\n',
    );
    expect(stripMarkedLines(text)).toEqual({ text: 'keep 1\nkeep 2', removed: 4 });
    expect(stripMarkedLines('<!-- demo:start -->\n## Demo\n<!-- demo:end -->\nrest').text).toBe(
      'rest',
    );
  });

  it('refuses a block that never ends', () => {
    expect(() => stripMarkedLines('// demo:start\nlost')).toThrow(/no matching `demo:end`/);
  });
});

describe('packages', () => {
  it('names the npm package of a specifier, or null for local and built-in ones', () => {
    expect(packageName('react')).toBe('react');
    expect(packageName('react-dom/client')).toBe('react-dom');
    expect(packageName('@tiptap/react/menus')).toBe('@tiptap/react');
    expect(packageName('zod/mini')).toBe('zod');
    for (const local of ['./a', '../b', '/c', '@/widgets/x', 'node:fs', 'virtual:pwa']) {
      expect(packageName(local)).toBeNull();
    }
  });

  it('finds imports, dynamic imports, type references and CSS imports', () => {
    const found = importedPackages(`
      import a from 'alpha';
      import 'beta/styles.css';
      export { c } from "@gamma/core";
      const d = await import('delta');
      /// <reference types="epsilon" />
      @import 'tailwindcss';
      @plugin "zeta-plugin";
      src: url('@eta/font/files/latin.woff2') format('woff2'), url(./local.woff2), url(data:x);
      import { local } from '@/lib/local';
    `);
    expect([...found].sort()).toEqual(
      [
        '@eta/font',
        '@gamma/core',
        'alpha',
        'beta',
        'delta',
        'epsilon',
        'tailwindcss',
        'zeta-plugin',
      ].sort(),
    );
  });

  it('maps a types package to the package it types', () => {
    expect(typedPackage('@types/leaflet')).toBe('leaflet');
    expect(typedPackage('@types/babel__core')).toBe('@babel/core');
  });
});

describe('insideRoot', () => {
  it('refuses any path outside the project', () => {
    const root = '/tmp/project';
    expect(insideRoot(root, 'src/demo')).toBe('/tmp/project/src/demo');
    expect(() => insideRoot(root, '../elsewhere')).toThrow(/outside the project/);
    expect(() => insideRoot(root, '/etc/passwd')).toThrow(/outside the project/);
    expect(() => insideRoot(root, 'src/../../project-other')).toThrow(/outside the project/);
  });
});

describe('planStrip and applyStrip on a small project', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'strip-demo-test-'));
    write(
      'package.json',
      JSON.stringify({
        dependencies: { kept: '1', 'demo-only': '1', 'widget-only': '1' },
        devDependencies: { '@types/demo-only': '1', '@types/node': '1', vitest: '1' },
      }),
    );
    write('tsconfig.json', '{ "compilerOptions": { "types": ["node"] } }');
    write(
      'src/config/routes.ts',
      "import { kept } from 'kept';\nimport { demoRoutes } from '@/demo/routes'; // demo\nexport const routes = [kept, ...demoRoutes /* demo */];\n",
    );
    write('src/demo/routes.ts', "import x from 'demo-only';\nexport const demoRoutes = [x];\n");
    write('src/widgets/used/index.ts', 'export const used = 1;\n');
    write(
      'src/widgets/unused/index.ts',
      "import w from 'widget-only';\nexport const unused = w;\n",
    );
    write('src/app.ts', "import { used } from '@/widgets/used';\nexport default used;\n");
    write('README.md', 'Intro\n<!-- demo:start -->\nThe demo\n<!-- demo:end -->\nEnd\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('plans the demo folder, the marked lines and the packages nothing else imports', () => {
    const plan = planStrip(root);
    expect(plan.removedDirs).toEqual(['src/demo']);
    expect(plan.widgetDirs).toEqual([]);
    expect(plan.edits.map((edit) => [edit.file, edit.removed]).sort()).toEqual([
      ['README.md', 3],
      ['src/config/routes.ts', 1],
    ]);
    // Dev tools stay; @types/node stays for tsconfig's "types".
    expect(plan.packages.sort()).toEqual(['@types/demo-only', 'demo-only']);
  });

  it('with --widgets=none also plans the widgets no kept file imports, and their packages', () => {
    const plan = planStrip(root, { widgets: 'none' });
    expect(plan.widgetDirs).toEqual(['src/widgets/unused']);
    expect(plan.packages.sort()).toEqual(['@types/demo-only', 'demo-only', 'widget-only']);
  });

  it('applies the plan, then finds nothing left to remove', () => {
    const npm = vi.fn();
    applyStrip(root, planStrip(root), { lockfileOnly: true, npm });
    expect(npm).toHaveBeenCalledWith(root, expect.arrayContaining(['--package-lock-only']));
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies)).toEqual(['kept', 'widget-only']);
    expect(readFileSync(join(root, 'src/config/routes.ts'), 'utf8')).toBe(
      "import { kept } from 'kept';\nexport const routes = [kept, ...demoRoutes /* demo */];\n",
    );
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toBe('Intro\nEnd\n');
    expect(planStrip(root)).toEqual({ removedDirs: [], widgetDirs: [], edits: [], packages: [] });
  });
});

// Only while the demo is there: a stripped project has no demo tables to name.
describe.runIf(existsSync('server/demo/migrations'))(
  'the tables a strip leaves in a database',
  () => {
    it('are named, and the printed SQL drops them so that the demo could be migrated in again', async () => {
      const tables = demoTables('.');
      expect(tables.length).toBeGreaterThan(0);
      const client = await PGlite.create();
      try {
        const demoTablesIn = async () =>
          (
            await client.query<{ name: string }>(
              "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
            )
          ).rows
            .map(({ name }) => name)
            .filter((name) => tables.includes(name));
        await migratePglite(client, MIGRATIONS);
        expect((await demoTablesIn()).sort()).toEqual([...tables].sort());

        await client.exec(dropDemoTablesSql(tables));
        expect(await demoTablesIn()).toEqual([]);
        // The demo's migration record went with its tables: migrating with the demo makes them again.
        expect(await migratePglite(client, MIGRATIONS)).toBeGreaterThan(0);
        expect((await demoTablesIn()).sort()).toEqual([...tables].sort());
      } finally {
        await client.close();
      }
    });
  },
);
