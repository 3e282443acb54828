import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { isTimeZone } from '../format';
import type { Locale } from '../i18n/locales';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  REFERENCE_ID_MAX_LENGTH,
  REFERENCE_ID_MIN_LENGTH,
} from '../rules/limits';
import { passwordChecks } from '../rules/password-strength';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, tooLongMessage } from '../rules/text';
import { z } from './zod';

// One schema per request, used by the server to validate and by the forms to resolve.
// The messages are the spec's, word for word (section 5).

export const messages = {
  email: 'Invalid email address',
  passwordLength: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  signUpMismatch: "Passwords don't match",
  signUpTerms: 'You must accept the terms and privacy policy to continue',
  premiumMismatch: 'Passwords do not match',
  premiumTerms: 'You must accept the terms and privacy policy',
  premiumDataProtection: 'You must consent to data protection measures',
  code: 'Please enter a complete 6-digit code',
  required: 'Required',
  samePassword: 'Choose a new password that is different from your current one',
  resetLink:
    'This link to set a new password has expired or was already used. Ask for a new one from the sign-in page.',
} as const;

export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email({ error: messages.email }).max(EMAIL_MAX_LENGTH, { error: messages.email }));

const passwordTooLong = tooLongMessage('Password', PASSWORD_MAX_LENGTH);
const noControlCharacters = [
  (value: string) => !hasControlCharacters(value),
  { error: CONTROL_CHARACTERS_MESSAGE },
] as const;

/** Any password an account may have, as typed at sign-in or to confirm who you are. */
export const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(PASSWORD_MAX_LENGTH, { error: passwordTooLong })
  .refine(...noControlCharacters);

export const strongPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: passwordTooLong })
  .refine(...noControlCharacters)
  .refine(passwordChecks.uppercase, { error: messages.passwordUppercase })
  .refine(passwordChecks.lowercase, { error: messages.passwordLowercase })
  .refine(passwordChecks.digit, { error: messages.passwordNumber })
  .refine(passwordChecks.special, { error: messages.passwordSpecial });

export const signInSchema = z.object({
  email: emailSchema,
  // Sign-in checks the form of the password as the spec's login form does.
  password: strongPasswordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const adminSignInSchema = z.object({
  email: z.string().trim().min(1, { error: messages.required }).pipe(emailSchema),
  password: z
    .string()
    .min(1, { error: messages.required })
    .max(PASSWORD_MAX_LENGTH, { error: passwordTooLong })
    .refine(...noControlCharacters),
});
export type AdminSignInInput = z.infer<typeof adminSignInSchema>;

/** An invitation link's token (the plan's schemas use it too). */
export const invitationToken = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid input' });

/**
 * The browser's time zone, sent by the sign-up forms so the new plan's dates start in it rather
 * than in UTC (issue 56, decision record 093). One this server does not know (or none, from a
 * plain form post) is dropped, not refused: the person can neither see nor fix it, and the plan
 * takes a zone later, from its first due date or the calendar.
 */
const signUpTimeZone = z.string().refine(isTimeZone).optional().catch(undefined);

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((value) => value, { error: messages.signUpTerms }),
    /**
     * The invitation followed to this form: the account joins its plan instead of having its own
     * (record 077). One that is not a token is dropped, not refused: the sign-up goes on.
     */
    invitation: invitationToken.optional().catch(undefined),
    timeZone: signUpTimeZone,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: messages.signUpMismatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const premiumSignUpSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema,
    confirmPassword: z.string(),
    dataProtectionConsent: z
      .boolean()
      .refine((value) => value, { error: messages.premiumDataProtection }),
    acceptTerms: z.boolean().refine((value) => value, { error: messages.premiumTerms }),
    acceptPrivacy: z.boolean().refine((value) => value, { error: messages.premiumTerms }),
    timeZone: signUpTimeZone,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: messages.premiumMismatch,
    path: ['confirmPassword'],
  });
export type PremiumSignUpInput = z.infer<typeof premiumSignUpSchema>;

/** The spec's two-factor reference id: any opaque id the client makes, one per code. */
export const referenceIdSchema = z
  .string()
  .min(REFERENCE_ID_MIN_LENGTH)
  .max(REFERENCE_ID_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);

export const sendCodeSchema = z.object({ referenceId: referenceIdSchema });

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { error: messages.code });

export const verifyCodeSchema = z.object({
  referenceId: referenceIdSchema,
  code: codeSchema,
});

export const updatePasswordSchema = z
  .object({
    // Whoever sits at an unlocked laptop must not be able to take the account over.
    currentPassword: currentPasswordSchema,
    // Stronger than the spec's reset rule (8 characters): sign-in demands these rules, so a
    // weaker new password would lock the user out (decision record 013).
    password: strongPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: messages.signUpMismatch,
    path: ['confirmPassword'],
  })
  // A 'change' to the same password changes nothing while telling the owner it did.
  .refine((value) => value.password !== value.currentPassword, {
    error: messages.samePassword,
    path: ['password'],
  });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** 'Forgot password?': the address to email a link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

// A new password, twice, as strong as sign-up's: sign-in demands these rules (record 013).
const newPasswordFields = { password: strongPasswordSchema, confirmPassword: z.string() };
const bothTheSame = [
  (value: { password: string; confirmPassword: string }) =>
    value.password === value.confirmPassword,
  { error: messages.signUpMismatch, path: ['confirmPassword'] },
] as [(value: { password: string; confirmPassword: string }) => boolean, object];

/** The emailed link's page as its form checks it: the new password, twice. */
export const newPasswordSchema = z.object(newPasswordFields).refine(...bothTheSame);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** The emailed link's page as the server takes it: the link's token too. */
export const passwordResetSchema = z
  .object({
    token: z
      .string()
      .min(1, { error: messages.resetLink })
      .max(1000, { error: messages.resetLink }),
    ...newPasswordFields,
  })
  .refine(...bothTheSame);
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** Deleting an account: the current password asks for a code, password and code delete it. */
export const deleteAccountCodeSchema = z.object({ password: currentPasswordSchema });
export const deleteAccountSchema = z.object({ password: currentPasswordSchema, code: codeSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// What the server answers about the signed-in user and their session.
export type SessionUser = {
  id: string;
  email: string;
  subscriptionTier: 'basic' | 'premium';
  isAdmin: boolean;
  isDemo: boolean;
  createdAt: string;
  /** The name the community shows for the user's posts; null until they choose one. */
  displayName: string | null;
  /** Since when the account is premium, and why (decision D11): shown on /profile. */
  premiumSince: string | null;
  premiumSource: 'one_time' | 'monthly' | 'manual' | 'upgrade' | null;
  /** The dashboard's welcome video was closed on this account, on any device (record 088). */
  welcomeSeen: boolean;
  /** The language and region chosen on /profile (record 100); null: the browser's decide. */
  locale: Locale | null;
};

export type SessionState = {
  user: SessionUser;
  /**
   * Premium comes through the checkout (payments configured, decision D11): Upgrade Now opens it
   * and waits for the purchase. False: Upgrade Now grants premium at once (D4).
   */
  payments: boolean;
  session: {
    id: string;
    /** pending: signed in with a password, two-factor code not yet verified. */
    status: 'pending' | 'active';
    isAdminLogin: boolean;
    mfaVerifiedAt: string | null;
    lastActivityAt: string;
    /** Inactivity allowed before the server ends the session, for this session's status. */
    idleTimeoutMs: number;
    /** The absolute end of the session. */
    expiresAt: string;
    serverTime: string;
  };
};

/** The error codes the API answers with; the client maps them to the spec's texts. */
export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
  };
};
