import { dateFormat } from './date-format-cache';
import type { AuditLogEntry } from './schemas/audit';

// How an audit entry reads, on /audit-logs and in its CSV export alike (spec sections 2 and 9).

export const AUDIT_COLUMNS = ['Timestamp', 'User', 'Action', 'Resource', 'Category', 'Details'];

function partsOf(date: Date, timeZone: string | undefined) {
  const formatter = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    formatter.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** yyyy-MM-dd HH:mm:ss, in the given time zone (the browser's own when none is given). */
export function formatAuditTimestamp(date: Date, timeZone?: string): string {
  const p = partsOf(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** yyyy-MM-dd, for the export's file name. */
export function formatAuditDate(date: Date, timeZone?: string): string {
  return formatAuditTimestamp(date, timeZone).slice(0, 10);
}

/** Whether a time zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * One entry as the table and the CSV show it, in the order of AUDIT_COLUMNS. The server has
 * already put it in words, names for ids (record 089).
 */
export function auditRow(entry: AuditLogEntry, timeZone?: string): string[] {
  return [
    formatAuditTimestamp(new Date(entry.timestamp), timeZone),
    entry.user,
    entry.action,
    entry.resource,
    entry.category,
    entry.details,
  ];
}
