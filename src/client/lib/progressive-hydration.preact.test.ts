import { h, hydrate, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, expect, it } from 'vitest';
import { cn } from './cn';
import { afterPartsHydrated, HydrateLater, hydrateProgressively } from './progressive-hydration';

// On Preact, as the browser runs it (vitest.config.ts: the client-preact project).

/** What each drawing of a box computed for its class. */
let computed: string[] = [];
function Box({ id }: { id: string }) {
  const className = cn('p-1', 'p-2');
  computed.push(`${id}: ${className}`);
  return h('div', { id, className });
}

let showLate: () => void = () => {};
/** A box drawn by a state change, not by hydration. */
function Late() {
  const [shown, setShown] = useState(false);
  showLate = () => setShown(true);
  return shown ? h(Box, { id: 'late' }) : null;
}

const page = () =>
  h(
    'main',
    null,
    h(Box, { id: 'page' }),
    h(HydrateLater, null, h(Box, { id: 'part-1' })),
    h(HydrateLater, null, h(Box, { id: 'part-2' })),
    h(Late, null),
  );

const container = document.createElement('div');
afterEach(() => render(null, container));

it('hydrates the page and each part without merging classes, and merges every other drawing', async () => {
  // As the server drew it, with merged classes.
  container.innerHTML =
    '<main><div id="page" class="p-2"></div><div id="part-1" class="p-2"></div><div id="part-2" class="p-2"></div></main>';
  const drawn = ['page', 'part-1', 'part-2'].map((id) => container.querySelector(`#${id}`));
  computed = [];

  hydrateProgressively(() => hydrate(page(), container));
  expect(computed).toEqual(['page: p-1 p-2']);
  // Between the first part's task and the second's, a state change draws a new element.
  setTimeout(() => showLate(), 0);
  await new Promise<void>((resolve) => afterPartsHydrated(resolve));

  expect(computed).toEqual(['page: p-1 p-2', 'part-1: p-1 p-2', 'late: p-2', 'part-2: p-1 p-2']);
  // The server's elements are kept, with the classes it merged; the new one is merged.
  expect(['page', 'part-1', 'part-2'].map((id) => container.querySelector(`#${id}`))).toEqual(
    drawn,
  );
  expect(
    [...container.querySelectorAll('div')].map((element) => `${element.id}: ${element.className}`),
  ).toEqual(['page: p-2', 'part-1: p-2', 'part-2: p-2', 'late: p-2']);
  expect(cn('p-1', 'p-2'), 'after hydration').toBe('p-2');
});
