import { formatDay } from '../../../../shared/format';
import type { DeletedItem } from '../../../../shared/schemas/recently-deleted';
import { Button } from '../../../components/ui/button';

// One deleted task, step or document: what it is, where it goes back to, who deleted it and when,
// until when it can come back, and its Restore button. In words, without icons: an icon shared
// with another page's chunk would travel in the shared icons, which every page loads.

const labelOf = { task: 'Task', subtask: 'Step', document: 'Document' } as const;

/** Where the item goes back to, in words. */
function whereOf(item: DeletedItem): string {
  if (item.kind === 'task') {
    const steps = item.steps === 1 ? 'with its 1 step' : `with its ${item.steps ?? 0} steps`;
    return `In ${item.categoryName ?? 'its category'}, ${steps}`;
  }
  if (item.kind === 'subtask') return `Of the task “${item.taskTitle}”`;
  return item.taskTitle ? `On the task “${item.taskTitle}”` : 'In the care profile’s documents';
}

export function DeletedItemRow({
  item,
  timeZone,
  restoring,
  onRestore,
}: {
  item: DeletedItem;
  timeZone: string | undefined;
  restoring: boolean;
  onRestore: () => void;
}) {
  const label = labelOf[item.kind];
  // The plan's zone, UTC while it has none: the server's rendering and the browser's agree.
  const where = { timeZone: timeZone ?? 'UTC' };
  const deleted = `Deleted ${item.deletedBy ? `by ${item.deletedBy} ` : ''}on ${formatDay(item.deletedAt, where)}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium break-words">
          <span className="sr-only">{label}: </span>
          {item.name}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {label}. {whereOf(item)}.
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {deleted}. Kept until {formatDay(item.purgeAt, where)}.
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit shrink-0"
        disabled={restoring}
        aria-label={`Restore ${item.name}`}
        onClick={onRestore}
      >
        Restore
      </Button>
    </li>
  );
}
