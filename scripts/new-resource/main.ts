#!/usr/bin/env node
// `npm run new:resource -- <name> --fields "title:string! price:money status:enum(draft,published)"`:
// writes a resource (contract, table and migration, server routes and tests, pages, route entry,
// strings, e2e journey) on the resource kit. `--demo` puts it in the demo layer; `--dry-run`
// lists the files and writes nothing. See README, "Add a resource".
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';

import {
  checkFields,
  FIELD_KINDS,
  FieldError,
  KIND_HELP,
  parseField,
  parseFields,
  type Field,
} from './fields';
import { nameProblem } from './names';
import { existingTargets, PlanError, planResource, type Plan } from './plan';

export const USAGE = `Usage: npm run new:resource -- <name> [--fields "<field> ..."] [--demo] [--dry-run]

  <name>      the plural, in kebab-case: orders, blog-posts
  --fields    name:kind, a trailing ! when required, e.g.
              "title:string! price:money status:enum(draft,published) due:date owner:ref(users)"
              kinds: ${FIELD_KINDS.join(', ')} (decimal = money)
              Without --fields, in a terminal, you are asked field by field.
  --demo      put it in the demo layer (npm run strip-demo removes it)
  --dry-run   list the files it would write or change, and write nothing`;

export type Args = { name: string; fields?: string; demo: boolean; dryRun: boolean; help: boolean };

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = { name: '', demo: false, dryRun: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--demo') args.demo = true;
    else if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--fields' || arg.startsWith('--fields=')) {
      const value = arg === '--fields' ? argv[(i += 1)] : arg.slice('--fields='.length);
      if (value === undefined || value.startsWith('--')) {
        throw new UsageError('--fields needs the list of fields, in quotes.');
      }
      args.fields = value;
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
    else if (args.name)
      throw new UsageError(`One resource at a time: got "${args.name}" and "${arg}".`);
    else args.name = arg;
  }
  if (!args.help) {
    const problem = nameProblem(args.name);
    if (problem) throw new UsageError(problem);
  }
  return args;
}

/** Asks field by field until an empty name; each answer is checked as `--fields` would be. */
export async function promptFields(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<Field[]> {
  const prompt = createInterface({ input, terminal: false });
  // Lines are read as they come, so answers typed (or piped) ahead are not lost.
  const lines = prompt[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    output.write(question);
    const next = await lines.next();
    if (next.done) throw new FieldError('The input ended before the list of fields did.');
    return next.value;
  };
  const fields: Field[] = [];
  output.write(
    `Fields, one at a time (an empty name ends the list). Kinds:\n${FIELD_KINDS.map((kind) => `  ${kind.padEnd(8)} ${KIND_HELP[kind]}`).join('\n')}\n`,
  );
  try {
    for (;;) {
      const name = (await ask(`Field ${fields.length + 1} name: `)).trim();
      if (!name) {
        try {
          checkFields(fields);
          return fields;
        } catch (error) {
          output.write(`${(error as Error).message}\n`);
          continue;
        }
      }
      const kind = (await ask(`  kind of ${name} [string]: `)).trim() || 'string';
      const required = /^y/i.test((await ask(`  is ${name} required? [y/N]: `)).trim());
      try {
        const field = parseField(`${name}:${kind}${required ? '!' : ''}`);
        if (fields.some((other) => other.column === field.column)) {
          throw new FieldError(`There is a field ${field.name} already.`);
        }
        fields.push(field);
      } catch (error) {
        output.write(`${(error as Error).message}\n`);
      }
    }
  } finally {
    prompt.close();
  }
}

export function describePlan(plan: Plan): string {
  return plan.changes
    .map((change) => `  ${change.action === 'create' ? 'create' : 'edit  '}  ${change.path}`)
    .join('\n');
}

export function writePlan(root: string, plan: Plan): void {
  for (const change of plan.changes) {
    const path = join(root, change.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, change.content);
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Prettier on what was written, then drizzle-kit for the migration (never hand-written SQL). */
function finish(root: string, plan: Plan): void {
  const paths = [...new Set(plan.changes.map((change) => change.path))];
  execFileSync(npx, ['prettier', '--write', '--log-level', 'warn', ...paths], {
    cwd: root,
    stdio: 'inherit',
  });
  const name = plan.resource.names.table;
  const generate = plan.resource.demo
    ? [
        'drizzle-kit',
        'generate',
        '--config',
        'server/demo/drizzle.config.ts',
        '--name',
        `demo_${name}`,
      ]
    : ['drizzle-kit', 'generate', '--name', name];
  execFileSync(npx, generate, { cwd: root, stdio: 'inherit' });
}

export async function main(
  argv: readonly string[],
  {
    root,
    stdin = process.stdin,
    stdout = process.stdout,
    stderr = process.stderr,
    afterWrite = finish,
  }: {
    root: string;
    stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
    stdout?: NodeJS.WritableStream;
    stderr?: NodeJS.WritableStream;
    afterWrite?: (root: string, plan: Plan) => void;
  },
): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    let fields: Field[];
    if (args.fields !== undefined) fields = parseFields(args.fields);
    else if (stdin.isTTY) fields = await promptFields(stdin, stdout);
    else {
      stderr.write(
        'No --fields and no terminal to ask in: pass the fields, e.g. --fields "title:string! price:money".\n',
      );
      return 2;
    }
    const plan = planResource(root, { name: args.name, fields, demo: args.demo });
    const existing = existingTargets(root, plan);
    if (existing.length > 0) {
      stderr.write(
        `The resource "${args.name}" exists already (${existing[0]}${existing.length > 1 ? ` and ${existing.length - 1} more` : ''}). Nothing was written.\n`,
      );
      return 1;
    }
    if (args.dryRun) {
      stdout.write(
        `new:resource ${args.name} would write:\n${describePlan(plan)}\n  (and a migration by drizzle-kit)\nNothing was written (--dry-run).\n`,
      );
      return 0;
    }
    writePlan(root, plan);
    afterWrite(root, plan);
    stdout.write(
      `Wrote the ${args.name} resource:\n${describePlan(plan)}\nNext: see README, "Add a resource".\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof FieldError || error instanceof PlanError) {
      stderr.write(`${error.message}\nNothing was written.\n`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  main(process.argv.slice(2), { root }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`new:resource failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
