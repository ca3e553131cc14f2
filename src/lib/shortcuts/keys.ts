/**
 * Keystrokes as text. A shortcut is written as keystrokes separated by spaces: `g d` (press g, then
 * d), `mod+k` (Ctrl+K, or ⌘K on Apple systems), `?`, `/`. Letters are lower case; `shift+` is
 * written only for letters, since a symbol's key already says it (`?` is Shift+/ on most layouts).
 */

/** What a keystroke handler reads of a keyboard event (a plain object in tests). */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  target?: EventTarget | null;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Meta', 'Alt', 'AltGraph', 'CapsLock', 'OS']);

/**
 * The keystroke an event stands for, or `undefined` for a modifier pressed alone (which must not
 * break a sequence). With Ctrl or ⌘ the physical key decides when the layout's letter is not a
 * Latin one, so Ctrl+K works on an Arabic keyboard too.
 */
export function keystrokeOf(event: KeyLike): string | undefined {
  if (!event.key || MODIFIER_KEYS.has(event.key) || event.key === 'Dead') return undefined;
  let key = event.key.toLowerCase();
  const mod = Boolean(event.ctrlKey || event.metaKey);
  if ((mod || event.altKey) && !/^[a-z0-9]$/.test(key) && event.code?.startsWith('Key')) {
    key = event.code.slice(3).toLowerCase();
  }
  const parts: string[] = [];
  if (mod) parts.push('mod');
  if (event.altKey) parts.push('alt');
  // Shift is part of a symbol's character ("?"), so it is written only with letters and named keys.
  if (event.shiftKey && (key.length > 1 || /\p{L}/u.test(key))) parts.push('shift');
  parts.push(key === ' ' ? 'space' : key);
  return parts.join('+');
}

/** A shortcut's keystrokes: `'g d'` → `['g', 'd']`. */
export function parseKeys(keys: string): string[] {
  return keys.trim().split(/\s+/).filter(Boolean);
}

/** Whether keystrokes typed there are text, not commands: text inputs, text areas, selects, editors. */
export function isTextField(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return ![
    'checkbox',
    'radio',
    'button',
    'submit',
    'reset',
    'range',
    'color',
    'file',
    'image',
  ].includes(type);
}

/** Widgets that take letters themselves: type-ahead in menus, lists, trees and grids. */
const KEY_OWNERS =
  '[role="menu"],[role="menubar"],[role="listbox"],[role="tree"],[role="treegrid"],[role="grid"],[role="combobox"]';

/**
 * Whether keystrokes there belong to what has focus: a text field, or a widget with type-ahead.
 * Shortcuts without Ctrl/⌘ leave those alone.
 */
export function ownsKeystrokes(target: EventTarget | null | undefined): boolean {
  if (isTextField(target)) return true;
  return typeof (target as Element | null)?.closest === 'function'
    ? (target as Element).closest(KEY_OWNERS) !== null
    : false;
}

/** Whether this is an Apple system, where `mod` is ⌘ rather than Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * The keys to show for a shortcut, one array per keystroke: `'mod+k'` → `[['Ctrl', 'K']]` (or
 * `[['⌘', 'K']]` on Apple systems), `'g d'` → `[['G'], ['D']]`.
 */
export function displayKeys(keys: string, apple = isApplePlatform()): string[][] {
  const names: Record<string, string> = {
    mod: apple ? '⌘' : 'Ctrl',
    alt: apple ? '⌥' : 'Alt',
    shift: apple ? '⇧' : 'Shift',
    space: 'Space',
    escape: 'Esc',
    enter: 'Enter',
  };
  return parseKeys(keys).map((stroke) =>
    stroke
      .split(/\+(?!$)/)
      .map((part) => names[part] ?? (part.length === 1 ? part.toUpperCase() : part)),
  );
}

/** The `aria-keyshortcuts` value of a single-keystroke shortcut (`mod+k` → `Control+K`). */
export function ariaKeyShortcuts(keys: string, apple = isApplePlatform()): string | undefined {
  const strokes = parseKeys(keys);
  if (strokes.length !== 1) return undefined;
  const names: Record<string, string> = {
    mod: apple ? 'Meta' : 'Control',
    alt: 'Alt',
    shift: 'Shift',
    space: 'Space',
  };
  return strokes[0]!
    .split(/\+(?!$)/)
    .map((part) => names[part] ?? (part.length === 1 ? part.toUpperCase() : part))
    .join('+');
}
