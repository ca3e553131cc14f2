/** The networks a profile card links to, in display order. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter'] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Handles on each network, e.g. `{ twitter: 'veronique.lee' }`. */
export type SocialHandles = Partial<Record<SocialNetwork, string>>;

const origins: Record<SocialNetwork, string> = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
};

/**
 * The profile URL for a handle: `https://<network>.com/<handle>`. A leading "@" is dropped and the
 * handle is URL-encoded; a blank handle gives `undefined` (no link).
 */
export function socialProfileUrl(network: SocialNetwork, handle: string): string | undefined {
  const clean = handle.trim().replace(/^@+/, '');
  return clean ? origins[network] + encodeURIComponent(clean) : undefined;
}

/** The networks that have a usable handle, in display order, with their URLs. */
export function socialLinks(
  social: SocialHandles | undefined,
): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const handle = social?.[network];
    const url = handle === undefined ? undefined : socialProfileUrl(network, handle);
    return url ? [{ network, url }] : [];
  });
}
