import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../shared/format';
import type { ProgressStats } from '../../../shared/schemas/tasks';
import { useLocale } from '../../lib/i18n';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Progress } from '../ui/progress';

export function OverallProgress({ stats }: { stats: ProgressStats }) {
  const { t } = useLingui();
  const locale = useLocale();
  const remaining = stats.total - stats.completed;
  // Counts in the reader's conventions; the plural follows the number itself.
  const completedCount = formatCount(stats.completed, { locale });
  const totalCount = formatCount(stats.total, { locale });
  const remainingCount = formatCount(remaining, { locale });
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-xl">
          <Trans>Your Progress</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-end justify-between gap-3">
          <span id="overall-progress-label" className="font-medium">
            <Trans>Overall Completion</Trans>
          </span>
          <span className="text-3xl font-bold">{stats.percentage}%</span>
        </div>
        <Progress value={stats.percentage} aria-labelledby="overall-progress-label" />
        <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
          <p>
            <Trans>
              {completedCount} of {totalCount} tasks completed
            </Trans>
          </p>
          <p>
            {t`${plural(remaining, {
              one: `${remainingCount} remaining`,
              other: `${remainingCount} remaining`,
            })}`}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
