import type { ViewActionInput } from '../../shared/schemas/tasks';
import { apiFetch } from './api';

/**
 * Records view_task / view_category / view_profile in the audit log. Failures are ignored, a 429
 * among them: the server throttles views per account and records a repeat only once (record 039).
 */
export function recordView(input: ViewActionInput): void {
  apiFetch('/api/audit/views', { method: 'POST', body: input }).catch(() => {});
}
