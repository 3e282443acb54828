import { HOUR_MS } from '../../shared/constants';
import { RENDERED_PLAN_HEADER } from '../../shared/server-rendered-page';
import { SHEET_PATH } from './kept-sheet';
import { PLAN_PARAM, withPlan } from './plan-context';
import { forgetSheet, GONE_STATUSES, sheetCacheName, sheetKey } from './sheet-cache';
import { keepSheet } from './sheet-copy';

// Every member's device keeps the emergency sheets of their plans from their first signed-in
// visit, not only from a visit to the sheet, and drops a plan's sheet as soon as the server says
// the plan is no longer theirs (issue 54, decision record 082). Run once a signed-in page has
// settled (offline-sheets.ts), online only, one sheet at a time: the server renders each.

/** A kept sheet younger than this is not rendered again at a signed-in start (the sheet's own
 * visits keep it fresh too: the worker keeps each one it answers from the network). */
const KEPT_SHEET_FRESH_MS = HOUR_MS;

/**
 * The plan header's name before 2026-12-02 (`RENDERED_PLAN_HEADER` was `x-drawn-plan`, issue 55).
 * A copy a phone kept before then carries only this one, and the bare address's copy says its
 * plan by it alone: read it too, so that copy is not dropped (and the phone left without a sheet
 * if the read that would replace it fails). Each kept copy is read again within the hour of a
 * signed-in visit and then carries the new name; this can go once no such copy is left.
 */
const OLD_RENDERED_PLAN_HEADER = 'x-drawn-plan';

const isFresh = (kept: Response | undefined) =>
  kept !== undefined &&
  Date.now() - Date.parse(kept.headers.get('date') ?? '') < KEPT_SHEET_FRESH_MS;

/** The plans the current user is a member of now, or undefined when that cannot be read. */
async function currentPlanIds(): Promise<string[] | undefined> {
  const answer = await fetch('/api/plans', { credentials: 'same-origin' });
  if (!answer.ok) return undefined;
  return ((await answer.json()) as { id: string }[]).map((plan) => plan.id);
}

/** Reads the sheet at `url` from the server: kept when rendered for the user, dropped when gone. */
async function fetchSheet(url: string): Promise<void> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
  });
  if (GONE_STATUSES.includes(response.status)) await forgetSheet(url);
  else await keepSheet(url, response);
}

/**
 * Drops the kept sheets of plans `userId` has left (the plan in the address, or for the bare
 * address the plan it was rendered for), then keeps each plan's sheet, and the bare address's (the
 * default plan's, which the app's links open), where none is kept or the kept one is old.
 */
export async function refreshKeptSheets(userId: string): Promise<void> {
  const planIds = await currentPlanIds();
  if (!planIds) return;
  const cache = await caches.open(sheetCacheName(userId));
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    const plan =
      new URL(request.url).searchParams.get(PLAN_PARAM) ??
      kept?.headers.get(RENDERED_PLAN_HEADER) ??
      kept?.headers.get(OLD_RENDERED_PLAN_HEADER);
    if (!plan || !planIds.includes(plan)) await cache.delete(request);
  }
  const addresses = [SHEET_PATH, ...planIds.map((planId) => withPlan(SHEET_PATH, planId))];
  for (const address of addresses) {
    const url = new URL(address, window.location.origin).href;
    if (!isFresh(await cache.match(sheetKey(url), { ignoreVary: true }))) await fetchSheet(url);
  }
}
