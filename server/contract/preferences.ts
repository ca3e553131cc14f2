/**
 * The appearance preferences: each one's allowed values. The customizer offers them, the start-up
 * script applies only them (scripts/content-security-policy.ts copies this table into it), and an
 * account keeps them with the theme choice. Plain data, no imports: the start-up script's build
 * reads this file outside the bundler.
 */
export const APPEARANCE_OPTIONS = {
  preset: ['green', 'blue', 'violet', 'orange', 'rose', 'teal'],
  radius: ['none', 'small', 'medium', 'large'],
  font: ['sans', 'system', 'serif', 'mono'],
  density: ['comfortable', 'compact'],
  contentWidth: ['full', 'centered'],
  layout: ['sidebar', 'rail', 'hidden', 'horizontal'],
} as const;

/** A theme, or the system's (followed as it changes). */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
