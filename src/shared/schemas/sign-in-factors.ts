import { PASSKEY_NAME_MAX_LENGTH, RECOVERY_CODE_MAX_LENGTH } from '../rules/sign-in-factors';
import { codeSchema, currentPasswordSchema } from './auth';
import { plainText } from './text';
import { z } from './zod';

// The requests of the ways to sign in besides a password and an emailed code (issue 57).

/** Proving it is you again with your password, before changing how you sign in. */
export const reproveWithPasswordSchema = z.object({ password: currentPasswordSchema });
export type ReproveWithPasswordInput = z.infer<typeof reproveWithPasswordSchema>;

/** A code from the authenticator app: 6 digits, as the emailed code (record 096). */
export const appCodeSchema = z.object({ code: codeSchema });

/** A recovery code as typed: its case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z.object({
  code: plainText({
    max: RECOVERY_CODE_MAX_LENGTH,
    tooLong: 'That is longer than a recovery code',
    trim: true,
  }).min(1, { error: 'Please enter a recovery code' }),
});

/** An authenticator app being set up: what the person scans or types into the app. */
export type AppSetup = {
  /** The secret in groups of four, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code, as an SVG drawn on the server (no QR code library ships to the browser). */
  qrSvg: string;
};

/** Which ways a signed-in person has to sign in (/profile's 'Ways to sign in'). */
export type SignInWays = {
  app: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
};

/** What the two-factor page may offer a session waiting for it (a stand-in: nothing). */
export type TwoFactorWays = { app: boolean; recoveryCodes: boolean };

/** The name a person gives a passkey ('my phone'): plain text, short, never empty. */
export const passkeyNameSchema = plainText({
  max: PASSKEY_NAME_MAX_LENGTH,
  tooLong: `Please keep the name under ${PASSKEY_NAME_MAX_LENGTH + 1} characters`,
  trim: true,
}).min(1, { error: "Please give the passkey a name, such as 'my phone'" });

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

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
