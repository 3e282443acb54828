import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useDeleteTask } from '../api/use-task-changes';

/** Delete task, asked once more in a dialog; the page moves focus once the card is gone. */
export function DeleteTaskButton({ task, onDelete }: { task: Task; onDelete?: () => void }) {
  const [open, setOpen] = useState(false);
  const deleteTask = useDeleteTask();
  const confirmed = useRef(false);

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
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
