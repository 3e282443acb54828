import { type ComponentType, lazy } from 'react';

/** React.lazy for a module whose page is a named export (we use no default exports). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
