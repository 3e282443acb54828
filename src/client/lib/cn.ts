import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { onFirstUse } from './on-first-use';

// While Preact hydrates, it applies no prop but event handlers to the server's elements
// (preact/src/diff/index.js: `!isHydrating || typeof value == 'function'`): the class the
// server merged stays, whatever is computed. So a hydration joins classes without merging them
// (an island's, record 066, with the drawings it queues, which change no element; the app's and
// each part it hydrates later, record 071). tailwind-merge's tables, a long task on a phone
// (70-130 ms at 4x CPU throttling), are then built at the person's first press, key or focus, or
// by the first drawing that merges. That drawing gives an element the merged class: Preact
// compares its props with the ones computed while hydrating, and writes the change.
let merging = true;
let tablesWaitForFirstUse = false;

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merging ? twMerge(joined) : joined;
}

/**
 * From now until `mergeClassesAgain`, class lists are joined but not merged: only for drawing
 * over the server's HTML, which a hydration does not change.
 */
export function joinClassesWhileHydrating(): void {
  merging = false;
  // Once for the page.
  if (tablesWaitForFirstUse) return;
  tablesWaitForFirstUse = true;
  onFirstUse(() => void prepareClassMerge());
}

/** Ends `joinClassesWhileHydrating`: every drawing from now on merges. */
export function mergeClassesAgain(): void {
  merging = true;
}

/**
 * Runs `hydrate` (hydrations over the server's HTML, which they must match, and the drawings
 * they queued: it settles once those have run) with class lists joined but not merged.
 */
export async function withoutClassMerge(hydrate: () => Promise<void>): Promise<void> {
  joinClassesWhileHydrating();
  try {
    await hydrate();
  } finally {
    mergeClassesAgain();
  }
}

/** Builds tailwind-merge's tables (at its first call) in a task of their own. */
async function prepareClassMerge(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  cn('p-0', 'p-1');
}
