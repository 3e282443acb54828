import { t } from '@lingui/core/macro';
import { ApiError } from './api';
import { describeApiError, isDemoRefusal } from './api-error-messages';
import { toast } from './toast';

/**
 * The toast for a refused change, on every screen: a demo refusal is titled 'Demo mode
 * restriction' (spec section 6), anything else by what failed. A lost session is announced by
 * the query client instead. Shown after an action, in the browser: in the page's language
 * (lib/i18n.ts `loadI18n`).
 */
export function notifyRefused(error: unknown, title: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(isDemoRefusal(error) ? t`Demo mode restriction` : title, {
    description: describeApiError(error),
  });
}
