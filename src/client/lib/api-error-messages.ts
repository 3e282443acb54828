import { i18n as browserI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from './api';

// The one place that turns an API failure into words (spec section 8), keyed by the codes the
// server sends. api-error-messages.test.ts reads those codes from src/server itself, so a code
// added there without words here fails the tests.
// The words are written in the page's language (record 100) through Lingui's one instance of
// the browser (lib/i18n.ts `loadI18n`): they are asked for after a request failed, in the
// browser, never while the server renders a page. What the server sent in its own message
// (`fromServer`) is shown as it came when it is in the reader's language (api.ts puts a rule's
// message into it); else the code's words stand in.

const NETWORK = msg`Network error. Please check your internet connection.`;
const UNEXPECTED = msg`An unexpected error occurred`;

/**
 * The words for each code. `fromServer` marks the codes whose own message names the particular
 * problem (the field, the refused action, the wait); the words here stand in if it sent none.
 */
const catalogue: Record<string, { message: MessageDescriptor; fromServer?: true }> = {
  // Sent by src/server.
  bad_request: { message: msg`Please check what you entered and try again.`, fromServer: true },
  unsupported_media_type: { message: UNEXPECTED },
  payload_too_large: {
    message: msg`That is more than we can take in one go. Please shorten it and try again.`,
  },
  unauthorized: { message: msg`Please try logging in again.` },
  session_expired: { message: msg`Your session has expired due to inactivity.` },
  verification_required: { message: msg`Please complete two-factor authentication to continue.` },
  invalid_credentials: { message: msg`Invalid login credentials` },
  current_password_invalid: { message: msg`Current password is incorrect` },
  // Changing how you sign in asks 'Confirm it's you' first (confirm-its-you.tsx); this is its
  // words where the dialog is not shown.
  reproof_required: { message: msg`Please confirm it is you first, then try again.` },
  forbidden: { message: msg`You don't have permission to do that.` },
  not_admin: { message: msg`You don't have permission to access the admin panel.` },
  demo_restricted: {
    message: msg`This is turned off in the demo. Sign up for a full account to unlock all features.`,
    fromServer: true,
  },
  demo_limit: {
    message: msg`The demo has reached its limit. Sign up for a full account to unlock all features.`,
    fromServer: true,
  },
  plan_limit: {
    message: msg`Your plan has reached its limit. Delete what you no longer need to add more.`,
    fromServer: true,
  },
  premium_required: {
    message: msg`This is for premium members. Upgrade to premium to join in.`,
    fromServer: true,
  },
  plan_role: {
    message: msg`You can view this plan, but only its owner or caregivers can change it.`,
    fromServer: true,
  },
  edit_conflict: { message: msg`Someone else changed this task while you were editing it.` },
  // Issue 56: a task is assigned only to someone who can tick it.
  assignee_viewer: {
    message: msg`A viewer cannot tick tasks, so tasks can be assigned only to owners and caregivers.`,
  },
  reset_link_unusable: {
    message: msg`This link to set a new password has expired or was already used. Ask for a new one from the sign-in page.`,
    fromServer: true,
  },
  last_owner: {
    message: msg`A plan needs an owner. Make another member an owner before you step down.`,
  },
  only_member: {
    message: msg`You are the only member of this plan, so there is no one to leave it to.`,
  },
  invitation_unusable: {
    message: msg`This invitation link is no longer valid. Ask the person who invited you for a new one.`,
  },
  // The server's message names the address the invitation was sent to.
  invitation_wrong_account: {
    message: msg`This invitation was sent to another address. Sign in with that address to accept it.`,
    fromServer: true,
  },
  plan_full: {
    message: msg`This plan is full. Remove a member or an invitation first.`,
    fromServer: true,
  },
  unsubscribe_invalid: {
    message: msg`This unsubscribe link is not valid. Sign in and change your email reminders on your profile.`,
  },
  already_member: { message: msg`That person is already a member of this plan.` },
  // A plan's documents (issue 35): the server always says what is wrong with the file, in the
  // words of shared/rules/documents.ts (which the upload's own checks use). Imported here, those
  // words would travel in every page's script.
  unsupported_document: { message: UNEXPECTED, fromServer: true },
  document_too_large: { message: UNEXPECTED, fromServer: true },
  document_quota: { message: UNEXPECTED, fromServer: true },
  documents_unavailable: { message: UNEXPECTED, fromServer: true },
  document_key_missing: { message: UNEXPECTED, fromServer: true },
  // Purchases (decision D11): Upgrade Now with payments configured, and the webhook's refusal.
  checkout_required: {
    message: msg`Premium comes with a purchase: open the checkout to buy it, and this page follows.`,
  },
  bad_signature: { message: UNEXPECTED },
  task_not_dated: { message: msg`Give this task a due date before adding it to your calendar.` },
  not_author: { message: msg`You can delete only your own discussions.` },
  own_account: { message: msg`You cannot delete your own account from the admin panel` },
  own_admin_role: { message: msg`You cannot remove your own admin role` },
  recent_sign_in_required: {
    message: msg`For your security, custom code can only be changed within 15 minutes of signing in. Please sign in again.`,
  },
  // Passkeys (issue 57, record 095): the server's message says it in plain words, so they
  // travel only with a passkey's refusal, not in every page's script.
  passkey_not_accepted: { message: UNEXPECTED, fromServer: true },
  passkey_not_recognised: { message: UNEXPECTED, fromServer: true },
  passkey_challenge_expired: { message: UNEXPECTED, fromServer: true },
  passkey_exists: { message: UNEXPECTED, fromServer: true },
  too_many_passkeys: { message: UNEXPECTED, fromServer: true },
  // The authenticator app (issue 57, record 096): the server's plain words, for the same reason.
  keys_unavailable: { message: UNEXPECTED, fromServer: true },
  app_exists: { message: UNEXPECTED, fromServer: true },
  no_app_setup: { message: UNEXPECTED, fromServer: true },
  not_found: { message: msg`Not found`, fromServer: true },
  conflict: { message: msg`That clashes with something already saved.`, fromServer: true },
  email_taken: { message: msg`An account with this email already exists` },
  email_reserved: { message: msg`This email address cannot be used.`, fromServer: true },
  too_many_requests: { message: msg`Too many attempts. Please try again later.`, fromServer: true },
  locked: { message: msg`Too many attempts. Please request a new code.` },
  mail_failed: { message: msg`Failed to send verification code. Please try again.` },
  unavailable: {
    message: msg`PlanMyEldercare is briefly unavailable. Please try again in a moment.`,
  },
  busy: { message: msg`PlanMyEldercare is very busy right now. Please try again in a moment.` },
  internal: { message: UNEXPECTED },
  // Made by apiFetch: no answer at all, or an answer without our JSON error body.
  network: { message: NETWORK },
  http_error: { message: UNEXPECTED },
};

/** Every code that has words, for the test that compares them with what the server sends. */
export const describedErrorCodes: readonly string[] = Object.keys(catalogue);

/**
 * The words for a failed request: the toast description, or the text of an error panel. In the
 * page's language; a page the server renders (a refused plain post, FormRefusal) passes its own
 * instance, `useLingui().i18n`, as the server writes each request in its reader's locale.
 */
export function describeApiError(error: unknown, i18n: I18n = browserI18n): string {
  if (!(error instanceof ApiError)) return i18n._(UNEXPECTED);
  const entry = catalogue[error.code];
  if (!entry) return error.message || i18n._(UNEXPECTED);
  // The server's own words, when the reader can read them; else the code's, in their language.
  return entry.fromServer && error.message && error.inReaderLanguage
    ? error.message
    : i18n._(entry.message);
}

/** The request's session is gone (the guard's 401s): the screen sends the user to sign in. */
export function isSessionLost(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === 'unauthorized' || error.code === 'session_expired')
  );
}

