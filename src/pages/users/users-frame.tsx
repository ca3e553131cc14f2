import type { ReactNode } from 'react';

import { ResourceFrame } from '@/widgets/resource';

import { useUsersLabels } from './users-labels';

/** Around every Users page: the resource frame, worded for users. */
export function UsersFrame({ children }: { children: ReactNode }) {
  return <ResourceFrame labels={useUsersLabels().frame}>{children}</ResourceFrame>;
}
