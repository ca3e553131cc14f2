import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import type { IconData } from './icon-data';

export type IconProps = Omit<ComponentProps<'svg'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The icon to draw (from `resolveIcon` or a sample). */
  icon: IconData;
  /** Width and height: a number is pixels. @default '1em' */
  size?: number | string;
  /** Accessible name (an SVG `<title>`, role "img"); without it the icon is decorative (aria-hidden). */
  title?: string;
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An icon from an Iconify set, drawn inline in the current text colour. */
export function Icon({ icon, size = '1em', title, className, ...props }: IconProps) {
  const { left = 0, top = 0, width, height, body } = icon;
  const label = title ? `<title>${escapeText(title)}</title>` : '';
  return (
    <svg
      data-slot="icon"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${left} ${top} ${width} ${height}`}
      width={size}
      height={size}
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      className={cn('inline-block shrink-0 text-current', className)}
      // The body is SVG markup from the installed @iconify-json packages (local, trusted data,
      // never user input); parsing it is what draws the icon. The title is escaped above.
      dangerouslySetInnerHTML={{ __html: label + body }}
      {...props}
    />
  );
}
