// @vitest-environment jsdom
import { failedModuleUrl, retryableImport } from './retryable-import';

const chromiumFailure = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('failedModuleUrl', () => {
  it('reads the module URL from Chromium and Firefox messages, without its query', () => {
    expect(failedModuleUrl(chromiumFailure('http://localhost/assets/page-a1.js?retry=2'))).toBe(
      'http://localhost/assets/page-a1.js',
    );
    expect(
      failedModuleUrl(
        new TypeError('error loading dynamically imported module: http://localhost/assets/b.js'),
      ),
    ).toBe('http://localhost/assets/b.js');
  });

  it('is undefined when the message names no module (Safari)', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('nonsense')).toBeUndefined();
  });
});

describe('retryableImport', () => {
  it('keeps a success: later calls share it without importing again', async () => {
    const load = vi.fn().mockResolvedValue({ value: 1 });
    const importIt = retryableImport(load);
    await expect(importIt()).resolves.toEqual({ value: 1 });
    await expect(importIt()).resolves.toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls the loader again after a failure that names no module', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ value: 2 });
    const importIt = retryableImport(load);
    await expect(importIt()).rejects.toThrow('Importing a module script failed.');
    await expect(importIt()).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a failure that names its module, imports that URL under a new query instead', async () => {
    // The browser would answer a second import of the same URL from its cache of the failure.
    const load = vi.fn().mockRejectedValue(chromiumFailure('http://localhost/assets/gone.js'));
    const importUrl = vi
      .fn()
      .mockRejectedValueOnce(chromiumFailure('http://localhost/assets/gone.js?retry=1'))
      .mockResolvedValueOnce({ value: 3 });
    const importIt = retryableImport(load, importUrl);
    await expect(importIt()).rejects.toThrow('gone.js');
    await expect(importIt()).rejects.toThrow('gone.js?retry=1');
    await expect(importIt()).resolves.toEqual({ value: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls).toEqual([
      ['http://localhost/assets/gone.js?retry=1'],
      ['http://localhost/assets/gone.js?retry=2'],
    ]);
  });
});
