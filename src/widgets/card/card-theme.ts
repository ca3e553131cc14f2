export const CARD_THEMES = ['base', 'bright', 'dark'] as const;

export type CardTheme = (typeof CARD_THEMES)[number];

/** The theme must be base, bright or dark; anything else is reported and falls back to base. */
export function resolveCardTheme(theme: unknown): CardTheme {
  if (theme === undefined) return 'base';
  if ((CARD_THEMES as readonly unknown[]).includes(theme)) return theme as CardTheme;
  console.error(
    `ContentCard: theme "${typeof theme === 'string' ? theme : JSON.stringify(theme)}" is not valid; it must be base, bright or dark. Using base.`,
  );
  return 'base';
}
