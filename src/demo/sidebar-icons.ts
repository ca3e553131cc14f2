import {
  ChartColumn,
  ClipboardList,
  FileWarning,
  Map as MapIcon,
  Shapes,
  ShoppingCart,
  Sparkles,
  Table2,
  type LucideIcon,
} from 'lucide-react';

/** The demo's sidebar icons, merged into `config/sidebar-icons.ts`. */
export const demoSidebarIcons = {
  statistics: ChartColumn,
  forms: ClipboardList,
  tables: Table2,
  orders: ShoppingCart,
  ui: Shapes,
  extra: Sparkles,
  maps: MapIcon,
  pages: FileWarning,
} satisfies Record<string, LucideIcon>;
