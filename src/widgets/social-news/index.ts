export { SocialNews } from './social-news';
export type { SocialNewsItem, SocialNewsLabels, SocialNewsProps } from './social-news';
