import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import type { UnsubscribeKind } from './api/unsubscribe-requests';

export type UnsubscribeLink = { token: string; kind: UnsubscribeKind } | null;

/**
 * The email's signed token from the link's fragment (`/unsubscribe#token`; a fragment never
 * reaches the server), read after hydration. Its first part names the kind of email in the
 * clear, so the page can ask the right question; only the server checks the signature.
 * `undefined` until read; null when there is none or it is not one of ours.
 */
export function useUnsubscribeToken(): UnsubscribeLink | undefined {
  const hydrated = useHydrated();
  const [link, setLink] = useState<UnsubscribeLink | undefined>(undefined);

  useEffect(() => {
    if (!hydrated) return;
    const token = window.location.hash.replace(/^#/, '');
    setLink(token ? parse(token) : null);
  }, [hydrated]);

  return link;
}

function parse(token: string): UnsubscribeLink {
  try {
    const body = (token.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const kind = atob(body).split(':')[1];
    return kind === 'reminders' || kind === 'digest' ? { token, kind } : null;
  } catch {
    return null;
  }
}
