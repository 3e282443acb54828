// The forms a visitor meets before signing in also work as a plain form POST, before the page's
// scripts have run or without them (record 052). When the server refuses such a post it renders
// the page again with this state: what was typed (never a password) and the API's answer; the
// two-factor page it renders after such a sign-in has the state of the code it sent. The state
// travels in the page as a JSON block, so the browser hydrates exactly what was rendered.

/** The id of the page's JSON block holding a refused post's state. */
export const POSTED_FORM_ELEMENT_ID = 'posted-form';

/** An API refusal as its JSON body says it, with its status. */
export type PostedFormError = {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
};

export type PostedForm = {
  /** The page the form was posted from; the state applies to that page only. */
  path: string;
  /** What was typed, by field name: text as typed, a checkbox as ticked or not. */
  values: Record<string, string | boolean>;
  /** Why the post was refused; none on a page rendered for a step that succeeded. */
  error?: PostedFormError;
};

/** What /mfa is rendered with after a plain post signed someone in (its `values`). */
export type TwoFactorValues = {
  email: string;
  /** The reference id the code was sent for, posted back with the code. */
  referenceId: string;
  isAdminLogin: boolean;
  /**
   * The second factor asked for instead of the emailed code (record 096): the authenticator
   * app's code (no code was emailed) or a recovery code.
   */
  way?: TwoFactorWay;
};

/** The two-factor step's ways besides the emailed code, as /mfa's form posts them. */
export type TwoFactorWay = 'app' | 'recovery';

export function isTwoFactorWay(value: unknown): value is TwoFactorWay {
  return value === 'app' || value === 'recovery';
}
