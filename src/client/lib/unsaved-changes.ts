import { useEffect, useId } from 'react';

// Changes typed on the page and not saved (issue 56, decision record 089). A router honours one
// blocker at a time, so forms do not each block: they say here that they hold changes, and the
// one leave confirmation of a signed-in page (components/leave-confirmation.tsx) asks before the
// app moves elsewhere while any does.

const unsaved = new Set<string>();

/** Whether a form on the page holds changes that leaving inside the app would not save. */
export const hasUnsavedChanges = (): boolean => unsaved.size > 0;

/**
 * While `changes` is true, closing or reloading the tab asks the browser's 'Leave site?', and
 * (unless `askInApp` is false: the typing is saved as the page goes) leaving inside the app
 * asks with the app's own dialog.
 */
export function useUnsavedChanges(changes: boolean, { askInApp = true } = {}): void {
  const id = useId();
  useEffect(() => {
    if (!changes) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    if (askInApp) unsaved.add(id);
    return () => {
      window.removeEventListener('beforeunload', warn);
      unsaved.delete(id);
    };
  }, [changes, askInApp, id]);
}
