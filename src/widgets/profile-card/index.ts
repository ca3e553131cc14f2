export { ProfileCard } from './profile-card';
export type { ProfileCardLabels, ProfileCardProps } from './profile-card';
export type { SocialHandles, SocialNetwork } from './social-url';
