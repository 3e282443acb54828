import type { ComponentType } from 'react';
import { loadFeatureWords } from '../lib/i18n';
import { namedLoader } from '../lib/named-loader';

/**
 * Loads a page's or an island's component from its feature's code together with the feature's
 * words in the page's language (record 100): a page downloads its own catalog, not the whole
 * language's. `feature` is the folder under src/client/features the module is in;
 * scripts/module-preloads.mjs fails the build when the two disagree, and lists the catalog with
 * the page's modules.
 */
export function featureLoader<K extends string, P>(
  feature: string,
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): () => Promise<ComponentType<P>> {
  const loadComponent = namedLoader(load, name);
  return async () => {
    const [Component] = await Promise.all([loadComponent(), loadFeatureWords(feature)]);
    return Component;
  };
}
