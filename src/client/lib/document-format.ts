import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDay } from '../../shared/format';
import { DOCUMENT_LIMITS } from '../../shared/rules/care-limits';
import { documentMessages } from '../../shared/rules/documents';

// How a plan's documents are written on the Care profile page and on task cards (issue 35), and
// the checks made before a file is sent. The server decides; these spare a phone a 10 MB upload
// only to hear it was too large.

const MEGABYTE = 1024 * 1024;

/** What the file picker offers: the types the server keeps, by media type and by extension. */
export const DOCUMENT_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/heic,.heic,.pdf,.jpg,.jpeg,.png';

/** A number of megabytes as people read it: '2.4', '100', never '100.0'. */
const megabytes = (bytes: number) => String(Math.round((bytes / MEGABYTE) * 10) / 10);

/** '240 KB', '2.4 MB': a file's size. Below a megabyte in kilobytes, at least 1. */
export function formatFileSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${megabytes(bytes)} MB`;
}

/**
 * 'Using 2.4 MB of 100 MB': how much of the plan's room its documents take. In the reader's
 * language with the page's instance (`useLingui().i18n`), else in English (record 100).
 */
export function documentUsage(usedBytes: number, quotaBytes: number, i18n?: I18n): string {
  const used = megabytes(usedBytes);
  const quota = megabytes(quotaBytes);
  if (!i18n) return `Using ${used} MB of ${quota} MB`;
  return i18n._(msg`Using ${used} MB of ${quota} MB`);
}

/**
 * 'May 3, 2026', in the plan's time zone (UTC while it has none, or one this browser does not
 * know), so the page the server renders and the browser's hydration write the same day; in the
 * reader's locale (`useLocale()`).
 */
export function formatDocumentDate(value: string, timeZone = 'UTC', locale?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDay(date, { timeZone, locale });
}

/** Why a file will not be sent, in the server's own words; null when it may be. */
export function fileRefusal(file: File): string | null {
  if (file.size === 0) return documentMessages.empty;
  if (file.size > DOCUMENT_LIMITS.fileBytes) return documentMessages.tooLarge;
  return null;
}
