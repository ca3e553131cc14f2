import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ResourceFrame } from '@/widgets/resource';

/** Around every Members page: the resource frame (cache, toasts), worded for members. */
export function MembersFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ResourceFrame
      labels={{
        apiNeeded: t('members.apiNeeded.title'),
        apiNeededText: t('members.apiNeeded.text'),
        apiNeededAfter: t('members.apiNeeded.after'),
      }}
    >
      {children}
    </ResourceFrame>
  );
}
