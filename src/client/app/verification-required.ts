import { t } from '@lingui/core/macro';
import type { Flash } from '../lib/flash';

/**
 * Said when a session waiting for its code is sent on to /mfa (guards.tsx). Its words are read
 * when it is shown, in the browser after the session was read, so in the page's language (the
 * browser's one Lingui instance, record 100); never at module level. They are the app's words,
 * not the sign-in feature's: the guards run on every signed-in page, which loads only its own
 * feature's catalog beside the app's.
 */
export const verificationRequired: Flash = {
  kind: 'message',
  get title() {
    return t`Verification required`;
  },
  get description() {
    return t`Please complete two-factor authentication to continue.`;
  },
};
