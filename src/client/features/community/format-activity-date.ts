import { formatDay } from '../../../shared/format';

/** 'Nov 23, 2026': the day a discussion was last active ('N/A' or 'Invalid date' as the spec says). */
export function formatActivityDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return formatDay(date);
}
