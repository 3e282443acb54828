import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatCount } from '../../../shared/format';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n';
import { Progress } from '../ui/progress';

/** "N of M tasks completed", the percentage, and a bar named by that line (a category's progress). */
export function TasksCompleted({
  completed,
  total,
  percentage,
  barClassName,
  live = false,
}: {
  completed: number;
  total: number;
  percentage: number;
  barClassName?: string;
  /** Announce changes (the open category, where a tick changes it): not on every card. */
  live?: boolean;
}) {
  const labelId = useId();
  const locale = useLocale();
  const completedCount = formatCount(completed, { locale });
  const totalCount = formatCount(total, { locale });
  return (
    <div className="flex flex-col gap-1.5">
      <div aria-live={live ? 'polite' : undefined} className="flex justify-between gap-2 text-sm">
        <span id={labelId}>
          <Trans>
            {completedCount} of {totalCount} tasks completed
          </Trans>
        </span>
        <span className="font-semibold">{percentage}%</span>
      </div>
      <Progress value={percentage} aria-labelledby={labelId} className={cn(barClassName)} />
    </div>
  );
}
