import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const units = ['KB', 'MB', 'GB'] as const;

/**
 * A file's size in plain words, counting in 1024s as the server's disk tools do: '512 B',
 * '13 KB', '1.4 MB', '2.1 GB'. Whole numbers up to KB, one decimal above.
 */
export function formatBytes(bytes: number, i18n: I18n): string {
  if (!Number.isFinite(bytes) || bytes < 0) return i18n._(msg`unknown size`);
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  // Move up a unit when the rounded number would read 1024 or more ('1024 KB' is '1.0 MB').
  while (unit < units.length - 1 && round(value, unit) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

function round(value: number, unit: number): number {
  return unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
}
