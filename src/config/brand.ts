/**
 * The template's look out of the box: edit these to brand the app. Each is also a choice a person
 * can change in the customizer (their choice is kept in the browser and, when signed in, in their
 * account); "Reset to defaults" returns to these. Plain data, no imports: the start-up script in
 * index.html carries a copy of it (see scripts/content-security-policy.ts), so the first paint
 * already has it.
 */
export const brandDefaults = {
  /** Colour preset: the primary colour and focus ring, with their strong and on-colour shades. */
  preset: 'green',
  /** Corner radius of cards, controls and menus. */
  radius: 'medium',
  /** Typeface: the bundled sans, the system's, a serif, or a monospace for dense data. */
  font: 'sans',
  /** Row heights, paddings and control sizes. */
  density: 'comfortable',
  /** Content across the whole width, or centred at a readable maximum width. */
  contentWidth: 'full',
  /** The navigation: a sidebar, an icon rail, hidden behind a menu button, or a top bar. */
  layout: 'sidebar',
} as const;
