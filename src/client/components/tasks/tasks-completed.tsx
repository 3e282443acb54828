import { useId } from 'react';
import { cn } from '../../lib/cn';
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
  return (
    <div className="flex flex-col gap-1.5">
      <div aria-live={live ? 'polite' : undefined} className="flex justify-between gap-2 text-sm">
        <span id={labelId}>
          {completed} of {total} tasks completed
        </span>
        <span className="font-semibold">{percentage}%</span>
      </div>
      <Progress value={percentage} aria-labelledby={labelId} className={cn(barClassName)} />
    </div>
  );
}
