// The emergency sheet kept on the device (decision record 082): what the page, the guards and
// the service worker agree on, apart from the cache code, so that the guards, which every
// signed-in page loads, carry these few bytes and nothing more.

/** The sheet's address: the service worker's scope, and the only page it keeps. */
export const SHEET_PATH = '/emergency-sheet';

/**
 * Set on the `<html>` of a copy kept on the device, as it is stored: a document that has it was
 * answered from that copy (offline, or the network too slow), not rendered now by the server.
 */
export const KEPT_COPY_ATTRIBUTE = 'data-kept-copy';

/**
 * This document is a kept copy and the tab still shows its sheet: a snapshot, shown as it was
 * kept whatever the session is now (ended, or unknown with no connection). False on the server.
 */
export function showsKeptSheet(pathname: string): boolean {
  return (
    pathname === SHEET_PATH &&
    typeof document !== 'undefined' &&
    document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE)
  );
}
