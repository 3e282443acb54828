import { z } from 'zod';
import { passkeyNameSchema } from './sign-in-factors';

// What the browser sends from a passkey ceremony (issue 57, record 095): WebAuthn's answers,
// bounded. Read by the server only: the browser sends them as SimpleWebAuthn made them, so no
// page carries these schemas (and the parts of zod they need).

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

/** Signing in with a passkey, on /login or /admin-login. */
export const passkeySignInSchema = z.object({
  response: passkeyAssertionSchema,
  adminLogin: z.boolean().optional().default(false),
});

/** Confirming it's you with a passkey, before changing how you sign in. */
export const passkeyReproveSchema = z.object({ response: passkeyAssertionSchema });
