import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { canRestoreMessage } from '../../../../shared/rules/limits';
import type { Task } from '../../../../shared/schemas/tasks';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Button } from '../../../components/ui/button';
import { useDeleteTask } from '../api/use-task-changes';

/** Delete task, asked once more; the page moves focus once the card is gone. */
export function DeleteTaskButton({ task, onDelete }: { task: Task; onDelete?: () => void }) {
  const { t, i18n } = useLingui();
  const deleteTask = useDeleteTask();
  const { title } = task;
  const restore = canRestoreMessage(i18n);
  return (
    <ConfirmDelete
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={t`Delete task "${title}"`}
        >
          <Trash2 aria-hidden="true" />
          <Trans>Delete task</Trans>
        </Button>
      }
      title={t`Delete this task?`}
      description={t`This removes the task, its subtasks and notes. ${restore}`}
      onConfirm={() => deleteTask.mutate({ taskId: task.id })}
      // The card is about to go: the page says where focus goes instead of the lost button.
      afterDelete={onDelete}
    />
  );
}
