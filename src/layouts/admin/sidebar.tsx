import { ChevronDown, Shapes } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router';

import { appConfig } from '@/config/app-config';
import type { RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { sidebarIcons } from '@/config/sidebar-icons';
import {
  sidebarTree,
  visibleSidebarItems,
  type SidebarItem,
  type SidebarLink,
} from '@/config/sidebar-tree';
import { cn } from '@/lib/cn';
import { useAccount } from '@/lib/session';
import { useAppStore } from '@/store/app-store';

/** Whether `pathname` is the page at `path` or one of its sub-pages. */
function isWithin(path: string, pathname: string): boolean {
  return matchPath({ path, end: false }, pathname) !== null;
}

function activeGroupOf(items: SidebarItem[], pathname: string): string | undefined {
  return items.find(
    (item): item is Extract<SidebarItem, { kind: 'group' }> =>
      item.kind === 'group' && item.children.some((child) => isWithin(child.path, pathname)),
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

function ItemIcon({ icon }: { icon?: SidebarItem['icon'] }) {
  const Icon = icon ? sidebarIcons[icon] : Shapes;
  return <Icon aria-hidden className="size-5 text-primary" />;
}

/** Hides the sidebar on narrow phones once a page is chosen, so it does not cover the page. */
export function hideSidebarOnPhone() {
  if (document.documentElement.clientWidth < appConfig.sidebarAutoHideWidth) {
    useAppStore.getState().setSidebarOpened(false);
  }
}

export function Sidebar({
  id,
  registry = routeRegistry,
}: {
  id: string;
  /** The pages to list; the app's own registry unless a test passes another. */
  registry?: RouteRegistry;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  const tree = useMemo(() => sidebarTree(registry), [registry]);
  // Pages the signed-in account cannot open are left out.
  const items = useMemo(() => visibleSidebarItems(tree, account), [tree, account]);
  const { pathname } = useLocation();
  const { opened, withoutAnimation } = useAppStore((state) => state.sidebar);
  const asideRef = useRef<HTMLElement>(null);

  // On every route change all groups collapse except the one holding the active page.
  const [groups, setGroups] = useState(() => ({
    pathname,
    open: new Set([activeGroupOf(items, pathname)]),
  }));
  if (groups.pathname !== pathname) {
    setGroups({ pathname, open: new Set([activeGroupOf(items, pathname)]) });
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

  // A link pointed at or focused is likely the next page: its module (and through Vite, the
  // chunks it imports) starts downloading now. A failure is the page loader's to report.
  const preload = (link: SidebarLink) => () => void link.page().catch(() => undefined);

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
        'fixed start-0 top-16 bottom-0 z-40 w-full max-w-72 overflow-y-auto overscroll-contain bg-shell text-shell-text shadow-popover [--ring:var(--shell-ring)]',
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
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.name}>
                <NavLink
                  to={item.path}
                  className={itemClass}
                  onClick={onLinkClick}
                  onPointerEnter={preload(item)}
                  onFocus={preload(item)}
                >
                  <ItemIcon icon={item.icon} />
                  {t(item.title)}
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
                    'w-full cursor-pointer text-start focus-visible:outline-2 focus-visible:outline-ring',
                    activeGroupOf(items, pathname) === item.id && 'text-white',
                  )}
                >
                  <ItemIcon icon={item.icon} />
                  <span className="flex-1">{t(item.title)}</span>
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
                    <li key={child.name}>
                      <NavLink
                        to={child.path}
                        onClick={onLinkClick}
                        onPointerEnter={preload(child)}
                        onFocus={preload(child)}
                        className={(state) => cn(itemClass(state), 'min-h-10 ps-13 text-sm')}
                      >
                        {t(child.title)}
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
