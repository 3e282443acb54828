import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { RENDERED_FOR_HEADER } from '../../shared/server-rendered-page';
import { SHEET_PATH } from '../lib/kept-sheet';
import { findSheet, forgetSheet, GONE_STATUSES } from '../lib/sheet-cache';
import { keepSheet } from '../lib/sheet-copy';
import type { ExtendableEvent, SheetWorkerScope } from './worker-scope';

// The service worker of the emergency sheet (decision record 082), built alone by
// scripts/build-service-worker.mjs into /sw.js and registered with the sheet as its scope
// (lib/offline-sheets.ts). It keeps the current member's sheets and nothing else of the app:
// no precache, no scripts, no API answers. A load of the sheet goes to the network first; a
// sheet rendered for someone is kept in that account's cache and the other accounts' sheets leave
// (lib/sheet-copy.ts); a sheet answered 404 or 403 loses its copy (lib/sheet-cache.ts). With no
// connection, or none within a few seconds, or a server failing, the kept copy answers.
// Anything else passes by untouched.

declare const self: SheetWorkerScope;

/** How long a load may wait for the network before the kept copy answers (a weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;

type SheetPlugin = NonNullable<
  NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']
>[number];

/**
 * Where the sheet's answers go. Workbox's own cache is never written (`cacheWillUpdate` answers
 * null once the sheet is kept in its account's cache) and so never read; the kept copy is
 * looked up by address in the account caches instead.
 */
const keptByAccount: SheetPlugin = {
  // Only what the plugin before passed (a 200) reaches here.
  cacheWillUpdate: async ({ request, response }) => {
    await keepSheet(request.url, response);
    return null;
  },
  fetchDidSucceed: async ({ request, response, event }) => {
    if (GONE_STATUSES.includes(response.status)) {
      (event as ExtendableEvent).waitUntil(forgetSheet(request.url));
    } else if (
      (response.status >= 500 || !response.headers.has(RENDERED_FOR_HEADER)) &&
      (await findSheet(request.url))
    ) {
      // The server is down or failing, or sent the page's frame (the session ended while the
      // phone was in a pocket, or the sheet's data could not be read): the kept copy serves
      // better than an error page or the sign-in page.
      throw new Error(`The sheet answered ${response.status}; its kept copy answers instead`);
    }
    return response;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await findSheet(request.url)) ?? null,
};

const sheets = new NetworkFirst({
  // Named, never written: see keptByAccount.
  cacheName: 'emergency-sheet-worker',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), keptByAccount],
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    url.pathname === SHEET_PATH,
  sheets,
);

// The first visit is covered: the new worker takes over at once, and the open sheet with it.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
