import type { ProgressStats } from '../../../shared/schemas/tasks';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Progress } from '../ui/progress';

export function OverallProgress({ stats }: { stats: ProgressStats }) {
  const remaining = stats.total - stats.completed;
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-xl">Your Progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-end justify-between gap-3">
          <span id="overall-progress-label" className="font-medium">
            Overall Completion
          </span>
          <span className="text-3xl font-bold">{stats.percentage}%</span>
        </div>
        <Progress value={stats.percentage} aria-labelledby="overall-progress-label" />
        <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
          <p>
            {stats.completed} of {stats.total} tasks completed
          </p>
          <p>{remaining} remaining</p>
        </div>
      </CardContent>
    </Card>
  );
}
