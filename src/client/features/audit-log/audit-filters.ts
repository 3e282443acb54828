import type { AuditLogQuery } from '../../../shared/schemas/audit';

// The filters of /audit-logs as typed, and the query the server reads. Dates are the browser's
// own days: the start date from its first moment, the end date to its last.

export type AuditFilters = { user: string; action: string; startDate: string; endDate: string };

export const noFilters: AuditFilters = { user: '', action: '', startDate: '', endDate: '' };

/** A yyyy-MM-dd day of the browser's calendar, `days` later, at its first moment. */
function dayStart(day: string, days = 0): Date | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + days);
}

export function toAuditQuery(filters: AuditFilters): AuditLogQuery {
  const from = filters.startDate ? dayStart(filters.startDate) : undefined;
  const next = filters.endDate ? dayStart(filters.endDate, 1) : undefined;
  return {
    user: filters.user.trim() || undefined,
    action: (filters.action || undefined) as AuditLogQuery['action'],
    from: from?.toISOString(),
    to: next ? new Date(next.getTime() - 1).toISOString() : undefined,
  };
}

/** The query string of a query, leaving out what is not set. */
export function toSearchParams(query: AuditLogQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...extra })) {
    if (value) params.set(name, value);
  }
  return params.toString();
}
