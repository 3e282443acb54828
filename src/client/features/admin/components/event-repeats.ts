import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCount } from '../../../../shared/format';
import type { SecurityEventView } from '../../../../shared/schemas/admin';
import { localeOf } from '../../../lib/i18n';
import { formatAdminDate } from './format-admin-date';

/** How long a run of repeats lasted, in the unit people would say: '1 s', '4 min', '3 h'. */
function span(ms: number, i18n: I18n): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return i18n._(msg`${seconds} s`);
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return i18n._(msg`${minutes} min`);
  const hours = Math.round(minutes / 60);
  return i18n._(msg`${hours} h`);
}

/**
 * 'Happened 300 times in 1 s (first: Jan 15, 2026, 9:00 AM)' for an event whose repeats were
 * counted on its row (record 039); nothing for an event seen once. In the page's language and
 * conventions (`useLingui().i18n`).
 */
export function eventRepeats(
  event: Pick<SecurityEventView, 'count' | 'createdAt' | 'lastAt'>,
  i18n: I18n,
): string | undefined {
  if (event.count <= 1) return undefined;
  const lasted = span(Date.parse(event.lastAt) - Date.parse(event.createdAt), i18n);
  const times = formatCount(event.count, { locale: localeOf(i18n) });
  const first = formatAdminDate(event.createdAt, i18n);
  // Always more than one: no singular to choose.
  return i18n._(msg`Happened ${times} times in ${lasted} (first: ${first})`);
}
