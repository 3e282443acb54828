// The rules of the ways to sign in besides a password and an emailed code (issue 57), named once
// for the server that enforces them and the pages that explain them.

/** Adding or removing a sign-in factor needs a proof of who you are this recent. */
export const REPROOF_WINDOW_MINUTES = 10;

/** How many single-use recovery codes a person gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator app's codes (RFC 6238, as every common app makes them): 6 digits, 30 s. */
export const APP_CODE_DIGITS = 6;
export const APP_CODE_PERIOD_SECONDS = 30;
/**
 * A code of the step before or after the current one is accepted too: a phone's clock a little
 * off, or a code typed as it changed (record 096).
 */
export const APP_CODE_TOLERANCE_STEPS = 1;

/** The name an authenticator app shows beside the codes. */
export const APP_ISSUER = 'PlanMyEldercare';

/** With this many recovery codes left or fewer, the person is told to make new ones. */
export const RECOVERY_CODES_FEW = 3;

/** The longest recovery code a person may type (the code is 11 characters; spaces are let be). */
export const RECOVERY_CODE_MAX_LENGTH = 40;
/** The longest name a person may give a passkey ('my phone', 'the kitchen tablet'). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** How many passkeys one account may keep: enough for every device a family uses. */
export const PASSKEYS_PER_ACCOUNT = 20;

/** How long a passkey's challenge (adding, signing in, confirming it's you) may be answered. */
export const WEBAUTHN_CHALLENGE_MINUTES = 5;
