import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { planRoleLabels } from '../../shared/rules/plan-roles';
import type { PlanSummary } from '../../shared/schemas/plans';
import { PLAN_PARAM, useCurrentPlan } from '../lib/plan-context';
import { NativeSelect } from './ui/select';

/** Pages that show one plan keep the choice in their address; any other page opens /app. */
const PLAN_PAGES = ['/app', '/family', '/calendar'];

/** How a plan is named in the list: its name and the reader's role, and its owner when two share a name. */
export function planOptionLabel(plan: PlanSummary, plans: readonly PlanSummary[]): string {
  const sameName = plans.filter((item) => item.name === plan.name).length > 1;
  const owner = sameName && plan.owners[0] ? `, ${plan.owners[0]}` : '';
  return `${plan.name} (${planRoleLabels[plan.role]}${owner})`;
}

/**
 * The header's choice of care plan, for a reader in more than one. A native select with a visible
 * label: every keyboard and screen reader knows it, and a phone shows its own picker.
 */
export function PlanSwitcher() {
  const id = useId();
  const { plan, plans } = useCurrentPlan();
  const location = useLocation();
  const navigate = useNavigate();
  if (plans.length < 2) return null;

  const choose = (planId: string) => {
    // Another plan's category or filter may not mean the same there: start at its overview.
    const path = PLAN_PAGES.includes(location.pathname) ? location.pathname : '/app';
    navigate(`${path}?${new URLSearchParams({ [PLAN_PARAM]: planId })}`);
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Care plan
      </label>
      <NativeSelect
        id={id}
        value={plan?.id ?? ''}
        onChange={(event) => choose(event.target.value)}
        className="h-9 max-w-56 text-sm"
      >
        {plans.map((item) => (
          <option key={item.id} value={item.id}>
            {planOptionLabel(item, plans)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
