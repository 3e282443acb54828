import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page drawn ahead at build time is being hydrated (and in the build's own render),
 * true once React runs the page in the browser. A page drawn in the browser is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
