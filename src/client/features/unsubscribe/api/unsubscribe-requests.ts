import { apiFetch } from '../../../lib/api';

// The token goes in a body, never an address, so no log keeps it.

export type UnsubscribeKind = 'reminders' | 'digest';

export function unsubscribe(token: string) {
  return apiFetch<{ success: true; kind: UnsubscribeKind }>('/api/email/unsubscribe', {
    body: { token },
  });
}
