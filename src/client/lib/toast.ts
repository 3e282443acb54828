import type { ExternalToast } from 'sonner';
import type { Flash } from './flash';

// The app's toasts, shown by sonner, which is loaded when it is first needed rather than with
// every page: it was a fifth of the code every page ran before it was interactive (about 10 KB
// gzip, record 060). It is loaded at the person's first press, key or focus on the page, or by
// the first toast, whichever comes first; `AppToaster` (components/app-toaster.tsx) renders
// sonner's toaster once it is here, and a toast waits until the toaster is on the page a moment,
// so a screen reader hears even the first one from a live region that was already there.

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
let wanted: (() => void) | undefined;
/** Settles when sonner is first asked for: by a press, key or focus, or by a toast. */
export const toastsWanted = new Promise<void>((resolve) => {
  wanted = resolve;
});
let toasterShown: (() => void) | undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterShown = resolve;
});

/** Starts loading sonner (once); the toaster renders itself when it has come. */
export function loadToasts(): Promise<Sonner> {
  wanted?.();
  loading ??= import('sonner');
  return loading;
}

/**
 * Called by the toaster once sonner's live region is on the page; toasts asked for before then
 * are shown a frame later, when the region can announce them.
 */
export function markToasterShown(): void {
  requestAnimationFrame(() => toasterShown?.());
}

function show(kind: 'message' | 'success' | 'error', message: string, data?: ExternalToast) {
  void Promise.all([loadToasts(), toasterReady]).then(([{ toast: sonner }]) => {
    if (kind === 'message') sonner(message, data);
    else sonner[kind](message, data);
  });
}

/** A message left for this page by the one before (lib/flash.ts), as its toast. */
export function toastFlash(flash: Flash): void {
  show(flash.kind, flash.title, { description: flash.description });
}

/** sonner's `toast`, `toast.success` and `toast.error`, shown once sonner is loaded. */
export const toast = Object.assign(
  (message: string, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: string, data?: ExternalToast) => show('success', message, data),
    error: (message: string, data?: ExternalToast) => show('error', message, data),
  },
);
