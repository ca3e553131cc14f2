export { ProfileCard } from './profile-card';
export type { ProfileCardProps } from './profile-card';
export type { SocialHandles, SocialNetwork } from './social-url';
export type { ProfileCardLabels } from './profile-card-labels';
