// @vitest-environment node
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The npm scripts that run the built server, run as npm runs them (`sh -c <script>` in the
// project's folder), in a copy of the project that has the launcher but no build, or a stand-in
// build that reports what it was given.

const scripts = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const COMMANDS = ['serve', 'migrate', 'seed', 'create-admin'] as const;

/** Runs `npm run <name>`'s command in `cwd`; resolves with the exit code and the output. */
function runScript(name: string, cwd: string) {
  const child = spawn('sh', ['-c', scripts[name] ?? ''], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'tessera-built-server-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module' }));
  mkdirSync(join(project, 'scripts'));
  copyFileSync(
    new URL('built-server.mjs', import.meta.url),
    join(project, 'scripts', 'built-server.mjs'),
  );
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('npm run serve, migrate, seed and create-admin', () => {
  it.each(COMMANDS)('before a build, `%s` says to build first and fails', async (command) => {
    const run = runScript(command, project);
    expect(await run.exited).not.toBe(0);
    const { stdout, stderr } = run.output();
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `The server is not built yet: run \`npm run build\` first, then \`npm run ${command}\` again.\n`,
    );
  });

  it('after a build, `serve` is the server itself: its arguments, its pid, its SIGTERM', async () => {
    mkdirSync(join(project, 'dist-server'));
    writeFileSync(
      join(project, 'dist-server', 'cli.js'),
      [
        "process.on('SIGTERM', () => {",
        "  process.stdout.write('stopped by SIGTERM\\n');",
        '  process.exit(0);',
        '});',
        "process.stdout.write(`ready ${process.pid} ${process.argv.slice(2).join(' ')}\\n`);",
        // Kept alive until the signal comes.
        'setInterval(() => {}, 60_000);',
      ].join('\n'),
    );
    const run = runScript('serve', project);
    await expect.poll(() => run.output().stdout, { timeout: 20_000 }).toMatch(/^ready /);
    // The shell `exec`s Node, which runs the server in its own process: the signal a supervisor
    // sends to the process it started is the server's.
    expect(run.output().stdout).toBe(`ready ${run.child.pid} serve\n`);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toEqual({
      stdout: `ready ${run.child.pid} serve\nstopped by SIGTERM\n`,
      stderr: '',
    });
  });
});
