export { CARD_THEMES } from './card-theme';
export type { CardTheme } from './card-theme';
export { ContentCard } from './content-card';
export type { ContentCardProps } from './content-card';
