import type { PlanRole } from '../rules/plan-roles';

// What `GET /api/plans/:planId/events` sends (decision record 046). Ids and a time only, never
// typed text (titles, notes): the payload travels through PostgreSQL's NOTIFY, which every
// listening connection of the database sees, and may reach logs. The page refetches what changed.

/** One committed change to a plan: its tasks (`taskId` the task) or who belongs to it. */
export type PlanChange = {
  planId: string;
  kind: 'task' | 'members';
  taskId?: string;
  /** The member who made the change. */
  by: string;
  /**
   * The page that made it (its PAGE_ID_HEADER), when it said: that page already shows the change
   * from the server's answer and does not read the plan again.
   */
  page?: string;
  /** When it was made (ISO 8601). */
  at: string;
};

/** The header a page sends with its changes: a random id of that page load, nothing else. */
export const PAGE_ID_HEADER = 'x-page-id';

/** What a page id looks like; anything else is ignored. */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

/**
 * The stream's events: `change` (a PlanChange), `resync` (refetch the plan: sent on every
 * connection and after the server's listener reconnected, since changes may have been missed),
 * `role` (the current user's role in the plan changed), `removed` (the current user no longer belongs; the
 * stream ends), `replaced` (a newer stream of the same session or account took this one's place,
 * past LIVE_STREAM_LIMITS; the stream ends and the page should not open it again by itself).
 * `removed` and `replaced` carry `{ planId }`.
 */
export type PlanRoleEvent = { planId: string; role: PlanRole };
