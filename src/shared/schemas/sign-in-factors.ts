import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from '../rules/sign-in-factors';
import { currentPasswordSchema } from './auth';
import { plainText } from './text';

// The requests of the ways to sign in besides a password and an emailed code (issue 57).

/** Proving it is you again with your password, before changing how you sign in. */
export const reproveWithPasswordSchema = z.object({ password: currentPasswordSchema });
export type ReproveWithPasswordInput = z.infer<typeof reproveWithPasswordSchema>;

/** The name a person gives a passkey ('my phone'): plain text, short, never empty. */
export const passkeyNameSchema = plainText({
  max: PASSKEY_NAME_MAX_LENGTH,
  tooLong: `Please keep the name under ${PASSKEY_NAME_MAX_LENGTH + 1} characters`,
  trim: true,
}).min(1, { error: "Please give the passkey a name, such as 'my phone'" });

/** Base64url as WebAuthn sends it, bounded: nothing unlimited reaches the server's parser. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Not a passkey answer' });

const credentialId = base64url(1_400);
const clientExtensionResults = z.record(z.string().max(64), z.unknown()).default({});
const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

/** What the browser answers when a passkey is made (a WebAuthn registration response). */
const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_000),
    attestationObject: base64url(16_000),
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

/** What the browser answers when a passkey is used (a WebAuthn authentication response). */
export const passkeyAssertionSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_000),
    authenticatorData: base64url(4_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

/** Adding a passkey: the name the person chose and the browser's answer. */
export const addPasskeySchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

/** Signing in with a passkey, on /login or /admin-login. */
export const passkeySignInSchema = z.object({
  response: passkeyAssertionSchema,
  adminLogin: z.boolean().optional().default(false),
});
export type PasskeySignInInput = z.input<typeof passkeySignInSchema>;

/** Confirming it's you with a passkey, before changing how you sign in. */
export const passkeyReproveSchema = z.object({ response: passkeyAssertionSchema });
export type PasskeyReproveInput = z.input<typeof passkeyReproveSchema>;

/** A passkey as its owner's list shows it: never its key or its credential id. */
export type PasskeySummary = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Kept in a password manager or a phone's account, so it survives losing the device. */
  backedUp: boolean;
};

/** A passkey just added; recovery codes when it was the account's first way besides the code. */
export type PasskeyAdded = { passkey: PasskeySummary; recoveryCodes?: string[] };
