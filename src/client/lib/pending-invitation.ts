// An invitation link followed before signing in: its token is kept for the tab while the
// invited person signs in or creates an account, and sign-in then comes back to /join, which
// joins the plan at once. Kept in sessionStorage, not the address, so it is never sent to the
// server in a URL or left in history. Once the join page has read the invitation, its address
// and plan name are kept beside the token: the sign-up and sign-in forms fill the address in.

const STORAGE_KEY = 'pme_pending_invitation';

/** What the tab keeps of an invitation being followed. */
export type PendingInvitation = { token: string; email?: string; planName?: string };

function read(): PendingInvitation | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    // A tab from before the details were kept holds the bare token.
    if (!stored.startsWith('{')) return { token: stored };
    const parsed = JSON.parse(stored) as PendingInvitation;
    return typeof parsed.token === 'string' && parsed.token ? parsed : null;
  } catch {
    return null;
  }
}

function write(invitation: PendingInvitation) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(invitation));
  } catch {
    // Without storage the person follows the emailed link again after signing in.
  }
}

export function savePendingInvitation(token: string): void {
  if (read()?.token !== token) write({ token });
}

/** The invitation's address and plan, once the join page has read them. */
export function describePendingInvitation(details: { email: string; planName: string }): void {
  const pending = read();
  if (pending) write({ ...pending, ...details });
}

export function pendingInvitation(): PendingInvitation | null {
  return read();
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
