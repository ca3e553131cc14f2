import { createShortcutRegistry } from '@/lib/shortcuts/shortcut-registry';

/** The dialogs the palette's chunk holds. */
export type PaletteDialog = 'palette' | 'shortcuts';

/** The app's keyboard shortcuts: the admin layout registers them, the cheat sheet lists them. */
export const appShortcuts = createShortcutRegistry();

/** Shortcut ids the palette shows beside its items. */
export const shortcutIds = {
  palette: 'palette',
  paletteSlash: 'palette-slash',
  shortcuts: 'shortcuts',
  goTo: (routeName: string) => `go:${routeName}`,
} as const;

let opener: ((dialog: PaletteDialog) => void) | undefined;

/** The admin layout's palette host takes the requests to open a dialog. */
export function setPaletteOpener(open: (dialog: PaletteDialog) => void): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = undefined;
  };
}

/** Opens the command palette (or the shortcuts cheat sheet), loading it first if need be. */
export function openCommandPalette(dialog: PaletteDialog = 'palette') {
  opener?.(dialog);
}
