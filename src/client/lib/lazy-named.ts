import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { namedLoader } from './named-loader';

export type LazyNamed<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the module and gives its component (to start loading it before it is rendered). */
  load: () => Promise<ComponentType<P>>;
};

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
