import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { retryableImport } from '@/lib/retryable-import';
import { session, useAccount } from '@/lib/session';
import { useAppStore } from '@/store/app-store';

import type * as SheetModule from './customizer-sheet';

const importSheet = retryableImport(() => import('./customizer-sheet'));
const importSync = retryableImport(() => import('./account-sync'));

/**
 * The customizer's sheet, in a chunk of its own: asked for once the shell is idle, or at once when
 * `customizerOpen` turns true (the top bar's button, the command palette), and shown when it
 * arrives. If it cannot load, the open request is dropped and a status message says so; the next
 * request fetches again. Also keeps a signed-in account's preferences in step (its own chunk too).
 */
export function CustomizerHost() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.customizerOpen);
  const setOpen = useAppStore((state) => state.setCustomizerOpen);
  const [sheet, setSheet] = useState<typeof SheetModule | undefined>();
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const load = () => {
      importSheet().then(
        (module) => mounted.current && setSheet(() => module),
        () => undefined,
      );
    };
    const idle = window.requestIdleCallback?.(load) ?? window.setTimeout(load, 2000);
    return () => {
      mounted.current = false;
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);

  useEffect(() => {
    if (!open || sheet) return;
    importSheet().then(
      (module) => {
        if (!mounted.current) return;
        setFailed(false);
        setSheet(() => module);
      },
      () => {
        if (!mounted.current) return;
        setFailed(true);
        setOpen(false);
      },
    );
  }, [open, sheet, setOpen]);

  useAccountPreferencesSync();

  return (
    <>
      {sheet && <sheet.CustomizerSheet open={open} onOpenChange={setOpen} />}
      <p role="status" className="sr-only">
        {failed ? t('navbar.customizer.failed') : ''}
      </p>
    </>
  );
}

/**
 * Signed in through the API (whose accounts carry `preferences`, null when none are saved), the
 * account's appearance follows the person: loaded only then, so the sync stays out of the first
 * load and away from the local back end.
 */
function useAccountPreferencesSync() {
  const account = useAccount();
  const email = account?.email;
  const synced = account != null && account.preferences !== undefined;
  useEffect(() => {
    const current = session.get();
    if (!synced || !current) return;
    let stop: ((signedOut: boolean) => void) | undefined;
    let cancelled = false;
    importSync().then(
      (module) => {
        if (!cancelled) stop = module.syncAccountPreferences(current);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.(session.get()?.email !== email);
    };
  }, [email, synced]);
}
