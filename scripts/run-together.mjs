// Runs single-threaded checks side by side (a two-core machine does two at once); each one's
// output is printed whole when it ends, so the log reads as if they had run one after another.
import { spawn } from 'node:child_process';

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * `lanes` run side by side. A lane is a `[title, command]` pair, or a list of them run one after
 * another (stopping at the first that fails): a step that needs both cores waits in a lane for the
 * short checks before it, while a long single-threaded one runs beside them all. `prefix` starts
 * each log line ("stripped app: "), `cwd` and `env` are the children's. Rejects, with the first
 * failed exit status, when any step fails.
 */
export async function runTogether(lanes, { prefix = '', cwd, env = process.env } = {}) {
  const steps = lanes.map((lane) => (typeof lane[0] === 'string' ? [lane] : lane));
  const titles = steps.map((lane) => lane.map(([title]) => title).join(' then ')).join(', ');
  console.log(`\n▶ ${prefix}${titles}, side by side`);
  const runStep = ([title, command]) =>
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
    });
  const results = await Promise.all(
    steps.map(async (lane) => {
      for (const step of lane) {
        const code = await runStep(step);
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) throw Object.assign(new Error('a check failed'), { status: failed });
}
