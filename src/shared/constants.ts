// Every time limit and count from spec section 9, in one place (decision D1).
// The server may shorten the time limits through configuration (tests do).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** A minute, an hour and a day in milliseconds, for windows counted in them elsewhere. */
export const MINUTE_MS = MINUTE;
export const HOUR_MS = HOUR;
export const DAY_MS = 24 * HOUR;

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 10 * MINUTE;
export const OTP_RESEND_COUNTDOWN_SECONDS = 60;
export const OTP_AUTO_VERIFY_DELAY_MS = 300;
export const OTP_MAX_ATTEMPTS_PER_CODE = 5;
// Wrong codes in a row that lock code verification for an account, and for how long.
export const OTP_LOCKOUT_FAILURES = 10;
export const OTP_LOCKOUT_MS = 15 * MINUTE;
export const MFA_ACTIVITY_INTERVAL_MS = 5 * SECOND;

export const INACTIVITY_TIMEOUT_MS = 15 * MINUTE;
export const MFA_PENDING_INACTIVITY_TIMEOUT_MS = 120 * MINUTE;
export const SESSION_WARNING_THRESHOLD_MS = 2 * MINUTE;
export const SESSION_WARNING_COUNTDOWN_SECONDS = 120;
export const SESSION_ABSOLUTE_LIFETIME_MS = 8 * HOUR;
export const SESSION_CHECK_INTERVAL_MS = 30 * SECOND;
export const SESSION_SERVER_VALIDATION_INTERVAL_MS = 5 * MINUTE;
export const ACTIVITY_DEBOUNCE_MS = 1 * SECOND;
/** How long a form's typing, not saved, is kept on the device (issue 56, record 092). */
export const FORM_DRAFT_KEEP_MS = 7 * DAY_MS;
export const DEMO_AUTO_LOGIN_DELAY_MS = 500;

export const PASSWORD_MIN_LENGTH = 8;

export const CATEGORY_CARD_PREVIEW_TASKS = 2;

/** The embedded membership offer gives up waiting for the checkout's widget after this. */
export const UPSELL_WIDGET_TIMEOUT_MS = 15 * SECOND;
/** How long the checklist's 'Thank You!' shows before its thank-you page opens. */
export const CHECKLIST_REDIRECT_DELAY_MS = 1500;
/** The free checklist: 5 tasks in each of the 7 categories, 35 in all (decision D5). */
export const CHECKLIST_TASKS_PER_CATEGORY = 5;

/**
 * Marks a text box that takes digits only (the two-factor code's): the server's head script
 * refuses any other character typed into it, before and after the page's scripts (issue 60).
 */
export const DIGITS_ONLY_ATTRIBUTE = 'data-digits-only';

/**
 * Marks a control whose value React holds (a controlled search box, filter or notes field): before
 * the page is hydrated it would show what was typed without applying it, so until then it looks
 * not ready (styles.css) and the head script lets nothing be typed or chosen in it (record 091).
 */
export const NEEDS_SCRIPTS_ATTRIBUTE = 'data-needs-scripts';

export const STORAGE_KEYS = {
  theme: 'ui-theme',
  hasSeenWelcome: 'pme_has_seen_welcome',
  /** Before each form's typing kept on the device: `<prefix><user id>:<plan or ->:<form>`. */
  formDraftPrefix: 'pme-draft:',
} as const;

// The admin area and the audit log (spec section 9).
export const SECURITY_EVENTS_LOADED = 50;
export const SECURITY_EVENTS_SHOWN = 10;
export const SESSION_ID_SHOWN_CHARACTERS = 8;
export const AUDIT_LOG_SCREEN_LIMIT = 1000;
/** Saving custom code needs an admin who signed in (entered their code) this recently. */
export const CUSTOM_CODE_RECENT_SIGN_IN_MS = 15 * MINUTE;
