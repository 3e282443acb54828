// An invitation link followed before signing in: its token is kept for the tab while the
// invited person signs in or creates an account, and sign-in then comes back to /join. Kept in
// sessionStorage, not the address, so it is never sent to the server in a URL or left in history.

const STORAGE_KEY = 'pme_pending_invitation';

export function savePendingInvitation(token: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Without storage the person follows the emailed link again after signing in.
  }
}

export function pendingInvitation(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function clearPendingInvitation(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Where signing in or signing up leads: back to /join while an invitation waits, else `next`. */
export function afterSignIn(next: string): string {
  return pendingInvitation() ? '/join' : next;
}
