import { keystrokeOf, ownsKeystrokes, parseKeys, type KeyLike } from './keys';

export interface Shortcut {
  /** Unique; registering the same id again replaces the earlier one. */
  id: string;
  /** Keystrokes separated by spaces: `'g d'`, `'mod+k'`, `'?'` (see `keys.ts`). */
  keys: string;
  /** What it does, as the cheat sheet and the palette show it (already translated). */
  description: string;
  /** Where the cheat sheet lists it. @default 'general' */
  group?: 'general' | 'navigation';
  /**
   * Also works while typing in a text field or a widget with type-ahead (menus, lists, trees):
   * only for shortcuts with Ctrl/⌘. @default false
   */
  allowInTextFields?: boolean;
  run: () => void;
}

export interface ShortcutRegistry {
  /** Adds (or replaces, by id) shortcuts; answers a function that removes them again. */
  register: (...shortcuts: Shortcut[]) => () => void;
  /** Every registered shortcut, in the order registered (the same array until the list changes). */
  list: () => readonly Shortcut[];
  /** The shortcut with this id, if registered. */
  get: (id: string) => Shortcut | undefined;
  /**
   * Feeds one keydown. Answers the shortcut it ran, else `undefined`. The caller prevents the
   * browser's default when a shortcut ran, or when a key was taken as the start of a sequence.
   */
  handleKey: (event: KeyLike) => { ran?: Shortcut; pending: boolean };
  /** Forgets a half-typed sequence. */
  reset: () => void;
  /** Calls `listener` whenever the list of shortcuts changes; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** How long the next key of a sequence (`g` … `d`) is awaited. */
export const SEQUENCE_TIMEOUT_MS = 1200;

/**
 * Shortcuts by their keystrokes, sequences included. Keys typed in a text field are left to it
 * unless the shortcut allows them; a sequence forgets its first keys after `timeoutMs`.
 */
export function createShortcutRegistry({
  timeoutMs = SEQUENCE_TIMEOUT_MS,
}: { timeoutMs?: number } = {}): ShortcutRegistry {
  let shortcuts: Shortcut[] = [];
  let typed: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());
  const reset = () => {
    typed = [];
    clearTimeout(timer);
    timer = undefined;
  };
  const strokesOf = (shortcut: Shortcut) => parseKeys(shortcut.keys);
  const startsWith = (strokes: string[], prefix: string[]) =>
    prefix.length <= strokes.length && prefix.every((stroke, index) => strokes[index] === stroke);

  /** Shortcuts that could still complete from `prefix`; `exact` the one it completes. */
  const candidates = (prefix: string[], inTextField: boolean) => {
    const usable = shortcuts.filter((shortcut) => !inTextField || shortcut.allowInTextFields);
    const exact = usable.find((shortcut) => {
      const strokes = strokesOf(shortcut);
      return strokes.length === prefix.length && startsWith(strokes, prefix);
    });
    const longer = usable.some((shortcut) => {
      const strokes = strokesOf(shortcut);
      return strokes.length > prefix.length && startsWith(strokes, prefix);
    });
    return { exact, longer };
  };

  return {
    register: (...added) => {
      const ids = new Set(added.map((shortcut) => shortcut.id));
      shortcuts = [...shortcuts.filter((shortcut) => !ids.has(shortcut.id)), ...added];
      notify();
      return () => {
        shortcuts = shortcuts.filter((shortcut) => !added.includes(shortcut));
        notify();
      };
    },
    list: () => shortcuts,
    get: (id) => shortcuts.find((shortcut) => shortcut.id === id),
    reset,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handleKey: (event) => {
      if (event.isComposing) return { pending: false };
      const stroke = keystrokeOf(event);
      if (!stroke) return { pending: typed.length > 0 };
      const inTextField = ownsKeystrokes(event.target);
      // A key that does not continue the sequence may start a new one ("x g d" still runs "g d").
      for (const prefix of typed.length ? [[...typed, stroke], [stroke]] : [[stroke]]) {
        const { exact, longer } = candidates(prefix, inTextField);
        if (exact && !longer) {
          reset();
          exact.run();
          return { ran: exact, pending: false };
        }
        if (longer) {
          typed = prefix;
          clearTimeout(timer);
          // A shortcut that is also the start of a longer one runs if nothing follows in time.
          timer = setTimeout(() => {
            reset();
            exact?.run();
          }, timeoutMs);
          return { pending: true };
        }
      }
      reset();
      return { pending: false };
    },
  };
}
