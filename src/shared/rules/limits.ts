// Field lengths and demo sandbox caps, named once: the schemas, the server and the forms use
// these, so a limit cannot drift between them.

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2_000;
export const NOTES_MAX_LENGTH = 20_000;
export const PASSWORD_MAX_LENGTH = 256;
/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const DISCUSSION_TITLE_MAX_LENGTH = 200;
export const DISCUSSION_CONTENT_MAX_LENGTH = 10_000;
/** The two-factor reference id the client makes, one per code. */
export const REFERENCE_ID_MIN_LENGTH = 8;
export const REFERENCE_ID_MAX_LENGTH = 64;
/** The id a recorded view names (a task or a category). */
export const VIEWED_RESOURCE_ID_MAX_LENGTH = 100;
/** What a session keeps of the browser's User-Agent header. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A limit as people write it in a message: 20000 as '20,000', as the spec does. */
export const asWritten = (count: number) => count.toLocaleString('en-US');
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
} as const;
