import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { canRestoreMessage, TITLE_MAX_LENGTH } from '../../../shared/rules/limits';
import { subtaskPercentage } from '../../../shared/rules/tasks';
import type { Subtask, Task } from '../../../shared/schemas/tasks';
import { cn } from '../../lib/cn';
import { ConfirmDelete } from '../confirm-delete';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Progress } from '../ui/progress';

// A task's subtasks as the dashboard and the demo render them: their progress, a row each (tick,
// delete) and the box to add one. What a change does is the screen's.

type SubtaskListProps = {
  task: Pick<Task, 'title' | 'subtasks'>;
  onToggle: (subtaskId: string) => void;
  onDelete: (subtaskId: string) => void;
  /**
   * Adds a subtask with this title (trimmed, never blank). Answers false when refused at once,
   * so the words stay in the box; `restore` puts them back if the change fails later.
   */
  onAdd: (title: string, restore: () => void) => boolean;
  /** Deleting is turned off (demo): the button shows a lock and explains when pressed. */
  deleteLocked?: boolean;
  /** A subtask not stored yet: its controls wait until it is. */
  isPending?: (subtaskId: string) => boolean;
  /** A plan's viewer: ticks shown but not changeable, no delete, no add box. */
  readOnly?: boolean;
  /** Rendered in each subtask's row before its delete button (the dashboard's step due date). */
  rowExtra?: (subtask: Subtask) => ReactNode;
};

export function SubtaskList({
  task,
  onToggle,
  onDelete,
  onAdd,
  deleteLocked = false,
  isPending = () => false,
  readOnly = false,
  rowExtra,
}: SubtaskListProps) {
  const { t } = useLingui();
  const id = useId();
  const taskTitle = task.title;
  const percentage = subtaskPercentage(task.subtasks);
  const [newTitle, setNewTitle] = useState('');
  // A confirmed delete removes the row its dialog was in: focus goes to the box that adds a
  // subtask, after the dialog's own return of focus (a task of its own once it unmounts).
  // Found through the form, not by id: a page rendered on the server keeps the server's ids.
  const deleting = useRef<string>(undefined);
  const addForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const gone = deleting.current;
    if (!gone || task.subtasks.some((subtask) => subtask.id === gone)) return;
    deleting.current = undefined;
    const timer = window.setTimeout(() => addForm.current?.querySelector('input')?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [task.subtasks]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const title = newTitle.trim();
    if (!title) return;
    // Refused later: the words come back into the box unless something new was typed there.
    if (onAdd(title, () => setNewTitle((current) => current || title))) setNewTitle('');
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <h4 id={`${id}-heading`} className="text-sm font-medium">
          <Trans>Subtasks</Trans>
        </h4>
        {task.subtasks.length > 0 ? (
          <>
            <p id={`${id}-progress`} aria-live="polite" className="text-sm text-muted-foreground">
              <Trans>{percentage}% of subtasks done</Trans>
            </p>
            <Progress value={percentage} aria-labelledby={`${id}-progress`} className="h-2" />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No subtasks yet.</Trans>
          </p>
        )}
      </div>
      {task.subtasks.length > 0 && (
        <ul aria-labelledby={`${id}-heading`} className="flex flex-col gap-1">
          {task.subtasks.map((subtask) => (
            <SubtaskRow
              key={subtask.id}
              taskTitle={task.title}
              subtask={subtask}
              pending={isPending(subtask.id)}
              readOnly={readOnly}
              deleteLocked={deleteLocked}
              onToggle={() => onToggle(subtask.id)}
              onDelete={() => {
                if (!deleteLocked) deleting.current = subtask.id;
                onDelete(subtask.id);
              }}
              extra={rowExtra?.(subtask)}
            />
          ))}
        </ul>
      )}
      {!readOnly && (
        <form ref={addForm} onSubmit={add} className="flex gap-2">
          <Label htmlFor={`${id}-new`} className="sr-only">
            <Trans>New subtask for “{taskTitle}”</Trans>
          </Label>
          <Input
            id={`${id}-new`}
            value={newTitle}
            onChange={(event) => setNewTitle(event.target.value)}
            placeholder={t`Add a subtask...`}
            maxLength={TITLE_MAX_LENGTH}
            className="h-10"
          />
          <Button type="submit" variant="outline" className="shrink-0">
            <Plus aria-hidden="true" />
            <Trans>Add subtask</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}

function SubtaskRow({
  taskTitle,
  subtask,
  pending,
  readOnly,
  deleteLocked,
  onToggle,
  onDelete,
  extra,
}: {
  taskTitle: string;
  subtask: Subtask;
  pending: boolean;
  readOnly: boolean;
  deleteLocked: boolean;
  onToggle: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 rounded-md py-1">
      <Checkbox
        id={id}
        checked={subtask.completed}
        disabled={pending || readOnly}
        onCheckedChange={onToggle}
      />
      {/* The title and the extra share a wrapping line: on a narrow screen the extra goes under
          the title instead of widening the card past the screen (WCAG 1.4.10). */}
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-x-3 gap-y-1">
        <label
          htmlFor={id}
          className={cn(
            'min-w-0 flex-1 basis-32 pt-0.5 text-sm break-words',
            subtask.completed && 'text-muted-foreground line-through',
          )}
        >
          {subtask.title}
        </label>
        {extra}
      </div>
      {!readOnly && (
        <DeleteSubtaskButton
          title={subtask.title}
          taskTitle={taskTitle}
          locked={deleteLocked}
          pending={pending}
          onDelete={onDelete}
        />
      )}
    </li>
  );
}

/**
 * A subtask's delete button. It asks first (issue 33: nothing irreversible by one quiet tap), as
 * deleting a task does; a confirmation, not a timed Undo, so no one has to be quick. Locked (the
 * demo), it explains at once instead.
 */
function DeleteSubtaskButton({
  title,
  taskTitle,
  locked,
  pending,
  onDelete,
}: {
  title: string;
  taskTitle: string;
  locked: boolean;
  pending: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const restore = canRestoreMessage(i18n);
  const button = (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('-my-1 size-8 text-muted-foreground', locked && 'cursor-not-allowed')}
      aria-label={t`Delete subtask "${title}"`}
      disabled={pending}
      onClick={locked ? onDelete : undefined}
    >
      {locked ? <Lock aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
    </Button>
  );
  if (locked) return button;
  return (
    <ConfirmDelete
      trigger={button}
      title={t`Delete this subtask?`}
      description={t`“${title}” will be removed from “${taskTitle}”. ${restore}`}
      onConfirm={onDelete}
    />
  );
}
