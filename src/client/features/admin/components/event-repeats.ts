import { formatCount } from '../../../../shared/format';
import type { SecurityEventView } from '../../../../shared/schemas/admin';
import { formatAdminDate } from './format-admin-date';

/** How long a run of repeats lasted, in the unit people would say: '1 s', '4 min', '3 h'. */
function span(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  return `${Math.round(minutes / 60)} h`;
}

/**
 * 'Happened 300 times in 1 s (first: Jan 15, 2026, 9:00 AM)' for an event whose repeats were
 * counted on its row (record 039); nothing for an event seen once.
 */
export function eventRepeats(
  event: Pick<SecurityEventView, 'count' | 'createdAt' | 'lastAt'>,
): string | undefined {
  if (event.count <= 1) return undefined;
  const lasted = Date.parse(event.lastAt) - Date.parse(event.createdAt);
  const times = formatCount(event.count);
  return `Happened ${times} times in ${span(lasted)} (first: ${formatAdminDate(event.createdAt)})`;
}
