import { dateFormat } from '../../../../shared/date-format-cache';

// Built at first use: the first Intl formatter of a page costs a long task on a phone.
const dateTime = () => dateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jan 15, 2026, 9:00 AM'; 'N/A' when missing and 'Invalid date' when unreadable (spec section 8). */
export function formatAdminDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dateTime().format(date);
}
