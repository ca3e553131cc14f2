import { UserRound } from 'lucide-react';

import { cn } from '@/lib/cn';

/**
 * An account's picture, or its initial on the brand colour. Decorative (empty `alt`): the name
 * is always written beside it or in the control it sits in.
 */
export function AccountAvatar({
  name,
  avatarUrl,
  className,
}: {
  /** The account's name: its initial stands in for a missing picture. */
  name: string | undefined;
  /** The picture's URL; null or absent: none. */
  avatarUrl?: string | null;
  className?: string;
}) {
  const initial = name?.charAt(0).toUpperCase();
  return avatarUrl ? (
    <img
      data-slot="account-avatar"
      src={avatarUrl}
      alt=""
      className={cn('size-8 shrink-0 rounded-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden
      data-slot="account-avatar"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-on-primary',
        className,
      )}
    >
      {initial || <UserRound className="size-5" />}
    </span>
  );
}
