// Field lengths and demo sandbox caps, named once: the schemas, the server and the forms use
// these, so a limit cannot drift between them.

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2_000;
export const NOTES_MAX_LENGTH = 20_000;
export const PASSWORD_MAX_LENGTH = 256;
export const DISCUSSION_TITLE_MAX_LENGTH = 200;
export const DISCUSSION_CONTENT_MAX_LENGTH = 10_000;
export const LEAD_FIRST_NAME_MAX_LENGTH = 100;
/** The longest address RFC 5321 allows. */
export const EMAIL_MAX_LENGTH = 254;

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

/** The largest JSON request body the API reads, unless BODY_LIMIT_KB says otherwise. */
export const DEFAULT_BODY_LIMIT_KB = 64;
