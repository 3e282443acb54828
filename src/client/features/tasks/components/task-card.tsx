import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { stepsTickedWith } from '../../../../shared/rules/tasks';
import type { Task } from '../../../../shared/schemas/tasks';
import { DemoRestrictedButton, ReadOnlyNotes } from '../../../components/tasks/demo-restricted';
import { TaskCardFrame } from '../../../components/tasks/task-card-frame';
import { TaskGuidance } from '../../../components/tasks/task-guidance';
import { lazyNamed } from '../../../lib/lazy-named';
import { useCurrentPlan } from '../../../lib/plan-context';
import { documentsQuery } from '../../../lib/plan-requests';
import { recordView } from '../../../lib/record-view';
import { useSession } from '../../../lib/session';
import { useUndoableTick } from '../api/undoable-ticks';
import { useToggleTask } from '../api/use-task-changes';
import { DeleteTaskButton } from './delete-task-button';
import { demoRestrictionToast } from './demo-restriction-toast';
import { TaskDue } from './task-due';
import { TaskGlance } from './task-glance';
import { hasUnsavedNotes, NotesEditor } from './task-notes';
import { TaskPeople } from './task-people';
import { Subtasks } from './task-subtasks';
import { TaskVideo } from './task-video';

// A task's documents: loaded with their code when a card's notes are first shown, so the
// dashboard's first load carries neither the code nor a request for the plan's documents.
const TaskDocuments = lazyNamed(() => import('./task-documents'), 'TaskDocuments');
// Undo of a tick (decision D13): its code loads with the page's first tick.
const UndoTick = lazyNamed(() => import('./undo-tick'), 'UndoTick');

/**
 * The plan's documents, read here once a card's notes are shown (one query for every card of
 * the plan) and handed to the part loaded on demand. Read in that part, the bundler split
 * TanStack Query out of the app's script into one of its own: a script more on every
 * signed-in page.
 */
function CardDocuments(props: { planId: string; task: Task; canAttach: boolean }) {
  const documents = useQuery(documentsQuery(props.planId));
  return (
    <Suspense fallback={null}>
      <TaskDocuments {...props} documents={documents.data} failed={documents.isError} />
    </Suspense>
  );
}

type TaskCardProps = {
  task: Task;
  categoryName: string;
  /** Called once a deletion is confirmed, so the page can move focus off the vanishing card. */
  onDelete?: () => void;
};

export function TaskCard({ task, categoryName, onDelete }: TaskCardProps) {
  const { t } = useLingui();
  const { data: session } = useSession();
  const isDemo = session?.user.isDemo ?? false;
  const { canEdit, planId, plan } = useCurrentPlan();
  // The demo account's uploads are refused, so its tasks have no documents to show.
  const documentsPlanId = isDemo ? undefined : (planId ?? plan?.id);
  const toggleTask = useToggleTask();
  const undoable = useUndoableTick(task.id);

  return (
    <TaskCardFrame
      task={task}
      categoryName={categoryName}
      readOnly={!canEdit}
      // Shown open or closed: a tick made on a closed card is undone there.
      status={
        undoable && task.completed ? (
          <Suspense fallback={null}>
            <UndoTick task={task} steps={undoable} />
          </Suspense>
        ) : undefined
      }
      // The demo account has no circle: nobody to assign to, and no reminders to send.
      glance={<TaskGlance task={task} showAssignee={!isDemo} />}
      details={
        <>
          <TaskDue task={task} canEdit={canEdit && !isDemo} />
          {!isDemo && <TaskPeople task={task} canAssign={canEdit} />}
        </>
      }
      onToggle={() =>
        toggleTask.mutate({
          taskId: task.id,
          completing: !task.completed,
          // A repeating task moves on to its next occurrence instead: nothing to undo there.
          stepsTicked: task.schedule.repeat ? [] : stepsTickedWith(task),
        })
      }
      subtasks={<Subtasks task={task} isDemo={isDemo} readOnly={!canEdit} />}
      // Notes whose save failed earlier open again, so the unsaved text and its retry are seen.
      notesInitiallyOpen={hasUnsavedNotes(task.id)}
      onShowNotes={() => recordView({ action: 'view_task', resourceId: task.id })}
      notes={
        <div className="flex flex-col gap-4">
          {!canEdit ? (
            <ReadOnlyNotes notes={task.notes} />
          ) : isDemo ? (
            <ReadOnlyNotes notes={task.notes} onEdit={() => demoRestrictionToast('edit notes')} />
          ) : (
            <NotesEditor task={task} />
          )}
          <TaskGuidance guidance={task.guidance} />
          {documentsPlanId && (
            <CardDocuments planId={documentsPlanId} task={task} canAttach={canEdit} />
          )}
        </div>
      }
      video={<TaskVideo task={task} />}
      footer={
        !canEdit ? undefined : isDemo ? (
          <DemoRestrictedButton
            label={t`delete task`}
            onClick={() => demoRestrictionToast('delete tasks')}
          />
        ) : (
          <DeleteTaskButton task={task} onDelete={onDelete} />
        )
      }
    />
  );
}
