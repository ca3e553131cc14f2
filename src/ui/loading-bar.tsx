import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

/** An indeterminate bar across the top of the window, named "Loading". */
export function LoadingBar({ className }: { className?: string }) {
  const { t, ready } = useTranslation();
  return (
    <div
      data-slot="loading-bar"
      role="progressbar"
      aria-label={ready ? t('common.loading') : 'Loading'}
      className={cn(
        'fixed inset-x-0 top-0 z-[60] h-1 flip-rtl overflow-hidden bg-primary/25',
        className,
      )}
    >
      <div className="h-full w-1/3 animate-loading-bar forced-fill bg-primary" />
    </div>
  );
}
