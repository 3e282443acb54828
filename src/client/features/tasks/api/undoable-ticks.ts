import { useSyncExternalStore } from 'react';

// The ticks this page can still take back (decision D13, record 087): a task ticked here, with
// the steps its tick marked done. Kept for as long as the person stays on the page, whichever
// category they open meanwhile, so no one has to be quick; forgotten once the task's steps are
// changed by hand, it is un-ticked, or the tick is undone.

const ticks = new Map<string, readonly string[]>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** The task was ticked here and its tick marked these steps done. */
export function rememberTick(taskId: string, stepIds: readonly string[]): void {
  if (stepIds.length === 0) return;
  ticks.set(taskId, stepIds);
  changed();
}

export function forgetTick(taskId: string): void {
  if (ticks.delete(taskId)) changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The steps an Undo of this task's tick would open again, or undefined when there is none; the
 * component renders again when the tick is remembered or forgotten.
 */
export function useUndoableTick(taskId: string): readonly string[] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => ticks.get(taskId),
    () => undefined,
  );
}
