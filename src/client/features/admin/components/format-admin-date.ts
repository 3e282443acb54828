import { formatDateTime } from '../../../../shared/format';

/** 'Jan 15, 2026, 9:00 AM'; 'N/A' when missing and 'Invalid date' when unreadable (spec section 8). */
export function formatAdminDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return formatDateTime(date, { withYear: true });
}
