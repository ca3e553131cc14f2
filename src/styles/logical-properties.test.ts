/**
 * Every page works right to left because styles say start and end, never left and right:
 * `ms-`/`ps-`/`start-`/`text-start`/`rounded-s-`/`border-e-` in classes, `margin-inline-start`,
 * `inset-inline-start` … in CSS. This fails on a physical class or property anywhere under src/
 * (comments and test files aside) unless the allow-list below names it with its reason.
 */

// Every source file under src/ as text (tests aside: they style nothing). CSS modules are left
// out: Vite hands a test their class map even with `?raw` (world-map.module.css, the one there
// is, draws the map's SVG and names no side).
const SOURCES = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx,css}', '!/src/**/*.test.{ts,tsx}', '!/src/**/*.module.css'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Tailwind classes that name a physical side (any variant prefix, any value). */
const PHYSICAL_CLASS = new RegExp(
  String.raw`(?<![\w-])(?:[^\s"'\x60{}]*:)?-?(` +
    [
      String.raw`(?:p|m|scroll-p|scroll-m)[lr]-[\w./\[\]%()-]+`,
      String.raw`(?:left|right)-[\w./\[\]%()-]+`,
      String.raw`text-(?:left|right)`,
      String.raw`(?:float|clear)-(?:left|right)`,
      String.raw`rounded-(?:[lr]|[tb][lr])(?:-[\w\[\]./-]+)?`,
      String.raw`border-[lr](?:-[\w\[\]./-]+)?`,
    ].join('|') +
    String.raw`)!?(?![\w-])`,
  'g',
);

/** CSS properties and values that name a physical side. */
const PHYSICAL_CSS =
  /(?<![\w-])((?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-\w+)?|border-(?:top|bottom)-(?:left|right)-radius|(?:left|right)\s*:|text-align:\s*(?:left|right)|(?:float|clear):\s*(?:left|right))/g;

/** The same in a style object or a DOM style assignment in TypeScript. */
const PHYSICAL_STYLE =
  /\b((?:margin|padding|border)(?:Left|Right)\w*|textAlign:\s*['"](?:left|right)['"]|(?:left|right)\s*:|style\.(?:left|right)\b)/g;

type Allowed = { file: string; match: RegExp; reason: string };

/** Each exception, with why the physical side is right there. */
export const ALLOWED: Allowed[] = [
  {
    file: 'widgets/spinners/spinners.css',
    match: /./,
    reason: 'spinner drawings are pictures, not layout: they look the same in both directions',
  },
  {
    file: 'widgets/tabs/tabs.tsx',
    match: /^left-0$/,
    reason:
      'the indicator is moved by a translateX of the tab’s offsetLeft, measured from the left edge in both directions',
  },
  {
    file: 'widgets/tabs/tab-geometry.ts',
    match: /^left\s*:/,
    reason: 'pixel geometry from offsetLeft, physical in both directions',
  },
  {
    file: 'widgets/world-map/use-world-map.ts',
    match: /^left\s*:/,
    reason: 'the tooltip is placed over a point of the map, which is geography and never mirrors',
  },
  {
    file: 'widgets/world-map/world-map-parts.tsx',
    match: /^left\s*:/,
    reason: 'the tooltip’s pixel position over the (unmirrored) map',
  },
  {
    file: 'widgets/world-map/zoom.ts',
    match: /^left\s*:/,
    reason: 'the fields of a DOMRect, not a style',
  },
  {
    file: 'widgets/icon/icon-data.ts',
    match: /^left\s*:/,
    reason: 'Iconify’s viewBox field, not a style',
  },
  {
    file: 'lib/popup-position.ts',
    match: /^(left|right)\s*:/,
    reason: 'the words of the position grammar, mirrored by direction in the same file',
  },
  {
    file: 'demo/pages/ui/dropdowns-page.tsx',
    match: /^(left|right)\s*:/,
    reason: 'room measured from the trigger’s DOMRect for Radix’s physical left and right sides',
  },
  {
    file: 'widgets/slider/slider.tsx',
    match: /^(after:)?left-1\/2$/,
    reason: 'centred over the thumb with -translate-x-1/2: the same in both directions',
  },
  {
    file: 'layouts/auth/auth-layout.tsx',
    match: /^left-1\/2$/,
    reason: 'a decorative band centred with -translate-x-1/2: the same in both directions',
  },
];

/** Comments go, strings stay (a `//` after a colon or quote is a URL or a string, not a comment). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"\x60\w])\/\/.*$/gm, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
}

/** The physical-direction classes and properties of one file, as `line: match`. */
export function physicalDirections(file: string, text: string): string[] {
  const patterns = file.endsWith('.css')
    ? [PHYSICAL_CLASS, PHYSICAL_CSS]
    : [PHYSICAL_CLASS, PHYSICAL_STYLE];
  const allowed = ALLOWED.filter((entry) => entry.file === file);
  const found: string[] = [];
  withoutComments(text)
    .split('\n')
    .forEach((line, index) => {
      for (const pattern of patterns) {
        for (const match of line.matchAll(pattern)) {
          const token = match[1]!;
          const full = match[0].replace(/!$/, '');
          if (allowed.some((entry) => entry.match.test(token) || entry.match.test(full))) continue;
          found.push(`${index + 1}: ${match[0]}`);
        }
      }
    });
  return found;
}

describe('logical properties', () => {
  it('src/ styles say start and end, never left and right (outside the allow-list)', () => {
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(300);
    const offenders = files.flatMap(([path, text]) => {
      const file = path.replace('/src/', '');
      return physicalDirections(file, text).map((hit) => `${file}:${hit}`);
    });
    expect(offenders).toEqual([]);
  });

  it('catches a physical class, CSS property or style key, and passes the logical ones', () => {
    expect(physicalDirections('x.tsx', `<div className="flex ml-2 sm:pr-4 -mr-px" />`)).toEqual([
      '1: ml-2',
      '1: sm:pr-4',
      '1: -mr-px',
    ]);
    expect(
      physicalDirections('x.tsx', `cn('text-left', 'rounded-tl-md border-r-2 right-0')`),
    ).toHaveLength(4);
    expect(physicalDirections('x.tsx', `<p style={{ marginLeft: 4, left: 0 }} />`)).toHaveLength(2);
    expect(physicalDirections('x.css', `a { padding-right: 1px; text-align: left; }`)).toHaveLength(
      2,
    );
    expect(
      physicalDirections(
        'x.tsx',
        `// a left-to-right comment\n<div className="ms-2 pe-4 start-0 text-end rounded-s-md border-e" />`,
      ),
    ).toEqual([]);
    expect(physicalDirections('widgets/tabs/tabs.tsx', `'absolute top-0 left-0'`)).toEqual([]);
  });
});
