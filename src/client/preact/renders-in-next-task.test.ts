import { h, render } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { afterEach, expect, it } from 'vitest';
import { withRendersInNextTask } from './renders-in-next-task';

// Preact itself, as the browser runs it (the client tests' React is React's).

/** Drawn once as 'first', then, as a form marks itself ready, at once again as 'ready'. */
function MarksReady() {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => setReady(true), []);
  return h('p', null, ready ? 'ready' : 'first');
}

const container = document.createElement('div');
afterEach(() => render(null, container));

it('by default, Preact draws again in a microtask of the same task', async () => {
  render(h(MarksReady, null), container);
  await Promise.resolve();
  expect(container.textContent).toBe('ready');
});

it('runs the drawings the work queued in a task of their own, and settles after them', async () => {
  let afterMicrotasks = '';
  await withRendersInNextTask(async () => {
    render(h(MarksReady, null), container);
    await Promise.resolve();
    await Promise.resolve();
    afterMicrotasks = container.textContent ?? '';
  });
  expect(afterMicrotasks).toBe('first');
  expect(container.textContent).toBe('ready');
});
