import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import type { LanguageTag } from '../src/i18n/languages';

export interface ConsoleEntry {
  type: string;
  text: string;
}

interface Fixtures {
  /** Console errors/warnings (and uncaught page errors) matching these are expected by the test. */
  allowedConsole: RegExp[];
  /** Content-Security-Policy refusals (of these blocked URLs) the test expects. */
  allowedCspViolations: RegExp[];
  consoleEntries: ConsoleEntry[];
}

/**
 * Every test: requests leaving the machine fail (the browser resolves no host but this one, see
 * playwright.config.ts: the app must work offline), and any console error or warning, or uncaught
 * exception, fails the test unless the test allows it. Any Content-Security-Policy violation fails
 * it too, unless the test expects that refusal.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  allowedCspViolations: [[], { option: true }],
  consoleEntries: [
    async ({ page, allowedConsole, allowedCspViolations }, use) => {
      const entries: ConsoleEntry[] = [];
      page.on('console', (message) => {
        // Chromium's advice on a form's markup ("[DOM] Password forms should have (optionally
        // hidden) username fields …") is logged at the verbose level; it counts as a warning here.
        const domAdvice = message.text().startsWith('[DOM]');
        if (message.type() === 'error' || message.type() === 'warning' || domAdvice) {
          // "Failed to load resource" names no URL in its text: append where it came from, so a
          // test can allow one blocked host without hiding failures of the app's own files.
          const { url } = message.location();
          const text = message.text();
          entries.push({
            type: message.type(),
            text: url && !text.includes(url) ? `${text} (${url})` : text,
          });
        }
      });
      page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: String(error) }));
      const cspViolations: string[] = [];
      await page.exposeFunction('__tesseraCspViolation', (text: string) =>
        cspViolations.push(text),
      );
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as Record<string, (text: string) => void>)
              .__tesseraCspViolation;
            report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
          },
          true,
        );
      });
      await use(entries);
      expect(
        cspViolations.filter((text) => !allowedCspViolations.some((pattern) => pattern.test(text))),
        'Content-Security-Policy violations',
      ).toEqual([]);
      const unexpected = entries.filter(
        (entry) => !allowedConsole.some((pattern) => pattern.test(entry.text)),
      );
      expect(unexpected, 'console errors, warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe on `page`, run where the page is. Its default mode gathers each frame's results and merges
 * them in a new blank page (for frames of other origins, which the app has none of): that page
 * costs more than the rules themselves.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/**
 * Serious and critical axe violations on the current page (WCAG 2.1 A/AA rules), and any content
 * outside every landmark (the best-practice `region` rule, at any impact).
 */
export async function seriousAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  // A dialog or menu still fading in has text at part opacity, which axe would judge as low
  // contrast: let every finite animation finish first (a spinner's never does, and is skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = axeOn(page);
  if (exclude) builder.exclude(exclude);
  const results = await builder
    // Only violations are collected: the passing nodes' details are never read.
    .options({ rules: { region: { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'region',
    )
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** Makes requests matching `pattern` fail as if offline, until `reconnect()`. */
export async function failRequests(page: Page, pattern: RegExp) {
  let offline = true;
  await page.route(pattern, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  return {
    reconnect: () => {
      offline = false;
    },
  };
}

/**
 * The URL of the chunk the build made of `source` (a path such as `src/pages/users/users-page.tsx`),
 * from Vite's manifest: chunk file names are their hash alone, so tests find them by their source.
 */
export function chunkOf(source: string): RegExp {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not a chunk of the build (dist/.vite/manifest.json)`);
  // Not anchored at the end: it also finds the file in a console message that names its URL.
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`);
}

/** Holds every request matching `pattern` until `release()`: for what a page shows before a chunk arrives. */
export async function holdRequests(page: Page, pattern: RegExp | ((url: URL) => boolean)) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Stores the interface language before the app boots (the start-up script reads it). */
export async function storeLanguage(page: Page, lng: LanguageTag) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('tessera.language', JSON.stringify(value));
  }, lng);
}

/** Stores a theme before the app boots. */
export async function storeTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => {
    window.localStorage.setItem('tessera.theme', JSON.stringify(value));
  }, theme);
}

/** Waits until no navigation is pending (the loading bar is gone) and the page heading shows. */
export async function settled(page: Page) {
  // The heading first: before it shows, the shell may not have rendered at all.
  await expect(page.locator('h1')).toBeVisible();
  // By its slot, not its name: the name is translated (Arabic too).
  await expect(page.locator('[data-slot="loading-bar"]')).toHaveCount(0);
  // The top bar's menus arrive in their own chunk after the shell has rendered; until then their
  // buttons are placeholders.
  await expect(page.locator('header [data-slot="menu-placeholder"]')).toHaveCount(0);
}

/**
 * Opens `path` in `theme` as the per-route sweeps judge it: settled, with reduced motion so that
 * no mid-animation frame (a bar filling up) is what gets checked.
 */
export async function openSettled(page: Page, path: string, theme: 'light' | 'dark') {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeTheme(page, theme);
  await page.goto(path);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** How far the page scrolls sideways, in px (0 or less when it fits the viewport's width). */
export const sidewaysScroll = (page: Page) =>
  // Measured in the next frame, once what was last rendered has been laid out.
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ),
      ),
  );

/** Leaflet's tiles come from the internet (OpenStreetMap by default): offline, each one fails. */
export const blockedTiles = /Failed to load resource.*tile\.openstreetmap\.org/;

/** The demo API's seeded accounts (password `tessera-demo`), one per role. */
export const demoAccounts = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  editor: { email: 'editor@example.com', name: 'Eddie Editor' },
  viewer: { email: 'viewer@example.com', name: 'Vera Viewer' },
} as const;

/**
 * Signs the page's browser context in through the API (the session cookie is shared with the
 * page): for tests about what comes after signing in. Writes need the page's own Origin.
 */
export async function signInWithApi(page: Page, role: keyof typeof demoAccounts) {
  const origin = new URL(
    page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
  ).origin;
  const response = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: demoAccounts[role].email, password: 'tessera-demo' },
    headers: { Origin: origin },
  });
  expect(response.status(), 'sign-in through the API').toBe(200);
}

/**
 * Ends the page's session on the server's side, as if it expired or was signed out elsewhere: the
 * page does not know until its next request is refused.
 */
export async function endSessionWithApi(page: Page) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/api/auth/logout`, {
    data: {},
    headers: { Origin: origin },
  });
  expect(response.status(), 'sign-out through the API').toBe(204);
}

/**
 * What the page's elements look like in forced colours (a Windows contrast theme): for each
 * selector, the first match's computed background, border width and text colour, beside the
 * palette's own Canvas, Highlight, HighlightText and GrayText, read from a probe element.
 */
export async function forcedColorsOf(page: Page, selectors: Record<string, string>) {
  return page.evaluate((wanted) => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const system = (color: string) => {
      probe.style.backgroundColor = color;
      return getComputedStyle(probe).backgroundColor;
    };
    const palette = {
      Canvas: system('Canvas'),
      Highlight: system('Highlight'),
      HighlightText: system('HighlightText'),
      GrayText: system('GrayText'),
    };
    probe.remove();
    const seen = Object.fromEntries(
      Object.entries(wanted).map(([name, selector]) => {
        const element = document.querySelector(selector);
        if (!element) return [name, null];
        const style = getComputedStyle(element);
        return [
          name,
          {
            background: style.backgroundColor,
            border: style.borderTopWidth,
            color: style.color,
          },
        ];
      }),
    );
    return { palette, seen };
  }, selectors);
}
