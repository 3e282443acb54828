import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_FOR_HEADER } from '../../shared/server-rendered-page';
import { type FakeCacheStorage, stubCacheStorage } from '../test/fake-cache-storage';
import { KEPT_COPY_ATTRIBUTE } from './kept-sheet';
import { forgetOfflineSheets, startOfflineSheets } from './offline-sheets';
import { sheetCacheName } from './sheet-cache';
import { keepSheet } from './sheet-copy';
import { forgetShownSheet, keepShownSheet } from './shown-sheet';

// The app's side of the sheets kept on the device (decision record 082): a sign-out takes them
// all, a start takes another account's, and the sheet page keeps itself when no worker did.

const page = (userId: string | null, status = 200) =>
  new Response('<!doctype html><html lang="en"><body><h1>Emergency sheet</h1></body></html>', {
    status,
    headers: userId ? { [RENDERED_FOR_HEADER]: userId } : {},
  });

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = stubCacheStorage();
  window.history.replaceState(null, '', '/emergency-sheet?plan=plan-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

describe('the sheets kept on this device, as the app sees them', () => {
  it('a sign-out takes every account’s sheets, and nothing else', async () => {
    await keepSheet(window.location.href, page('user-1'));
    await storage.open(sheetCacheName('user-2'));
    await storage.open('something-else');
    await forgetOfflineSheets();
    expect(await storage.keys()).toEqual(['something-else']);
  });

  it('a signed-in start takes the sheets another account left here', async () => {
    await keepSheet(window.location.href, page('user-1'));
    await storage.open(sheetCacheName('user-2'));
    startOfflineSheets('user-1');
    await vi.waitFor(async () => expect(await storage.keys()).toEqual([sheetCacheName('user-1')]));
  });

  it('the sheet page keeps itself, read again from the server, when no worker kept it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(page('user-1'));
    await keepShownSheet();
    expect(fetchSpy).toHaveBeenCalledWith(
      `${window.location.origin}/emergency-sheet?plan=plan-1`,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(await storage.match(window.location.href)).toBeDefined();
  });

  it('a sheet no longer the current user’s loses its copy; a kept copy is never read again', async () => {
    await keepSheet(window.location.href, page('user-1'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(page(null, 404));
    document.documentElement.setAttribute(KEPT_COPY_ATTRIBUTE, '');
    await keepShownSheet();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await storage.match(window.location.href)).toBeDefined();

    document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE);
    await keepShownSheet();
    expect(await storage.match(window.location.href)).toBeUndefined();

    await keepSheet(window.location.href, page('user-1'));
    await forgetShownSheet();
    expect(await storage.match(window.location.href)).toBeUndefined();
  });
});
