import { readStored, writeStored } from '@/lib/storage';

/** Where the last picks are kept. */
export const RECENTS_KEY = 'tessera.palette.recents';
/** How many picks are remembered. */
export const RECENTS_MAX = 5;

/**
 * One pick of the palette. Pages and actions are found again by `id` (so they show in the current
 * language, and only while the account may still use them); a record keeps what it showed.
 */
export interface RecentPick {
  id: string;
  title?: string;
  detail?: string;
  path?: string;
}

const isPick = (value: unknown): value is RecentPick => {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return (
    typeof pick.id === 'string' &&
    pick.id.length > 0 &&
    ['title', 'detail', 'path'].every(
      (field) => pick[field] === undefined || typeof pick[field] === 'string',
    ) &&
    (typeof pick.path !== 'string' || pick.path.startsWith('/'))
  );
};

/** The remembered picks, newest first; anything unreadable in storage is skipped. */
export function readRecents(): RecentPick[] {
  const stored = readStored(RECENTS_KEY, Array.isArray) ?? [];
  return stored.filter(isPick).slice(0, RECENTS_MAX);
}

/** Puts a pick first (once), keeps the newest `RECENTS_MAX`, and answers the new list. */
export function rememberPick(pick: RecentPick): RecentPick[] {
  const picks = [pick, ...readRecents().filter((recent) => recent.id !== pick.id)].slice(
    0,
    RECENTS_MAX,
  );
  writeStored(RECENTS_KEY, picks);
  return picks;
}
