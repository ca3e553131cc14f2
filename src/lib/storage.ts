/**
 * localStorage that never throws: private modes, quotas and garbage written by hand or by an older
 * version all read back as "nothing stored".
 */
export function readStored<T>(key: string, accept: (value: unknown) => value is T): T | undefined {
  return parseStored(storedText(key), accept);
}

/** The text stored under `key` as it is, or null (nothing stored, or no storage to read). */
export function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A stored text (as `writeStored` wrote it, or a `storage` event carries it) read back the same way. */
export function parseStored<T>(
  raw: string | null,
  accept: (value: unknown) => value is T,
): T | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice simply does not persist.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStored.
  }
}
