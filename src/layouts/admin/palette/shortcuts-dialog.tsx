import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import type { Shortcut } from '@/lib/shortcuts/shortcut-registry';
import { Modal } from '@/widgets/modal';

import { ShortcutKeys } from './highlight';
import { appShortcuts } from './palette-control';

const groups = ['general', 'navigation'] as const;

/** The cheat sheet: every registered shortcut with what it does, read from the registry itself. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const shortcuts = useSyncExternalStore(appShortcuts.subscribe, appShortcuts.list);
  const inGroup = (group: (typeof groups)[number]) =>
    shortcuts.filter((shortcut: Shortcut) => (shortcut.group ?? 'general') === group);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('navbar.shortcuts.title')}
      footer={null}
      data-slot="shortcuts-dialog"
    >
      <div className="grid gap-5">
        {groups.map((group) =>
          inGroup(group).length ? (
            <section key={group} aria-labelledby={`shortcuts-${group}`} className="grid gap-2">
              <h3 id={`shortcuts-${group}`} className="text-sm font-semibold text-muted">
                {t(`navbar.shortcuts.groups.${group}`)}
              </h3>
              <dl className="grid gap-2">
                {inGroup(group).map((shortcut) => (
                  <div key={shortcut.id} className="flex items-center justify-between gap-4">
                    <dt>{shortcut.description}</dt>
                    <dd>
                      <ShortcutKeys keys={shortcut.keys} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null,
        )}
        <p className="text-sm text-muted">{t('navbar.shortcuts.textFields')}</p>
      </div>
    </Modal>
  );
}
