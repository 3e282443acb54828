import type { PostedForm } from '../../shared/page-forms';

// The forms a visitor meets before signing in, and /profile's language and region, as plain
// form posts (record 052): each page's form is sent on to the API route its enhanced form calls,
// with the same body as JSON and the request's session cookie, so the same route, rules,
// throttles and messages apply. A success answers with the next page; a refusal renders the page
// again with what was typed (never a password) and the API's answer.

/**
 * text, secret (never shown again), checkbox (ticked or not), digits (the code's boxes, joined),
 * choice (a select's value; its empty option is null).
 */
type FieldKind = 'text' | 'secret' | 'checkbox' | 'digits' | 'choice';

export type PageForm = {
  /**
   * The API route the form's enhanced version calls; or chosen by what was posted (/mfa's way:
   * the emailed code, the authenticator app's, a recovery code, record 096).
   */
  api: string | ((posted: PostedBody) => string);
  /** The API route's method, when it is not POST. */
  method?: 'PUT';
  fields: Record<string, FieldKind>;
  /** Fixed parts of the API body (the admin sign-in says so). */
  fixed?: Record<string, unknown>;
  /**
   * Where a success leads: a page, or 'two-factor' for a password just accepted (the code is
   * sent and /mfa rendered for it: two-factor-page.ts), or a choice made from the API's answer.
   */
  next: string | 'two-factor' | ((answer: unknown) => string);
};

const credentials = { email: 'text', password: 'secret' } as const;
/** The two-factor code's six boxes, each named `code`. */
const codeBoxes: FieldKind = 'digits';
const newCredentials = { ...credentials, confirmPassword: 'secret' } as const;

/** /mfa's other ways (record 096), by the `way` its form posts. */
const twoFactorRoutes: Record<string, string> = {
  app: '/api/authenticator-app/sign-in',
  recovery: '/api/recovery-codes/sign-in',
};

export const pageForms: Readonly<Record<string, PageForm>> = {
  '/signup': {
    api: '/api/auth/sign-up',
    fields: { ...newCredentials, acceptTerms: 'checkbox' },
    next: 'two-factor',
  },
  '/signup-premium': {
    api: '/api/auth/sign-up-premium',
    fields: {
      ...newCredentials,
      dataProtectionConsent: 'checkbox',
      acceptTerms: 'checkbox',
      acceptPrivacy: 'checkbox',
    },
    next: '/login',
  },
  // The demo's address and password start a demo sandbox, already signed in.
  '/login': {
    api: '/api/auth/sign-in',
    fields: credentials,
    next: (answer) => ((answer as { demo?: boolean }).demo ? '/app' : 'two-factor'),
  },
  // The same next page whether or not the address has an account (record 075).
  '/forgot-password': {
    api: '/api/auth/password-reset/request',
    fields: { email: 'text' },
    next: '/forgot-password/sent',
  },
  '/admin-login': {
    api: '/api/auth/sign-in',
    fields: credentials,
    fixed: { adminLogin: true },
    next: 'two-factor',
  },
  '/mfa': {
    api: (posted) => twoFactorRoutes[textOf(posted.way)] ?? '/api/auth/code/verify',
    fields: { referenceId: 'text', code: codeBoxes },
    next: (answer) =>
      (answer as { message?: string }).message === 'Admin login verified' ? '/admin' : '/app',
  },
  '/checklist': {
    api: '/api/leads',
    fields: { firstName: 'text', email: 'text' },
    next: '/checklist/thank-you',
  },
  // The one signed-in page's form that works before its scripts (record 100): the language and
  // region, kept on the account and in the cookie the route sets; /profile again, drawn in it.
  '/profile': {
    api: '/api/account/locale',
    method: 'PUT',
    fields: { locale: 'choice' },
    next: '/profile',
  },
};

type PostedBody = Record<string, string | File | (string | File)[]>;

function textOf(value: PostedBody[string] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Every value of a field posted several times (the code's six boxes), joined. */
function joinedOf(value: PostedBody[string] | undefined): string {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((part) => typeof part === 'string').join('');
}

/** The API body the enhanced form would send: text as typed, a ticked box as true. */
export function apiBodyOf(form: PageForm, posted: PostedBody): Record<string, unknown> {
  const body: Record<string, unknown> = { ...form.fixed };
  for (const [name, kind] of Object.entries(form.fields)) {
    if (kind === 'checkbox') body[name] = posted[name] !== undefined;
    else if (kind === 'digits') body[name] = joinedOf(posted[name]);
    else if (kind === 'choice') body[name] = textOf(posted[name]) || null;
    else body[name] = textOf(posted[name]);
  }
  return body;
}

/** What the page shows again after a refusal: every field but the passwords. */
export function shownValuesOf(form: PageForm, posted: PostedBody): PostedForm['values'] {
  const values: PostedForm['values'] = {};
  for (const [name, kind] of Object.entries(form.fields)) {
    if (kind === 'checkbox') values[name] = posted[name] !== undefined;
    else if (kind === 'text' || kind === 'choice') values[name] = textOf(posted[name]);
  }
  return values;
}
