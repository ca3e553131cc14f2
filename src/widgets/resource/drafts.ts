import { useEffect } from 'react';

/** What was typed into a form, with the version of the record it was typed over. */
export type Draft<V> = { values: V; version?: number };

export type DraftStorage<V> = {
  read: (key: string) => Draft<V> | undefined;
  write: (key: string, draft: Draft<V>) => void;
  clear: (key: string) => void;
};

/**
 * Drafts of one kind of form, kept in this tab's sessionStorage under `prefix:<key>` (the key is
 * the page's path), so a session that ends mid-edit (the app sends the person to sign in and back)
 * loses nothing. `isValues` checks what is read back, which another version of the app may have
 * written.
 */
export function draftStorage<V>(prefix: string, isValues: (value: unknown) => value is V) {
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    read(key) {
      try {
        const raw = window.sessionStorage.getItem(keyOf(key));
        if (!raw) return undefined;
        const draft = JSON.parse(raw) as { values?: unknown; version?: unknown } | null;
        if (!draft || !isValues(draft.values)) return undefined;
        return {
          values: draft.values,
          version: typeof draft.version === 'number' ? draft.version : undefined,
        };
      } catch {
        return undefined;
      }
    },
    write(key, draft) {
      try {
        window.sessionStorage.setItem(keyOf(key), JSON.stringify(draft));
      } catch {
        // Storage full or disabled: the draft is simply not kept.
      }
    },
    clear(key) {
      try {
        window.sessionStorage.removeItem(keyOf(key));
      } catch {
        // See write.
      }
    },
  } satisfies DraftStorage<V>;
}

/**
 * Keeps a form's values as its draft under `key` while they differ from the saved ones (`dirty`),
 * and clears it when they do not. A read-only form (`enabled` false) leaves any draft alone; the
 * form reads the draft once when it opens (`storage.read(key)`).
 */
export function useKeepDraft<V>(
  storage: DraftStorage<V>,
  key: string,
  {
    values,
    version,
    dirty,
    enabled,
  }: { values: V; version?: number; dirty: boolean; enabled: boolean },
): void {
  useEffect(() => {
    if (!enabled) return;
    if (dirty) storage.write(key, { values, version });
    else storage.clear(key);
  }, [storage, key, enabled, dirty, values, version]);
}

/** Whether two sets of a form's values are the same, field by field (`a`'s fields). */
export const sameValues = <V extends Record<string, string | boolean>>(a: V, b: V) =>
  Object.keys(a).every((field) => a[field] === b[field]);

/**
 * `draftStorage` for a form whose values are `empty`'s fields: a draft is kept only when each of
 * them has the type it has there (text, or a checkbox's state).
 */
export function valuesDrafts<V extends Record<string, string | boolean>>(prefix: string, empty: V) {
  return draftStorage(
    prefix,
    (values): values is V =>
      typeof values === 'object' &&
      values !== null &&
      Object.keys(empty).every(
        (field) => typeof (values as Record<string, unknown>)[field] === typeof empty[field],
      ),
  );
}
