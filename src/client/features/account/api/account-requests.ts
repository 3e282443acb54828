import type { Locale } from '../../../../shared/i18n/locales';
import type { Profile, UpdateProfileInput } from '../../../../shared/schemas/account';
import type {
  DeleteAccountInput,
  SessionState,
  UpdatePasswordInput,
} from '../../../../shared/schemas/auth';
import type { EmailPreferences } from '../../../../shared/schemas/calendar';
import type { PlanFate } from '../../../../shared/schemas/plans';
import { apiFetch, apiFile } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';

/** Upgrade Now: the server sets the tier to premium and answers the new session state. */
export function upgradeToPremium() {
  return apiFetch<SessionState>('/api/account/upgrade', { method: 'POST', body: {} });
}

/** Reset Password on /profile: other sessions of the user end. */
export function updatePassword(input: UpdatePasswordInput) {
  return apiFetch<{ success: true }>('/api/auth/password', { method: 'POST', body: input });
}

/** The display name on /profile (record 033): an empty one takes it away. */
export function updateProfile(input: UpdateProfileInput) {
  return apiFetch<Profile>('/api/account/profile', { method: 'PATCH', body: input });
}

/**
 * The language and region on /profile (record 100): kept on the account and, by the cookie the
 * server sets, in this browser; null leaves it to the browser's languages.
 */
export function saveLocale(locale: Locale | null) {
  return apiFetch<{ locale: Locale | null }>('/api/account/locale', {
    method: 'PUT',
    body: { locale },
  });
}

export const deletionEffectsQueryKey = ['account', 'deletion-effects'] as const;

/** What deleting the account would do to each of its care plans (decision D10). */
export function deletionEffects() {
  return apiFetch<PlanFate[]>('/api/account/delete/effects');
}

/** Delete my account, step one: the current password asks for a code by email. */
export function sendDeletionCode(input: { password: string }) {
  return apiFetch<{ success: true; expiresAt: string }>('/api/account/delete/code', {
    method: 'POST',
    body: input,
  });
}

/** Step two: password and code; the account and everything in it are deleted. */
export function deleteAccount(input: DeleteAccountInput) {
  return apiFetch<{ success: true }>('/api/account/delete', { method: 'POST', body: input });
}

/** The spreadsheets of 'Download my data', served with the session cookie. */
export const exportLinks = {
  tasksCsv: '/api/account/export/tasks.csv',
  activityCsv: '/api/account/export/activity.csv',
  communityCsv: '/api/account/export/community.csv',
} as const;

/**
 * 'Download my data': the whole archive (record 085), fetched rather than followed as a link so
 * that a refusal (a few a minute) is said in words, then saved under the server's name.
 */
export async function downloadMyData(): Promise<void> {
  const { name, file } = await apiFile('/api/account/export');
  downloadFile(name ?? 'planmyeldercare-data.zip', file);
}

export const emailPreferencesQueryKey = ['email-preferences'] as const;

/** The 'Email reminders' card: which emails about due tasks the current user gets. */
export function getEmailPreferences() {
  return apiFetch<EmailPreferences>('/api/account/email-preferences');
}

export function updateEmailPreferences(input: Partial<EmailPreferences>) {
  return apiFetch<EmailPreferences>('/api/account/email-preferences', {
    method: 'PATCH',
    body: input,
  });
}
