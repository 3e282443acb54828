// The rules of the ways to sign in besides a password and an emailed code (issue 57), named once
// for the server that enforces them and the pages that explain them.

/** Adding or removing a sign-in factor needs a proof of who you are this recent. */
export const REPROOF_WINDOW_MINUTES = 10;

/** How many single-use recovery codes a person gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
