import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

import { appConfig } from '@/config/app-config';
import type { RouteRegistry } from '@/config/route-registry';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences';
import { useAppStore } from '@/store/app-store';

import { activeGroupOf, NavIcon, preloadPage, useNavItems } from './nav/nav-items';

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

/**
 * Hides the sidebar once a page is chosen where it covers the page: on narrow phones, and in every
 * layout but "sidebar", where it only ever shows over the content. The link picked goes with it,
 * so the new page's main content takes focus once it shows (`useFocusMainAfterNavigation`).
 */
function hideSidebarAfterPick() {
  const { layout } = usePreferences.getState().preferences;
  if (layout !== 'sidebar' || window.matchMedia(appConfig.phoneQuery).matches) {
    useAppStore.getState().setSidebarOpened(false);
  }
}

export function Sidebar({
  id,
  registry,
}: {
  id: string;
  /** The pages to list; the app's own registry unless a test passes another. */
  registry?: RouteRegistry;
}) {
  const { t } = useTranslation();
  // Pages the signed-in account cannot open are left out.
  const items = useNavItems(registry);
  const { pathname } = useLocation();
  const { opened, withoutAnimation } = useAppStore((state) => state.sidebar);
  const asideRef = useRef<HTMLElement>(null);

  // On every route change all groups collapse except the one holding the active page.
  const activeGroup = activeGroupOf(items, pathname);
  const [groups, setGroups] = useState(() => ({ pathname, open: new Set([activeGroup]) }));
  if (groups.pathname !== pathname) {
    setGroups({ pathname, open: new Set([activeGroup]) });
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
    hideSidebarAfterPick();
  };

  return (
    <aside
      ref={asideRef}
      id={id}
      data-slot="sidebar"
      data-state={opened ? 'open' : 'closed'}
      inert={!opened}
      className={cn(
        'fixed start-0 top-16 bottom-0 z-40 w-full max-w-72 overflow-y-auto overscroll-contain bg-shell text-shell-text shadow-popover [--ring:var(--shell-ring)] print:hidden forced-colors:border-e',
        // A visible scrollbar tells that more items lie below.
        '[scrollbar-width:thin] [scrollbar-color:var(--shell-text-muted)_transparent]',
        'lg:start-6 lg:top-[5.5rem] lg:bottom-6 lg:w-60 lg:rounded-card lg:shadow-card',
        // visibility flips at the end of the slide, so a closed sidebar is hidden from everyone.
        'transition-[translate,opacity,visibility] duration-200 ease-out',
        // A phone's sidebar slides out towards the start edge: the left, or the right in RTL.
        !opened &&
          'invisible opacity-0 max-lg:-translate-x-full lg:-translate-y-8 max-lg:rtl:translate-x-full',
        withoutAnimation && 'transition-none',
      )}
    >
      <nav aria-label={t('navbar.sidebar')} className="py-3">
        <ul>
          {items.map((item) => {
            if (item.kind === 'link')
              return (
                <li key={item.name}>
                  <NavLink
                    to={item.path}
                    className={itemClass}
                    onClick={onLinkClick}
                    onPointerEnter={preloadPage(item)}
                    onFocus={preloadPage(item)}
                  >
                    <NavIcon icon={item.icon} />
                    {t(item.title)}
                  </NavLink>
                </li>
              );
            const open = groups.open.has(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={`${id}-${item.id}`}
                  onClick={(event) => toggleGroup(item.id, event.currentTarget.parentElement)}
                  className={cn(
                    itemClass({ isActive: false }),
                    'w-full cursor-pointer text-start focus-visible:outline-2 focus-visible:outline-ring',
                    activeGroup === item.id && 'text-white',
                  )}
                >
                  <NavIcon icon={item.icon} />
                  <span className="flex-1">{t(item.title)}</span>
                  <ChevronDown
                    aria-hidden
                    className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
                  />
                </button>
                <ul id={`${id}-${item.id}`} hidden={!open} className="bg-black/15 py-1">
                  {/* A closed group's links are not rendered: most of the sidebar's links sit in
                      closed groups, and each costs the first render of every admin page. */}
                  {open &&
                    item.children.map((child) => (
                      <li key={child.name}>
                        <NavLink
                          to={child.path}
                          onClick={onLinkClick}
                          onPointerEnter={preloadPage(child)}
                          onFocus={preloadPage(child)}
                          className={(state) => cn(itemClass(state), 'min-h-10 ps-13 text-sm')}
                        >
                          {t(child.title)}
                        </NavLink>
                      </li>
                    ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
