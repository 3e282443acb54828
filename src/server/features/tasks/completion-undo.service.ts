import * as rules from '../../../shared/rules/tasks';
import type { TaskChange } from '../../../shared/schemas/tasks';
import type { PlanActor } from '../../auth/plan-access';
import { changeWithAudit, type Deps, saveCompletion, viewerOf } from './task-change';
import { answerFrom, loadTask } from './task-view';

// Undo of a tick (decision D13, record 087): a task ticked by mistake is put back as it was,
// its steps included, instead of by un-ticking it (which, as the spec says, leaves the steps).

/**
 * Undo of a tick (decision D13): the task is open again, and so are the steps its tick marked
 * done; steps ticked by hand stay done. A task already open (someone opened it since) is
 * answered as it is, with nothing written.
 */
export function undoCompletion(
  deps: Deps,
  actor: PlanActor,
  input: { taskId: string },
): Promise<TaskChange> {
  return changeWithAudit(deps, actor, async (tx) => {
    const before = await loadTask(tx, actor.plan.id, input.taskId, { forUpdate: true });
    const viewer = viewerOf(deps, actor);
    if (!before.row.completed)
      return { result: await answerFrom(tx, viewer, before), audit: undefined };
    const ticked = new Set(before.rowSubtasks.filter((s) => s.tickedWithTask).map((s) => s.id));
    const after = rules.undoCompletion({ completed: true, subtasks: before.rowSubtasks }, ticked);
    const by = { userId: actor.user.id, now: deps.clock.now() };
    const saved = await saveCompletion(tx, before, after, by);
    const result = await answerFrom(tx, viewer, saved.written);
    return {
      result,
      audit: {
        action: 'toggle_task_completion',
        resourceId: before.row.id,
        resourceCategory: before.row.categoryId,
        details: { completed: false, undo: true, stepsOpened: ticked.size },
      },
    };
  });
}
