import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { planRoleLabel } from '../../shared/rules/plan-roles';
import type { PlanSummary } from '../../shared/schemas/plans';
import { cn } from '../lib/cn';
import { markPlanOpened, PLAN_PARAM, plansQueryKey, useCurrentPlan } from '../lib/plan-context';
import { NativeSelect } from './ui/select';

/** Pages that show one plan keep the choice in their address; any other page opens /app. */
const PLAN_PAGES = [
  '/app',
  '/family',
  '/calendar',
  '/care-profile',
  '/emergency-sheet',
  '/recently-deleted',
];

/** The owner's address, when two of the current user's plans share a name. */
function ownerWhenAmbiguous(plan: PlanSummary, plans: readonly PlanSummary[]): string | undefined {
  const sameName = plans.filter((item) => item.name === plan.name).length > 1;
  return sameName ? plan.owners[0] : undefined;
}

/** How a plan is named in the list: its name and the current user's role, and its owner when two share a name. */
export function planOptionLabel(
  plan: PlanSummary,
  plans: readonly PlanSummary[],
  i18n: I18n,
): string {
  const owner = ownerWhenAmbiguous(plan, plans);
  return `${plan.name} (${planRoleLabel(plan.role, i18n)}${owner ? `, ${owner}` : ''})`;
}

/**
 * Where choosing a plan leads (the same page for another plan, else its checklist), and the
 * choice sent to the server: the plan chosen is the one `/app` opens next time (record 077).
 */
function usePlanChoice() {
  const location = useLocation();
  const queryClient = useQueryClient();
  return {
    pathFor: (planId: string) => {
      // Another plan's category or filter may not mean the same there: start at its overview.
      const path = PLAN_PAGES.includes(location.pathname) ? location.pathname : '/app';
      return `${path}?${new URLSearchParams({ [PLAN_PARAM]: planId })}`;
    },
    remember: (planId: string) => {
      // Only the next visit depends on it: the page shown now is named by its address.
      markPlanOpened(planId)
        .then(() => queryClient.invalidateQueries({ queryKey: plansQueryKey }))
        .catch(() => {});
    },
  };
}

/**
 * The header's choice of care plan from 640 px, for a current user in more than one. A native select
 * with a visible label: every keyboard and screen reader knows it. As wide as its longest name
 * (up to the band's width), so the open plan's name shows whole (issue 56, item 5).
 */
export function PlanSwitcher() {
  const { i18n } = useLingui();
  const id = useId();
  const { plan, plans } = useCurrentPlan();
  const navigate = useNavigate();
  const choice = usePlanChoice();
  if (plans.length < 2) return null;

  const choose = (planId: string) => {
    choice.remember(planId);
    navigate(choice.pathFor(planId));
  };

  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        <Trans>Care plan</Trans>
      </label>
      <NativeSelect
        id={id}
        value={plan?.id ?? ''}
        onChange={(event) => choose(event.target.value)}
        className="h-9 max-w-full text-sm"
      >
        {plans.map((item) => (
          <option key={item.id} value={item.id}>
            {planOptionLabel(item, plans, i18n)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The phone menu's choice of care plan: one link per plan, its whole name and the current user's role
 * on their own lines (a select would cut them at 320 px), the plan shown marked as current.
 */
export function PlanChoices() {
  const { i18n } = useLingui();
  const { plan, plans } = useCurrentPlan();
  const choice = usePlanChoice();
  if (plans.length < 2) return null;
  return (
    <section aria-labelledby="app-header-plans" className="border-b py-3">
      <h2 id="app-header-plans" className="px-3 pb-1 text-sm font-semibold text-muted-foreground">
        <Trans>Care plans</Trans>
      </h2>
      <ul className="flex flex-col gap-1">
        {plans.map((item) => {
          const current = item.id === plan?.id;
          const owner = ownerWhenAmbiguous(item, plans);
          return (
            <li key={item.id}>
              <Link
                to={choice.pathFor(item.id)}
                aria-current={current ? 'true' : undefined}
                onClick={() => choice.remember(item.id)}
                className={cn(
                  'flex min-h-12 flex-col justify-center rounded-md border-l-4 border-transparent px-3 py-2 hover:bg-muted',
                  current && 'border-primary bg-muted',
                )}
              >
                <span className="font-medium break-words">{item.name}</span>
                <span className="text-sm text-muted-foreground break-words">
                  {planRoleLabel(item.role, i18n)}
                  {owner && `, ${owner}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The open plan's name under the header's row, on every signed-in page at every width (issue 56,
 * item 5): with two plans, which one the page shows is never a guess. On a phone its whole name
 * wraps (the Menu switches); from 640 px a current user in more than one plan has the switcher here.
 */
export function OpenPlanBand() {
  const { plan, plans } = useCurrentPlan();
  if (!plan) return null;
  const switcher = plans.length > 1;
  return (
    <div className="border-t bg-muted">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-1.5 text-sm">
        <p className={cn('min-w-0 wrap-anywhere', switcher && 'sm:hidden')}>
          <span className="text-muted-foreground">
            <Trans>Care plan:</Trans>{' '}
          </span>
          <span className="font-medium">{plan.name}</span>
        </p>
        {switcher && (
          <div className="hidden min-w-0 sm:block">
            <PlanSwitcher />
          </div>
        )}
      </div>
    </div>
  );
}
