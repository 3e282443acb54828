import { dateFormat } from '../../../shared/date-format-cache';

// Built at first use: the first Intl formatter of a page costs a long task on a phone.
const longDate = () => dateFormat('en-US', { dateStyle: 'long' });
// The server renders /profile without knowing the current user's zone (record 054): until the page is
// hydrated, the date is the UTC one on both sides, then the current user's own.
const longDateUtc = () => dateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'April 16, 2025'; 'N/A' when there is no date and 'Invalid date' when it cannot be read (spec section 8). */
export function formatAccountDate(
  value: string | null | undefined,
  options: { inUtc?: boolean } = {},
): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return (options.inUtc ? longDateUtc : longDate)().format(date);
}

const dayMonth = () => dateFormat('en-GB', { day: 'numeric', month: 'short' });
const dayMonthUtc = () => dateFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '26 Nov': the day premium began (decision D11), in UTC until the page is hydrated. */
export function formatDayMonth(value: string, options: { inUtc?: boolean } = {}): string {
  return (options.inUtc ? dayMonthUtc : dayMonth)().format(new Date(value));
}
