import { CircleCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { Task } from '../../../shared/schemas/tasks';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';

// A task card as the dashboard and the demo render it; each screen passes what its changes do.

type TaskCardFrameProps = {
  task: Pick<Task, 'title' | 'description' | 'completed'>;
  categoryName: string;
  onToggle: () => void;
  /** The subtasks section. */
  subtasks: ReactNode;
  /** Rendered while the notes are shown. */
  notes: ReactNode;
  /** Show the notes from the start (notes whose save failed, say). */
  notesInitiallyOpen?: boolean;
  /** Called when the notes are shown. */
  onShowNotes?: () => void;
  video?: ReactNode;
  /** The card's last row (its delete button); none for a plan's viewer. */
  footer?: ReactNode;
  /** Shown under the title: who the task is assigned to, who completed it. */
  details?: ReactNode;
  /** A viewer's card: the completion box shows the state but cannot be changed. */
  readOnly?: boolean;
};

export function TaskCardFrame({
  task,
  categoryName,
  onToggle,
  subtasks,
  notes,
  notesInitiallyOpen = false,
  onShowNotes,
  video,
  footer,
  details,
  readOnly = false,
}: TaskCardFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const notesId = `${id}-notes`;
  const [notesOpen, setNotesOpen] = useState(notesInitiallyOpen);

  const toggleNotes = () => {
    if (!notesOpen) onShowNotes?.();
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
          onCheckedChange={onToggle}
          disabled={readOnly}
          aria-label={readOnly ? `"${task.title}" complete` : `Mark "${task.title}" complete`}
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

      {details}

      {task.description && <p className="text-sm break-words">{task.description}</p>}

      {subtasks}

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
        {notesOpen && <div id={notesId}>{notes}</div>}
      </div>

      {video}

      {footer && <div className="mt-auto flex justify-end border-t pt-3">{footer}</div>}
    </article>
  );
}
