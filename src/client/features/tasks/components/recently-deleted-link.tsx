import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { useCurrentPlan, withPlan } from '../../../lib/plan-context';
import { useSession } from '../../../lib/session';

/**
 * The way to 'Recently deleted' (issue 56, decision record 087), under a category's tasks, where
 * a deleted task or step is brought back: for those who can bring it back (owners and
 * caregivers; the demo account deletes nothing). The care profile's documents link there too.
 */
export function RecentlyDeletedLink() {
  const { data: session } = useSession();
  const { canEdit, planId } = useCurrentPlan();
  if (!canEdit || session?.user.isDemo) return null;
  return (
    <Link
      to={withPlan('/recently-deleted', planId)}
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
    >
      <Trans>Recently deleted</Trans>
    </Link>
  );
}
