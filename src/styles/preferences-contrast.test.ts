/**
 * Every colour preset meets WCAG AA in both themes, as the stylesheets declare it: this reads
 * tokens.css and preferences.css, cascades the rules that apply to <html> for each preset and
 * theme (specificity, then order), resolves var() and measures the contrast where the colours
 * meet: primary-strong text on the light surfaces, the bright primary as text on the dark shell
 * and dark surfaces, on-primary text on the primary fill, and the focus rings.
 */
import { preferenceOptions } from '@/lib/preference-options';

import preferences from './preferences.css?raw';
import tokens from './tokens.css?raw';

type Rule = { selectors: string[]; declarations: Map<string, string> };

/** The top-level rules of a stylesheet (at-rules and their blocks skipped). */
function parseRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let depth = 0;
  let start = 0;
  let prelude = '';
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      if (depth === 0) {
        prelude = text.slice(start, i).trim();
        start = i + 1;
      }
      depth += 1;
    } else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        if (!prelude.startsWith('@')) {
          const declarations = new Map<string, string>();
          for (const declaration of text.slice(start, i).split(';')) {
            const colon = declaration.indexOf(':');
            if (colon > 0)
              declarations.set(
                declaration.slice(0, colon).trim(),
                declaration.slice(colon + 1).trim(),
              );
          }
          rules.push({ selectors: prelude.split(',').map((s) => s.trim()), declarations });
        }
        start = i + 1;
      }
    }
  }
  return rules;
}

/**
 * The specificity of `selector` when it selects <html> with `attributes`; undefined when it does
 * not (anything but `:root` and attribute tests on the element itself never does here).
 */
function matchRoot(selector: string, attributes: Record<string, string>): number | undefined {
  let rest = selector;
  let specificity = 0;
  if (rest.startsWith(':root')) {
    rest = rest.slice(5);
    specificity += 1;
  }
  while (rest) {
    const match = /^\[([\w-]+)(?:='([^']*)')?\]/.exec(rest);
    if (!match) return undefined;
    const [whole, name = '', value] = match;
    if (!(name in attributes) || (value !== undefined && attributes[name] !== value))
      return undefined;
    specificity += 1;
    rest = rest.slice(whole.length);
  }
  return specificity || undefined;
}

const rules = [...parseRules(tokens), ...parseRules(preferences)];

/** The custom properties of <html> with these attributes, var() resolved. */
function rootTokens(attributes: Record<string, string>): (name: string) => string {
  const winners = new Map<string, { specificity: number; order: number; value: string }>();
  rules.forEach((rule, order) => {
    const specificity = Math.max(
      ...rule.selectors.map((selector) => matchRoot(selector, attributes) ?? -1),
    );
    if (specificity < 0) return;
    for (const [name, value] of rule.declarations) {
      const current = winners.get(name);
      if (!current || specificity >= current.specificity)
        winners.set(name, { specificity, order, value });
    }
  });
  const resolve = (name: string, seen: string[] = []): string => {
    if (seen.includes(name)) throw new Error(`var() cycle: ${[...seen, name].join(' → ')}`);
    const value = winners.get(name)?.value;
    if (value === undefined) throw new Error(`${name} is not declared`);
    return value.replace(/var\((--[\w-]+)\)/g, (_, inner: string) =>
      resolve(inner, [...seen, name]),
    );
  };
  return (name) => resolve(name);
}

function luminance(colour: string): number {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`not a #rrggbb colour: ${colour}`);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;
const themes = ['light', 'dark'] as const;

describe('colour presets', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps the default green exactly as it was', () => {
    const light = rootTokens({ 'data-theme': 'light', 'data-preset': 'green' });
    const dark = rootTokens({ 'data-theme': 'dark', 'data-preset': 'green' });
    expect(['--palette-primary', '--primary-strong', '--on-primary', '--ring'].map(light)).toEqual([
      '#4ae387',
      '#17773f',
      '#12341f',
      '#17773f',
    ]);
    expect(['--primary-strong', '--ring', '--shell-ring'].map(dark)).toEqual([
      '#4ae387',
      '#4ae387',
      '#4ae387',
    ]);
  });

  it('gives every preset its own primary colour', () => {
    const primaries = preferenceOptions.preset.map((preset) =>
      rootTokens({ 'data-preset': preset })('--palette-primary'),
    );
    expect(new Set(primaries).size).toBe(preferenceOptions.preset.length);
  });

  describe.each(
    preferenceOptions.preset.flatMap((preset) => themes.map((theme) => [preset, theme])),
  )('%s in the %s theme', (preset, theme) => {
    const token = rootTokens({ 'data-theme': theme, 'data-preset': preset });
    const primary = token('--palette-primary');

    it('reads as text: primary-strong on every content surface', () => {
      for (const surface of ['--surface', '--surface-muted', '--page'])
        expect(contrast(token('--primary-strong'), token(surface)), surface).toBeGreaterThanOrEqual(
          TEXT,
        );
    });

    it('reads as text on the fill: on-primary on primary', () => {
      expect(contrast(token('--on-primary'), primary)).toBeGreaterThanOrEqual(TEXT);
    });

    it('reads as text on the dark shell: primary on every shell surface', () => {
      for (const shell of ['--shell', '--shell-deep', '--shell-active'])
        expect(contrast(primary, token(shell)), shell).toBeGreaterThanOrEqual(TEXT);
    });

    it('shows the focus ring at 3:1, on the content and on the shell', () => {
      for (const surface of ['--surface', '--surface-muted', '--page'])
        expect(contrast(token('--ring'), token(surface)), surface).toBeGreaterThanOrEqual(NON_TEXT);
      expect(contrast(token('--shell-ring'), token('--shell'))).toBeGreaterThanOrEqual(NON_TEXT);
    });
  });
});
