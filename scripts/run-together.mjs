// Runs single-threaded checks side by side (a two-core machine does two at once); each one's
// output is printed whole when it ends, so the log reads as if they had run one after another.
import { spawn } from 'node:child_process';

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * `steps` are `[title, command]` pairs; `prefix` starts each log line ("stripped app: "), `cwd`
 * and `env` are the children's. Rejects, with the first failed exit status, when any step fails.
 */
export async function runTogether(steps, { prefix = '', cwd, env = process.env } = {}) {
  console.log(`\n▶ ${prefix}${steps.map(([title]) => title).join(', ')}, side by side`);
  const results = await Promise.all(
    steps.map(
      ([title, command]) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(command, { shell: true, cwd, env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${prefix}${title}: ${command}\n${output.trimEnd()}`);
            console.log(`${code === 0 ? '✓' : '✗'} ${prefix}${title} (${seconds(started)})`);
            done(code);
          });
        }),
    ),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) throw Object.assign(new Error('a check failed'), { status: failed });
}
