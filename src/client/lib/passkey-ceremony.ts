import { t } from '@lingui/core/macro';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type { SessionState } from '../../shared/schemas/auth';
import type { PasskeyAdded } from '../../shared/schemas/sign-in-factors';
import { apiFetch } from './api';

// The passkey ceremonies in the browser (record 095), with SimpleWebAuthn's browser half. This
// module is only ever imported dynamically, when a person presses a passkey button (or /login
// offers the browser's autofill): no page carries it before. The server's refusals arrive as
// ApiError (words from api-error-messages.ts); the browser's own, as PasskeyDeviceError below.

/** Why the browser or the device gave no passkey answer, in words for the person. */
export class PasskeyDeviceError extends Error {
  constructor(
    readonly kind: 'cancelled' | 'stopped' | 'already_added' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PasskeyDeviceError';
  }
}

/**
 * The browser's refusal in plain words; a cancel, a timeout and "no passkey here" look alike. In
 * the page's language: a ceremony only runs in the browser, after a press.
 */
function deviceError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: string }).code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyDeviceError(
      'already_added',
      t`This device already has a passkey for your account. You can use it to sign in.`,
    );
  }
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') {
    return new PasskeyDeviceError(
      'unavailable',
      t`Passkeys work only on the secure (https) address of PlanMyEldercare. Please sign in with your email and password.`,
    );
  }
  if (error.name === 'NotAllowedError' || code === 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') {
    return new PasskeyDeviceError(
      'cancelled',
      t`The passkey was cancelled, or this device has no passkey for PlanMyEldercare. Try again, or sign in with your email and password.`,
    );
  }
  if (code === 'ERROR_CEREMONY_ABORTED' || error.name === 'AbortError') {
    return new PasskeyDeviceError('stopped', t`The passkey request was stopped.`);
  }
  if (error.name === 'NotSupportedError' || /WebAuthn is not supported/i.test(error.message)) {
    return new PasskeyDeviceError('unavailable', t`This browser cannot use passkeys.`);
  }
  return error;
}

async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw deviceError(error);
  }
}

/** Makes a passkey on this device and adds it with the person's name for it. */
export async function createPasskey(name: string): Promise<PasskeyAdded> {
  const optionsJSON = await apiFetch<PublicKeyCredentialCreationOptionsJSON>(
    '/api/passkeys/registration/options',
    { method: 'POST', body: {} },
  );
  const response = await inBrowser(() => startRegistration({ optionsJSON }));
  return apiFetch<PasskeyAdded>('/api/passkeys', { method: 'POST', body: { name, response } });
}

/**
 * A sign-in whose passkey answer is on its way to the server. The autofill's request and the
 * button's can both be answered (a pick in the suggestion and a press of the button at once):
 * a second sign-in then waits for the first's session. Sent twice, the later one would end the
 * earlier one's session (a new sign-in replaces the browser's session), and if the page had
 * already moved on with the first, its answer, and the new cookie, would be lost.
 */
let answered: Promise<SessionState> | undefined;

/**
 * Signs in with a passkey. `autofill`: the browser's own suggestion on the email box (conditional
 * mediation), waiting quietly until the person picks one; a press of the button cancels it.
 */
export async function signInWithPasskey(options: {
  adminLogin: boolean;
  autofill?: boolean;
}): Promise<SessionState> {
  if (answered) return answered;
  const optionsJSON = await apiFetch<PublicKeyCredentialRequestOptionsJSON>(
    '/api/passkeys/sign-in/options',
    { method: 'POST', body: {} },
  );
  if (answered) return answered;
  const response = await inBrowser(() =>
    startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill ?? false }),
  );
  if (answered) return answered;
  const sent = apiFetch<SessionState>('/api/passkeys/sign-in', {
    method: 'POST',
    body: { response, adminLogin: options.adminLogin },
  });
  answered = sent;
  // A refusal lets the next try go to the server; a session stays the answer for this page.
  sent.catch(() => {
    if (answered === sent) answered = undefined;
  });
  return sent;
}

/** Stops a waiting autofill request (leaving /login). */
export function stopPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** Confirms it's you with one of your passkeys, before changing how you sign in. */
export async function confirmWithPasskey(): Promise<void> {
  const optionsJSON = await apiFetch<PublicKeyCredentialRequestOptionsJSON>(
    '/api/passkeys/reprove/options',
    { method: 'POST', body: {} },
  );
  const response = await inBrowser(() => startAuthentication({ optionsJSON }));
  await apiFetch('/api/passkeys/reprove', { method: 'POST', body: { response } });
}
