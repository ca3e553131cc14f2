import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast, Toaster } from '@/widgets/toast';

/** The shell's own toaster, apart from any a page mounts, so no toast shows twice. */
const SHELL_TOASTER = 'shell';

/** Where the top bar's toasts appear (a failed language, what a demo menu item would do). */
export function ShellToaster() {
  const { t } = useTranslation();
  return <Toaster id={SHELL_TOASTER} label={t('navbar.shellToasts')} />;
}

/** Shows a toast in the shell's toaster. */
export function showShellToast(text: ReactNode) {
  return showToast(text, { toaster: SHELL_TOASTER });
}
