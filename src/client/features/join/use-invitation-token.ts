import { useEffect, useState } from 'react';
import { pendingInvitation, savePendingInvitation } from '../../lib/pending-invitation';
import { useHydrated } from '../../lib/use-hydrated';

/** The invitation this tab follows, and whether the person is back from signing in or up. */
export type InvitationToken = { token: string; returning: boolean };

/**
 * The invitation's token: from the link's fragment (`/join#token`; a fragment never reaches the
 * server) or, back from signing in or up, from the tab's storage (`returning`). Read after
 * hydration, as only the browser knows either. `undefined` until read; null when there is none.
 */
export function useInvitationToken(): InvitationToken | null | undefined {
  const hydrated = useHydrated();
  const [token, setToken] = useState<InvitationToken | null | undefined>(undefined);

  useEffect(() => {
    if (!hydrated) return;
    const fromLink = window.location.hash.replace(/^#/, '');
    if (fromLink) {
      savePendingInvitation(fromLink);
      // Off the address bar, so the link is not shared or bookmarked by mistake.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setToken({ token: fromLink, returning: false });
      return;
    }
    const kept = pendingInvitation();
    setToken(kept ? { token: kept.token, returning: true } : null);
  }, [hydrated]);

  return token;
}
