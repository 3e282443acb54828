// The rules of the ways to sign in besides a password and an emailed code (issue 57), named once
// for the server that enforces them and the pages that explain them.

/** Adding or removing a sign-in factor needs a proof of who you are this recent. */
export const REPROOF_WINDOW_MINUTES = 10;

/** How many single-use recovery codes a person gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** The longest name a person may give a passkey ('my phone', 'the kitchen tablet'). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** How many passkeys one account may keep: enough for every device a family uses. */
export const PASSKEYS_PER_ACCOUNT = 20;

/** How long a passkey's challenge (adding, signing in, confirming it's you) may be answered. */
export const WEBAUTHN_CHALLENGE_MINUTES = 5;
