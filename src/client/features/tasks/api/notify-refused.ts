import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { describeApiError, isDemoRefusal } from '../../../lib/api-error-messages';

/** The toast for a refused change. A lost session is announced by the query client instead. */
export function notifyRefused(error: unknown, title: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(isDemoRefusal(error) ? 'Demo mode restriction' : title, {
    description: describeApiError(error),
  });
}
