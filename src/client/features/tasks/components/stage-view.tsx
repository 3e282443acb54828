import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { stageIds } from '../../../../shared/content/library/library-entry';
import { stageName, stageText } from '../../../../shared/content/stage-words';
import { formatCount } from '../../../../shared/format';
import type { ProgressStats, StageProgress } from '../../../../shared/schemas/tasks';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../lib/i18n';

// The plan by stage (issue 58, record 098): the overview by category (the spec's grid) or by
// stage (the landing's Early Planning, Care Transitions, Advanced Care), kept in the address
// (`/app?view=stages`). Loaded with the overview, not with a category (lazy-overview-parts.ts), and so
// given its addresses rather than reading the dashboard's address rules.

/** The choice by category or by stage, and when by stage, the stages (the grid is the overview's). */
export function PlanByStage({
  byStage,
  addressFor,
  progress,
}: {
  byStage: boolean;
  addressFor: (byStage: boolean) => string;
  /** The overview's counts by stage, and of the family's own tasks apart. */
  progress: StageProgress;
}) {
  return (
    <>
      <DashboardLayoutToggle byStage={byStage} addressFor={addressFor} />
      {byStage && <StageOverview progress={progress.stages} unstaged={progress.own.total} />}
    </>
  );
}

/**
 * Two links, so the choice works before the page's scripts run, with the keyboard as any link,
 * and with Back; the one shown is marked `aria-current`.
 */
function DashboardLayoutToggle({
  byStage,
  addressFor,
}: {
  byStage: boolean;
  /** The address of the overview by stage (true) or by category (false). */
  addressFor: (byStage: boolean) => string;
}) {
  const { t } = useLingui();
  const option = (wanted: boolean, label: string) => {
    const current = wanted === byStage;
    return (
      <Link
        to={addressFor(wanted)}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-sm font-medium sm:flex-none',
          current
            ? 'bg-background shadow-sm ring-1 ring-border'
            : 'text-muted-foreground hover:text-foreground',
        )}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav
      aria-label={t`See the plan`}
      className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-fit"
    >
      {option(false, t`By category`)}
      {option(true, t`By stage`)}
    </nav>
  );
}

/**
 * The plan by stage (issue 58): each of the landing's three stages with how much of it is done,
 * counted by the server from the tasks the family has (library tasks by their entry's stage).
 * Tasks the family wrote themselves belong to no stage: said under the stages.
 */
function StageOverview({
  progress,
  unstaged,
}: {
  progress: StageProgress['stages'];
  /** The family's own tasks, in no stage. */
  unstaged: number;
}) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const byStage = new Map(progress.map((item) => [item.stage, item]));
  const unstagedCount = formatCount(unstaged, { locale });
  return (
    <section aria-labelledby="stages-heading" className="flex flex-col gap-4">
      <h2 id="stages-heading" className="text-xl font-semibold">
        <Trans>Stages</Trans>
      </h2>
      <ul className="grid gap-4 lg:grid-cols-3">
        {stageIds.map((stage) => (
          <StageCard
            key={stage}
            name={stageName(stage, i18n)}
            text={stageText(stage, i18n)}
            stats={byStage.get(stage) ?? { total: 0, completed: 0, percentage: 0 }}
          />
        ))}
      </ul>
      {unstaged > 0 && (
        <p className="text-sm text-muted-foreground">
          <Plural
            value={unstaged}
            one={`${unstagedCount} task you added yourself is in no stage; it is counted in its category.`}
            other={`${unstagedCount} tasks you added yourself are in no stage; they are counted in their categories.`}
          />
        </p>
      )}
    </section>
  );
}

function StageCard({ name, text, stats }: { name: string; text: string; stats: ProgressStats }) {
  const id = useId();
  const { t } = useLingui();
  const locale = useLocale();
  const completedCount = formatCount(stats.completed, { locale });
  const totalCount = formatCount(stats.total, { locale });
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-semibold">{name}</h3>
          <span className="text-2xl font-bold">{stats.percentage}%</span>
        </div>
        <p className="text-sm text-muted-foreground">{text}</p>
        <Progress value={stats.percentage} aria-labelledby={id} />
        <p id={id} className="text-sm">
          {stats.total === 0
            ? t`No tasks in this stage yet`
            : t`${completedCount} of ${totalCount} tasks completed`}
        </p>
      </Card>
    </li>
  );
}
