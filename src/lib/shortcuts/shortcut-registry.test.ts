// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ariaKeyShortcuts, displayKeys, isTextField, keystrokeOf } from './keys';
import { createShortcutRegistry, type Shortcut } from './shortcut-registry';

const key = (value: string, extra: Partial<KeyboardEventInit> & { target?: EventTarget } = {}) => ({
  key: value,
  code: extra.code,
  ctrlKey: extra.ctrlKey,
  metaKey: extra.metaKey,
  altKey: extra.altKey,
  shiftKey: extra.shiftKey,
  target: extra.target ?? document.body,
});

function setup() {
  const registry = createShortcutRegistry({ timeoutMs: 1000 });
  const ran: string[] = [];
  const add = (id: string, keys: string, extra: Partial<Shortcut> = {}) =>
    registry.register({ id, keys, description: id, run: () => ran.push(id), ...extra });
  const press = (...strokes: Parameters<typeof key>[]) =>
    strokes.map((stroke) => registry.handleKey(key(...stroke)));
  return { registry, ran, add, press };
}

describe('keystrokeOf', () => {
  it('names keystrokes as shortcuts are written', () => {
    expect(keystrokeOf(key('g'))).toBe('g');
    expect(keystrokeOf(key('G', { shiftKey: true }))).toBe('shift+g');
    expect(keystrokeOf(key('?', { shiftKey: true }))).toBe('?');
    expect(keystrokeOf(key('k', { ctrlKey: true }))).toBe('mod+k');
    expect(keystrokeOf(key('k', { metaKey: true }))).toBe('mod+k');
    // An Arabic layout types "ن" on the K key.
    expect(keystrokeOf(key('ن', { ctrlKey: true, code: 'KeyK' }))).toBe('mod+k');
    expect(keystrokeOf(key('Shift', { shiftKey: true }))).toBeUndefined();
  });
});

describe('isTextField', () => {
  it('knows text fields from other controls', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="box" type="checkbox" /><textarea id="area"></textarea>
      <select id="select"></select><div contenteditable="true"><p id="editor">x</p></div>
      <button id="button">b</button>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isTextField(byId('text'))).toBe(true);
    expect(isTextField(byId('area'))).toBe(true);
    expect(isTextField(byId('select'))).toBe(true);
    expect(isTextField(byId('editor'))).toBe(true);
    expect(isTextField(byId('box'))).toBe(false);
    expect(isTextField(byId('button'))).toBe(false);
    expect(isTextField(document.body)).toBe(false);
    document.body.innerHTML = '';
  });
});

describe('createShortcutRegistry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs single keys and sequences', () => {
    const { ran, add, press } = setup();
    add('dashboard', 'g d');
    add('users', 'g u');
    add('help', '?');
    add('palette', 'mod+k');
    const [first, second] = press(['g'], ['d']);
    expect(first).toEqual({ pending: true });
    expect(second?.ran?.id).toBe('dashboard');
    press(['g'], ['u'], ['?', { shiftKey: true }], ['k', { ctrlKey: true }]);
    expect(ran).toEqual(['dashboard', 'users', 'help', 'palette']);
  });

  it('keeps a sequence across a modifier pressed alone, and restarts it on a stray key', () => {
    const { ran, add, press } = setup();
    add('dashboard', 'g d');
    add('help', '?');
    press(['x'], ['g'], ['Shift', { shiftKey: true }], ['d']);
    expect(ran).toEqual(['dashboard']);
    // "g" then "?" is no sequence, but "?" alone is a shortcut.
    press(['g'], ['?', { shiftKey: true }]);
    expect(ran).toEqual(['dashboard', 'help']);
    press(['g'], ['x'], ['d']);
    expect(ran).toEqual(['dashboard', 'help']);
  });

  it('forgets the first key of a sequence after the timeout', () => {
    const { ran, add, press } = setup();
    add('dashboard', 'g d');
    press(['g']);
    vi.advanceTimersByTime(999);
    press(['d']);
    expect(ran).toEqual(['dashboard']);
    press(['g']);
    vi.advanceTimersByTime(1000);
    press(['d']);
    expect(ran).toEqual(['dashboard']);
  });

  it('runs a shortcut that starts a longer one when nothing follows in time', () => {
    const { ran, add, press } = setup();
    add('go', 'g');
    add('dashboard', 'g d');
    press(['g']);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['go']);
  });

  it('leaves keys typed in a text field alone, except shortcuts that allow them', () => {
    const { ran, add, press } = setup();
    add('dashboard', 'g d');
    add('search', '/');
    add('palette', 'mod+k', { allowInTextFields: true });
    const input = document.createElement('input');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    document.body.append(input, editor);
    press(['g', { target: input }], ['d', { target: input }], ['/', { target: editor }]);
    expect(ran).toEqual([]);
    press(['k', { ctrlKey: true, target: input }]);
    expect(ran).toEqual(['palette']);
    // Menus and lists type ahead with letters: "g" there is theirs.
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('div');
    menu.append(item);
    document.body.append(menu);
    press(['g', { target: item }], ['d', { target: item }]);
    expect(ran).toEqual(['palette']);
    press(['g'], ['d']);
    expect(ran).toEqual(['palette', 'dashboard']);
    input.remove();
    editor.remove();
    menu.remove();
  });

  it('lists, replaces by id, removes and tells subscribers', () => {
    const { registry, add } = setup();
    const changed = vi.fn();
    registry.subscribe(changed);
    const remove = add('dashboard', 'g d');
    add('users', 'g u');
    add('dashboard', 'g h', { description: 'home' });
    expect(registry.list().map((shortcut) => shortcut.keys)).toEqual(['g u', 'g h']);
    expect(registry.get('dashboard')?.description).toBe('home');
    remove();
    expect(registry.list()).toHaveLength(2);
    expect(changed).toHaveBeenCalledTimes(4);
  });
});

describe('displayKeys', () => {
  it('shows each keystroke, with the platform names of modifiers', () => {
    expect(displayKeys('g d', false)).toEqual([['G'], ['D']]);
    expect(displayKeys('mod+k', false)).toEqual([['Ctrl', 'K']]);
    expect(displayKeys('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(displayKeys('?', false)).toEqual([['?']]);
    expect(ariaKeyShortcuts('mod+k', false)).toBe('Control+K');
    expect(ariaKeyShortcuts('g d', false)).toBeUndefined();
  });
});
