export type WizardVariant = 'simple' | 'rich';
export type WizardOrientation = 'horizontal' | 'vertical';
/** Where one step stands: done, being filled in, or still ahead. */
export type WizardStepState = 'completed' | 'current' | 'upcoming';

/**
 * Below the `md` breakpoint (phones, small tablets) a vertical wizard lays out horizontally. In rem,
 * as the stylesheet's breakpoints, so it follows a reader's larger text size as they do.
 */
export const WIZARD_NARROW_QUERY = '(width < 48rem)';

/**
 * The orientation actually drawn. Only a wizard declared vertical follows the window: it turns
 * horizontal on narrow windows; a horizontal wizard already fits them and never changes.
 */
export function resolveOrientation(
  orientation: WizardOrientation,
  narrow: boolean,
): WizardOrientation {
  return orientation === 'vertical' && !narrow ? 'vertical' : 'horizontal';
}

/** Steps before the current one are done; every step is done once the wizard is completed. */
export function stepState(index: number, current: number, completed: boolean): WizardStepState {
  if (completed || index < current) return 'completed';
  return index === current ? 'current' : 'upcoming';
}

/** Steps up to and including the current one are "active" (drawn in the primary colour). */
export function isStepActive(index: number, current: number, completed: boolean): boolean {
  return completed || index <= current;
}
