import type { InvitationPreview } from '../../../../shared/schemas/plans';
import { apiFetch } from '../../../lib/api';

// The join page's two calls. The token goes in a body, never an address, so no log keeps it.

export const previewQueryKey = (token: string) => ['invitation-preview', token] as const;

export function previewInvitation(token: string) {
  return apiFetch<InvitationPreview>('/api/invitations/preview', { body: { token } });
}

export function acceptInvitation(token: string) {
  return apiFetch<{ planId: string }>('/api/invitations/accept', { body: { token } });
}
