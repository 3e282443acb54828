import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, CircleCheck, ListChecks } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatCount } from '../../../shared/format';
import { progressOf } from '../../../shared/rules/tasks';
import type { Task } from '../../../shared/schemas/tasks';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';

// A task card as the dashboard and the demo render it; each screen passes what its changes do.
// Closed, it is one glance (issue 56): the completion box, the title, the steps done, and what the
// screen adds (the due date, the assignee); one tap anywhere on it opens the rest. The opening is
// a <details>, so it works before the page's scripts have run (record 094).

type TaskCardFrameProps = {
  task: Pick<Task, 'title' | 'description' | 'completed' | 'subtasks'>;
  categoryName: string;
  onToggle: () => void;
  /** The subtasks section. */
  subtasks: ReactNode;
  /** Rendered while the notes are shown. */
  notes: ReactNode;
  /** Open the card and show the notes from the start (notes whose save failed, say). */
  notesInitiallyOpen?: boolean;
  /** Called when the notes are shown. */
  onShowNotes?: () => void;
  video?: ReactNode;
  /** The card's last row (its delete button); none for a plan's viewer. */
  footer?: ReactNode;
  /** Shown first in the open card: the due date and who the task is assigned to. */
  details?: ReactNode;
  /** What the closed card says besides its steps: the due date, the assignee. */
  glance?: ReactNode;
  /** Shown under the title, open or closed: the Undo of a tick just made. */
  status?: ReactNode;
  /** A viewer's card: the completion box shows the state but cannot be changed. */
  readOnly?: boolean;
};

/** '2 of 4 steps', or 'No steps yet': the closed card always says something to tap. */
function StepsDone({ subtasks }: Pick<Task, 'subtasks'>) {
  const { t } = useLingui();
  const locale = useLocale();
  const { completed, total } = progressOf(subtasks);
  const completedCount = formatCount(completed, { locale });
  const totalCount = formatCount(total, { locale });
  return (
    <span className="inline-flex items-center gap-1.5">
      <ListChecks aria-hidden="true" className="size-4 shrink-0" />
      {total === 0
        ? t`No steps yet`
        : t`${plural(total, {
            one: `${completedCount} of ${totalCount} step`,
            other: `${completedCount} of ${totalCount} steps`,
          })}`}
      <span className="sr-only">, </span>
    </span>
  );
}

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
  glance,
  status,
  readOnly = false,
}: TaskCardFrameProps) {
  const { t } = useLingui();
  const id = useId();
  const titleId = `${id}-title`;
  const notesId = `${id}-notes`;
  const [notesOpen, setNotesOpen] = useState(notesInitiallyOpen);
  // Read once: the <details> keeps its own state from then on (a tap before the scripts ran
  // included), and React never sets it again.
  const [startsOpen] = useState(notesInitiallyOpen);
  const { title } = task;

  const toggleNotes = () => {
    if (!notesOpen) onShowNotes?.();
    setNotesOpen(!notesOpen);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm sm:p-5"
    >
      <Checkbox
        checked={task.completed}
        onCheckedChange={onToggle}
        disabled={readOnly}
        aria-label={readOnly ? t`"${title}" complete` : t`Mark "${title}" complete`}
        // Above the closed card's opener, which covers the rest of the card.
        className="absolute top-3.5 left-3 z-10 sm:top-5.5 sm:left-5"
      />
      <h3
        id={titleId}
        className={cn(
          'pr-7 pl-9 text-base leading-snug font-semibold break-words sm:text-lg',
          task.completed && 'text-muted-foreground line-through',
        )}
      >
        {task.title}
      </h3>
      {/* Above the closed card's opener too: its Undo takes its own taps. */}
      {status && <div className="relative z-10 mt-3">{status}</div>}
      <details className="group" open={startsOpen || undefined}>
        <summary
          className={cn(
            'mt-0.5 flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 rounded-sm py-1 pl-9 text-sm text-muted-foreground [&::-webkit-details-marker]:hidden',
            // Closed, the whole card opens it (the completion box sits above); open, this line
            // closes it and the card's own controls take their taps.
            'after:absolute after:inset-0 after:rounded-lg group-open:after:hidden',
          )}
        >
          {/* The card is the opener: its name says which task it opens. */}
          <span className="sr-only">{task.title}: </span>
          {task.completed && (
            <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              <Trans>Completed</Trans>
              <span className="sr-only">, </span>
            </span>
          )}
          <StepsDone subtasks={task.subtasks} />
          {glance}
          {/* Beside the title, where it takes no line of its own. */}
          <ChevronDown
            aria-hidden="true"
            className="absolute top-3.5 right-2 size-6 text-primary transition-transform group-open:rotate-180 motion-reduce:transition-none sm:top-5.5 sm:right-4"
          />
        </summary>

        <div className="flex flex-col gap-4 pt-3">
          <div className="flex flex-wrap gap-2">
            <Badge>{categoryName}</Badge>
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
              {notesOpen ? t`Hide notes` : t`Show notes`}
            </Button>
            {notesOpen && <div id={notesId}>{notes}</div>}
          </div>

          {video}

          {footer && <div className="mt-auto flex justify-end border-t pt-3">{footer}</div>}
        </div>
      </details>
    </article>
  );
}
