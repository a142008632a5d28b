/**
 * react-i18next imports `use-sync-external-store/shim`, a copy of the hook for React 17 and
 * older, written as CommonJS. React 19 has the hook itself: the build points the shim here
 * (vite.config.ts), so every page skips the copy and its CommonJS wrapping (0.35 KB gzip).
 */
export { useSyncExternalStore } from 'react';
