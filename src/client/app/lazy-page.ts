import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's module and gives its component (for loading it beside other code). */
  load: () => Promise<ComponentType>;
};

/** React.lazy for a module whose page is a named export (we use no default exports). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  const loadPage = async () => (await load())[name] as ComponentType;
  return Object.assign(
    lazy(async () => ({ default: await loadPage() })),
    { load: loadPage },
  );
}
