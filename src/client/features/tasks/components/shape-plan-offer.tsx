import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useCurrentPlan, withPlan } from '../../../lib/plan-context';
import { useSession } from '../../../lib/session';

/**
 * The questions that shape a plan (issue 58, record 098), offered on the overview: to a plan's
 * owner while the plan is new (nothing ticked yet) as a card, once the welcome video has been
 * closed, so a new person is asked one thing at a time (record 088); a link in the page, never a
 * second dialog. Afterwards, and to caregivers, a link 'Shape the plan' at any time.
 */
export function ShapePlanOffer({ completed }: { completed: number }) {
  const { data: session } = useSession();
  const { planId, canEdit, canManage } = useCurrentPlan();
  if (!session || !canEdit) return null;
  const address = withPlan('/shape-plan', planId);
  const isNew = completed === 0 && canManage && session.user.welcomeSeen && !session.user.isDemo;
  if (!isNew) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span>
          <Trans>Is the plan right for your family?</Trans>
        </span>
        <Link
          to={address}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
        >
          <Trans>Shape the plan</Trans>
        </Link>
      </p>
    );
  }
  return (
    <Card className="flex flex-col gap-3 border-primary p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>Shape the plan to your family</Trans>
        </h2>
        <p className="max-w-prose text-muted-foreground">
          <Trans>
            Answer a few short questions and we suggest the tasks that fit, from our library.
          </Trans>
        </p>
      </div>
      <Link to={address} className={cn(buttonVariants({ size: 'lg' }), 'shrink-0')}>
        <Trans>Start the questions</Trans>
      </Link>
    </Card>
  );
}
