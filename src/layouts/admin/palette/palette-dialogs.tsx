import { useCallback } from 'react';

import type { RouteRegistry } from '@/config/route-registry';

import { CommandPalette } from './command-palette';
import type { PaletteDialog } from './palette-control';
import { ShortcutsDialog } from './shortcuts-dialog';

/**
 * The palette's chunk: the command palette and the shortcuts cheat sheet, loaded by the admin
 * layout's host the first time one of them is asked for.
 */
export default function PaletteDialogs({
  open,
  onOpenChange,
  initialQuery,
  registry,
}: {
  open: PaletteDialog | null;
  onOpenChange: (open: PaletteDialog | null) => void;
  initialQuery?: string;
  registry?: RouteRegistry;
}) {
  const showShortcuts = useCallback(() => onOpenChange('shortcuts'), [onOpenChange]);
  return (
    <>
      <CommandPalette
        open={open === 'palette'}
        onOpenChange={(next) => onOpenChange(next ? 'palette' : null)}
        initialQuery={initialQuery}
        onShowShortcuts={showShortcuts}
        registry={registry}
      />
      <ShortcutsDialog
        open={open === 'shortcuts'}
        onOpenChange={(next) => onOpenChange(next ? 'shortcuts' : null)}
      />
    </>
  );
}
