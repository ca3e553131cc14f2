/**
 * Everything one `new:resource` run writes, worked out without touching the disk: new files and
 * the edits of existing ones. `main.ts` refuses, lists (`--dry-run`) or writes it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Field } from './fields';
import { resourceNames } from './names';
import { contractTemplate } from './templates/contract';
import { e2eTemplate } from './templates/e2e';
import { formTemplate } from './templates/form';
import { listPageTemplate } from './templates/list-page';
import { pageDataTemplate } from './templates/page-data';
import { recordPageTemplate } from './templates/record-page';
import { routeEntryTemplate } from './templates/route-entry';
import { appWiring, resourceModulePath, serverRoutesTemplate } from './templates/server-routes';
import { serverTestTemplate } from './templates/server-test';
import { contractPath, pagesDir, type RefTarget, type Resource } from './templates/shared';
import { flatKeys, stringsTemplate } from './templates/strings';
import { demoDrizzleConfig, demoSchemaHead, tableTemplate } from './templates/table';

/** The strings of every language: each has its folder in src/i18n/locales/ (English first). */
const LOCALES = 'src/i18n/locales';
export const AWAITING_TRANSLATION = 'src/i18n/awaiting-translation.json';

export type Change = { path: string; action: 'create' | 'edit'; content: string };
export type Plan = { resource: Resource; changes: Change[] };

export class PlanError extends Error {}

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

/**
 * The app's languages, read from their folders rather than listed here: a language added by
 * following the README gets a resource's strings as the others do.
 */
