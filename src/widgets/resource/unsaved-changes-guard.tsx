import { useEffect } from 'react';
import { useBlocker } from 'react-router';

import { useLabels } from '@/hooks/use-labels';
import { session } from '@/lib/session';
import { Button } from '@/ui/button';
import { Modal } from '@/widgets/modal';

import { unsavedChangesLabels, type UnsavedChangesLabels } from './resource-labels';

export type UnsavedChangesGuardProps = {
  /** Whether there are changes to ask about. */
  when: boolean;
  /** The person chose to leave them (forget the draft here). */
  onLeave: () => void;
  labels?: Partial<UnsavedChangesLabels>;
};

/**
 * Asks before unsaved changes are left behind: a dialog for the app's own navigation, the
 * browser's prompt for closing or reloading the tab. A session that ends is not asked about: the
 * app sends the person to sign in and the draft brings the changes back afterwards.
 */
export function UnsavedChangesGuard({
  when,
  onLeave,
  labels: overrides,
}: UnsavedChangesGuardProps) {
  const labels = useLabels(unsavedChangesLabels, overrides);
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
      title={labels.title}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {labels.stay}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onLeave();
              blocker.proceed?.();
            }}
          >
            {labels.leave}
          </Button>
        </>
      }
    >
      <p>{labels.text}</p>
    </Modal>
  );
}
