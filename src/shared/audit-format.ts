import { formatTimestamp } from './format';
import type { AuditLogEntry } from './schemas/audit';

// How an audit entry reads, on /audit-logs and in its CSV export alike (spec sections 2 and 9).

export const AUDIT_COLUMNS = ['Timestamp', 'User', 'Action', 'Resource', 'Category', 'Details'];

/** yyyy-MM-dd, for the export's file name. */
export function formatAuditDate(date: Date, timeZone?: string): string {
  return formatTimestamp(date, timeZone).slice(0, 10);
}

/**
 * One entry as the table and the CSV show it, in the order of AUDIT_COLUMNS. The server has
 * already put it in words, names for ids (record 089).
 */
export function auditRow(entry: AuditLogEntry, timeZone?: string): string[] {
  return [
    formatTimestamp(new Date(entry.timestamp), timeZone),
    entry.user,
    entry.action,
    entry.resource,
    entry.category,
    entry.details,
  ];
}
