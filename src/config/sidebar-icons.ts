import { Boxes, LayoutDashboard, UserCog, UsersRound, type LucideIcon } from 'lucide-react';

import { demoSidebarIcons } from '@/demo/sidebar-icons'; // demo

/**
 * The icons sidebar entries show, by the name a route entry gives (`sidebar: { icon: 'users' }`).
 * Routes name their icon rather than import it so that the route registry, which the entry
 * bundle carries, holds no icon: only the admin layout, which draws the sidebar, loads them.
 */
export const sidebarIcons = {
  dashboard: LayoutDashboard,
  users: UsersRound,
  members: UserCog,
  /** Resources `npm run new:resource` adds, until someone picks an icon of their own. */
  resource: Boxes,
  ...demoSidebarIcons, // demo
} satisfies Record<string, LucideIcon>;

export type SidebarIconName = keyof typeof sidebarIcons;
