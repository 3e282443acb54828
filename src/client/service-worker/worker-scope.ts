// The few parts of a service worker's global scope the sheet's worker uses. TypeScript's
// WebWorker library cannot be checked together with the DOM one the rest of the client uses
// (both declare `self`, `onmessage`...), so the worker names what it needs here instead.

/** An event whose work the browser waits for before it stops the worker. */
export interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface SheetWorkerScope {
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
