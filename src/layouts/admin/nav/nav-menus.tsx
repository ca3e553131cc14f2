import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useDirection } from '@/i18n/direction';
import {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownToggle,
} from '@/widgets/dropdown';
import { Tooltip } from '@/widgets/tooltip';

import { preloadPage, type NavGroup } from './nav-items';

// The rail's tooltips and the flyout and bar menus: Radix and floating-ui, in a chunk of their own
// that the rail and the bar ask for once they have rendered, so the first load carries none.

/**
 * Shows `label` beside `children` (towards the inline end) on hover and on keyboard focus within
 * it. The trigger is the list item, so a group's menu toggle inside it stays the menu's alone.
 * `suppressed` while that menu is open: the menu names the group, and Escape must close the menu,
 * not a tooltip over it.
 */
export function NavTooltip({
  label,
  suppressed = false,
  children,
}: {
  label: string;
  suppressed?: boolean;
  children: ReactElement;
}) {
  const dir = useDirection();
  return (
    <Tooltip
      content={label}
      side={dir === 'rtl' ? 'left' : 'right'}
      delayDuration={300}
      open={suppressed ? false : undefined}
    >
      {children}
    </Tooltip>
  );
}

export interface NavGroupMenuProps {
  group: NavGroup;
  /** The button that opens the menu: the rail's icon or the bar's labelled button. */
  trigger: ReactElement;
  /** `rail` opens towards the inline end and names the group in the menu; `bar` opens below. */
  placement: 'rail' | 'bar';
  /** Open on first render (asked for while this chunk was on its way). @default false */
  defaultOpen?: boolean;
  /** Where the menu renders: inside the navigation, so it belongs to its landmark. */
  container?: HTMLElement | null;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** A group's pages as a menu: arrow keys move, Enter opens a page, Escape returns to the toggle. */
export function NavGroupMenu({
  group,
  trigger,
  placement,
  defaultOpen = false,
  container,
  onOpenChange,
}: NavGroupMenuProps) {
  const { t } = useTranslation();
  const dir = useDirection();
  const inlineEnd = dir === 'rtl' ? 'left' : 'right';
  return (
    <Dropdown defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownToggle asChild>{trigger}</DropdownToggle>
      <DropdownContent
        tone="shell"
        side={placement === 'rail' ? inlineEnd : 'bottom'}
        align="start"
        sideOffset={placement === 'rail' ? 12 : 4}
        container={container}
      >
        {placement === 'rail' && <DropdownLabel>{t(group.title)}</DropdownLabel>}
        {group.children.map((child) => (
          <DropdownItem
            key={child.name}
            asChild
            // The item's classes go to the link as a string: NavLink's own active state is its
            // aria-current.
            className="aria-[current=page]:bg-shell-active aria-[current=page]:font-semibold aria-[current=page]:text-white"
          >
            <NavLink
              to={child.path}
              onPointerEnter={preloadPage(child)}
              onFocus={preloadPage(child)}
            >
              {t(child.title)}
            </NavLink>
          </DropdownItem>
        ))}
      </DropdownContent>
    </Dropdown>
  );
}
