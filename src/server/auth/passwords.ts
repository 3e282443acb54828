import { hash, verify } from '@node-rs/argon2';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';

// Argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Compared against when the email is unknown, so that both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password-but-same-cost');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

const currentPasswordMessage = 'Current password is incorrect';

/**
 * Asks for the signed-in user's password again before a sensitive change; a wrong one is
 * refused with the spec's words on the form's field.
 */
export async function refuseWrongPassword(
  user: Pick<UserRow, 'passwordHash'>,
  input: { password: string; field: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError(400, 'current_password_invalid', currentPasswordMessage, {
      fields: { [input.field]: currentPasswordMessage },
    });
  }
}
