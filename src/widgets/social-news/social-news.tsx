import type { ComponentProps } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { socialNewsLabels, type SocialNewsLabels } from './social-news-labels';

/** One photo of the social news strip, with its text alternative. */
export type SocialNewsItem = { photoURL: string; alt: string };

export type SocialNewsProps = Omit<ComponentProps<'div'>, 'children' | 'title'> & {
  /** The photos, newest first. */
  news: SocialNewsItem[];
  /** Where the View link goes (opens in a new tab). */
  url: string;
  /** The one-line caption before the View link. @default `labels.caption` ("Latest photos from our community") */
  title?: string;
  /** Texts to override (`caption`, without `title`; `view`, the link; `newTab`, its hidden note); the rest stay translated. @default "Latest photos from our community", "View", "(opens in a new tab)" */
  labels?: Partial<SocialNewsLabels>;
};

/**
 * A strip of recent photos: a one-line caption with a small View link,
 * then a single row of 80×80 photos; photos that do not fit the width are not shown (they wrap
 * onto a clipped second row, so no photo is ever cut in half).
 */
export function SocialNews({
  news,
  url,
  title,
  labels: labelOverrides,
  className,
  ...props
}: SocialNewsProps) {
  const labels = useLabels(socialNewsLabels, labelOverrides);
  return (
    <div
      data-slot="social-news"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <div className="flex min-w-0 items-center justify-between gap-3">
        <p data-slot="social-news-title" className="w-0 min-w-0 flex-1 truncate text-muted">
          {title ?? labels.caption}
        </p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-slot="social-news-view"
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: 'px-3! uppercase',
          })}
        >
          {labels.view} <VisuallyHidden>{labels.newTab}</VisuallyHidden>
        </a>
      </div>
      <ul
        data-slot="social-news-photos"
        className="flex h-20 flex-wrap gap-x-2 gap-y-4 overflow-hidden"
      >
        {news.map((item, index) => (
          <li key={`${index}-${item.photoURL}`} className="size-20 shrink-0">
            <img
              src={item.photoURL}
              alt={item.alt}
              width={80}
              height={80}
              loading="lazy"
              data-slot="social-news-photo"
              className="size-20 rounded-md bg-surface-muted object-cover"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
