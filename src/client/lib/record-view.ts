import type { ViewActionInput } from '../../shared/schemas/tasks';
import { apiFetch } from './api';

/** Records view_task / view_category / view_profile in the audit log; failures are ignored. */
export function recordView(input: ViewActionInput): void {
  apiFetch('/api/audit/views', { method: 'POST', body: input }).catch(() => {});
}
