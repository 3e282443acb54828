import type { Task } from '../../../../shared/schemas/tasks';
import { ApiError } from '../../../lib/api';

/**
 * The task as stored now, when a save based on an older version was refused (409 edit_conflict,
 * decision record 045); null for any other failure. The server puts it beside the error's code.
 */
export function conflictingTask(error: unknown): Task | null {
  if (!(error instanceof ApiError) || error.code !== 'edit_conflict') return null;
  const body = error.body as { task?: Task; details?: { task?: Task } } | undefined;
  return body?.task ?? body?.details?.task ?? null;
}
