import { Trans } from '@lingui/react/macro';
import { Circle, CircleCheck } from 'lucide-react';
import type { Task } from '../../../shared/schemas/tasks';
import { cn } from '../../lib/cn';

/** The first tasks of a category, as a category card shows them: done ones struck through. */
export function TaskPreviewList({ tasks }: { tasks: Pick<Task, 'id' | 'title' | 'completed'>[] }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {tasks.map((task) => (
        <li key={task.id} className="flex items-start gap-2">
          {task.completed ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          ) : (
            <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span className={cn(task.completed && 'text-muted-foreground line-through')}>
            {task.title}
            {task.completed && (
              <span className="sr-only">
                {' '}
                <Trans>(completed)</Trans>
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
