import { MapPin } from 'lucide-react';
import type { ComponentProps } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { profileCardLabels, type ProfileCardLabels } from './profile-card-labels';
import { SocialIcon } from './social-icons';
import { socialLinks, type SocialHandles } from './social-url';

export type ProfileCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** URL of the person's photo (shown round, 150 px). */
  photoSource: string;
  /** The person's name; also the photo's alt text. */
  name: string;
  /** Where the person is, e.g. "Malaga, Spain". */
  location: string;
  /** Handles on facebook / instagram / twitter; a link is shown for each one given. */
  social?: SocialHandles;
  /** Texts to override (`location`, `links`, `profile`, `newTab`); the rest stay translated. @default the `widgets.profile.*` translations */
  labels?: Partial<ProfileCardLabels>;
};

/**
 * A person's card: a round photo, the name, the location after a map
 * pin, and links to the social profiles that are given (each opens in a new tab).
 */
export function ProfileCard({
  photoSource,
  name,
  location,
  social,
  labels: labelOverrides,
  className,
  ...props
}: ProfileCardProps) {
  const labels = useLabels(profileCardLabels, labelOverrides);
  const links = socialLinks(social);

  return (
    <div
      data-slot="profile-card"
      className={cn('flex flex-col items-center gap-3 text-center', className)}
      {...props}
    >
      <img
        src={photoSource}
        alt={name}
        width={150}
        height={150}
        data-slot="profile-card-photo"
        className="size-[150px] shrink-0 rounded-full bg-surface-muted object-cover shadow-card"
      />
      <p data-slot="profile-card-name" className="mt-1 text-xl font-semibold">
        {name}
      </p>
      <p
        data-slot="profile-card-location"
        className="-mt-2 inline-flex items-center gap-1.5 text-muted"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <VisuallyHidden>{labels.location} </VisuallyHidden>
        {location}
      </p>
      {links.length > 0 && (
        <ul data-slot="profile-card-social" aria-label={labels.links(name)} className="flex gap-2">
          {links.map(({ network, url }) => (
            <li key={network}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                data-slot="profile-card-link"
                data-network={network}
                className={cn(
                  'grid size-10 place-items-center rounded-full border border-border text-muted',
                  'transition-colors duration-150 ease-out hover:border-primary-strong hover:text-primary-strong',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                )}
              >
                <SocialIcon network={network} className="size-5" />
                <VisuallyHidden>
                  {labels.profile(network, name)} {labels.newTab}
                </VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
