import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers (docs/ARCHITECTURE.md): app → layouts, pages → widgets → ui → lib, hooks, i18n, config.
// A folder imports only from the layers below it; the demo (src/demo, e2e/demo) only from itself
// and the few lines marked `// demo` in DEMO_HOOKS, so `npm run strip-demo` can lift it out.
// (Dynamic `import()` is not checked: the route registry in config names pages through it.)
const above = (...layers) => ({
  group: layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`]),
  message: 'A layer imports only from the layers below it (docs/ARCHITECTURE.md, "Layers").',
});
// A widget's public entries: its index, and `query` where it has React-free helpers a route's
// loader uses (the data table's URL reader).
const widgetInternals = {
  group: ['@/widgets/*/**', '!@/widgets/*/query'],
  message:
    'Import a widget through its index (`@/widgets/<name>`, or `@/widgets/<name>/query`), never its internal files.',
};
const demo = {
  group: ['@/demo', '@/demo/**', './demo/**', '../demo/**'],
  message:
    'Template code does not import the demo (src/demo, e2e/demo): `npm run strip-demo` removes it. The demo hooks in only on lines marked `// demo` in the files eslint.config.js lists as DEMO_HOOKS.',
};
const store = {
  group: ['@/store', '@/store/**'],
  message: 'Widgets and ui primitives take state through props, never from the app store.',
};
const outOfWidget = {
  group: ['../**'],
  message: "A widget's relative imports stay inside its folder; import anything else by `@/…`.",
};
const otherArea = (root, area) => ({
  group: [`${root}/*/**`, `!${root}/${area}/**`],
  message: 'A page area does not import another area: move what they share to a widget or ui.',
});
// The API contract (server/contract/) is shared with the front end under one alias.
const contractPath = {
  group: ['**/server/contract', '**/server/contract/**'],
  message: 'Import the API contract by `@contract/<module>`, never by a relative path.',
};
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, contractPath] }] },
});
const areas = (dir) =>
  (existsSync(new URL(dir, import.meta.url))
    ? readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    : []
  )
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const pageAreas = (dir, alias, ...patterns) =>
  areas(dir).map((area) =>
    restrict([`${dir}/${area}/**/*.{ts,tsx}`], ...patterns, otherArea(alias, area)),
  );

/** Files that hook the demo into the template on lines marked `// demo` (strip-demo deletes them). */
const DEMO_HOOKS = [
  'src/config/routes.ts',
  'src/config/sidebar-icons.ts',
  'src/i18n/locales/*/index.ts',
  'src/layouts/admin/menus/app-top-bar-feeds.ts',
  'src/pages/users/user-page.tsx',
  'e2e/app-routes.ts',
];

const layerRules = [
  restrict(['src/app/**/*.{ts,tsx}'], widgetInternals, demo),
  restrict(['src/layouts/**/*.{ts,tsx}'], widgetInternals, demo, above('app')),
  ...pageAreas('src/pages', '@/pages', widgetInternals, demo, above('app', 'layouts')),
  ...pageAreas('src/demo/pages', '@/demo/pages', widgetInternals, above('app', 'layouts', 'pages')),
  restrict(
    ['src/demo/{components,data}/**/*.{ts,tsx}'],
    widgetInternals,
    above('app', 'layouts', 'pages', 'demo/pages'),
  ),
  restrict(
    ['src/widgets/**/*.{ts,tsx}'],
    widgetInternals,
    demo,
    store,
    outOfWidget,
    above('app', 'layouts', 'pages'),
  ),
  restrict(
    ['src/ui/**/*.{ts,tsx}'],
    widgetInternals,
    demo,
    store,
    above('app', 'layouts', 'pages', 'widgets'),
  ),
  restrict(
    ['src/{lib,hooks,i18n,config,store}/**/*.{ts,tsx}'],
    widgetInternals,
    demo,
    above('app', 'layouts', 'pages', 'widgets', 'ui'),
  ),
  // A resource's data layer builds list requests and reads the URL exactly as the data table does:
  // it may import the table's React-free entry, and nothing else above lib.
  restrict(
    ['src/lib/resource/**/*.{ts,tsx}'],
    widgetInternals,
    demo,
    above('app', 'layouts', 'pages', 'ui'),
    {
      regex: '^@/widgets(?!/data-table/query$)(/.*)?$',
      message: above('widgets').message,
    },
  ),
  restrict(['e2e/**/*.ts'], demo),
  restrict(['src/demo/**/*.test.{ts,tsx}', 'e2e/demo/**/*.ts', ...DEMO_HOOKS], widgetInternals),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // An `import { type X }` with only types in it is kept as a side-effect import (verbatim module
      // syntax), which drags the module, and whatever it imports, into the chunk.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...layerRules,
  {
    // Test files share one module graph per worker (vite.config.ts, `test.projects`): a file that
    // replaces modules or globals must run alone, which its name asks for.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message:
            'This replaces a module or a global for every later file of the worker: name the file *.isolated.test.ts(x).',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts', 'scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
