import { Fragment, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { cn } from '@/lib/cn';

import { NavIcon, preloadPage } from './nav-items';
import { useNavBar, type NavBarProps } from './use-nav-menus';

const railItemClass = (active: boolean) =>
  cn(
    'flex min-h-12 w-full cursor-pointer items-center justify-center transition-colors duration-150',
    'hover:bg-shell-deep hover:text-white focus-visible:-outline-offset-2',
    active && 'bg-shell-active text-white',
  );

/**
 * The navigation as a rail of icons beside the content (wide windows, layout "rail"): a page's icon
 * is a link, a group's opens its pages in a menu towards the inline end; each names itself in a
 * tooltip on hover and focus. Until the menus' chunk arrives the icons are plain links and buttons
 * (a click on a group opens its menu when the chunk comes); if it cannot load, a group shows the
 * labelled sidebar over the content instead (`onMenusFailed`).
 */
export function Rail(props: NavBarProps) {
  const { t } = useTranslation();
  const {
    items,
    activeGroup,
    menus,
    openGroup,
    open,
    container: nav,
    setContainer: setNav,
    rememberPlaceholderFocus,
  } = useNavBar(props);
  const [menuOpen, setMenuOpen] = useState<string>();

  const tip = (key: string, label: string, item: ReactElement) => (
    <Fragment key={key}>
      {menus ? (
        <menus.NavTooltip label={label} suppressed={menuOpen === key}>
          {item}
        </menus.NavTooltip>
      ) : (
        item
      )}
    </Fragment>
  );

  return (
    <nav
      ref={setNav}
      aria-label={t('navbar.navigation')}
      data-slot="rail"
      className={cn(
        'fixed start-6 top-[5.5rem] bottom-6 z-30 w-16 overflow-y-auto overscroll-contain rounded-card bg-shell py-3 text-shell-text shadow-card [--ring:var(--shell-ring)] print:hidden forced-colors:border',
        '[scrollbar-width:none]',
      )}
    >
      <ul>
        {items.map((item) => {
          const label = t(item.title);
          if (item.kind === 'link') {
            return tip(
              item.name,
              label,
              <li>
                <NavLink
                  to={item.path}
                  aria-label={label}
                  data-nav-id={item.name}
                  title={menus ? undefined : label}
                  onPointerEnter={preloadPage(item)}
                  onFocus={(event) => {
                    preloadPage(item)();
                    if (!menus) rememberPlaceholderFocus(event.currentTarget.dataset.navId ?? '');
                  }}
                  className={({ isActive }) => railItemClass(isActive)}
                >
                  <NavIcon icon={item.icon} />
                </NavLink>
              </li>,
            );
          }
          const active = activeGroup === item.id;
          const trigger = (
            <button
              type="button"
              aria-label={label}
              aria-haspopup="menu"
              aria-current={active ? 'true' : undefined}
              data-nav-id={item.id}
              className={railItemClass(active)}
              {...(!menus && {
                'aria-expanded': false,
                title: label,
                onFocus: () => rememberPlaceholderFocus(item.id),
                onClick: () => open(item.id),
              })}
            >
              <NavIcon icon={item.icon} />
            </button>
          );
          return tip(
            item.id,
            label,
            <li>
              {menus ? (
                <menus.NavGroupMenu
                  group={item}
                  trigger={trigger}
                  placement="rail"
                  defaultOpen={openGroup === item.id}
                  container={nav}
                  onOpenChange={(opened) =>
                    setMenuOpen((current) =>
                      opened ? item.id : current === item.id ? undefined : current,
                    )
                  }
                />
              ) : (
                trigger
              )}
            </li>,
          );
        })}
      </ul>
    </nav>
  );
}
