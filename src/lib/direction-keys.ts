/**
 * The arrow key as it reads in the reading direction: right to left, ArrowLeft moves forward
 * (to the next item, into a branch) and ArrowRight back, so keyboard handlers written for left to
 * right keep working mirrored. Other keys pass through.
 */
export function logicalArrowKey(key: string, dir: 'ltr' | 'rtl'): string {
  if (dir !== 'rtl') return key;
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}
