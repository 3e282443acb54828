import { MFA_SESSION_COOKIE_MAX_AGE_SECONDS } from '../../shared/constants';
import type { SessionState } from '../../shared/schemas/auth';

// The spec's local flags (section 3), kept only as mirrors of the server's state for anything
// that reads them; no decision is made from them. The session token itself stays in an
// HttpOnly cookie that scripts cannot read.
const keys = ['mfa_verified', 'mfa_verified_at', 'mfa_in_progress', 'last_activity'] as const;

export function mirrorSession(state: SessionState | null | undefined): void {
  try {
    if (!state) {
      for (const key of keys) localStorage.removeItem(key);
      // biome-ignore lint/suspicious/noDocumentCookie: Cookie Store API is not in every browser yet.
      document.cookie = 'mfa_session_active=; Path=/; Max-Age=0; SameSite=Lax';
      return;
    }
    const { session } = state;
    const verified = session.status === 'active';
    localStorage.setItem('mfa_verified', String(verified));
    if (session.mfaVerifiedAt) localStorage.setItem('mfa_verified_at', session.mfaVerifiedAt);
    else localStorage.removeItem('mfa_verified_at');
    localStorage.setItem('mfa_in_progress', String(!verified));
    localStorage.setItem('last_activity', session.lastActivityAt);
    // biome-ignore lint/suspicious/noDocumentCookie: Cookie Store API is not in every browser yet.
    document.cookie = verified
      ? 'mfa_session_active=; Path=/; Max-Age=0; SameSite=Lax'
      : `mfa_session_active=true; Path=/; Max-Age=${MFA_SESSION_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  } catch {
    // Storage may be blocked; the mirrors are conveniences only.
  }
}
