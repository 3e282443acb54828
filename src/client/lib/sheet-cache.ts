// The emergency sheets kept on this device (decision record 082), in Cache Storage: one cache
// per account, `emergency-sheets:<user id>`, holding that account's sheets by address (`?plan=`
// included). Used by the service worker, which answers from a copy offline and drops one the
// server no longer gives, and by the app, which deletes them at sign-out. Only Cache Storage and
// URL here, no import: it runs in both, and travels with the code of every sign-out (keeping a
// sheet is sheet-copy.ts).

const CACHE_PREFIX = 'emergency-sheets:';

/** The cache of one account's sheets. */
export const sheetCacheName = (userId: string) => `${CACHE_PREFIX}${userId}`;

const isSheetCache = (name: string) => name.startsWith(CACHE_PREFIX);

/** The statuses that say a sheet is no longer the current user's: its copy goes. */
export const GONE_STATUSES: readonly number[] = [403, 404];

/** The key a sheet is kept under: its address without a fragment. */
export function sheetKey(url: string): string {
  const address = new URL(url);
  address.hash = '';
  return address.href;
}

/** Deletes every sheet cache, or those `doomed` picks (by name). */
export async function deleteSheetCaches(
  doomed: (name: string) => boolean = () => true,
): Promise<void> {
  const names = (await caches.keys()).filter((name) => isSheetCache(name) && doomed(name));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** The kept copy of the sheet at `url`, whichever account's cache holds it. */
export async function findSheet(url: string): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isSheetCache)) {
    const kept = await (await caches.open(name)).match(sheetKey(url), { ignoreVary: true });
    if (kept) return kept;
  }
  return undefined;
}

/** Deletes the kept copy of the sheet at `url`, from every account's cache. */
export async function forgetSheet(url: string): Promise<void> {
  for (const name of (await caches.keys()).filter(isSheetCache)) {
    await (await caches.open(name)).delete(sheetKey(url), { ignoreVary: true });
  }
}
