import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on right now, for a server a test or a script starts. Plain
 * JavaScript, so `scripts/check-strip.mjs` runs it under Node as it is.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