function languagesOf(root: string): string[] {
  const tags = readdirSync(join(root, LOCALES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en')
    .map((entry) => entry.name)
    .sort();
  return ['en', ...tags];
}

/** The table of a resource named `plural`, looked up in the template's and the demo's schema. */
export function findRefTarget(root: string, plural: string, demo: boolean): RefTarget {
  const camel = plural.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const sources: Array<[path: string, module: string, variable: string]> = [
    ['server/db/schema.ts', demo ? '../db/schema' : '.', camel],
  ];
  if (demo) {
    sources.push([
      'server/demo/schema.ts',
      '.',
      `demo${camel.replace(/^[a-z]/, (c) => c.toUpperCase())}`,
    ]);
  }
  for (const [path, module, variable] of sources) {
    if (!existsSync(join(root, path))) continue;
    const text = read(root, path);
    const start = text.indexOf(`export const ${variable} = pgTable(`);
    if (start < 0) continue;
    const block = text.slice(start, text.indexOf('\n);', start));
    const label =
      ['name', 'title'].find((column) => new RegExp(`\\n\\s+${column}: `).test(block)) ??
      /\n\s+(\w+): byteText\(/.exec(block)?.[1];
    if (!label)
      throw new PlanError(`ref(${plural}): its table has no text column to show as its name.`);
    // An email tells apart two records of one name in the picker.
    const detail = /\n\s+email: /.test(block) ? 'email' : undefined;
    return { table: variable, module, labelColumn: label, ...(detail && { detailColumn: detail }) };
  }
  throw new PlanError(
    `ref(${plural}): there is no resource "${plural}"${demo ? '' : ' in the template (a template resource cannot point at the demo)'}. Generate it first, or fix the name.`,
  );
}

/** Adds named imports to a module's import of `module` (or a new import line after the last). */
export function addImports(text: string, module: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const existing = new RegExp(`import \\{([^}]*)\\} from '${escaped}';`).exec(text);
  const key = (name: string) => name.replace(/^type /, '').toLowerCase();
  if (existing) {
    const have = existing[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const all = [...new Set([...have, ...names])].sort((a, b) => key(a).localeCompare(key(b)));
    return text.replace(existing[0], `import { ${all.join(', ')} } from '${module}';`);
  }
  const line = `import { ${[...names].sort((a, b) => key(a).localeCompare(key(b))).join(', ')} } from '${module}';`;
  const imports = [...text.matchAll(/^import [^;]+;[^\n]*$/gm)];
  const last = imports[imports.length - 1];
  if (!last) return `${line}\n${text}`;
  const end = last.index + last[0].length;
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}

/** Inserts `insertion` before the first line matching `anchor`; throws if there is none. */
export function insertBefore(
  text: string,
  anchor: RegExp,
  insertion: string,
  file: string,
): string {
  const match = anchor.exec(text);
  if (!match)
    throw new PlanError(
      `${file} has changed: could not find where to add the ${insertion.trim().split('\n')[0]}`,
    );
  const lineStart = text.lastIndexOf('\n', match.index) + 1;
  return text.slice(0, lineStart) + insertion + text.slice(lineStart);
}

function schemaChanges(root: string, resource: Resource): Change[] {
  const table = tableTemplate(resource);
  const path = resource.demo ? 'server/demo/schema.ts' : 'server/db/schema.ts';
  const fresh = !existsSync(join(root, path));
  let text = fresh ? demoSchemaHead : read(root, path);
  for (const [module, names] of Object.entries(table.imports)) {
    text = addImports(text, module, names);
  }
  const changes: Change[] = [
    { path, action: fresh ? 'create' : 'edit', content: `${text.trimEnd()}\n${table.code}` },
  ];
  if (resource.demo && !existsSync(join(root, 'server/demo/drizzle.config.ts'))) {
    changes.push({
      path: 'server/demo/drizzle.config.ts',
      action: 'create',
      content: demoDrizzleConfig,
    });
  }
  return changes;
}

function appChange(root: string, resource: Resource): Change {
  const path = 'server/app.ts';
  const { importLine, routeLine } = appWiring(resource);
  let text = read(root, path);
  if (!/\bresourceRoutes\b/.test(text)) text = addImports(text, './resource', ['resourceRoutes']);
  const imports = [...text.matchAll(/^import [^;]+;[^\n]*$/gm)];
  const last = imports[imports.length - 1];
  const end = last.index + last[0].length;
  text = `${text.slice(0, end)}\n${importLine}${text.slice(end)}`;
  // Beside the resources already served, else before the API's catch-all.
  const served = [...text.matchAll(/^ {2}resourceRoutes\(app, .*$/gm)].at(-1);
  text = served
    ? `${text.slice(0, served.index + served[0].length)}\n${routeLine}${text.slice(served.index + served[0].length)}`
    : insertBefore(text, /^\s*app\.all\('\/api\/\*'/m, `${routeLine}\n`, path);
  return { path, action: 'edit', content: text };
}

function errorsChange(root: string, resource: Resource): Change {
  const path = 'server/contract/errors.ts';
  const P = resource.names.singularPascal;
  const module = resource.demo ? `./demo/${resource.names.plural}` : `./${resource.names.plural}`;
  let text = read(root, path);
  const mark = resource.demo ? ' // demo' : '';
  const imports = [...text.matchAll(/^import [^;]+;[^\n]*$/gm)];
  const last = imports[imports.length - 1];
  const end = last.index + last[0].length;
  text = `${text.slice(0, end)}\nimport type { ${P}MessageKey } from '${module}';${mark}${text.slice(end)}`;
  const union = /export type MessageKey =([^;]*);/.exec(text);
  if (!union)
    throw new PlanError(`${path} has changed: could not find \`export type MessageKey\`.`);
  const members = union[1]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  const marked = union[1].includes('// demo');
  let replacement: string;
  if (resource.demo || marked) {
    // One member a line, so the demo's can be removed line by line; the `;` stays on a template one.
    const lines = union[1]
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const flat = marked ? lines : members.map((member) => `| ${member}`);
    const demoLines = flat.filter((line) => line.endsWith('// demo'));
    const rest = flat
      .filter((line) => !line.endsWith('// demo'))
      .map((line) => line.replace(/^\|?\s*/, '| '));
    const own = `| ${P}MessageKey${mark}`;
    replacement = `export type MessageKey =\n  ${[...(resource.demo ? [own] : []), ...demoLines, ...rest, ...(resource.demo ? [] : [own])].join('\n  ')};`;
  } else {
    replacement = `export type MessageKey = ${[...members, `${P}MessageKey`].join(' | ')};`;
  }
  return { path, action: 'edit', content: text.replace(union[0], replacement) };
}

function routesChange(root: string, resource: Resource): Change {
  const path = 'src/config/routes.ts';
  const text = read(root, path);
  const order = (text.match(/sidebar: \{ icon: '[^']+', order: (\d+) \}/g) ?? []).length;
  const entry = routeEntryTemplate(resource, order);
  // The end of the admin section's pages: the first `],` at their depth after `admin: {`. With
  // or without the demo (whose lines strip-demo removes), the section ends the same way.
  const admin = text.search(/^ {2}admin: \{$/m);
  const end = admin < 0 ? -1 : text.slice(admin).search(/^ {4}\],$/m);
  if (end < 0)
    throw new PlanError(`${path} has changed: could not find the end of the admin pages.`);
  const at = admin + end;
  return { path, action: 'edit', content: text.slice(0, at) + entry + text.slice(at) };
}

/** Wires a namespace's JSON into a locale's index: the import and the object's entry. */
export function wireNamespace(text: string, namespace: string, file: string, path: string): string {
  const importLine = `import ${namespace} from './${file}.json' with { type: 'json' };`;
  const jsonImports = [
    ...text.matchAll(/^import \w+ from '\.\/[^']+\.json' with \{ type: 'json' \};$/gm),
  ];
  const last = jsonImports[jsonImports.length - 1];
  if (!last) throw new PlanError(`${path} has changed: it imports no JSON strings.`);
  const end = last.index + last[0].length;
  let next = `${text.slice(0, end)}\n${importLine}${text.slice(end)}`;
  const object = /^(?:const \w+ =|export default) \{\n/m.exec(next);
  if (!object) throw new PlanError(`${path} has changed: could not find its strings object.`);
  const at = object.index + object[0].length;
  next = `${next.slice(0, at)}  ${namespace},\n${next.slice(at)}`;
  return next;
}

function stringsChanges(root: string, resource: Resource): Change[] {
  const base = resource.demo ? 'src/demo/locales' : LOCALES;
  const ns = resource.names.pluralCamel;
  const changes: Change[] = [];
  const awaiting: Record<string, string[]> = existsSync(join(root, AWAITING_TRANSLATION))
    ? (JSON.parse(read(root, AWAITING_TRANSLATION)) as Record<string, string[]>)
    : {};
  for (const lng of languagesOf(root)) {
    const strings = stringsTemplate(resource, lng);
    changes.push({
      path: `${base}/${lng}/${resource.names.plural}.json`,
      action: 'create',
      content: `${JSON.stringify(strings, null, 2)}\n`,
    });
    const index = `${base}/${lng}/index.ts`;
    changes.push({
      path: index,
      action: 'edit',
      content: wireNamespace(read(root, index), ns, resource.names.plural, index),
    });
    if (lng !== 'en') {
      awaiting[lng] = [...new Set([...(awaiting[lng] ?? []), ...flatKeys(strings, ns)])].sort();
    }
  }
  changes.push({
    path: AWAITING_TRANSLATION,
    action: existsSync(join(root, AWAITING_TRANSLATION)) ? 'edit' : 'create',
    content: `${JSON.stringify(awaiting, null, 2)}\n`,
  });
  return changes;
}

export function planResource(
  root: string,
  { name, fields, demo }: { name: string; fields: Field[]; demo: boolean },
): Plan {
  const names = resourceNames(name);
  const refs: Record<string, RefTarget> = {};
  for (const field of fields) {
    if (field.kind === 'ref' && field.ref) refs[field.ref] = findRefTarget(root, field.ref, demo);
  }
  const resource: Resource = { names, fields, demo, refs };
  const pages = pagesDir(resource);
  const e2e = demo ? 'e2e/demo' : 'e2e';
  const created = (path: string, content: string): Change => ({ path, action: 'create', content });
  const changes: Change[] = [
    created(contractPath(resource), contractTemplate(resource)),
    ...schemaChanges(root, resource),
    created(resourceModulePath(resource), serverRoutesTemplate(resource)),
    created(
      resourceModulePath(resource).replace(/\.ts$/, '.test.ts'),
      serverTestTemplate(resource),
    ),
    appChange(root, resource),
    errorsChange(root, resource),
    created(`${pages}/${names.plural}-data.ts`, pageDataTemplate(resource)),
    created(`${pages}/${names.plural}-page.tsx`, listPageTemplate(resource)),
    created(`${pages}/${names.singular}-form.tsx`, formTemplate(resource)),
    created(`${pages}/${names.singular}-page.tsx`, recordPageTemplate(resource)),
    routesChange(root, resource),
    ...stringsChanges(root, resource),
    created(`${e2e}/${names.plural}.spec.ts`, e2eTemplate(resource)),
  ];
  return { resource, changes };
}

/** The files a plan would create that are there already: a second run must not overwrite them. */
export function existingTargets(root: string, plan: Plan): string[] {
  const resource = plan.resource;
  // The other layer's resource of that name would share its URL, routes and strings.
  const otherLayer = contractPath({ ...resource, demo: !resource.demo });
  return [
    ...plan.changes
      .filter((change) => change.action === 'create' && existsSync(join(root, change.path)))
      .map((change) => change.path)
      .filter((path) => !path.startsWith('server/demo/schema') && path !== AWAITING_TRANSLATION),
    ...(existsSync(join(root, otherLayer)) ? [otherLayer] : []),
  ];
}
