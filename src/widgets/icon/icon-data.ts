import type { IconifyJSON } from '@iconify/types';

/** An icon ready to draw: its SVG body (transformations applied) and its view box. */
export type IconData = {
  /** The SVG markup inside `<svg>`. */
  body: string;
  /** The view box's left edge. @default 0 */
  left?: number;
  /** The view box's top edge. @default 0 */
  top?: number;
  /** The view box's width. */
  width: number;
  /** The view box's height. */
  height: number;
};

/** A titled list of icon names: a category of the set, "All icons" or the search results. */
export type IconList = { title: string; names: string[] };

const DEFAULT_SIZE = 16;

/**
 * Resolves `name` in `set` (following aliases, whose flips and quarter turns combine with their
 * parent's, as Iconify does) to drawable data; `undefined` when the set has no such icon.
 */
export function resolveIcon(set: IconifyJSON, name: string): IconData | undefined {
  let hFlip = false;
  let vFlip = false;
  let rotate = 0;
  let current = name;
  let own: { left?: number; top?: number; width?: number; height?: number } = {};
  // Aliases may chain; the bound stops a malformed loop.
  for (let depth = 0; depth < 8; depth++) {
    const icon = set.icons[current];
    const alias = icon ? undefined : set.aliases?.[current];
    const entry = icon ?? alias;
    if (!entry) return undefined;
    hFlip = hFlip !== Boolean(entry.hFlip);
    vFlip = vFlip !== Boolean(entry.vFlip);
    rotate += entry.rotate ?? 0;
    own = {
      left: own.left ?? entry.left,
      top: own.top ?? entry.top,
      width: own.width ?? entry.width,
      height: own.height ?? entry.height,
    };
    if (icon) {
      return transform(
        {
          body: icon.body,
          left: own.left ?? set.left ?? 0,
          top: own.top ?? set.top ?? 0,
          width: own.width ?? set.width ?? DEFAULT_SIZE,
          height: own.height ?? set.height ?? DEFAULT_SIZE,
        },
        hFlip,
        vFlip,
        rotate,
      );
    }
    current = alias!.parent;
  }
  return undefined;
}

/** Applies flips, then quarter turns about the centre, wrapping the body in a `<g transform>`. */
function transform(icon: Required<IconData>, hFlip: boolean, vFlip: boolean, rotate: number) {
  const { left, top, width, height } = icon;
  const turns = ((rotate % 4) + 4) % 4;
  const steps: string[] = [];
  const cx = left + width / 2;
  const cy = top + height / 2;
  if (turns) steps.push(`rotate(${turns * 90} ${cx} ${cy})`);
  if (hFlip) steps.push(`translate(${2 * left + width} 0) scale(-1 1)`);
  if (vFlip) steps.push(`translate(0 ${2 * top + height}) scale(1 -1)`);
  if (!steps.length) return icon;
  const box =
    turns % 2
      ? { left: cx - height / 2, top: cy - width / 2, width: height, height: width }
      : { left, top, width, height };
  return { ...box, body: `<g transform="${steps.join(' ')}">${icon.body}</g>` };
}

/**
 * The names a set shows: its visible icons and the aliases that draw differently from their
 * parent (flipped or turned); plain renames and hidden legacy icons are left out, which matches
 * the set's published total.
 */
export function listIconNames(set: IconifyJSON): string[] {
  const names = Object.keys(set.icons).filter((name) => !set.icons[name]!.hidden);
  for (const [name, alias] of Object.entries(set.aliases ?? {})) {
    if (alias.hidden) continue;
    if (alias.hFlip || alias.vFlip || alias.rotate) names.push(name);
  }
  return names.sort();
}

/**
 * The set's icons as lists: one per category when the set has categories (plus `otherTitle` for
 * icons in none), else a single list titled `allTitle`.
 */
export function groupIcons(
  set: IconifyJSON,
  { allTitle, otherTitle }: { allTitle: string; otherTitle: string },
): IconList[] {
  const names = listIconNames(set);
  const categories = Object.entries(set.categories ?? {});
  if (!categories.length) return [{ title: allTitle, names }];
  const shown = new Set(names);
  const placed = new Set<string>();
  const lists: IconList[] = [];
  for (const [title, members] of categories) {
    const inList = members.filter((name) => shown.has(name));
    inList.forEach((name) => placed.add(name));
    if (inList.length) lists.push({ title, names: inList });
  }
  const rest = names.filter((name) => !placed.has(name));
  if (rest.length) lists.push({ title: otherTitle, names: rest });
  return lists;
}
