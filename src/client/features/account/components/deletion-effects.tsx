import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PlanFate } from '../../../../shared/schemas/plans';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-messages';
import { premiumEndsMessage } from '../../../lib/premium-ends';
import { deletionEffects, deletionEffectsQueryKey } from '../api/account-requests';

/** One care plan's fate, in words: a shared plan stays with the family (decision D10). */
function FateInWords({ plan }: { plan: PlanFate }) {
  const { planName } = plan;
  const others = plan.staying.length;
  if (plan.fate === 'deleted')
    return <Trans>“{planName}” is deleted with its tasks: no one else is in it.</Trans>;
  if (plan.fate === 'passed') {
    const successorName = plan.successor?.name;
    return (
      <Trans>
        “{planName}” stays with its{' '}
        <Plural value={others} one="# other member" other="# other members" />. {successorName}{' '}
        becomes its owner, and everyone in it is told by email.
      </Trans>
    );
  }
  return (
    <Trans>
      “{planName}” stays with its{' '}
      <Plural value={others} one="# other member" other="# other members" />.
    </Trans>
  );
}

/** In the deletion dialog: what happens to each care plan the account is in, before it goes. */
export function DeletionEffects() {
  const { t } = useLingui();
  const effects = useQuery({ queryKey: deletionEffectsQueryKey, queryFn: deletionEffects });
  if (effects.isPending) return <Spinner label={t`Checking your care plans`} />;
  if (effects.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeApiError(effects.error)}
      </p>
    );
  }
  // A family whose premium is the current user's loses it with the account: said first (record 093).
  const premiumEnds = effects.data.filter((plan) => plan.premiumEnds);
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      {premiumEnds.map((plan) => (
        <p key={plan.planId} className="font-semibold">
          {premiumEndsMessage(plan.planName)}
        </p>
      ))}
      <h3 className="font-semibold">
        <Trans>Your care plans</Trans>
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {effects.data.map((plan) => (
          <li key={plan.planId}>
            <FateInWords plan={plan} />
          </li>
        ))}
      </ul>
    </div>
  );
}
