import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { precompress, precompressDir } from './precompress.ts';

let dir: string;

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

const has = (path: string) => existsSync(join(dir, path));
const size = (path: string) => statSync(join(dir, path)).size;

/** Text that compresses well, `bytes` long. */
const text = (bytes: number) =>
  Array.from({ length: bytes }, (_, i) => 'export const value = 1;\n'[i % 24]).join('');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-precompress-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes .br and .gz copies of large text files that decompress to the original', async () => {
    const js = text(8000);
    write('assets/app-abc.js', js);
    write('admin/tables.html', text(3000));

    const result = await precompressDir(dir);

    for (const file of ['assets/app-abc.js', 'admin/tables.html']) {
      expect(size(`${file}.br`)).toBeLessThan(size(file));
      expect(size(`${file}.gz`)).toBeLessThan(size(file));
    }
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app-abc.js.br'))).toString()).toBe(
      js,
    );
    expect(gunzipSync(readFileSync(join(dir, 'assets/app-abc.js.gz'))).toString()).toBe(js);
    expect(result).toEqual({
      files: 2,
      bytes: 11000,
      brotli: { files: 2, bytes: size('assets/app-abc.js.br') + size('admin/tables.html.br') },
      gzip: { files: 2, bytes: size('assets/app-abc.js.gz') + size('admin/tables.html.gz') },
    });
  });

  it('skips small files, other formats, dot-folders and copies that would not be smaller', async () => {
    write('small.css', text(1024));
    write('image.png', text(5000));
    write('font.woff2', text(5000));
    write('.vite/manifest.json', text(5000));
    write('.hidden.js', text(5000));
    // Random bytes do not compress: both copies would be larger.
    write('noise.txt', randomBytes(4096));
    write('style.css', text(1025));

    const result = await precompressDir(dir);

    for (const file of [
      'small.css',
      'image.png',
      'font.woff2',
      '.vite/manifest.json',
      '.hidden.js',
      'noise.txt',
    ]) {
      expect(has(`${file}.br`), file).toBe(false);
      expect(has(`${file}.gz`), file).toBe(false);
    }
    expect(has('style.css.br')).toBe(true);
    expect(result.files).toBe(1);
  });

  it('removes a copy an earlier run left when the file no longer earns one', async () => {
    write('app.js', text(5000));
    await precompressDir(dir);
    expect(has('app.js.br')).toBe(true);

    write('app.js', 'export {};\n');
    await precompressDir(dir);

    expect(has('app.js.br')).toBe(false);
    expect(has('app.js.gz')).toBe(false);
  });

  it('does not compress its own output again', async () => {
    write('app.js', text(5000));
    await precompressDir(dir);
    const again = await precompressDir(dir);
    expect(again.files).toBe(1);
    expect(has('app.js.br.br')).toBe(false);
    expect(has('app.js.gz.gz')).toBe(false);
  });
});

describe('the precompress plugin', () => {
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  const hooks = () => {
    const plugin = precompress();
    return {
      plugin,
      writeBundle: plugin.writeBundle as Hook,
      closeBundle: plugin.closeBundle as Hook,
    };
  };

  it('runs in builds only, once everything is written, and logs one line', async () => {
    write('assets/app.js', text(5000));
    const { plugin, writeBundle, closeBundle } = hooks();
    expect(plugin.apply).toBe('build');
    const info = vi.fn();
    writeBundle.call({}, { dir }, {});
    // A page drawn by a later writeBundle is still compressed.
    write('admin/tables.html', text(3000));
    expect(has('assets/app.js.br')).toBe(false);

    await closeBundle.call({ info });

    expect(has('assets/app.js.br')).toBe(true);
    expect(has('admin/tables.html.br')).toBe(true);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(
      /^precompressed 2 files \(.+ KiB\): 2 \.br .+, 2 \.gz /,
    );
  });

  it('writes nothing after a failed build', async () => {
    write('assets/app.js', text(5000));
    const { writeBundle, closeBundle } = hooks();
    writeBundle.call({}, { dir }, {});
    await closeBundle.call({ info: vi.fn() }, new Error('build failed'));
    expect(has('assets/app.js.br')).toBe(false);
  });
});
