import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { cn } from '@/lib/cn';

import { NavIcon, preloadPage } from './nav-items';
import { useNavBar, type NavBarProps } from './use-nav-menus';

const barItemClass = (active: boolean) =>
  cn(
    'flex min-h-9 shrink-0 cursor-pointer items-center gap-2 rounded-md px-3 text-sm whitespace-nowrap transition-colors duration-150',
    'hover:bg-shell-deep hover:text-white data-[state=open]:bg-shell-deep',
    active && 'bg-shell-active font-semibold text-white',
  );

/** Scrolls the bar's list sideways (not the page) so that `item` is wholly in view. */
function revealInline(list: HTMLElement, item: HTMLElement) {
  const box = list.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.left < box.left) list.scrollLeft -= box.left - rect.left;
  else if (rect.right > box.right) list.scrollLeft += rect.right - box.right;
}

/**
 * The navigation in a bar under the top bar (wide windows, layout "horizontal"): a page is a link,
 * a group a button that opens its pages in a menu below it (Enter, Space or ArrowDown; arrows move,
 * Escape returns). What does not fit scrolls sideways, and Tab brings each item into view. Until
 * the menus' chunk arrives a group's button opens its menu when the chunk comes; if it cannot
 * load, it shows the sidebar over the content instead (`onMenusFailed`).
 */
export function HorizontalNav(props: NavBarProps) {
  const { t } = useTranslation();
  const {
    items,
    pathname,
    activeGroup,
    menus,
    openGroup,
    open,
    container: nav,
    setContainer: setNav,
    rememberPlaceholderFocus,
  } = useNavBar(props);
  const listRef = useRef<HTMLUListElement>(null);

  // After a navigation the active item (or its group) is scrolled into view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && active) revealInline(list, active);
  }, [pathname]);

  return (
    <nav
      ref={setNav}
      aria-label={t('navbar.navigation')}
      data-slot="horizontal-nav"
      className="fixed inset-x-0 top-16 z-40 h-12 border-t border-shell-border bg-shell text-shell-text shadow-md [--ring:var(--shell-ring)] print:hidden"
    >
      <ul
        ref={listRef}
        className="flex h-full [scrollbar-width:thin] [scrollbar-color:var(--shell-text-muted)_transparent] items-center gap-1 overflow-x-auto px-4"
      >
        {items.map((item) => {
          if (item.kind === 'link') {
            return (
              <li key={item.name} className="shrink-0">
                <NavLink
                  to={item.path}
                  onPointerEnter={preloadPage(item)}
                  onFocus={preloadPage(item)}
                  className={({ isActive }) => barItemClass(isActive)}
                >
                  <NavIcon icon={item.icon} className="size-4" />
                  {t(item.title)}
                </NavLink>
              </li>
            );
          }
          const active = activeGroup === item.id;
          const trigger = (
            <button
              type="button"
              aria-haspopup="menu"
              aria-current={active ? 'true' : undefined}
              data-nav-id={item.id}
              className={barItemClass(active)}
              {...(!menus && {
                'aria-expanded': false,
                onFocus: () => rememberPlaceholderFocus(item.id),
                onClick: () => open(item.id),
                onKeyDown: (event: KeyboardEvent) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  open(item.id);
                },
              })}
            >
              <NavIcon icon={item.icon} className="size-4" />
              {t(item.title)}
              <ChevronDown aria-hidden className="size-4" />
            </button>
          );
          return (
            <li key={item.id} className="shrink-0">
              {menus ? (
                <menus.NavGroupMenu
                  group={item}
                  trigger={trigger}
                  placement="bar"
                  defaultOpen={openGroup === item.id}
                  container={nav}
                />
              ) : (
                trigger
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
