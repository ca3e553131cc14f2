import type { IconifyJSON } from '@iconify/types';
import { memo, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { Icon } from './icon';
import { resolveIcon } from './icon-data';

export type IconGridProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The loaded set the names belong to. */
  set: IconifyJSON;
  /** The icons to show, in order. */
  names: readonly string[];
};

/**
 * Icons with their names under them. The icon size comes from the CSS variable `--icon-size`
 * (default 30px) on an ancestor, so a size change restyles without re-rendering a thousand icons;
 * items off screen skip layout and paint (`content-visibility: auto`).
 */
export const IconGrid = memo(function IconGrid({ set, names, className, ...props }: IconGridProps) {
  return (
    <ul
      data-slot="icon-grid"
      className={cn('grid grid-cols-[repeat(auto-fill,minmax(5.25rem,1fr))] gap-2', className)}
      {...props}
    >
      {names.map((name) => {
        const icon = resolveIcon(set, name);
        if (!icon) return null;
        return (
          <li
            key={name}
            data-slot="icon-grid-item"
            className="flex flex-col items-center gap-2 rounded-card px-1 py-3 text-center [contain-intrinsic-size:auto_6rem] [content-visibility:auto] hover:bg-surface-muted"
          >
            <Icon icon={icon} className="size-[var(--icon-size,30px)]" />
            <span className="w-full text-xs break-words text-muted">{name}</span>
          </li>
        );
      })}
    </ul>
  );
});
