import { library } from './library/library';

export { LIBRARY_CATEGORY_COUNTS } from './library/category-counts';

// The numbers the pages say of the eldercare library (decision D9, records 093 and 097),
// counted from the library, never written out: a library that grows changes every page that
// speaks of it. The one module pages import for them. A Vite build writes each value into the
// bundle as a literal (scripts/library-build-plugin.ts), so the pages that say them do not carry
// the library itself; the server and the tests count them here as they run.

/** Every task of the library: what a family can add to a plan (and browse) at any time. */
export const LIBRARY_TASK_COUNT = library.length;

/**
 * The library's size rounded down to a whole hundred (or ten, below 100): the landing page's
 * statistic says it with a '+', the spec's '100+ critical tasks', true while the library holds
 * 100 or more. A number, as all of these are: the build writes numbers into the code that says
 * them, where a string would stay behind as a variable of every page's shared script.
 */
export const LIBRARY_TASK_COUNT_ROUNDED_DOWN =
  library.length >= 100
    ? Math.floor(library.length / 100) * 100
    : Math.floor(library.length / 10) * 10;

/** The tasks every new plan starts with, and the demo shows. */
export const STARTER_TASK_COUNT = library.filter((entry) => entry.starter).length;

/** Library tasks that have an instructional video (premium, decision D2). */
export const LIBRARY_VIDEO_TASK_COUNT = library.filter((entry) => entry.hasVideo).length;

/** The free printable checklist's tasks (decision D5). */
export const PRINTABLE_TASK_COUNT = library.filter((entry) => entry.printable).length;
