import { generateSecret, generateURI, verify } from 'otplib';
import qrcode from 'qrcode-generator';
import {
  APP_CODE_DIGITS,
  APP_CODE_PERIOD_SECONDS,
  APP_CODE_TOLERANCE_STEPS,
  APP_ISSUER,
} from '../../../shared/rules/sign-in-factors';
import type { AppSetup } from '../../../shared/schemas/sign-in-factors';
import { open, seal } from '../../lib/aes-gcm-seal';
import type { MasterKey } from '../care';

// An authenticator app's shared secret (record 096): made with otplib, sealed at rest with the
// document master key (record 082) and bound to its account, shown once as a QR code and as
// text to type, and used to check the codes the app shows.

const associated = (userId: string) => `authenticator-app:${userId}`;

/** A new secret: 20 random bytes, in base32 as the apps take it. */
export function newAppSecret(): string {
  return generateSecret();
}

export function sealAppSecret(master: MasterKey, userId: string, secret: string) {
  const sealed = seal(master.key, Buffer.from(secret, 'utf8'), associated(userId));
  return { keyId: master.id, secretSealed: sealed.toString('base64') };
}

export function openAppSecret(masterKey: Buffer, userId: string, sealed: string): string {
  return open(masterKey, Buffer.from(sealed, 'base64'), associated(userId)).toString('utf8');
}

/** What the person scans or types: the address, the QR code (SVG), the secret in fours. */
export function appSetupOf(secret: string, email: string): AppSetup {
  const uri = generateURI({
    issuer: APP_ISSUER,
    label: email,
    secret,
    digits: APP_CODE_DIGITS,
    period: APP_CODE_PERIOD_SECONDS,
  });
  // The smallest version that holds the address (0), with medium error correction.
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  // Scalable: the page sizes it; a quiet zone of 4 cells, as the standard asks.
  const qrSvg = qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true });
  return { uri, qrSvg, secret: secret.match(/.{1,4}/g)?.join(' ') ?? secret };
}

/**
 * The time step a code belongs to, when it is right at `now` (within the tolerance), and later
 * than `afterStep` (a code already accepted is never accepted again: no replay); else null.
 */
export async function appCodeStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    digits: APP_CODE_DIGITS,
    period: APP_CODE_PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: APP_CODE_TOLERANCE_STEPS * APP_CODE_PERIOD_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  // A TOTP result names its step (the union type also covers HOTP's, which does not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
