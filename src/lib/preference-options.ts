import { APPEARANCE_OPTIONS } from '@contract/preferences';

/** The choices each appearance preference offers (the API contract's table). */
export const preferenceOptions = APPEARANCE_OPTIONS;

export type PreferenceName = keyof typeof preferenceOptions;
export type Preferences = { [Name in PreferenceName]: (typeof preferenceOptions)[Name][number] };
export type Layout = Preferences['layout'];

/** The attribute on <html> that carries a preference: `contentWidth` → `data-content-width`. */
export const preferenceAttribute = (name: PreferenceName) =>
  `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
