import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCurrentPlan, withPlan } from '../../../lib/plan-context';
import { useSession } from '../../../lib/session';

/** The questions that shape a plan (issue 58), for the plan this tab shows. */
function useShapePlanAddress() {
  const { planId } = useCurrentPlan();
  return withPlan('/shape-plan', planId);
}

/** 'Shape the plan' beside the dashboard's other actions, for those who can add tasks. */
export function ShapePlanLink() {
  const { canEdit } = useCurrentPlan();
  const address = useShapePlanAddress();
  if (!canEdit) return null;
  return (
    <Link to={address} className={buttonVariants({ variant: 'outline' })}>
      <Sparkles aria-hidden="true" />
      Shape the plan
    </Link>
  );
}

/**
 * The questions offered to a plan's owner while the plan is new (nothing ticked yet), once the
 * welcome video has been closed, so a new person is asked one thing at a time (record 088,
 * record 098). A link in the page, never a second dialog.
 */
export function ShapePlanOffer({ completed }: { completed: number }) {
  const { data: session } = useSession();
  const { canManage } = useCurrentPlan();
  const address = useShapePlanAddress();
  if (!session?.user.welcomeSeen || session.user.isDemo || !canManage || completed > 0) {
    return null;
  }
  return (
    <Card className="flex flex-col gap-3 border-primary p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Shape the plan to your family</h2>
        <p className="max-w-prose text-muted-foreground">
          Answer a few short questions and we suggest the tasks that fit, from our library.
        </p>
      </div>
      <Link to={address} className={buttonVariants({ size: 'lg', className: 'shrink-0' })}>
        Start the questions
      </Link>
    </Card>
  );
}
