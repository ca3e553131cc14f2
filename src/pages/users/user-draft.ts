import type { UserFormValues } from './user-form-values';

/**
 * What was typed into a user form, kept in this tab's sessionStorage under the page's path, so a
 * session that ends mid-edit (the app sends the person to sign in and back) loses nothing.
 */
export type UserDraft = { values: UserFormValues; version?: number };

const keyOf = (path: string) => `tessera.userDraft:${path}`;

export function readDraft(path: string): UserDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(keyOf(path));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<UserDraft> | null;
    const values = draft?.values;
    if (!values || typeof values !== 'object') return undefined;
    const fields = ['name', 'email', 'city', 'country', 'score'] as const;
    if (!fields.every((field) => typeof values[field] === 'string')) return undefined;
    return { values, version: typeof draft.version === 'number' ? draft.version : undefined };
  } catch {
    return undefined;
  }
}

export function writeDraft(path: string, draft: UserDraft): void {
  try {
    window.sessionStorage.setItem(keyOf(path), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft is simply not kept.
  }
}

export function clearDraft(path: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(path));
  } catch {
    // See writeDraft.
  }
}
