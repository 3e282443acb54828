import { useSyncExternalStore } from 'react';

// Nothing changes a page's answer once it is rendered: there is nothing to subscribe to.
const subscribe = () => () => {};
const inTheBrowser = () => true;
const asTheServerDrew = () => false;

/**
 * False while a prerendered page (at build time, or by the server for its request) is rendered and
 * hydrated, true after: what only the browser knows (the address's query, the stored theme, say)
 * is read once this is true, so hydration sees exactly what the server rendered (record 035). React's
 * own way (`useSyncExternalStore`'s server snapshot, record 086): the server and the hydration of
 * a component read false, and React renders that component again with true once it is hydrated; a
 * component first rendered in the browser (a route change, a page sent empty, a test) reads true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inTheBrowser, asTheServerDrew);
}
