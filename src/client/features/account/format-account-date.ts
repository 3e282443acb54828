import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDay, formatDayMonth as writeDayMonth } from '../../../shared/format';
import type { Locale } from '../../../shared/i18n/locales';

// The server renders /profile without knowing the current user's zone (record 054): until the
// page is hydrated, a date is the UTC one on both sides, then the current user's own. Written in
// the reader's locale (record 100): `useLocale()` gives it.
type Where = { locale: Locale; inUtc?: boolean };
const whereOf = ({ locale, inUtc }: Where) => (inUtc ? { locale, timeZone: 'UTC' } : { locale });

const noDate = msg`N/A`;
const unreadableDate = msg`Invalid date`;

/**
 * 'April 16, 2025'; 'N/A' when there is no date and 'Invalid date' when it cannot be read (spec
 * section 8), in the reader's language (`i18n`, from `useLingui()`).
 */
export function formatAccountDate(
  i18n: I18n,
  value: string | null | undefined,
  where: Where,
): string {
  if (!value) return i18n._(noDate);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return i18n._(unreadableDate);
  return formatLongDay(date, whereOf(where));
}

/** 'Nov 26': the day premium began (decision D11), in UTC until the page is hydrated. */
export function formatDayMonth(value: string, where: Where): string {
  return writeDayMonth(value, whereOf(where));
}
