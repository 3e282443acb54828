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
