import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_FOR_HEADER, RENDERED_PLAN_HEADER } from '../../shared/server-rendered-page';
import { stubCacheStorage } from '../test/fake-cache-storage';
import { refreshKeptSheets } from './refresh-kept-sheets';
import { sheetCacheName } from './sheet-cache';

// A copy of the bare sheet address says its plan only by its header: a copy kept before the
// header's rename (issue 55) says it by the old name, and stays while the plan is the user's.

const SHEET = `${window.location.origin}/emergency-sheet`;

const keptCopy = (headers: Record<string, string>) =>
  new Response('<html></html>', {
    headers: { [RENDERED_FOR_HEADER]: 'user-1', date: new Date().toUTCString(), ...headers },
  });

beforeEach(() => {
  stubCacheStorage();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input) === '/api/plans'
      ? Response.json([{ id: 'plan-1' }])
      : new Response('<html></html>', { status: 404 }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('refreshKeptSheets', () => {
  it.each([
    [RENDERED_PLAN_HEADER, 'plan-1', true],
    ['x-drawn-plan', 'plan-1', true], // the old name, on a copy kept before the rename
    [RENDERED_PLAN_HEADER, 'plan-left', false],
  ])('a bare-address copy naming its plan by %s (%s) is kept: %s', async (header, plan, kept) => {
    const cache = await caches.open(sheetCacheName('user-1'));
    await cache.put(SHEET, keptCopy({ [header]: plan }));
    await refreshKeptSheets('user-1');
    expect(Boolean(await cache.match(SHEET))).toBe(kept);
  });

  it('drops a bare-address copy that names no plan', async () => {
    const cache = await caches.open(sheetCacheName('user-1'));
    await cache.put(SHEET, keptCopy({}));
    await refreshKeptSheets('user-1');
    expect(await cache.match(SHEET)).toBeUndefined();
  });
});
