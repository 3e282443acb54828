import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { formatCount } from '../../../../shared/format';
import type { Task } from '../../../../shared/schemas/tasks';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';
import { useUndoCompletion } from '../api/use-task-changes';

/**
 * Undo of a tick made on this page (decision D13): ticking a task marks its open steps done,
 * and un-ticking it leaves them so, as the spec says; this puts the task and those steps back.
 * The card renders it while the task stays done, for as long as the person is on the page
 * (undoable-ticks.ts): nothing to catch in time. Its code loads with the page's first tick. Once
 * pressed, focus goes to the task's completion box, which the button was about.
 */
export function UndoTick({ task, steps }: { task: Task; steps: readonly string[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const undo = useUndoCompletion();
  const { title } = task;
  const ticked = steps.length;
  const tickedCount = formatCount(ticked, { locale });
  const ref = useRef<HTMLDivElement>(null);

  const press = () => {
    // The completion box is the card's first control; the button is about to go.
    ref.current?.closest('article')?.querySelector<HTMLElement>('[role="checkbox"]')?.focus();
    undo.mutate({ taskId: task.id, stepIds: steps });
  };

  return (
    <div
      ref={ref}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border bg-muted px-3 py-2 text-sm"
    >
      <p>
        {t`${plural(ticked, {
          one: `${tickedCount} open step was ticked with it.`,
          other: `${tickedCount} open steps were ticked with it.`,
        })}`}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t`Undo marking "${title}" done`}
        onClick={press}
      >
        <Undo2 aria-hidden="true" />
        <Trans>Undo</Trans>
      </Button>
    </div>
  );
}
