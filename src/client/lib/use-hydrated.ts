import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page drawn ahead at build time is being hydrated (and while it is drawn), true
 * after: what only the browser knows (the address's query, say) is read once this is true, so
 * hydration sees exactly what the build drew (record 035). A page drawn in the browser is true
 * at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
