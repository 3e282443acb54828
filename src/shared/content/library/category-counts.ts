import { type CategoryId, categoryIds } from '../category-ids';
import { library } from './library';

// The library's tasks in each category (decision D9, record 097), for the pages that say them
// (the free checklist, the demo's notice). Apart from library-counts.ts, which re-exports it, so
// that module's numbers, inlined by the build, leave no object behind in every page's scripts.

export const LIBRARY_CATEGORY_COUNTS = Object.fromEntries(
  categoryIds.map((id) => [id, library.filter((entry) => entry.categoryId === id).length]),
) as Readonly<Record<CategoryId, number>>;
