import { useTranslation } from 'react-i18next';

import { useRouteHandle } from './use-route-handle';

/** The current route's translated title (its registry `title`), or `undefined` outside a route. */
export function useRouteTitle(): string | undefined {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return handle ? t(handle.titleKey) : undefined;
}
