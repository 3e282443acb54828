import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryName } from '../../../../shared/content/task-library';
import { formatDay } from '../../../../shared/format';
import type { DeletedItem } from '../../../../shared/schemas/recently-deleted';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';

// One deleted task, step or document: what it is, where it goes back to, who deleted it and when,
// until when it can come back, and its Restore button. In words, without icons: an icon shared
// with another page's chunk would travel in the shared icons, which every page loads.

const labelOf = { task: msg`Task`, subtask: msg`Step`, document: msg`Document` } as const;

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
  const { i18n, t } = useLingui();
  const label = i18n._(labelOf[item.kind]);
  // The plan's zone, UTC while it has none: the server's rendering and the browser's agree; the
  // days in the reader's conventions.
  const where = { timeZone: timeZone ?? 'UTC', locale: useLocale() };
  const { name, taskTitle, deletedBy } = item;
  const deletedDay = formatDay(item.deletedAt, where);
  const keptUntil = formatDay(item.purgeAt, where);

  /** Where the item goes back to, in words. */
  const whereOf = (): string => {
    if (item.kind === 'task') {
      const category = item.categoryId ? categoryName(item.categoryId, i18n) : t`its category`;
      const steps = item.steps ?? 0;
      return t`In ${category}, ${plural(steps, {
        one: 'with its # step',
        other: 'with its # steps',
      })}`;
    }
    if (item.kind === 'subtask') return t`Of the task “${taskTitle}”`;
    return taskTitle ? t`On the task “${taskTitle}”` : t`In the care profile’s documents`;
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium break-words">
          <span className="sr-only">{label}: </span>
          {name}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {label}. {whereOf()}.
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {deletedBy ? (
            <Trans>
              Deleted by {deletedBy} on {deletedDay}. Kept until {keptUntil}.
            </Trans>
          ) : (
            <Trans>
              Deleted on {deletedDay}. Kept until {keptUntil}.
            </Trans>
          )}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit shrink-0"
        disabled={restoring}
        aria-label={t`Restore ${name}`}
        onClick={onRestore}
      >
        <Trans>Restore</Trans>
      </Button>
    </li>
  );
}
