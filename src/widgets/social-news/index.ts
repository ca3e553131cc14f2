export { SocialNews } from './social-news';
export type { SocialNewsItem, SocialNewsProps } from './social-news';
export type { SocialNewsLabels } from './social-news-labels';
