import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminSessionView,
  AdminUser,
  AdminUserList,
  CustomCode,
  CustomCodeInput,
  Release,
  SecurityDashboard,
  SeoSetting,
  SeoSettingInput,
  SetAdminInput,
  SetTierInput,
} from '../../../../shared/schemas/admin';
import { apiFetch } from '../../../lib/api';

// One function per admin call (spec section 7); the server checks each one.

export const adminKeys = {
  users: (search: string) => ['admin', 'users', search] as const,
  allUsers: ['admin', 'users'] as const,
  security: ['admin', 'security'] as const,
  sessions: ['admin', 'sessions'] as const,
  seo: ['admin', 'seo'] as const,
  customCode: ['admin', 'custom-code'] as const,
  releaseNotes: ['admin', 'release-notes'] as const,
};

export const usersQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.users(search),
    queryFn: () => apiFetch<AdminUserList>(`/api/admin/users?search=${encodeURIComponent(search)}`),
    staleTime: 0,
    // The list stays while the next search loads, rather than flashing a spinner per key.
    placeholderData: keepPreviousData,
  });

export const deleteUser = (userId: string) =>
  apiFetch<{ email: string }>(`/api/admin/users/${userId}`, { method: 'DELETE' });

export const setTier = ({ userId, ...body }: SetTierInput & { userId: string }) =>
  apiFetch<AdminUser>(`/api/admin/users/${userId}/tier`, { method: 'PUT', body });

export const setAdmin = ({ userId, ...body }: SetAdminInput & { userId: string }) =>
  apiFetch<AdminUser>(`/api/admin/users/${userId}/admin`, { method: 'PUT', body });

export const securityQuery = queryOptions({
  queryKey: adminKeys.security,
  queryFn: () => apiFetch<SecurityDashboard>('/api/admin/security'),
  staleTime: 0,
});

export const sessionsQuery = queryOptions({
  queryKey: adminKeys.sessions,
  queryFn: () => apiFetch<AdminSessionView[]>('/api/admin/sessions'),
  staleTime: 0,
});

export const terminateSession = (sessionId: string) =>
  apiFetch<{ success: true }>(`/api/admin/sessions/${sessionId}/terminate`, {
    method: 'POST',
    body: {},
  });

export const cleanupExpiredSessions = () =>
  apiFetch<{ cleaned: number }>('/api/admin/sessions/cleanup', { method: 'POST', body: {} });

export const seoQuery = queryOptions({
  queryKey: adminKeys.seo,
  queryFn: () => apiFetch<SeoSetting[]>('/api/admin/seo'),
  staleTime: 0,
});

export const saveSeoSetting = (body: SeoSettingInput) =>
  apiFetch<SeoSetting>('/api/admin/seo', { method: 'PUT', body });

export const customCodeQuery = queryOptions({
  queryKey: adminKeys.customCode,
  queryFn: () => apiFetch<CustomCode>('/api/admin/custom-code'),
  staleTime: 0,
});

export const saveCustomCode = (body: CustomCodeInput) =>
  apiFetch<CustomCode>('/api/admin/custom-code', { method: 'PUT', body });

export const releaseNotesQuery = queryOptions({
  queryKey: adminKeys.releaseNotes,
  queryFn: () => apiFetch<Release[]>('/api/admin/release-notes'),
  staleTime: Number.POSITIVE_INFINITY,
});
