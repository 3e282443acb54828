import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { HydrateLater } from '../../../lib/progressive-hydration';
import { LazySearchResults } from './lazy-search-results';
import { SearchAllForm } from './search-all-form';

/**
 * /app?q=: the search of every task (record 090), its box kept above the results. The results'
 * code loads on first use; the page rendered by the server holds them already, and is hydrated
 * once that code is here (a part hydrated later, record 062).
 */
export function SearchView({ query }: { query: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new search: keyboard and screen reader users start at the results' heading.
  useEffect(() => {
    if (query) headingRef.current?.focus();
  }, [query]);

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Search results</Trans>
      </h1>
      <SearchAllForm query={query} />
      <HydrateLater>
        <LazySearchResults query={query} />
      </HydrateLater>
    </>
  );
}
