import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_FOR_HEADER } from '../../shared/server-rendered-page';
import { type FakeCacheStorage, stubCacheStorage } from '../test/fake-cache-storage';
import { KEPT_COPY_ATTRIBUTE } from './kept-sheet';
import { deleteSheetCaches, findSheet, forgetSheet, sheetCacheName } from './sheet-cache';
import { keepSheet } from './sheet-copy';

// The sheets kept on the device, on a Cache Storage of maps: what is kept, under whose name,
// and what goes.

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = stubCacheStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const SHEET = 'https://app.example/emergency-sheet?plan=plan-1';
const PAGE =
  '<!doctype html><html lang="en"><head></head><body><h1>Emergency sheet</h1></body></html>';

const renderedFor = (userId: string | null, status = 200) =>
  new Response(PAGE, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      ...(userId ? { [RENDERED_FOR_HEADER]: userId } : {}),
    },
  });

describe('the emergency sheets kept on the device', () => {
  it('keeps a sheet rendered for someone in their cache, marked as a kept copy', async () => {
    expect(await keepSheet(`${SHEET}#allergies`, renderedFor('user-1'))).toBe(true);
    expect(await storage.keys()).toEqual([sheetCacheName('user-1')]);
    const kept = await findSheet(SHEET);
    expect(kept?.status).toBe(200);
    expect(await kept?.text()).toContain(`<html ${KEPT_COPY_ATTRIBUTE}="" lang="en">`);
    // Stored decoded: it no longer says it travelled in Brotli.
    expect(kept?.headers.get('content-encoding')).toBeNull();
    expect(kept?.headers.get(RENDERED_FOR_HEADER)).toBe('user-1');
  });

  it('keeps nothing that was not rendered for someone, nor a refusal or a failure', async () => {
    expect(await keepSheet(SHEET, renderedFor(null))).toBe(false);
    expect(await keepSheet(SHEET, renderedFor('user-1', 404))).toBe(false);
    expect(await keepSheet(SHEET, renderedFor('user-1', 500))).toBe(false);
    expect(await storage.keys()).toEqual([]);
  });

  it('keeps only the current account’s sheets: another account’s leave as one is kept', async () => {
    await keepSheet(SHEET, renderedFor('user-1'));
    await keepSheet('https://app.example/emergency-sheet', renderedFor('user-1'));
    await storage.open('something-else');
    await keepSheet(SHEET, renderedFor('user-2'));
    expect((await storage.keys()).sort()).toEqual([sheetCacheName('user-2'), 'something-else']);
    expect(await findSheet('https://app.example/emergency-sheet')).toBeUndefined();
    expect(await findSheet(SHEET)).toBeDefined();
  });

  it('forgets one sheet, every sheet of the others, or every sheet', async () => {
    await keepSheet(SHEET, renderedFor('user-1'));
    await keepSheet('https://app.example/emergency-sheet', renderedFor('user-1'));
    await forgetSheet(SHEET);
    expect(await findSheet(SHEET)).toBeUndefined();
    expect(await findSheet('https://app.example/emergency-sheet')).toBeDefined();

    await storage.open(sheetCacheName('user-9'));
    await storage.open('something-else');
    await deleteSheetCaches((name) => name !== sheetCacheName('user-1'));
    expect((await storage.keys()).sort()).toEqual([sheetCacheName('user-1'), 'something-else']);
    await deleteSheetCaches();
    expect(await storage.keys()).toEqual(['something-else']);
  });
});
