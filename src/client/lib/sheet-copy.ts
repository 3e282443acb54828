import { RENDERED_FOR_HEADER } from '../../shared/server-rendered-page';
import { KEPT_COPY_ATTRIBUTE } from './kept-sheet';
import { deleteSheetCaches, sheetCacheName, sheetKey } from './sheet-cache';

// Keeping an emergency sheet on this device (decision record 082): by the service worker as it
// answers the sheet's load, and by the sheet page for a load the worker did not see. Apart from
// sheet-cache.ts, so that the code of a sign-out does not carry this, nor what it imports.

/**
 * The page as it will be answered offline: marked as a kept copy (`KEPT_COPY_ATTRIBUTE`), so
 * the app shows it as the snapshot it is. The body is stored decoded: the headers that said how
 * it travelled no longer hold.
 */
async function markedCopy(response: Response): Promise<Response> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(html.replace(/<html\b/i, `<html ${KEPT_COPY_ATTRIBUTE}=""`), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Keeps a sheet the server answered (200) for `url`, if the server rendered it with someone's data:
 * the answer names them (`x-rendered-for`; the page's frame, sent when nobody is signed in, does
 * not). It goes into that account's cache, and every other account's sheets leave the device:
 * only the signed-in member's own sheets are kept. True when kept.
 */
export async function keepSheet(url: string, response: Response): Promise<boolean> {
  const userId = response.headers.get(RENDERED_FOR_HEADER);
  // A redirected answer cannot answer a navigation; the sheet is never redirected anyway.
  if (response.status !== 200 || !userId || response.redirected) return false;
  const name = sheetCacheName(userId);
  const copy = await markedCopy(response);
  await deleteSheetCaches((other) => other !== name);
  await (await caches.open(name)).put(sheetKey(url), copy);
  return true;
}
