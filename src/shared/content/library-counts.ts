// The numbers the pages say of the task library: how many tasks a new plan starts with, and how
// many of them have an instructional video (issue 56, decision record 093). Each page that speaks
// of the library says these, and nothing rounder, so a library that grows changes them all at
// once. Written out rather than counted from task-library.ts: the pages that say them (the route
// table's descriptions, the landing pages, the upgrade page) would otherwise carry the whole
// library, about 25 KB, in their scripts. task-library.test.ts holds them to the library, so a
// change to it fails until these follow.

/** Tasks in the default library: every plan starts with them, the demo shows them all. */
export const LIBRARY_TASK_COUNT = 22;

/** Library tasks that have an instructional video (premium, decision D2). */
export const LIBRARY_VIDEO_TASK_COUNT = 11;
