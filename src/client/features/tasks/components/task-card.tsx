import type { Task } from '../../../../shared/schemas/tasks';
import { DemoRestrictedButton, ReadOnlyNotes } from '../../../components/tasks/demo-restricted';
import { TaskCardFrame } from '../../../components/tasks/task-card-frame';
import { useCurrentPlan } from '../../../lib/plan-context';
import { recordView } from '../../../lib/record-view';
import { useSession } from '../../../lib/session';
import { useToggleTask } from '../api/use-task-changes';
import { DeleteTaskButton } from './delete-task-button';
import { TaskDue } from './task-due';
import { demoRestrictionToast, hasUnsavedNotes, NotesEditor } from './task-notes';
import { TaskPeople } from './task-people';
import { Subtasks } from './task-subtasks';
import { TaskVideo } from './task-video';

type TaskCardProps = {
  task: Task;
  categoryName: string;
  /** Called once a deletion is confirmed, so the page can move focus off the vanishing card. */
  onDelete?: () => void;
};

export function TaskCard({ task, categoryName, onDelete }: TaskCardProps) {
  const { data: session } = useSession();
  const isDemo = session?.user.isDemo ?? false;
  const { canEdit } = useCurrentPlan();
  const toggleTask = useToggleTask();

  return (
    <TaskCardFrame
      task={task}
      categoryName={categoryName}
      readOnly={!canEdit}
      // The demo account has no circle: nobody to assign to, and no reminders to send.
      details={
        <>
          <TaskDue task={task} canEdit={canEdit && !isDemo} />
          {!isDemo && <TaskPeople task={task} canAssign={canEdit} />}
        </>
      }
      onToggle={() => toggleTask.mutate({ taskId: task.id, completing: !task.completed })}
      subtasks={<Subtasks task={task} isDemo={isDemo} readOnly={!canEdit} />}
      // Notes whose save failed earlier open again, so the unsaved text and its retry are seen.
      notesInitiallyOpen={hasUnsavedNotes(task.id)}
      onShowNotes={() => recordView({ action: 'view_task', resourceId: task.id })}
      notes={
        !canEdit ? (
          <ReadOnlyNotes notes={task.notes} />
        ) : isDemo ? (
          <ReadOnlyNotes notes={task.notes} onEdit={() => demoRestrictionToast('edit notes')} />
        ) : (
          <NotesEditor task={task} />
        )
      }
      video={<TaskVideo task={task} />}
      footer={
        !canEdit ? undefined : isDemo ? (
          <DemoRestrictedButton
            label="delete task"
            onClick={() => demoRestrictionToast('delete tasks')}
          />
        ) : (
          <DeleteTaskButton task={task} onDelete={onDelete} />
        )
      }
    />
  );
}
