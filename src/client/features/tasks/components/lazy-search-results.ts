import { lazyNamed } from '../../../lib/lazy-named';

// The search results' code (their query, the marks, the words of each place) loads with the first
// search, or as the search box is first pointed at or focused, not with the dashboard: most
// visits search nothing, and an app page's scripts have a budget (record 090).
export const LazySearchResults = lazyNamed(() => import('./search-results'), 'SearchResults');
