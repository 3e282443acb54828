import type { I18n } from '@lingui/core';

// The checklist form's words, kept free of zod: the browser checks that form with its own
// constraint validation (spec section 5: 'browser-level') and shows these; the server checks
// the same fields with schemas/leads.ts and answers with the same words.
// Their Spanish is rule-messages.ts's (the same ids): `leadMessage(key, i18n)` gives them in the
// reader's language without that module.
export const leadWords = {
  required: /*i18n*/ { id: 'rule.required', message: 'Required' },
  email: /*i18n*/ { id: 'rule.email', message: 'Invalid email address' },
} as const;

export const leadMessages = {
  required: leadWords.required.message,
  email: leadWords.email.message,
} as const;

/** A lead form's message in the reader's language (the client passes `useLingui().i18n`). */
export function leadMessage(key: keyof typeof leadMessages, i18n: I18n): string {
  return i18n._(leadWords[key]);
}
