import { ApiError } from './api';
import { describeApiError, isDemoRefusal } from './api-error-messages';
import { toast } from './toast';

/**
 * The toast for a refused change, on every screen: a demo refusal is titled 'Demo mode
 * restriction' (spec section 6), anything else by what failed. A lost session is announced by
 * the query client instead.
 */
export function notifyRefused(error: unknown, title: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(isDemoRefusal(error) ? 'Demo mode restriction' : title, {
    description: describeApiError(error),
  });
}
