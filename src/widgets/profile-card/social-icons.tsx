import type { ComponentProps, ReactNode } from 'react';

import type { SocialNetwork } from './social-url';

/*
 * lucide-react dropped its brand icons, so the three outlines are kept here, drawn on Lucide's
 * 24 px grid with its stroke (paths from Lucide's former brand icons, ISC licence).
 */
const paths: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </>
  ),
  twitter: (
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
  ),
};

/** A decorative outline logo of a social network (aria-hidden). */
export function SocialIcon({
  network,
  ...props
}: ComponentProps<'svg'> & { network: SocialNetwork }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-network={network}
      {...props}
    >
      {paths[network]}
    </svg>
  );
}
