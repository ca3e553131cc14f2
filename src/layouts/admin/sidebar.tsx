import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, matchPath, useLocation } from 'react-router';
import { appConfig } from '@/config/app-config';
import { pathTo, routePaths } from '@/config/route-paths';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/store/app-store';
import { navItems, type NavItem } from './nav-items';

/** Whether `pathname` is the route's page or one of its sub-pages. */
function isWithin(route: keyof typeof routePaths, pathname: string): boolean {
  return matchPath({ path: routePaths[route], end: false }, pathname) !== null;
}

function activeGroupOf(pathname: string): string | undefined {
  return navItems.find(
    (item): item is Extract<NavItem, { kind: 'group' }> =>
      item.kind === 'group' && item.children.some((child) => isWithin(child.route, pathname)),
  )?.id;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center gap-3 px-5 text-[0.95rem] transition-colors duration-150',
    'hover:bg-shell-deep hover:text-white focus-visible:-outline-offset-2',
    isActive && 'bg-shell-active font-semibold text-white',
  );

/**
 * Scrolls `container` (not the page) so that `item` is in view: centred when it was out of view, so
 * its neighbours show too; `nearest` moves it only as far as needed.
 */
function revealWithin(container: HTMLElement, item: HTMLElement, align: 'center' | 'nearest') {
  const box = container.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.top >= box.top && rect.bottom <= box.bottom) return;
  if (align === 'center') {
    container.scrollTop += rect.top + rect.height / 2 - (box.top + box.height / 2);
  } else if (rect.top < box.top || rect.height > box.height) {
    container.scrollTop += rect.top - box.top;
  } else {
    container.scrollTop += rect.bottom - box.bottom;
  }
}

/** Hides the sidebar on narrow phones once a page has been chosen (SPEC §2). */
export function hideSidebarOnPhone() {
  if (document.documentElement.clientWidth < appConfig.sidebarAutoHideWidth) {
    useAppStore.getState().setSidebarOpened(false);
  }
}

export function Sidebar({ id }: { id: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { opened, withoutAnimation } = useAppStore((state) => state.sidebar);
  const asideRef = useRef<HTMLElement>(null);

  // On every route change all groups collapse except the one holding the active page.
  const [groups, setGroups] = useState(() => ({
    pathname,
    open: new Set([activeGroupOf(pathname)]),
  }));
  if (groups.pathname !== pathname) {
    setGroups({ pathname, open: new Set([activeGroupOf(pathname)]) });
  }

  // The sidebar scrolls on its own when its items are taller than the window: after a navigation
  // (and when it opens) the active page is scrolled into view.
  useEffect(() => {
    const aside = asideRef.current;
    const active = aside?.querySelector<HTMLElement>('[aria-current="page"]');
    if (aside && active && opened) revealWithin(aside, active, 'center');
  }, [pathname, opened]);

  const toggleGroup = (groupId: string, item: HTMLElement | null) => {
    const opening = !groups.open.has(groupId);
    setGroups((state) => {
      const open = new Set(state.open);
      if (open.has(groupId)) open.delete(groupId);
      else open.add(groupId);
      return { ...state, open };
    });
    // Once rendered, show as much of the opened group as fits, its heading first.
    const aside = asideRef.current;
    if (opening && aside && item) requestAnimationFrame(() => revealWithin(aside, item, 'nearest'));
  };

  const onLinkClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    hideSidebarOnPhone();
  };

  return (
    <aside
      ref={asideRef}
      id={id}
      data-slot="sidebar"
      data-state={opened ? 'open' : 'closed'}
      inert={!opened}
      className={cn(
        'fixed top-16 bottom-0 left-0 z-40 w-full max-w-72 overflow-y-auto overscroll-contain bg-shell text-shell-text shadow-popover [--ring:var(--shell-ring)]',
        // A visible scrollbar tells that more items lie below.
        '[scrollbar-color:var(--shell-text-muted)_transparent] [scrollbar-width:thin]',
        'lg:top-[5.5rem] lg:bottom-6 lg:left-6 lg:w-60 lg:rounded-card lg:shadow-card',
        // visibility flips at the end of the slide, so a closed sidebar is hidden from everyone.
        'transition-[translate,opacity,visibility] duration-200 ease-out',
        !opened && 'invisible -translate-x-full opacity-0 lg:translate-x-0 lg:-translate-y-8',
        withoutAnimation && 'transition-none',
      )}
    >
      <nav aria-label={t('navbar.sidebar')} className="py-3">
        <ul>
          {navItems.map((item) =>
            item.kind === 'link' ? (
              <li key={item.route}>
                <NavLink to={pathTo(item.route)} className={itemClass} onClick={onLinkClick}>
                  <item.icon aria-hidden className="size-5 text-primary" />
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ) : (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={groups.open.has(item.id)}
                  aria-controls={`${id}-${item.id}`}
                  onClick={(event) => toggleGroup(item.id, event.currentTarget.parentElement)}
                  className={cn(
                    itemClass({ isActive: false }),
                    'w-full cursor-pointer text-left focus-visible:outline-2 focus-visible:outline-ring',
                    activeGroupOf(pathname) === item.id && 'text-white',
                  )}
                >
                  <item.icon aria-hidden className="size-5 text-primary" />
                  <span className="flex-1">{t(item.labelKey)}</span>
                  <ChevronDown
                    aria-hidden
                    className={cn(
                      'size-4 transition-transform duration-200',
                      groups.open.has(item.id) && 'rotate-180',
                    )}
                  />
                </button>
                <ul
                  id={`${id}-${item.id}`}
                  hidden={!groups.open.has(item.id)}
                  className="bg-black/15 py-1"
                >
                  {item.children.map((child) => (
                    <li key={child.route}>
                      <NavLink
                        to={pathTo(child.route)}
                        onClick={onLinkClick}
                        className={(state) => cn(itemClass(state), 'min-h-10 pl-13 text-sm')}
                      >
                        {t(child.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
