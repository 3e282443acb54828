// The 7 category ids, apart from the library's text (task-library.ts): the request schemas check
// an id, and /app's code carries them, while only /demo needs the library in the browser.

export const categoryIds = [
  'housing',
  'healthcare',
  'finances',
  'legal',
  'home_sale',
  'care_support',
  'personal',
] as const;

export type CategoryId = (typeof categoryIds)[number];
