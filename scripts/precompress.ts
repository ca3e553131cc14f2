/**
 * Brotli and gzip copies of the build's text files, written once at build time so the server
 * (server/web.ts) sends them as they are instead of compressing every answer.
 */

import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The files worth compressing: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;

/** Smaller files gain less than the headers cost. */
export const MIN_BYTES = 1024;

export type PrecompressResult = {
  /** Files that received at least one variant. */
  files: number;
  /** Their size, uncompressed. */
  bytes: number;
  /** `.br` files written, and their total size. */
  brotli: { files: number; bytes: number };
  /** `.gz` files written, and their total size. */
  gzip: { files: number; bytes: number };
};

/** Every file under `dir`, skipping dot-files and dot-folders (build metadata, never served). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return listFiles(path);
        return entry.isFile() ? [path] : [];
      }),
  );
  return nested.flat();
}

/**
 * Brotli's best quality, except for the largest files (whole icon sets, loaded by one page each):
 * there it takes seconds a file for a few per cent, and quality 9 is twenty times faster.
 */
function brotliQuality(bytes: number): number {
  return bytes > 512 * 1024 ? 9 : constants.BROTLI_MAX_QUALITY;
}

/**
 * Writes `<file>.br` (quality 11, 9 above 512 KiB) and `<file>.gz` (level 9) next to each compressible file of
 * `dir` over 1 KiB, unless the variant would not be smaller. A variant not written is removed if
 * an earlier run left one, since the server prefers a variant whenever it exists.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = {
    files: 0,
    bytes: 0,
    brotli: { files: 0, bytes: 0 },
    gzip: { files: 0, bytes: 0 },
  };
  const files = (await listFiles(dir)).filter((path) => COMPRESSIBLE.test(path));
  // zlib runs in libuv's thread pool, so the files compress in parallel.
  await Promise.all(
    files.map(async (path) => {
      const source = await readFile(path);
      const large = source.length > MIN_BYTES;
      const [br, gzipped] = large
        ? await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality(source.length),
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ])
        : [undefined, undefined];
      let wrote = false;
      for (const [variant, suffix, total] of [
        [br, '.br', result.brotli],
        [gzipped, '.gz', result.gzip],
      ] as const) {
        if (variant && variant.length < source.length) {
          await writeFile(path + suffix, variant);
          total.files += 1;
          total.bytes += variant.length;
          wrote = true;
        } else {
          await rm(path + suffix, { force: true });
        }
      }
      if (wrote) {
        result.files += 1;
        result.bytes += source.length;
      }
    }),
  );
  return result;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The Vite plugin: precompresses each output folder once the whole build is written. */
export function precompress(): Plugin {
  const dirs = new Set<string>();
  return {
    name: 'tessera-precompress',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) dirs.add(options.dir);
    },
    // After every plugin's writeBundle: the pages drawn at build time are written in one.
    async closeBundle(error) {
      const written = [...dirs];
      dirs.clear();
      if (error) return;
      for (const dir of written) {
        const { files, bytes, brotli, gzip } = await precompressDir(dir);
        this.info(
          `precompressed ${files} files (${kib(bytes)}): ${brotli.files} .br (${kib(brotli.bytes)}), ` +
            `${gzip.files} .gz (${kib(gzip.bytes)})`,
        );
      }
    },
  };
}
