import {
  ChartColumn,
  ClipboardList,
  FileWarning,
  LayoutDashboard,
  Map,
  Shapes,
  Sparkles,
  Table2,
  type LucideIcon,
} from 'lucide-react';
import { siteMap, type SiteEntry } from '@/config/site-map';

export type NavItem = SiteEntry & { icon: LucideIcon };

const icons: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  statistics: ChartColumn,
  forms: ClipboardList,
  tables: Table2,
  ui: Shapes,
  extra: Sparkles,
  maps: Map,
  pages: FileWarning,
};

/** The sidebar, in order: the site map with an icon per top-level entry. */
export const navItems: NavItem[] = siteMap.map((entry) => ({
  ...entry,
  icon: icons[entry.id] ?? Shapes,
}));
