import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';

// Progressive hydration (record 062), React's own (record 086). A prerendered page is hydrated
// in slices, but a part wrapped in <HydrateLater> is a Suspense boundary in the server's HTML,
// which React hydrates after what holds it, at a lower priority, leaving it as the server rendered
// it until then; a tap or key on it first hydrates it at once and is then handled. Only for parts
// that work as HTML until then (links: a tap on one is handled as a link), or whose controls look
// not ready until the page is marked hydrated (styles.css: buttons and selects, record 069).
//
// The journeys' mark (app/hydration-mark.tsx) waits for every part: each part registers as it is
// rendered (a layout effect of the boundary's holder, which React commits with the page) and leaves
// once its own content is committed (an effect inside the boundary). Rendered in the browser (a
// route change), a part registers and leaves in the same commit.

/** Parts rendered but not hydrated yet. */
const unhydrated = new Set<object>();
let waiting: (() => void)[] = [];

function settle() {
  if (unhydrated.size > 0) return;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

function PartHydrated({ part }: { part: object }) {
  useEffect(() => {
    unhydrated.delete(part);
    settle();
  }, [part]);
  return null;
}

/** Hydrated after the rest of the page; rendered at once anywhere else (server, route change). */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => {
    unhydrated.add(part);
    return () => {
      unhydrated.delete(part);
      settle();
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

/** Runs `callback` once every part rendered has been hydrated (at once when none is left). */
export function afterPartsHydrated(callback: () => void): void {
  waiting.push(callback);
  settle();
}
