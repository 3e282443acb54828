import { formatLongDay, formatDayMonth as writeDayMonth } from '../../../shared/format';

// The server renders /profile without knowing the current user's zone (record 054): until the
// page is hydrated, a date is the UTC one on both sides, then the current user's own.
const zoneOf = (inUtc: boolean | undefined) => (inUtc ? { timeZone: 'UTC' } : {});

/** 'April 16, 2025'; 'N/A' when there is no date and 'Invalid date' when it cannot be read (spec section 8). */
export function formatAccountDate(
  value: string | null | undefined,
  options: { inUtc?: boolean } = {},
): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return formatLongDay(date, zoneOf(options.inUtc));
}

/** 'Nov 26': the day premium began (decision D11), in UTC until the page is hydrated. */
export function formatDayMonth(value: string, options: { inUtc?: boolean } = {}): string {
  return writeDayMonth(value, zoneOf(options.inUtc));
}
