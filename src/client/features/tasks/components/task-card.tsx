import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';
import { recordView } from '../../../lib/record-view';
import { useSession } from '../../../lib/session';
import { useToggleTask } from '../api/use-task-changes';
import { DeleteTaskButton } from './delete-task-button';
import { DemoRestrictedButton, hasUnsavedNotes, NotesEditor, ReadOnlyNotes } from './task-notes';
import { Subtasks } from './task-subtasks';
import { TaskVideo } from './task-video';

type TaskCardProps = {
  task: Task;
  categoryName: string;
  /** Called once a deletion is confirmed, so the page can move focus off the vanishing card. */
  onDelete?: () => void;
};

export function TaskCard({ task, categoryName, onDelete }: TaskCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const notesId = `${id}-notes`;
  const { data: session } = useSession();
  const isDemo = session?.user.isDemo ?? false;
  const toggleTask = useToggleTask();
  // Notes whose save failed earlier open again, so the unsaved text and its retry are seen.
  const [notesOpen, setNotesOpen] = useState(() => hasUnsavedNotes(task.id));

  const toggleNotes = () => {
    if (!notesOpen) recordView({ action: 'view_task', resourceId: task.id });
    setNotesOpen(!notesOpen);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Checkbox
          checked={task.completed}
          onCheckedChange={() => toggleTask.mutate({ taskId: task.id })}
          aria-label={`Mark "${task.title}" complete`}
          className="mt-0.5"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3
            id={titleId}
            className={cn(
              'text-lg leading-snug font-semibold break-words',
              task.completed && 'text-muted-foreground line-through',
            )}
          >
            {task.title}
          </h3>
          <div className="flex flex-wrap gap-2">
            <Badge>{categoryName}</Badge>
            {task.completed && (
              <Badge variant="outline">
                <CircleCheck aria-hidden="true" />
                Completed
              </Badge>
            )}
          </div>
        </div>
      </div>

      {task.description && <p className="text-sm break-words">{task.description}</p>}

      <Subtasks task={task} isDemo={isDemo} />

      <div className="flex flex-col gap-3">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="w-fit px-2 text-primary"
          aria-expanded={notesOpen}
          aria-controls={notesOpen ? notesId : undefined}
          onClick={toggleNotes}
        >
          {notesOpen ? 'Hide notes' : 'Show notes'}
        </Button>
        {notesOpen && (
          <div id={notesId}>
            {isDemo ? <ReadOnlyNotes task={task} /> : <NotesEditor task={task} />}
          </div>
        )}
      </div>

      <TaskVideo task={task} />

      <div className="mt-auto flex justify-end border-t pt-3">
        {isDemo ? (
          <DemoRestrictedButton action="delete tasks" label="delete task" />
        ) : (
          <DeleteTaskButton task={task} onDelete={onDelete} />
        )}
      </div>
    </article>
  );
}
