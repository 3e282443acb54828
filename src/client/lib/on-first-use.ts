// Code a page needs only once the person starts using it (a form's checker, the toasts) is
// loaded at their first press, key or focus on the page rather than with the page: by the time
// the check or the toast that follows is wanted, it has usually come.

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `start` once, at the first press, key or focus anywhere on the page; returns the undo. */
export function onFirstUse(start: () => void): () => void {
  const once = () => {
    stop();
    start();
  };
  const stop = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, once, { capture: true });
  };
  for (const type of FIRST_USE) {
    window.addEventListener(type, once, { capture: true, passive: true });
  }
  return stop;
}
