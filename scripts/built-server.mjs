#!/usr/bin/env node
// `npm run serve|migrate|seed|create-admin`: `node scripts/built-server.mjs <command> [options]`
// runs the built server, dist-server/cli.js, with these arguments, once `npm run build` has written
// it; before that it says so in a line instead of Node's module-not-found stack. The server runs in
// this same process (imported, not spawned), so a signal sent to it, a supervisor's SIGTERM, reaches
// the server's own handlers and nothing stands between them.
import { existsSync } from 'node:fs';

const cli = new URL('../dist-server/cli.js', import.meta.url);

if (!existsSync(cli)) {
  const command = process.argv[2] ?? 'serve';
  console.error(
    `The server is not built yet: run \`npm run build\` first, then \`npm run ${command}\` again.`,
  );
  process.exit(1);
}

// dist-server/cli.js reads its command and options from process.argv after the script's path,
// where they already are.
await import(cli.href);
