import type { Task } from '../../../../shared/schemas/tasks';
import { SubtaskList } from '../../../components/tasks/subtask-list';
import {
  isPendingSubtask,
  useAddSubtask,
  useDeleteSubtask,
  useToggleSubtask,
} from '../api/use-task-changes';
import { demoRestrictionToast } from './task-notes';

// A task's subtasks, changed through the API; the demo account's limits are explained first.

/** A demo adds and ticks subtasks in the housing category only (spec section 6). */
const demoSubtaskAction = (action: string) => `${action} outside Housing & Living Arrangements`;

export function Subtasks({ task, isDemo }: { task: Task; isDemo: boolean }) {
  const demoLocked = isDemo && task.categoryId !== 'housing';
  const addSubtask = useAddSubtask();
  const toggleSubtask = useToggleSubtask();
  const deleteSubtask = useDeleteSubtask();

  return (
    <SubtaskList
      task={task}
      deleteLocked={isDemo}
      isPending={isPendingSubtask}
      onAdd={(title, restore) => {
        if (demoLocked) {
          demoRestrictionToast(demoSubtaskAction('add subtasks'));
          return false;
        }
        addSubtask.mutate({ taskId: task.id, title }, { onError: restore });
        return true;
      }}
      onToggle={(subtaskId) =>
        demoLocked
          ? demoRestrictionToast(demoSubtaskAction('toggle subtasks'))
          : toggleSubtask.mutate({ taskId: task.id, subtaskId })
      }
      onDelete={(subtaskId) =>
        isDemo
          ? demoRestrictionToast('delete subtasks')
          : deleteSubtask.mutate({ taskId: task.id, subtaskId })
      }
    />
  );
}
