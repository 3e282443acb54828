import type { ComponentType } from 'react';

// Apart from lazy-named.ts, which imports React's `lazy`: content-page.ts loads islands with
// this (app/islands.ts, record 061) and must not bring React with it.

/** Loads a module and gives the component it exports as `name` (we use no default exports). */
export function namedLoader<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): () => Promise<ComponentType<P>> {
  return async () => (await load())[name];
}
