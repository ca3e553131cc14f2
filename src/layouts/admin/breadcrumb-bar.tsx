import { CircleHelp } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { helpUrl } from '@/config/app-config';
import { fillPath, routePathsOf, type RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { useRouteHandle } from '@/hooks/use-route-handle';
import type { TitleKey } from '@/i18n/resources';
import { useAppStore } from '@/store/app-store';
import { Breadcrumbs, resolveBreadcrumbs, type BreadcrumbItem } from '@/widgets/breadcrumbs';

import { breadcrumbCatalogueOf } from './registry-breadcrumbs';

/** The bar above the routed content: the route's breadcrumb trail and its help link. */
export function BreadcrumbBar({ registry = routeRegistry }: { registry?: RouteRegistry }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const params = useParams();
  const pageName = useAppStore((state) => state.pageName);
  const { catalogue, paths } = useMemo(
    () => ({ catalogue: breadcrumbCatalogueOf(registry), paths: routePathsOf(registry) }),
    [registry],
  );
  const chain = handle ? (resolveBreadcrumbs(catalogue, handle.name) ?? []) : [];

  const items: BreadcrumbItem[] = [
    { label: t('common.home'), to: '/' },
    ...chain.map((entry, index): BreadcrumbItem => {
      const current = index === chain.length - 1;
      // The catalogue's labels are the registry's title keys.
      const label = t(entry.label as TitleKey);
      if (current) return { label: pageName ?? label, current };
      const path = paths[entry.name];
      if (entry.disabled || !path) return { label };
      return { label, to: fillPath(path, params) };
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
