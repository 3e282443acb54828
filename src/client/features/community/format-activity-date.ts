import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDay } from '../../../shared/format';

/**
 * 'Nov 23, 2026': the day a discussion was last active, in the reader's locale ('N/A' or
 * 'Invalid date' as the spec says, in the reader's language).
 */
export function formatActivityDate(
  iso: string | null | undefined,
  i18n: I18n,
  locale: string,
): string {
  if (!iso) return i18n._(msg`N/A`);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return i18n._(msg`Invalid date`);
  return formatDay(date, { locale });
}
