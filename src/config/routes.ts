import { demoAdminRoutes, demoPageOverrides } from '@/demo/routes'; // demo

import {
  fillPath,
  routePathsOf,
  withPageOverrides,
  type PageOverrides,
  type RouteNamesOf,
  type RouteRegistry,
} from './route-registry';

/**
 * The template's pages. To add one: write the page file, add an entry here (or in a section's
 * `children`), and add its title to the locale files.
 */
const templateRoutes = {
  home: 'dashboard',
  auth: {
    path: '/auth',
    redirect: 'login',
    title: 'menu.auth',
    children: [
      {
        name: 'login',
        path: 'login',
        title: 'menu.login',
        page: () => import('@/pages/auth/login-page'),
        data: () => import('@/pages/auth/login-data'),
      },
      {
        name: 'signup',
        path: 'signup',
        title: 'menu.signup',
        page: () => import('@/pages/auth/signup-page'),
      },
      {
        name: 'forgot-password',
        path: 'forgot-password',
        title: 'menu.forgotPassword',
        page: () => import('@/pages/auth/forgot-password-page'),
      },
      {
        name: 'reset-password',
        path: 'reset-password',
        title: 'menu.resetPassword',
        page: () => import('@/pages/auth/reset-password-page'),
      },
      {
        name: 'two-factor',
        path: 'two-factor',
        title: 'twoFactor.pageTitle',
        page: () => import('@/pages/auth/two-factor-page'),
      },
      {
        name: 'accept-invite',
        path: 'accept-invite',
        title: 'menu.acceptInvite',
        page: () => import('@/pages/auth/accept-invite-page'),
      },
      {
        name: 'verify-email',
        path: 'verify-email',
        title: 'menu.verifyEmail',
        page: () => import('@/pages/auth/verify-email-page'),
      },
      {
        name: 'confirm-email',
        path: 'confirm-email',
        title: 'menu.confirmEmail',
        page: () => import('@/pages/auth/confirm-email-page'),
      },
    ],
  },
  admin: {
    path: '/admin',
    redirect: 'dashboard',
    children: [
      {
        name: 'dashboard',
        path: 'dashboard',
        title: 'menu.dashboard',
        page: () => import('@/pages/dashboard/dashboard-page'),
        sidebar: { icon: 'dashboard', order: 0 },
      },
      {
        name: 'users',
        path: 'users',
        title: 'menu.users',
        page: () => import('@/pages/users/users-page'),
        data: () => import('@/pages/users/users-data'),
        sidebar: { icon: 'users', order: 1 },
        access: { signedIn: true },
        children: [
          {
            name: 'user-new',
            path: 'new',
            title: 'menu.newUser',
            page: () => import('@/pages/users/user-page'),
            access: { signedIn: true, roles: ['admin', 'editor'] },
          },
          {
            // Every signed-in role may open it; viewers see it read-only.
            name: 'user-edit',
            path: ':id',
            title: 'menu.editUser',
            page: () => import('@/pages/users/user-page'),
            access: { signedIn: true },
          },
        ],
      },
      {
        // A development tool, not in the sidebar: production servers have no outbox, and the
        // mail it shows is what a developer asked for a moment ago (the README links it).
        name: 'outbox',
        path: 'dev/outbox',
        title: 'menu.outbox',
        page: () => import('@/pages/dev/outbox-page'),
        access: { signedIn: true, roles: ['admin'] },
      },
      {
        name: 'members',
        path: 'members',
        title: 'menu.members',
        page: () => import('@/pages/members/members-page'),
        data: () => import('@/pages/members/members-data'),
        sidebar: { icon: 'members', order: 1.5 },
        access: { signedIn: true, roles: ['admin'] },
        children: [
          {
            name: 'member',
            path: ':id',
            title: 'menu.member',
            page: () => import('@/pages/members/member-page'),
            access: { signedIn: true, roles: ['admin'] },
          },
        ],
      },
      {
        // Reached from the profile menu, not the sidebar.
        name: 'account',
        path: 'account',
        title: 'menu.account',
        page: () => import('@/pages/account/account-page'),
        access: { signedIn: true },
      },
      // demo:start
      {
        name: 'orders',
        path: 'orders',
        title: 'orders.title',
        page: () => import('@/demo/pages/orders/orders-page'),
        data: () => import('@/demo/pages/orders/orders-data'),
        sidebar: { icon: 'orders', order: 2 },
        access: { signedIn: true },
        children: [
          {
            name: 'order-new',
            path: 'new',
            title: 'orders.new',
            page: () => import('@/demo/pages/orders/order-page'),
            access: { signedIn: true, roles: ['admin', 'editor'] },
          },
          {
            // Every signed-in role may open it; viewers see it read-only.
            name: 'order-edit',
            path: ':id',
            title: 'orders.editTitle',
            page: () => import('@/demo/pages/orders/order-page'),
            access: { signedIn: true },
          },
        ],
      },
      // demo:end
      ...demoAdminRoutes, // demo
    ],
  },
  errors: {
    path: '/404',
    redirect: 'dashboard',
    children: [
      {
        name: 'not-found-advanced',
        path: 'not-found-advanced',
        title: 'menu.notFoundAdvanced',
        page: () => import('@/pages/not-found/not-found-advanced-page'),
      },
      {
        name: 'not-found-simple',
        path: 'not-found-simple',
        title: 'menu.notFoundSimple',
        page: () => import('@/pages/not-found/not-found-simple-page'),
      },
      {
        name: 'not-found-custom',
        path: 'not-found-custom',
        title: 'menu.notFoundCustom',
        page: () => import('@/pages/not-found/not-found-custom-page'),
      },
    ],
  },
  standalone: [
    {
      // One of the error pages, served at an absolute path of its own.
      name: 'not-found-large-text',
      path: '/pages/not-found-large-text',
      title: 'menu.notFoundLargeText',
      page: () => import('@/pages/not-found/not-found-large-text-page'),
    },
  ],
} as const satisfies RouteRegistry;

/** Pages another layer puts in place of a template page of the same name. */
const pageOverrides: PageOverrides = {
  ...demoPageOverrides, // demo
};

/** Every page of the app: the router, sidebar, breadcrumbs and 404 search are built from it. */
export const routeRegistry = withPageOverrides(templateRoutes, pageOverrides);

export type RouteName = RouteNamesOf<typeof templateRoutes>;

/** Full path of every named route (`:param` segments left in). */
export const routePaths = routePathsOf(routeRegistry) as Readonly<Record<RouteName, string>>;

/** Resolves a route name to a URL, filling `:param` segments. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return fillPath(routePaths[name], params);
}
