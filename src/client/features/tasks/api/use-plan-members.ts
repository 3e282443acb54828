import { useQuery } from '@tanstack/react-query';
import type { PlanMember } from '../../../../shared/schemas/plans';
import { useCurrentPlan } from '../../../lib/plan-context';
import { circleQuery } from '../../../lib/plan-requests';

const none: PlanMember[] = [];

/** The members of the plan the tab shows: who a task can be assigned to, and whose ids are whose. */
export function usePlanMembers(): PlanMember[] {
  const { planId, plan } = useCurrentPlan();
  const id = planId ?? plan?.id;
  const circle = useQuery({ ...circleQuery(id ?? ''), enabled: Boolean(id) });
  return circle.data?.members ?? none;
}
