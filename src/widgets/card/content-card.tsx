import { cva } from 'class-variance-authority';
import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';

import type { PaletteColor } from '@/config/palette';
import { cn } from '@/lib/cn';

import { resolveCardTheme, type CardTheme } from './card-theme';

export const contentCardVariants = cva(
  'flex flex-col overflow-hidden rounded-card border shadow-card outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      theme: {
        base: 'border-border bg-surface text-text',
        // A light tint of the primary colour over the surface; tokens keep text AA in both themes.
        bright:
          'border-border bg-[color-mix(in_srgb,var(--palette-primary)_14%,var(--surface))] text-text',
        // Darker than the page in both app themes: the shell's surface on the light page, black
        // with a lighter edge on the dark one (where the shell's grey is a normal card's). Local
        // token overrides make links, muted text and focus rings inside readable on it.
        dark: 'border-shell-border bg-shell text-shell-text [--primary-strong:var(--palette-primary)] [--ring:var(--palette-primary)] [--surface-muted:var(--shell-active)] [--text-muted:var(--shell-text-muted)] [--text:var(--shell-text)] dark:border-input/70 dark:bg-black',
      },
    },
    defaultVariants: { theme: 'base' },
  },
);

const stripeClasses: Record<PaletteColor, string> = {
  primary: 'border-t-primary',
  danger: 'border-t-danger',
  info: 'border-t-info',
  success: 'border-t-success',
  warning: 'border-t-warning',
  white: 'border-t-white',
  black: 'border-t-black',
  neutral: 'border-t-neutral',
};

export type ContentCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** The title, rendered as a heading (over the image when `titleOnImage`). */
  title?: ReactNode;
  /** Heading level of the title. @default 2 */
  titleLevel?: 2 | 3 | 4;
  /** Image URL shown at the top of the card. */
  image?: string;
  /** Alternative text of the image ('' marks it decorative). @default '' */
  imageAlt?: string;
  /** Intrinsic width of the image, to reserve its space. @default 300 */
  imageWidth?: number;
  /** Intrinsic height of the image, to reserve its space. @default 200 */
  imageHeight?: number;
  /** A palette colour for a coloured strip along the top edge. */
  stripe?: PaletteColor;
  /** Renders the title over the bottom of the image (needs `image`). @default false */
  titleOnImage?: boolean;
  /** A dark gradient over the image for legibility. @default false */
  overlay?: boolean;
  /** Surface: 'base', 'bright' (light tint) or 'dark'; other values log an error and use base. @default 'base' */
  theme?: CardTheme;
  /** Actions row under the body (links, buttons). */
  footer?: ReactNode;
};

/**
 * A content card: optional image, coloured top strip, title (in the body or over
 * the image, with or without a darkening overlay), body and an actions footer, in three themes.
 */
export function ContentCard({
  title,
  titleLevel = 2,
  image,
  imageAlt = '',
  imageWidth = 300,
  imageHeight = 200,
  stripe,
  titleOnImage = false,
  overlay = false,
  theme,
  footer,
  className,
  children,
  ...props
}: ContentCardProps) {
  const resolvedTheme = useMemo(() => resolveCardTheme(theme), [theme]);
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const hasTitle = title !== undefined && title !== null && title !== '';
  const onImage = titleOnImage && image !== undefined && hasTitle;

  return (
    <article
      data-slot="content-card"
      data-variant={resolvedTheme}
      data-stripe={stripe}
      aria-labelledby={hasTitle ? titleId : undefined}
      className={cn(
        contentCardVariants({ theme: resolvedTheme }),
        stripe && ['border-t-4', stripeClasses[stripe]],
        className,
      )}
      {...props}
    >
      {image !== undefined && (
        <div data-slot="content-card-media" className="relative">
          <img
            data-slot="content-card-image"
            src={image}
            alt={imageAlt}
            width={imageWidth}
            height={imageHeight}
            loading="lazy"
            decoding="async"
            className="block aspect-[3/2] h-auto w-full object-cover"
          />
          {overlay && (
            <div
              data-slot="content-card-overlay"
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/35 to-black/10"
            />
          )}
          {onImage && (
            <Heading
              id={titleId}
              data-slot="content-card-title"
              className={cn(
                'absolute inset-x-0 bottom-0 m-0 px-5 py-3 text-xl font-semibold text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.8)]',
                // Without the overlay only a scrim under the title keeps it readable.
                !overlay && 'bg-gradient-to-t from-black/75 to-black/45',
              )}
            >
              {title}
            </Heading>
          )}
        </div>
      )}
      <div data-slot="content-card-body" className="flex flex-1 flex-col gap-3 px-5 py-4">
        {hasTitle && !onImage && (
          <Heading
            id={titleId}
            data-slot="content-card-title"
            className="m-0 text-lg font-semibold"
          >
            {title}
          </Heading>
        )}
        <div data-slot="content-card-content" className="text-sm leading-relaxed">
          {children}
        </div>
      </div>
      {footer !== undefined && (
        <div
          data-slot="content-card-footer"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 pb-4"
        >
          {footer}
        </div>
      )}
    </article>
  );
}
