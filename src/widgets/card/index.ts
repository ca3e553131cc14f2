export { CARD_THEMES, resolveCardTheme } from './card-theme';
export type { CardTheme } from './card-theme';
export { ContentCard, contentCardVariants } from './content-card';
export type { ContentCardProps } from './content-card';
