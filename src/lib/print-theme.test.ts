// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { printInLightTheme } from './print-theme';
import { applyTheme } from './theme';

const theme = () => document.documentElement.dataset.theme;
const print = (phase: 'beforeprint' | 'afterprint') => window.dispatchEvent(new Event(phase));

describe('printInLightTheme', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    applyTheme('light');
  });

  it('prints a dark page in the light theme, then puts the dark one back', () => {
    applyTheme('dark');
    stop = printInLightTheme();
    print('beforeprint');
    expect(theme()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    print('afterprint');
    expect(theme()).toBe('dark');
  });

  it('leaves a light page alone, and a theme chosen during the print', () => {
    stop = printInLightTheme();
    print('beforeprint');
    print('afterprint');
    expect(theme()).toBe('light');

    applyTheme('dark');
    print('beforeprint');
    applyTheme('dark');
    print('afterprint');
    expect(theme()).toBe('dark');
  });

  it('stops when asked', () => {
    applyTheme('dark');
    printInLightTheme()();
    print('beforeprint');
    expect(theme()).toBe('dark');
  });
});
