import { SHEET_PATH } from './kept-sheet';
import { refreshKeptSheets } from './refresh-kept-sheets';
import { deleteSheetCaches, sheetCacheName } from './sheet-cache';

// The emergency sheets kept on this device, as the app sees them (decision record 082): the
// service worker that answers a sheet offline is registered when a signed-in page has settled,
// sheets another account kept here go then, and all of them go at sign-out (the sheet page
// keeps itself: shown-sheet.ts). Every step is best effort: a browser without Cache Storage or
// service workers (or a private mode that refuses them) keeps nothing, and the app works as
// before.

/** Cache Storage exists only in secure contexts (https, or this machine). */
export const hasCaches = () => typeof caches !== 'undefined';

/** The worker's script, built by scripts/build-service-worker.mjs into the client's root. */
const WORKER_URL = '/sw.js';

/**
 * Registers the worker, scoped to the sheet: it sees the sheet's loads and nothing else of the
 * app, whose other pages never wait for a worker to start. Not in development, which has no
 * built worker.
 */
export function registerSheetWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL, { scope: SHEET_PATH }).catch(() => undefined);
}

/** The account whose kept sheets this page load has refreshed already. */
let refreshedFor: string | undefined;

/**
 * A signed-in start: the worker is registered, the sheets another account kept on this device
 * (a shared one, with its last account not signed out) go, and this account's plans' sheets are
 * kept, or dropped for plans left (refresh-kept-sheets.ts).
 */
export function startOfflineSheets(userId: string): void {
  registerSheetWorker();
  if (!hasCaches()) return;
  const own = sheetCacheName(userId);
  // Once a page load for each account: the guards start this after every route change, and a
  // move inside the app changes no plan the server has not already told this tab about.
  const refresh = navigator.onLine && refreshedFor !== userId;
  if (refresh) refreshedFor = userId;
  deleteSheetCaches((name) => name !== own)
    .then(() => (refresh ? refreshKeptSheets(userId) : undefined))
    .catch(() => undefined);
}

/** Sign-out: every sheet kept on this device goes, whoever's it was. Never throws. */
export async function forgetOfflineSheets(): Promise<void> {
  if (!hasCaches()) return;
  await deleteSheetCaches().catch(() => undefined);
}
