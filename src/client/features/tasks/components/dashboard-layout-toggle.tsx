import { Link, useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';

// The overview by category (the spec's grid) or by stage (issue 58: Early Planning, Care
// Transitions, Advanced Care), kept in the address (`/app?view=stages`): two links, so the choice
// works before the page's scripts run, with the keyboard, and with Back.

const VIEW_PARAM = 'view';
const STAGES = 'stages';

/** Whether these address parameters ask for the overview by stage. */
export const byStageOf = (searchParams: URLSearchParams) => searchParams.get(VIEW_PARAM) === STAGES;

export function DashboardLayoutToggle({ byStage }: { byStage: boolean }) {
  const [searchParams] = useSearchParams();
  const addressFor = (stages: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (stages) params.set(VIEW_PARAM, STAGES);
    else params.delete(VIEW_PARAM);
    return params.size > 0 ? `/app?${params}` : '/app';
  };
  const option = (stages: boolean, label: string) => {
    const current = stages === byStage;
    return (
      <Link
        to={addressFor(stages)}
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
    <nav aria-label="See the plan" className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-fit">
      {option(false, 'By category')}
      {option(true, 'By stage')}
    </nav>
  );
}
