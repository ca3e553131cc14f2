import { palette, type PaletteColor } from '@/config/palette';

/** The loading animations, in the order the Spinners page shows them. */
export const SPINNER_VARIANTS = [
  'hollow-dots',
  'pixel',
  'flower',
  'intersecting-circles',
  'orbit',
  'fingerprint',
  'trinity-rings',
  'fulfilling-square',
  'circles-to-rhombuses',
  'semipolar',
  'breeding-rhombus',
  'swapping-squares',
  'scaling-squares',
  'fulfilling-bouncing-circle',
  'radar',
  'self-building-square',
  'spring',
  'looping-rhombuses',
  'half-circle',
  'atom',
] as const;

export type SpinnerVariant = (typeof SPINNER_VARIANTS)[number];

type Parts = {
  /** How many parts the animation draws. */
  count: number;
  /** Indexes of parts that hold one inner part. */
  inner?: readonly number[];
  /** The `--i` a part gets (its stagger); defaults to its index. */
  index?: (part: number) => number;
};

/** The markup each animation needs; spinners.css draws it. */
export const SPINNER_PARTS: Record<SpinnerVariant, Parts> = {
  'hollow-dots': { count: 3 },
  pixel: { count: 9, index: (part) => (part % 3) + Math.floor(part / 3) },
  flower: { count: 8 },
  'intersecting-circles': { count: 3 },
  orbit: { count: 3, inner: [1, 2] },
  fingerprint: { count: 5 },
  'trinity-rings': { count: 3 },
  'fulfilling-square': { count: 1, inner: [0] },
  'circles-to-rhombuses': { count: 3 },
  semipolar: { count: 5 },
  'breeding-rhombus': { count: 5 },
  'swapping-squares': { count: 2 },
  'scaling-squares': { count: 4 },
  'fulfilling-bouncing-circle': { count: 2 },
  radar: { count: 4 },
  'self-building-square': { count: 9 },
  spring: { count: 5 },
  'looping-rhombuses': { count: 3 },
  'half-circle': { count: 2 },
  atom: { count: 4 },
};

/** i18n key suffix of a variant's name: 'hollow-dots' → 'hollowDots'. */
export function spinnerNameKey(variant: SpinnerVariant): string {
  return variant.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A palette colour name becomes its hex; anything else (a hex, a CSS colour) is used as given. */
export function resolveSpinnerColor(color: string): string {
  return color in palette ? palette[color as PaletteColor] : color;
}
