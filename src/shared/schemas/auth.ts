import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { passwordChecks } from '../rules/password-strength';

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
} as const;

export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email({ error: messages.email }).max(254, { error: messages.email }));

export const strongPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordLength })
  .max(256, { error: 'Password must be at most 256 characters' })
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
  password: z.string().min(1, { error: messages.required }).max(256),
});
export type AdminSignInInput = z.infer<typeof adminSignInSchema>;

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((value) => value, { error: messages.signUpTerms }),
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
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: messages.premiumMismatch,
    path: ['confirmPassword'],
  });
export type PremiumSignUpInput = z.infer<typeof premiumSignUpSchema>;

/** The spec's two-factor reference id: any opaque id the client makes, one per code. */
export const referenceIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const sendCodeSchema = z.object({ referenceId: referenceIdSchema });
export type SendCodeInput = z.infer<typeof sendCodeSchema>;

export const verifyCodeSchema = z.object({
  referenceId: referenceIdSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { error: messages.code }),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

export const updatePasswordSchema = z
  .object({
    // Stronger than the spec's reset rule (8 characters): sign-in demands these rules, so a
    // weaker new password would lock the user out (decision record 013).
    password: strongPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: messages.signUpMismatch,
    path: ['confirmPassword'],
  });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

// What the server answers about the signed-in user and their session.
export type SessionUser = {
  id: string;
  email: string;
  subscriptionTier: 'basic' | 'premium';
  isAdmin: boolean;
  isDemo: boolean;
  createdAt: string;
};

export type SessionState = {
  user: SessionUser;
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
