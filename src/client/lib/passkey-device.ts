import { describeApiError } from './api-error-messages';

// What this browser knows of passkeys before any passkey code is loaded (record 095): whether
// it can use them at all, and whether one was added or used here, so /login offers it first
// (after an idle sign-out, coming back is one touch). Only the mark '1' is kept: no address, no
// name, nothing about the passkey.

/** '1' once a passkey was added or used in this browser: /login then offers it first. */
const USED_HERE_KEY = 'pme-passkey-here';

/** Whether this browser has WebAuthn at all (read in the browser, after hydration). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (private modes): the passkey is then simply not offered first.
    return undefined;
  }
}

export function passkeyUsedHere(): boolean {
  return storage()?.getItem(USED_HERE_KEY) === '1';
}

export function rememberPasskeyHere(): void {
  storage()?.setItem(USED_HERE_KEY, '1');
}

export function forgetPasskeyHere(): void {
  storage()?.removeItem(USED_HERE_KEY);
}

/**
 * The words for a passkey that did not work: the browser's refusal (passkey-ceremony.ts's
 * PasskeyDeviceError, told by its name so this module need not load that one), else the
 * server's, through the one translator.
 */
export function passkeyFailureMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'PasskeyDeviceError') return error.message;
  return describeApiError(error);
}

/** A request stopped by the page itself (a press of the button stops the autofill's): no toast. */
export function passkeyRequestStopped(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'PasskeyDeviceError' &&
    (error as Error & { kind?: string }).kind === 'stopped'
  );
}
