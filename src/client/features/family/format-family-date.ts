import { dateFormat } from '../../../shared/date-format-cache';

// Built at first use: the first Intl formatter of a page costs a long task on a phone.
const shortDate = () =>
  dateFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '3 May 2026': when someone joined, when an invitation runs out. */
export function formatFamilyDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate().format(date);
}
