import { showsKeptSheet } from './kept-sheet';
import { hasCaches, registerSheetWorker } from './offline-sheets';
import { forgetSheet, GONE_STATUSES } from './sheet-cache';
import { keepSheet } from './sheet-copy';

// The sheet on screen and its copy on this device (decision record 082), for the sheet page.

const withoutHash = (url: string) => url.split('#')[0] ?? url;

/** The address this document was loaded from (the app may have moved on since, by its links). */
function documentUrl(): string | undefined {
  const [load] = performance.getEntriesByType('navigation');
  return load?.name;
}

/**
 * Keeps the sheet on screen for use offline, when the worker did not keep it as it answered:
 * on a first visit (the worker is registered as the page opens, too late for its own load), or
 * when the tab came here by a link of the app, which loads no page. It reads the page again
 * from the server, rendered whole. Online only; never a kept copy, which is what it would keep.
 */
export async function keepShownSheet(): Promise<void> {
  registerSheetWorker();
  if (!hasCaches() || !navigator.onLine || showsKeptSheet(window.location.pathname)) return;
  const url = withoutHash(window.location.href);
  const controlled = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  if (controlled && documentUrl() === url) return;
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
    });
    if (GONE_STATUSES.includes(response.status)) await forgetSheet(url);
    else await keepSheet(url, response);
  } catch {
    // No connection after all, or storage refused: the copy kept before, if any, stays.
  }
}

/** The sheet on screen is no longer the reader's (its plan answered 404 or 403): its copy goes. */
export async function forgetShownSheet(): Promise<void> {
  if (!hasCaches()) return;
  await forgetSheet(withoutHash(window.location.href)).catch(() => undefined);
}
