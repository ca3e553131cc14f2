import type { ReactNode } from 'react';

import { ResourceFrame, useResourceLabels } from '@/widgets/resource';

/** Around every Users page: the resource frame, worded for users. */
export function UsersFrame({ children }: { children: ReactNode }) {
  return <ResourceFrame labels={useResourceLabels('users').frame}>{children}</ResourceFrame>;
}