/** A demo account was refused: the toast is titled 'Demo mode restriction' (spec section 8). */
export function isDemoRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && (error.code === 'demo_restricted' || error.code === 'demo_limit')
  );
}

/** The toast for a demo that could not start (spec section 8, 'Demo'). */
export function demoFailureMessage(error: unknown, i18n: I18n = browserI18n): string {
  if (!(error instanceof ApiError))
    return i18n._(msg`An unexpected error occurred during demo login`);
  const reason = describeApiError(error, i18n);
  return i18n._(msg`Could not set up demo account: ${reason}`);
}

// The two-factor screen has words of its own (spec section 8, 'Send OTP' and 'Verify OTP').

const TOO_MANY_ATTEMPTS = msg`Too many attempts. Please request a new code.`;

/** Why a code was refused (the server's `reason` on bad_request, or the code 'locked'). */
const verificationMessages: Record<string, MessageDescriptor> = {
  expired: msg`Code has expired. Please request a new code.`,
  invalid: msg`Invalid code entered. Please double-check the 6-digit code.`,
  attempts: TOO_MANY_ATTEMPTS,
  locked: TOO_MANY_ATTEMPTS,
  // Not one of the spec's: a recovery code is not the 6-digit code (record 096, D12).
  invalid_recovery_code: msg`That recovery code did not work. Check it, or use another one.`,
};

/** Description for the 'Verification failed' toast (and the refused plain post's panel). */
export function verifyFailureMessage(error: unknown, i18n: I18n = browserI18n): string {
  if (!(error instanceof ApiError)) {
    return i18n._(msg`An unexpected error occurred. Please try again.`);
  }
  if (error.isNetworkError) return i18n._(msg`Network error occurred. Please try again.`);
  if (isSessionLost(error)) return i18n._(msg`Session error. Please try logging in again.`);
  const reason = error.code === 'locked' ? error.code : error.body?.reason;
  const refusal = reason ? verificationMessages[reason] : undefined;
  if (refusal) return i18n._(refusal);
  // A code that is not 6 digits (a plain post can send one) is refused in the spec's words
  // ('Please enter a complete 6-digit code'), which the server sends for the field.
  const codeRefusal = error.code === 'bad_request' ? error.fields.code : undefined;
  return codeRefusal ?? i18n._(msg`Please check your code and try again.`);
}

/** Description for the 'Failed to send verification code' toast. */
export function sendFailureMessage(error: unknown, i18n: I18n = browserI18n): string {
  if (error instanceof ApiError && error.isNetworkError) return i18n._(NETWORK);
  return i18n._(msg`Please try again later.`);
}
