import { Lock, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { TITLE_MAX_LENGTH } from '../../../../shared/rules/limits';
import { subtaskPercentage } from '../../../../shared/rules/tasks';
import type { Subtask, Task } from '../../../../shared/schemas/tasks';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import {
  isPendingSubtask,
  useAddSubtask,
  useDeleteSubtask,
  useToggleSubtask,
} from '../api/use-task-changes';
import { demoRestrictionToast } from './task-notes';

// A task's subtasks: their progress, a row each (tick, delete) and the box to add one.

/** A demo adds and ticks subtasks in the housing category only (spec section 6). */
const demoSubtaskAction = (action: string) => `${action} outside Housing & Living Arrangements`;

export function Subtasks({ task, isDemo }: { task: Task; isDemo: boolean }) {
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
