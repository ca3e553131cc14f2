import type { TFunction } from 'i18next';

import type { SocialNetwork } from './social-url';

/** Every text the ProfileCard shows or announces of its own. */
export type ProfileCardLabels = {
  /** Read before the location. */
  location: string;
  /** Name of the list of social links, from the person's name. */
  links: (name: string) => string;
  /** Name of one social link, from the network and the person's name. */
  profile: (network: SocialNetwork, name: string) => string;
  /** The hidden note that a link opens a new tab. */
  newTab: string;
};

export const profileCardLabels = (t: TFunction): ProfileCardLabels => ({
  location: t('widgets.profile.location'),
  links: (name) => t('widgets.profile.links', { name }),
  profile: (network, name) => t(`widgets.profile.${network}`, { name }),
  newTab: t('widgets.opensInNewTab'),
});
