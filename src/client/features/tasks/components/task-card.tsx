import { CircleCheck, Lock, Plus, Trash2, Video } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { TITLE_MAX_LENGTH } from '../../../../shared/rules/limits';
import { subtaskPercentage } from '../../../../shared/rules/tasks';
import type { Subtask, Task } from '../../../../shared/schemas/tasks';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { recordView } from '../../../lib/record-view';
import { useSession } from '../../../lib/session';
import {
  isPendingSubtask,
  useAddSubtask,
  useDeleteSubtask,
  useDeleteTask,
  useToggleSubtask,
  useToggleTask,
} from '../api/use-dashboard';
import {
  DemoRestrictedButton,
  demoRestrictionToast,
  hasUnsavedNotes,
  NotesEditor,
  ReadOnlyNotes,
} from './task-notes';

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

/** A demo adds and ticks subtasks in the housing category only (spec section 6). */
const demoSubtaskAction = (action: string) => `${action} outside Housing & Living Arrangements`;

function Subtasks({ task, isDemo }: { task: Task; isDemo: boolean }) {
  const id = useId();
  const demoLocked = isDemo && task.categoryId !== 'housing';
  const percentage = subtaskPercentage(task.subtasks);
  const addSubtask = useAddSubtask();
  const [newTitle, setNewTitle] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const title = newTitle.trim();
    if (!title) return;
    if (demoLocked) {
      demoRestrictionToast(demoSubtaskAction('add subtasks'));
      return;
    }
    setNewTitle('');
    addSubtask.mutate(
      { taskId: task.id, title },
      {
        // Refused: the words come back into the box unless something new was typed there.
        onError: () => setNewTitle((current) => current || title),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <h4 id={`${id}-heading`} className="text-sm font-medium">
          Subtasks
        </h4>
        {task.subtasks.length > 0 ? (
          <>
            <p id={`${id}-progress`} aria-live="polite" className="text-sm text-muted-foreground">
              {percentage}% of subtasks done
            </p>
            <Progress value={percentage} aria-labelledby={`${id}-progress`} className="h-2" />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No subtasks yet.</p>
        )}
      </div>
      {task.subtasks.length > 0 && (
        <ul aria-labelledby={`${id}-heading`} className="flex flex-col gap-1">
          {task.subtasks.map((subtask) => (
            <SubtaskRow
              key={subtask.id}
              taskId={task.id}
              subtask={subtask}
              isDemo={isDemo}
              demoLocked={demoLocked}
            />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex gap-2">
        <Label htmlFor={`${id}-new`} className="sr-only">
          New subtask for “{task.title}”
        </Label>
        <Input
          id={`${id}-new`}
          value={newTitle}
          onChange={(event) => setNewTitle(event.target.value)}
          placeholder="Add a subtask..."
          maxLength={TITLE_MAX_LENGTH}
          className="h-10"
        />
        <Button type="submit" variant="outline" className="shrink-0">
          <Plus aria-hidden="true" />
          Add subtask
        </Button>
      </form>
    </section>
  );
}

function SubtaskRow({
  taskId,
  subtask,
  isDemo,
  demoLocked,
}: {
  taskId: string;
  subtask: Subtask;
  isDemo: boolean;
  demoLocked: boolean;
}) {
  const id = useId();
  const toggleSubtask = useToggleSubtask();
  const deleteSubtask = useDeleteSubtask();
  // Just added and not yet stored: it has no id the server knows, so it waits.
  const pending = isPendingSubtask(subtask.id);

  const remove = () => {
    if (isDemo) {
      demoRestrictionToast('delete subtasks');
      return;
    }
    deleteSubtask.mutate({ taskId, subtaskId: subtask.id });
  };

  return (
    <li className="flex items-start gap-3 rounded-md py-1">
      <Checkbox
        id={id}
        checked={subtask.completed}
        disabled={pending}
        onCheckedChange={() =>
          demoLocked
            ? demoRestrictionToast(demoSubtaskAction('toggle subtasks'))
            : toggleSubtask.mutate({ taskId, subtaskId: subtask.id })
        }
      />
      <label
        htmlFor={id}
        className={cn(
          'min-w-0 flex-1 pt-0.5 text-sm break-words',
          subtask.completed && 'text-muted-foreground line-through',
        )}
      >
        {subtask.title}
      </label>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={cn('-my-1 size-8 text-muted-foreground', isDemo && 'cursor-not-allowed')}
        aria-label={`Delete subtask "${subtask.title}"`}
        disabled={pending}
        onClick={remove}
      >
        {isDemo ? <Lock aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
      </Button>
    </li>
  );
}

function TaskVideo({ task }: { task: Task }) {
  const id = useId();
  if (task.videoUrl) {
    return (
      <figure className="flex flex-col gap-2">
        <figcaption id={id} className="flex items-center gap-2 text-sm font-medium">
          <Video aria-hidden="true" className="size-4" />
          Instructional video
        </figcaption>
        {/* biome-ignore lint/a11y/useMediaCaption: the task videos have no caption files yet; see the report on captions. */}
        <video
          controls
          preload="none"
          src={task.videoUrl}
          aria-labelledby={id}
          className="aspect-video w-full rounded-md bg-black"
          onError={() =>
            toast.error('Video could not be loaded', {
              description: 'Please check the video URL and try again',
            })
          }
        />
      </figure>
    );
  }
  if (!task.hasVideo) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        // Wraps, so a task card fits a 320 px wide screen (WCAG 1.4.10).
        className="whitespace-normal text-left"
        onClick={() =>
          toast('Premium feature', {
            description: 'Upgrade to premium to access instructional videos for each task',
          })
        }
      >
        <Lock aria-hidden="true" />
        Instructional video (Premium)
      </Button>
      <Link
        to="/upgrade-premium"
        className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-1 underline')}
      >
        Upgrade
      </Link>
    </div>
  );
}

function DeleteTaskButton({ task, onDelete }: { task: Task; onDelete?: () => void }) {
  const [open, setOpen] = useState(false);
  const deleteTask = useDeleteTask();
  const confirmed = useRef(false);

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogPrimitive.Trigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Delete task "${task.title}"`}
        >
          <Trash2 aria-hidden="true" />
          Delete task
        </Button>
      </AlertDialogPrimitive.Trigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // The card is about to go: the page says where focus goes instead of the lost button.
          if (!confirmed.current) return;
          event.preventDefault();
          onDelete?.();
        }}
      >
        <AlertDialogTitle>Delete this task?</AlertDialogTitle>
        <AlertDialogDescription>
          This removes the task, its subtasks and notes. This cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              confirmed.current = true;
              deleteTask.mutate({ taskId: task.id });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
