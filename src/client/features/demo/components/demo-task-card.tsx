import { useLingui } from '@lingui/react/macro';
import type { Dispatch } from 'react';
import { demoAllowsSubtaskChanges } from '../../../../shared/rules/demo';
import { DemoRestrictedButton, ReadOnlyNotes } from '../../../components/tasks/demo-restricted';
import { PremiumVideoOffer } from '../../../components/tasks/premium-video-offer';
import { SubtaskList } from '../../../components/tasks/subtask-list';
import { TaskCardFrame } from '../../../components/tasks/task-card-frame';
import { TaskGuidance } from '../../../components/tasks/task-guidance';
import { refuseInDemo } from '../demo-restriction';
import type { DemoAction, DemoTask } from '../demo-tasks';

/**
 * A task of the demo: completion everywhere, subtasks added and ticked in housing only; notes
 * (a visitor's own, empty) to read beside the library's guidance, and deleting refused, each with
 * the 'Demo mode restriction' toast.
 */
export function DemoTaskCard({
  task,
  categoryName,
  dispatch,
}: {
  task: DemoTask;
  categoryName: string;
  dispatch: Dispatch<DemoAction>;
}) {
  const { t } = useLingui();
  const subtasksAllowed = demoAllowsSubtaskChanges(task.categoryId);
  return (
    <TaskCardFrame
      task={task}
      categoryName={categoryName}
      onToggle={() => dispatch({ type: 'toggle-task', taskId: task.id })}
      subtasks={
        <SubtaskList
          task={task}
          deleteLocked
          onAdd={(title) => {
            if (!subtasksAllowed) {
              refuseInDemo('addSubtask');
              return false;
            }
            dispatch({ type: 'add-subtask', taskId: task.id, title });
            return true;
          }}
          onToggle={(subtaskId) =>
            subtasksAllowed
              ? dispatch({ type: 'toggle-subtask', taskId: task.id, subtaskId })
              : refuseInDemo('toggleSubtask')
          }
          onDelete={() => refuseInDemo('deleteSubtask')}
        />
      }
      notes={
        <div className="flex flex-col gap-4">
          <ReadOnlyNotes notes={task.notes} onEdit={() => refuseInDemo('editNotes')} />
          <TaskGuidance guidance={task.guidance} />
        </div>
      }
      video={task.hasVideo && <PremiumVideoOffer upgradeTo="/signup-premium" />}
      footer={
        <DemoRestrictedButton label={t`delete task`} onClick={() => refuseInDemo('deleteTask')} />
      }
    />
  );
}
