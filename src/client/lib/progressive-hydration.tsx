import { type ReactNode, Suspense } from 'react';

// Progressive hydration (record 062). A page drawn ahead is hydrated in one pass, and on a phone
// that pass is one long task during which no tap is answered. A part wrapped in <HydrateLater>
// is left as the server drew it while the page hydrates, and hydrated after it, each part in a
// task of its own, in the page's order: Preact keeps a part that suspends during hydration as it
// is and resumes hydrating it when the part is released. Only for parts that work as HTML until
// then (links: a tap on one is a page load), or whose controls look not ready and take no tap
// until the page is marked hydrated (styles.css: buttons and selects, record 069), and that read
// nothing only the browser knows.

let hydrating = false;
const parked: (() => void)[] = [];
let drained: (() => void)[] = [];

function Parked({ children }: { children: ReactNode }) {
  if (hydrating) {
    throw new Promise<void>((resolve) => {
      parked.push(resolve);
    });
  }
  return children;
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
  const release = parked.shift();
  if (release) {
    // The part is hydrated in this task's microtasks (Preact's render queue); the next one waits
    // for a task of its own.
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
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  setTimeout(releaseNext, 0);
}

/** Runs `callback` once every part left for later has been hydrated (at once when none is left). */
export function afterPartsHydrated(callback: () => void): void {
  if (parked.length === 0 && !hydrating) callback();
  else drained.push(callback);
}
