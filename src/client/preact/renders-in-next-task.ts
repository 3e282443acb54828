import { options } from 'preact';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `work` with the drawings it queues run in a task of their own instead of in a microtask
 * of the same task (Preact's default), and settles once they have run. A form island's
 * hydration sets state as it ends (react-hook-form marks its form ready in a layout effect, the
 * submit buttons see the page hydrated): on a phone that drawing of the whole form made the
 * hydration's task 30-50 ms longer; in a task of its own, neither is long (record 070).
 */
export async function withRendersInNextTask(work: () => Promise<void>): Promise<void> {
  const queue = options.debounceRendering;
  options.debounceRendering = (render) => setTimeout(render, 0);
  try {
    await work();
    // The drawings `work` queued last are in the task queue ahead of this.
    await nextTask();
  } finally {
    options.debounceRendering = queue;
  }
}
