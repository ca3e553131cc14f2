import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';

import { useDirection } from '@/i18n/direction';

/**
 * Radix's direction, from the language: menus, popovers, tabs (their arrow keys) and sliders
 * mirror right to left. Each layout (admin shell, sign-in) wraps its routes in it rather than
 * the app root, because Radix's module in the entry costs the first load about a kibibyte of
 * module glue, and every Radix part of the app is inside a layout (the layout-less error pages
 * use none).
 */
export function RadixDirection({ children }: { children: ReactNode }) {
  return <Direction.DirectionProvider dir={useDirection()}>{children}</Direction.DirectionProvider>;
}
