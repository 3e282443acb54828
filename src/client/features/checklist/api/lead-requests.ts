import { apiFetch } from '../../../lib/api';

/** Keeps the visitor's request for the checklist on the server (POST /api/leads). */
export function submitLead(input: { firstName: string; email: string }) {
  return apiFetch<{ success: true }>('/api/leads', { body: input });
}
