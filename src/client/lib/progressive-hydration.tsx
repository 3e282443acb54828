import { type ReactNode, Suspense } from 'react';
import { joinClassesWhileHydrating, mergeClassesAgain } from './cn';

// Progressive hydration (record 062). A prerendered page is hydrated in one pass, and on a phone
// that pass is one long task during which no tap is answered. A part wrapped in <HydrateLater>
// is left as the server drew it while the page hydrates, and hydrated after it, each part in a
// task of its own, in the page's order: Preact keeps a part that suspends during hydration as it
// is and resumes hydrating it when the part is released. Only for parts that work as HTML until
// then (links: a tap on one is a page load), or whose controls look not ready and take no tap
// until the page is marked hydrated (styles.css: buttons and selects, record 069), and that read
// nothing only the browser knows. A part draws exactly one element: Preact keeps one DOM node
// for a part it parks, the next one in the page when the part drew none (which the part then
// removes, shifting the page), and drops any further ones.

// Hydrating, the page and each part join class lists without merging them (lib/cn.ts, record
// 071): Preact keeps the server's classes, and tailwind-merge's tables wait for the first use.

let hydrating = false;
const parked: (() => void)[] = [];
let drained: (() => void)[] = [];
/** A part was just released: the next `Parked` drawn hydrates it (in this task's microtasks). */
let resuming = false;

function Parked({ children }: { children: ReactNode }) {
  if (hydrating) {
    throw new Promise<void>((resolve) => {
      parked.push(resolve);
    });
  }
  if (!resuming) return children;
  resuming = false;
  joinClassesWhileHydrating();
  // Drawn after the part's last element: the part is hydrated.
  return (
    <>
      {children}
      <MergeClassesAgain />
    </>
  );
}

function MergeClassesAgain() {
  mergeClassesAgain();
  return null;
}

/** Hydrated after the rest of the page; drawn at once anywhere else (server, route change). */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Parked>{children}</Parked>
    </Suspense>
  );
}

function releaseNext() {
  // Whatever the last part did (a part removed before its turn draws nothing), every drawing
  // from here merges.
  resuming = false;
  mergeClassesAgain();
  const release = parked.shift();
  if (release) {
    // The part is hydrated in this task's microtasks (Preact's render queue); the next one waits
    // for a task of its own.
    resuming = true;
    release();
    setTimeout(releaseNext, 0);
    return;
  }
  const done = drained;
  drained = [];
  for (const callback of done) callback();
}

/** Hydrates the page (`hydrate` draws it over the server's HTML), then the parts it left for later. */
export function hydrateProgressively(hydrate: () => void): void {
  hydrating = true;
  joinClassesWhileHydrating();
  try {
    hydrate();
  } finally {
    hydrating = false;
    mergeClassesAgain();
  }
  setTimeout(releaseNext, 0);
}

/** Runs `callback` once every part left for later has been hydrated (at once when none is left). */
export function afterPartsHydrated(callback: () => void): void {
  if (parked.length === 0 && !hydrating) callback();
  else drained.push(callback);
}
