import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { retryableImport } from '@/lib/retryable-import';
import { useAccount } from '@/lib/session';
import type { Shortcut } from '@/lib/shortcuts/shortcut-registry';
import { Button } from '@/ui/button';

import { pageShortcuts } from './page-shortcuts';
import {
  appShortcuts,
  openCommandPalette,
  setPaletteOpener,
  shortcutIds,
  type PaletteDialog,
} from './palette-control';

const importDialogs = retryableImport(() => import('./palette-dialogs'));

/**
 * The keyboard shortcuts of the admin shell and the door to the command palette. Only this and
 * the shortcut registry load with the shell: the palette and the cheat sheet are a chunk of their
 * own, fetched the first time one is asked for, and opened when it arrives. What is typed while it
 * downloads becomes the palette's query. A chunk that fails says so; asking again fetches it again.
 */
export function PaletteHost({ registry = routeRegistry }: { registry?: RouteRegistry }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const [dialogs, setDialogs] = useState(importDialogs.current);
  const [open, setOpen] = useState<PaletteDialog | null>(null);
  const [failed, setFailed] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  // The dialog asked for while the chunk downloads, and what is typed meanwhile.
  const pending = useRef<{ dialog: PaletteDialog; typed: string } | undefined>(undefined);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const request = (dialog: PaletteDialog) => {
      setFailed(false);
      if (importDialogs.current) {
        setInitialQuery('');
        setOpen((current) => (current === dialog && dialog === 'palette' ? null : dialog));
        return;
      }
      if (pending.current) {
        pending.current.dialog = dialog;
        return;
      }
      pending.current = { dialog, typed: '' };
      importDialogs().then(
        (module) => {
          const asked = pending.current;
          pending.current = undefined;
          if (!live.current || !asked) return;
          setDialogs(module);
          setInitialQuery(asked.dialog === 'palette' ? asked.typed : '');
          setOpen(asked.dialog);
        },
        () => {
          pending.current = undefined;
          if (live.current) setFailed(true);
        },
      );
    };
    const removeOpener = setPaletteOpener(request);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const waiting = pending.current;
      if (waiting?.dialog === 'palette' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        if (event.key.length === 1 || event.key === 'Backspace') {
          waiting.typed =
            event.key === 'Backspace' ? waiting.typed.slice(0, -1) : waiting.typed + event.key;
          event.preventDefault();
          return;
        }
      }
      const { ran, pending: sequence } = appShortcuts.handleKey(event);
      if (ran || sequence) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      live.current = false;
      removeOpener();
      document.removeEventListener('keydown', onKeyDown);
      appShortcuts.reset();
    };
  }, []);

  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    const openPalette = () => openCommandPalette('palette');
    const shortcuts: Shortcut[] = [
      {
        id: shortcutIds.palette,
        keys: 'mod+k',
        description: t('navbar.shortcuts.openPalette'),
        allowInTextFields: true,
        run: openPalette,
      },
      {
        id: shortcutIds.paletteSlash,
        keys: '/',
        description: t('navbar.shortcuts.openPalette'),
        run: openPalette,
      },
      {
        id: shortcutIds.shortcuts,
        keys: '?',
        description: t('navbar.shortcuts.show'),
        run: () => openCommandPalette('shortcuts'),
      },
      ...pageShortcuts(registry, account).map((page): Shortcut => ({
        id: shortcutIds.goTo(page.name),
        keys: page.keys,
        description: t('navbar.shortcuts.goTo', { page: t(page.title) }),
        group: 'navigation',
        run: () => {
          setOpen(null);
          void navigate(page.path);
        },
      })),
    ];
    return appShortcuts.register(...shortcuts);
  }, [t, language, registry, account, navigate]);

  return (
    <>
      {dialogs && (
        <dialogs.default
          open={open}
          onOpenChange={setOpen}
          initialQuery={initialQuery}
          registry={registry}
        />
      )}
      {failed && (
        <div
          role="alert"
          data-slot="palette-failed"
          className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md items-center gap-3 rounded-card border border-border bg-surface p-3 text-sm text-text shadow-popover"
        >
          <p className="flex-1">{t('navbar.palette.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => setFailed(false)}>
            {t('navbar.palette.dismiss')}
          </Button>
        </div>
      )}
    </>
  );
}
