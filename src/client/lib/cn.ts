import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { onFirstUse } from './on-first-use';

// While Preact hydrates, it applies no prop but event handlers to the server's elements
// (preact/src/diff/index.js: `!isHydrating || typeof value == 'function'`): the class the
// server merged stays, whatever is computed. So a hydration run with `withoutClassMerge` joins
// classes without merging them, and so do the drawings it queues (react-hook-form marks its form
// ready, the submit buttons see the page hydrated), which change no element. tailwind-merge's
// tables, a long task on a phone (about 60 ms at 4x CPU throttling), are then built at the
// person's first press, key or focus, or by the next drawing (record 066). That drawing gives an
// element the merged class: Preact compares its props with the ones computed here, and writes
// the change.
let merging = true;
let tablesWaitForFirstUse = false;

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merging ? twMerge(joined) : joined;
}

/**
 * Runs `hydrate` (hydrations over the server's HTML, which they must match, and the drawings
 * they queued: it settles once those have run) with class lists joined but not merged.
 */
export async function withoutClassMerge(hydrate: () => Promise<void>): Promise<void> {
  merging = false;
  try {
    await hydrate();
  } finally {
    merging = true;
  }
  // Once for the page.
  if (tablesWaitForFirstUse) return;
  tablesWaitForFirstUse = true;
  onFirstUse(() => void prepareClassMerge());
}

/**
 * tailwind-merge builds its tables at its first call: on a phone, a long task of its own (about
 * 80 ms at 4x CPU throttling). This builds them in a task of their own: before the app hydrates
 * (records 058, 062), and at an island's first use (record 066).
 */
export async function prepareClassMerge(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  cn('p-0', 'p-1');
}
