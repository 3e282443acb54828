import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyNamed<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the module and gives its component (to start loading it before it is drawn). */
  load: () => Promise<ComponentType<P>>;
};

/** Loads a module and gives the component it exports as `name` (we use no default exports). */
export function namedLoader<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): () => Promise<ComponentType<P>> {
  return async () => (await load())[name];
}

/** React.lazy for a component that is a named export. */
export function lazyNamed<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  const loadComponent = namedLoader(load, name);
  return Object.assign(
    lazy(async () => ({ default: await loadComponent() })),
    { load: loadComponent },
  );
}
