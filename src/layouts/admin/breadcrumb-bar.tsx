import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { helpUrl } from '@/config/app-config';
import { pathTo, routePaths, type MenuKey, type RouteName } from '@/config/route-paths';
import { useRouteHandle } from '@/hooks/use-route-handle';
import { useAppStore } from '@/store/app-store';
import { Breadcrumbs, resolveBreadcrumbs, type BreadcrumbItem } from '@/widgets/breadcrumbs';
import { breadcrumbCatalogue } from './breadcrumb-catalogue';

const isRouteName = (name: string): name is RouteName => name in routePaths;

/** The bar above the routed content: the route's breadcrumb trail and its help link. */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const params = useParams();
  const pageName = useAppStore((state) => state.pageName);
  const chain = handle ? (resolveBreadcrumbs(breadcrumbCatalogue, handle.name) ?? []) : [];

  const items: BreadcrumbItem[] = [
    { label: t('common.home'), to: '/' },
    ...chain.map((entry, index): BreadcrumbItem => {
      const current = index === chain.length - 1;
      if (current) return { label: pageName ?? t(entry.label as MenuKey), current };
      const label = t(entry.label as MenuKey);
      if (entry.disabled || !isRouteName(entry.name)) return { label };
      return { label, to: pathTo(entry.name, params as Record<string, string>) };
    }),
  ];

  return (
    <div className="flex items-center justify-between gap-4 border-b border-border bg-surface px-4 py-3 lg:rounded-card lg:border lg:shadow-card">
      <Breadcrumbs items={items} aria-label={t('navbar.breadcrumb')} />
      <a
        href={helpUrl(handle?.help)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-primary-strong"
        title={t('navbar.help')}
      >
        <CircleHelp aria-hidden className="size-5" />
        <span className="sr-only">
          {t('navbar.help')} {t('common.opensInNewTab')}
        </span>
      </a>
    </div>
  );
}
