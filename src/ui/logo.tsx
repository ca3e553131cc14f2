import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** The Tessera mark: four mosaic tiles, one in the brand green. Decorative; name it at the link. */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden
      focusable="false"
      className={cn('size-8', className)}
      {...props}
    >
      <rect x="2" y="2" width="13" height="13" rx="3" fill="var(--palette-primary)" />
      <rect x="17" y="2" width="13" height="13" rx="3" fill="currentColor" opacity="0.55" />
      <rect x="2" y="17" width="13" height="13" rx="3" fill="currentColor" opacity="0.35" />
      <rect x="17" y="17" width="13" height="13" rx="3" fill="currentColor" opacity="0.8" />
    </svg>
  );
}

/** Mark plus wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span aria-hidden className="text-lg leading-none font-semibold tracking-tight">
        Tessera <span className="font-normal text-primary">Admin</span>
      </span>
    </span>
  );
}
