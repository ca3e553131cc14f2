import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import type { MemberStatus } from '@contract/members';

/** A tone per status: invites stand out, deactivated accounts recede. */
const TONES: Record<MemberStatus, string> = {
  active: 'border-success/70 bg-success/15',
  invited: 'border-warning/70 bg-warning/15',
  deactivated: 'border-border bg-surface-muted text-muted',
};

/** A member's status as a badge, in words (the colour only repeats them). */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {t(`members.statuses.${status}`)}
    </span>
  );
}
