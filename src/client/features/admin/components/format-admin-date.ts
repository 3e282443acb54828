import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDateTime } from '../../../../shared/format';
import { localeOf } from '../../../lib/i18n';

/**
 * 'Jan 15, 2026, 9:00 AM' in the reader's conventions (the page's instance, `useLingui().i18n`);
 * 'N/A' when missing and 'Invalid date' when unreadable (spec section 8), in their language.
 */
export function formatAdminDate(value: string | null | undefined, i18n: I18n): string {
  if (!value) return i18n._(msg`N/A`);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return i18n._(msg`Invalid date`);
  return formatDateTime(date, { withYear: true, locale: localeOf(i18n) });
}
