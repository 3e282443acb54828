// Field lengths and demo sandbox caps, named once: the schemas, the server and the forms use
// these, so a limit cannot drift between them.

import type { I18n } from '@lingui/core';

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2_000;
export const NOTES_MAX_LENGTH = 20_000;
export const PASSWORD_MAX_LENGTH = 256;
/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const DISCUSSION_TITLE_MAX_LENGTH = 200;
export const DISCUSSION_CONTENT_MAX_LENGTH = 10_000;
/** The name a member chooses to be shown by in the community ('Jane D.'). */
export const DISPLAY_NAME_MAX_LENGTH = 50;
/** The two-factor reference id the client makes, one per code. */
export const REFERENCE_ID_MIN_LENGTH = 8;
export const REFERENCE_ID_MAX_LENGTH = 64;
/** The id a recorded view names (a task or a category). */
export const VIEWED_RESOURCE_ID_MAX_LENGTH = 100;
/** What a session keeps of the browser's User-Agent header. */
export const USER_AGENT_MAX_LENGTH = 512;

/** The checklist form's first name. */
export const LEAD_FIRST_NAME_MAX_LENGTH = 100;

/**
 * A demo sandbox is a throwaway copy of the demo plan (decision record 016); these caps keep one
 * visitor from filling the database through it.
 */
export const DEMO_LIMITS = {
  /** The 22 library tasks and up to 18 of the visitor's own. */
  tasks: 40,
  subtasksPerTask: 12,
  /** Notes on a task the visitor creates (editing notes is refused in demo mode). */
  notesLength: 500,
} as const;

/**
 * What one family's plan may hold (decision record 042). A real plan is the 22 library tasks and
 * a few dozen of the family's own; these ceilings sit far above that and only stop a runaway
 * script from filling the database or making the dashboard heavy.
 */
export const PLAN_LIMITS = {
  tasks: 1_000,
  subtasksPerTask: 100,
} as const;

/**
 * The tasks a category opens with, and how many more each step brings as the person scrolls
 * (issue 32): a plan's biggest category can hold hundreds, more than a phone can render at once.
 */
export const CATEGORY_PAGE_TASKS = 10;

/**
 * The dashboard's search of every task (issue 56, decision record 090): the longest search that
 * may be typed, and how many matching tasks one answer lists (the best first; the answer says
 * how many matched in all).
 */
export const TASK_SEARCH_LIMITS = { queryLength: 100, results: 50 } as const;

/**
 * A plan's 'Recently deleted' (issue 56, decision record 087): a deleted task, subtask or
 * document waits `days` days for someone to restore it, then is removed for good. At most `items`
 * deleted tasks and as many deleted subtasks wait per plan (documents: a plan's document quota
 * again), so deleting in a loop cannot fill the database; past them the oldest go first.
 */
export const RECENTLY_DELETED = { days: 30, items: 1_000 } as const;

/**
 * The words the delete confirmations end with, instead of 'This cannot be undone.', in the
 * reader's language (issue 59; the client passes `useLingui().i18n`, or the browser's instance).
 */
export function canRestoreMessage(i18n: I18n): string {
  return i18n._(canRestoreWords.id, { days: RECENTLY_DELETED.days });
}
const canRestoreWords = /*i18n*/ {
  id: 'rule.can-restore',
  message: 'You can bring it back from Recently deleted for {days} days.',
};

/** Task and subtask changes one account may make in a minute, unless configured otherwise. */
export const DEFAULT_TASK_WRITES_PER_MINUTE = 120;

/** The largest JSON request body the API reads, unless BODY_LIMIT_KB says otherwise. */
export const DEFAULT_BODY_LIMIT_KB = 64;

/** SEO settings an admin edits (spec section 3); the description's 150-160 is guidance only. */
export const SEO_TITLE_MAX_LENGTH = 200;
export const SEO_DESCRIPTION_MAX_LENGTH = 500;
export const SEO_DESCRIPTION_GUIDANCE = { min: 150, max: 160 } as const;
/** Each of the admins' custom head and body code. */
export const CUSTOM_CODE_MAX_LENGTH = 20_000;
/** The user search box of the admin Users tab. */
export const USER_SEARCH_MAX_LENGTH = 254;
/** Users the admin Users tab lists at once (newest first); the search finds the others. */
export const ADMIN_USER_LIST_LIMIT = 100;

/** The care circle (decision record 045): how long an invitation link works, and a plan's size. */
export const CARE_CIRCLE_LIMITS = {
  invitationValidDays: 7,
  /** People in one plan, owners included; a family rarely needs more than a dozen. */
  members: 20,
  /** Invitations still waiting for an answer in one plan. */
  pendingInvitations: 20,
  /** A plan's name, as the header's switcher shows it. */
  planNameLength: 80,
  /** Plans one account may own: one for each parent, a few more for a wider family. */
  ownedPlans: 5,
  /**
   * Invitations created in any 24 hours, revoked, replaced and expired ones included, so
   * invite-revoke-invite cannot cycle (issue #30). A plan's ceiling lets an owner invite a whole
   * circle (19 people) in one day; an account's sits above it for someone who owns two plans; an
   * address (any plan, any sender) gets the first email and two re-sends.
   */
  invitationsPerDay: { plan: 20, account: 30, address: 3 },
} as const;

/**
 * Live-update streams (`GET /api/plans/:planId/events`, record 046) one server process keeps open
 * for one session and for one account; one more closes the oldest. Every tab of the dashboard
 * holds one, and a browser shares a session across its tabs: 5 covers a few tabs while leaving a
 * browser one of its 6 connections per origin over HTTP/1.1 for the API; 10 covers two or three
 * devices.
 */
export const LIVE_STREAM_LIMITS = { perSession: 5, perAccount: 10 } as const;

/**
 * What a caller can make us write at will, folded instead of stored row by row (issue #30,
 * decision record 039). A security event a caller can repeat (a refused admin request, an admin's
 * read) is counted on its row while it repeats within `securityEventRepeatMinutes` of its last
 * time; past `securityEventRowsPerMinute` new rows from one account (or address) in a minute, the
 * caller's further events are counted on one row. A view reported again by the same person
 * within `viewRepeatMinutes` of its entry writes no new audit entry. Changes are never folded.
 */
export const REPEAT_LIMITS = {
  securityEventRepeatMinutes: 10,
  securityEventRowsPerMinute: 20,
  viewRepeatMinutes: 10,
} as const;

/** Views (`POST /api/audit/views`) one account may report in a minute, unless configured otherwise. */
export const DEFAULT_VIEWS_PER_MINUTE = 60;

/**
 * 'Download my data' archives one account may ask for in a minute (issue 54, decision record
 * 085): each reads and decrypts every document the member uploaded, up to a plan's whole quota.
 */
export const ACCOUNT_EXPORTS_PER_MINUTE = 3;

/**
 * An account whose address was never confirmed is removed this many days after sign-up, the
 * days its confirmation link works: by then nobody has proved the address, and whoever owns it
 * may sign up afresh (decision record 018).
 */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

/** How long a 'Forgot password?' link works (decision D10); it works once either way. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/**
 * The eldercare library (issue 58, decision record 097): the most tasks a short set of questions
 * suggests in each stage (a family sees the few that fit best, not a wall of a hundred), and the
 * longest key a request may name.
 */
export const LIBRARY_LIMITS = { suggestionsPerStage: 8, keyLength: 80 } as const;
