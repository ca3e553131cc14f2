export { ProfileCard } from './profile-card';
export type { ProfileCardProps } from './profile-card';
export { SOCIAL_NETWORKS, socialLinks, socialProfileUrl } from './social-url';
export type { SocialHandles, SocialNetwork } from './social-url';
