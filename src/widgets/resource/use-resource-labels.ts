import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { resourceLabels, type ResourceLabels, type ResourceNamespace } from './resource-labels';

/** Every text of the resource kit worded from `namespace`'s strings (`resourceLabels`). */
export function useResourceLabels(namespace: ResourceNamespace): ResourceLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => resourceLabels(t, language, namespace), [t, language, namespace]);
}
