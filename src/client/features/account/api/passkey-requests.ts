import { queryOptions } from '@tanstack/react-query';
import type {
  PasskeySummary,
  RenamePasskeyInput,
} from '../../../../shared/schemas/sign-in-factors';
import { apiFetch } from '../../../lib/api';

// A person's own passkeys on /profile (record 095). Adding one, and confirming it's you with one,
// are ceremonies with the device: lib/passkey-ceremony.ts, loaded on use.

export const passkeysQuery = queryOptions({
  queryKey: ['passkeys'] as const,
  queryFn: () => apiFetch<PasskeySummary[]>('/api/passkeys'),
});

/** The name's schema, loaded (with zod) when a name is first checked, not with /profile. */
export const passkeyNameSchema = async () =>
  (await import('../../../../shared/schemas/sign-in-factors')).renamePasskeySchema;

export function renamePasskey(id: string, input: RenamePasskeyInput) {
  return apiFetch<PasskeySummary>(`/api/passkeys/${id}`, { method: 'PATCH', body: input });
}

/** Needs a recent proof: the server answers 403 reproof_required without one. */
export function removePasskey(id: string) {
  return apiFetch<{ success: true }>(`/api/passkeys/${id}`, { method: 'DELETE' });
}
