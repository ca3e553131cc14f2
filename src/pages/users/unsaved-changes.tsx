import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

import { session } from '@/lib/session';
import { Button } from '@/ui/button';
import { Modal } from '@/widgets/modal';

/**
 * Asks before unsaved changes are left behind: a dialog for the app's own navigation, the
 * browser's prompt for closing or reloading the tab. A session that ends is not asked about: the
 * app sends the person to sign in and the draft brings the changes back afterwards.
 */
export function UnsavedChangesGuard({ when, onLeave }: { when: boolean; onLeave: () => void }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && session.get() != null && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      open={blocked}
      onOpenChange={(open) => !open && blocked && blocker.reset()}
      size="sm"
      title={t('users.unsaved.title')}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {t('users.unsaved.stay')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onLeave();
              blocker.proceed?.();
            }}
          >
            {t('users.unsaved.leave')}
          </Button>
        </>
      }
    >
      <p>{t('users.unsaved.text')}</p>
    </Modal>
  );
}
