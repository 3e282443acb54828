// The checklist form's words, kept free of zod: the browser checks that form with its own
// constraint validation (spec section 5: 'browser-level') and shows these; the server checks
// the same fields with schemas/leads.ts and answers with the same words.
export const leadMessages = {
  required: 'Required',
  email: 'Invalid email address',
} as const;
