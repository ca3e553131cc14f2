/**
 * The choices each appearance preference offers. Plain data, no imports: the start-up script in
 * index.html carries a copy (see scripts/content-security-policy.ts) and applies only these values,
 * so garbage in storage never reaches the page.
 */
export const preferenceOptions = {
  preset: ['green', 'blue', 'violet', 'orange', 'rose', 'teal'],
  radius: ['none', 'small', 'medium', 'large'],
  font: ['sans', 'system', 'serif', 'mono'],
  density: ['comfortable', 'compact'],
  contentWidth: ['full', 'centered'],
  layout: ['sidebar', 'rail', 'hidden', 'horizontal'],
} as const;

export type PreferenceName = keyof typeof preferenceOptions;
export type Preferences = { [Name in PreferenceName]: (typeof preferenceOptions)[Name][number] };
export type Layout = Preferences['layout'];

/** The attribute on <html> that carries a preference: `contentWidth` → `data-content-width`. */
export const preferenceAttribute = (name: PreferenceName) =>
  `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
