// Where the top bar's Messages and Notifications menus get their entries: `useAppTopBarFeeds`, a
// hook (it may use React Query, the store, i18n…) that returns `TopBarFeeds` (./top-bar-feeds).
// The template's returns none. To feed the menus, export your app's hook here under that name:
//   export { useInboxFeeds as useAppTopBarFeeds } from '@/features/inbox';
// A named export takes precedence over `export *`, so that line is all it takes.
export { useDemoTopBarFeeds as useAppTopBarFeeds } from '@/demo/data/top-bar-feeds'; // demo
export * from './no-top-bar-feeds';
