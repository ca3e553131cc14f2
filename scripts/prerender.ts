// Draws each page anyone may open into its own HTML file at build time (dist/admin/tables.html for
// /admin/tables), from src/app/prerender.tsx, so that a slow phone paints the page as soon as the
// HTML and the stylesheet have arrived instead of after the JavaScript has run. The build runs it
// after writing the bundle (vite.config.ts); the app then draws the same page over it.
//
//   tsx scripts/prerender.ts [outDir]
//
// The HTML is drawn for a wide window in English, in Node with a stand-in DOM (jsdom) for the few
// modules that read the browser when they load. The inline start-up script and the stylesheet
// hide the drawn sidebar on a narrow window and the whole drawing for a reader of another language,
// until the app replaces it. The root stays `inert` until then: nothing in it works yet.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

import { mediaQueryList } from '../src/test/media-query-list';

/** What src/app/prerender.tsx exports. */
type PrerenderModule = {
  prerenderedPaths(): string[];
  prerender(url: string): Promise<{ html: string; title: string; language: string } | undefined>;
};

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.argv[2] ?? 'dist');
const origin = 'http://localhost';

/** The browser globals the app's modules read when they load. */
function standInBrowser() {
  const { window } = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
    url: `${origin}/`,
  });
  // Wide, light: the layout every phone narrows with CSS alone.
  window.matchMedia = (query: string) => mediaQueryList(query, /min-width/.test(query));
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigator: window.navigator,
    location: window.location,
    matchMedia: window.matchMedia.bind(window),
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    Node: window.Node,
    getComputedStyle: window.getComputedStyle.bind(window),
    DOMParser: window.DOMParser,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
    cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

standInBrowser();
const started = performance.now();
const index = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!index.includes('<div id="root"></div>')) {
  throw new Error('dist/index.html has no empty <div id="root"></div> to draw into');
}
// The entry and its imports leave <head> for the start-up script, which asks for them once the
// drawn page has painted (src/boot-script.js): until then the HTML and the stylesheet have the
// connection to themselves.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
if (!entry?.[1]) throw new Error('dist/index.html has no entry <script type="module">');
const preloads: string[] = [];
const template = index
  .replace(entry[0], '')
  .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  })
  .replace(
    '<script>',
    `<meta name="tessera-after-paint" content='${JSON.stringify({ entry: entry[1], preloads })}' />\n    <script>`,
  );
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { '@': join(root, 'src') } },
});
let written = 0;
const skipped: string[] = [];
try {
  const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
  for (const path of app.prerenderedPaths()) {
    const page = await app.prerender(origin + path).catch((error: unknown) => {
      skipped.push(`${path} (${String(error).split('\n')[0]})`);
      return undefined;
    });
    if (!page) continue;
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${page.language}" inert>${page.html}</div>`,
      );
    const file = join(outDir, `${path.replace(/^\//, '')}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written++;
  }
} finally {
  await server.close();
}
process.stdout.write(
  `prerender: ${written} pages drawn into HTML in ${Math.round(performance.now() - started)} ms` +
    (skipped.length ? `; not drawn: ${skipped.join(', ')}` : '') +
    '\n',
);
