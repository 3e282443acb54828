import {
  DEMO_SUBTASK_CATEGORY_NAME,
  demoAllowsSubtaskChanges,
} from '../../../../shared/rules/demo';
import type { Task } from '../../../../shared/schemas/tasks';
import { SubtaskList } from '../../../components/tasks/subtask-list';
import {
  isPendingSubtask,
  useAddSubtask,
  useDeleteSubtask,
  useToggleSubtask,
} from '../api/use-task-changes';
import { demoRestrictionToast } from './demo-restriction-toast';
import { SubtaskDue } from './subtask-due';

// A task's subtasks, changed through the API; the demo account's limits are explained first.

const demoSubtaskAction = (action: string) => `${action} outside ${DEMO_SUBTASK_CATEGORY_NAME}`;

export function Subtasks({
  task,
  isDemo,
  readOnly = false,
}: {
  task: Task;
  isDemo: boolean;
  readOnly?: boolean;
}) {
  const demoLocked = isDemo && !demoAllowsSubtaskChanges(task.categoryId);
  const addSubtask = useAddSubtask();
  const toggleSubtask = useToggleSubtask();
  const deleteSubtask = useDeleteSubtask();

  return (
    <SubtaskList
      task={task}
      deleteLocked={isDemo}
      readOnly={readOnly}
      isPending={isPendingSubtask}
      rowExtra={(subtask) =>
        isDemo || isPendingSubtask(subtask.id) ? null : (
          <SubtaskDue task={task} subtask={subtask} canEdit={!readOnly} />
        )
      }
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
