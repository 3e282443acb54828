import { formatDay } from '../../../shared/format';

/**
 * 'May 3, 2026': when someone joined, when an invitation runs out ('' when unreadable), in the
 * reader's locale (`useLocale()`).
 */
export function formatFamilyDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDay(date, { timeZone: 'UTC', locale });
}
