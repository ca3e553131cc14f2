// `use-sync-external-store/shim` for React 18 and later, which has the hook built in: the
// package's own shim carries a fallback for React 17 that would only add bytes to the first load
// (react-i18next imports it). Aliased in vite.config.ts.
export { useSyncExternalStore } from 'react';
