import { useEffect, useState, type ComponentType } from 'react';

import { setReauthHandler } from '@/lib/api';
import { retryableImport } from '@/lib/retryable-import';

import type { ReauthDialogProps } from './reauth-dialog';

const importDialog = retryableImport(() => import('./reauth-dialog'));

type Shown = {
  Dialog: ComponentType<ReauthDialogProps>;
  /** Counts the requests: each one gets a fresh dialog (an empty field, no old error). */
  round: number;
  /** Answers the waiting request; absent once it has been answered (the dialog closes). */
  settle?: (confirmed: boolean) => void;
};

/**
 * Answers the API's `reauth_required` for every request of the app: it shows the password dialog,
 * and `apiRequest` sends the refused request again once the password is confirmed. The dialog, with
 * the modal it is made of, is a chunk of its own fetched the first time it is needed (most visits
 * never need it); if that chunk cannot be fetched, the request stays refused and its page says so.
 */
export function ReauthHost() {
  const [shown, setShown] = useState<Shown>();

  useEffect(
    () =>
      setReauthHandler(async () => {
        const module = await importDialog().catch(() => undefined);
        if (!module) return false;
        return new Promise<boolean>((settle) =>
          setShown((previous) => ({
            Dialog: module.ReauthDialog,
            round: (previous?.round ?? 0) + 1,
            settle,
          })),
        );
      }),
    [],
  );

  if (!shown) return null;
  const { Dialog, round, settle } = shown;
  return (
    <Dialog
      key={round}
      open={settle !== undefined}
      onSettle={(confirmed) => {
        settle?.(confirmed);
        setShown({ Dialog, round });
      }}
    />
  );
}
