import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { planRoleLabels, successorOf } from '../../../shared/rules/plan-roles';
import type { PlanCircle, PlanMember } from '../../../shared/schemas/plans';
import { AppHeader } from '../../components/app-header';
import { ConfirmDelete } from '../../components/confirm-delete';
import { InviteMemberDialog } from '../../components/invite-member-dialog';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api-error-messages';
import { useCurrentPlan } from '../../lib/plan-context';
import { circleQuery } from '../../lib/plan-requests';
import { premiumEndsMessage } from '../../lib/premium-ends';
import { useSession } from '../../lib/session';
import { useLeavePlan } from './api/use-family-changes';
import { MembersTable } from './components/members-table';
import { OwnPlanForm } from './components/own-plan-form';
import { PendingInvitations } from './components/pending-invitations';
import { PlanNameForm } from './components/plan-name-form';
import { TimeZoneForm } from './components/time-zone-form';

/** /family: the plan the tab shows (`?plan=`, else the current user's own), its people and invitations. */
export function FamilyPage() {
  const { data: session } = useSession();
  const current = useCurrentPlan();
  const planId = current.planId ?? current.plan?.id;
  const circle = useQuery({ ...circleQuery(planId ?? ''), enabled: Boolean(planId) });
  const loadError = current.loadError ?? circle.error;

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        {loadError ? (
          <Card role="alert">
            <CardHeader>
              <CardTitle asChild>
                <h1>We could not load this plan</h1>
              </CardTitle>
              <CardDescription>{describeApiError(loadError)}</CardDescription>
            </CardHeader>
          </Card>
        ) : !circle.data || !planId || !session ? (
          <Spinner label="Loading your family" className="py-16" />
        ) : (
          <FamilyCircle
            planId={planId}
            currentUserId={session.user.id}
            isDemo={session.user.isDemo}
            circle={circle.data}
          />
        )}
      </main>
    </div>
  );
}

function FamilyCircle({
  planId,
  currentUserId,
  isDemo,
  circle,
}: {
  planId: string;
  currentUserId: string;
  isDemo: boolean;
  circle: PlanCircle;
}) {
  const { plan, members, invitations } = circle;
  const canManage = plan.role === 'owner';
  // An invitee has no plan of their own until they ask for one (record 077); while the list is
  // read, nothing is offered.
  const reader = useCurrentPlan();
  const ownsAPlan = reader.loading || reader.plans.some((each) => each.role === 'owner');

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">Family: {plan.name}</h1>
        <p className="text-muted-foreground">
          You are {plan.role === 'owner' ? 'an' : 'a'} {planRoleLabels[plan.role].toLowerCase()} of
          this plan.
        </p>
      </div>

      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Plan name</CardTitle>
            <CardDescription>What everyone in the plan sees in the header.</CardDescription>
          </CardHeader>
          <CardContent>
            <PlanNameForm key={plan.name} planId={planId} name={plan.name} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Time zone</CardTitle>
          <CardDescription>
            Due dates, times and reminder emails of this plan are in this time zone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {canManage && !isDemo ? (
            <TimeZoneForm key={plan.timeZone ?? ''} planId={planId} timeZone={plan.timeZone} />
          ) : (
            <p>{plan.timeZone ?? 'Not set yet: the first due date set chooses it.'}</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle>Members</CardTitle>
            <CardDescription>
              Open tasks assigned to each person, and what each completed this month.
            </CardDescription>
          </div>
          {canManage && !isDemo && <InviteMemberDialog planId={planId} />}
        </CardHeader>
        <CardContent>
          <MembersTable
            planId={planId}
            members={members}
            currentUserId={currentUserId}
            canManage={canManage}
          />
        </CardContent>
      </Card>

      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Pending invitations</CardTitle>
            <CardDescription>Invitations not yet accepted; each link works once.</CardDescription>
          </CardHeader>
          <CardContent>
            <PendingInvitations planId={planId} invitations={invitations} />
          </CardContent>
        </Card>
      )}

      {!isDemo && !ownsAPlan && (
        <Card>
          <CardHeader>
            <CardTitle>A care plan of your own</CardTitle>
            <CardDescription>
              You joined this plan through an invitation. To keep a checklist for someone else,
              start a plan of your own; this one stays as it is.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <OwnPlanForm />
          </CardContent>
        </Card>
      )}

      {/* The only member cannot leave: the plan would go with them (decision D10). */}
      {members.length > 1 && (
        <LeavePlan
          planId={planId}
          currentUserId={currentUserId}
          planName={plan.name}
          members={members}
          premiumEnds={circle.premiumEndsIfYouLeave}
        />
      )}
    </>
  );
}

function LeavePlan({
  planId,
  currentUserId,
  planName,
  members,
  premiumEnds,
}: {
  planId: string;
  currentUserId: string;
  planName: string;
  members: PlanMember[];
  /** The family's premium is the current user's: said first (record 093). */
  premiumEnds: boolean;
}) {
  const navigate = useNavigate();
  // The server passes the plan on by the same rule when its last owner leaves.
  const successor = successorOf(members, new Set([currentUserId]));
  // Back to another of the current user's plans (the one chosen last): this one is no longer theirs.
  const leave = useLeavePlan(planId, () => navigate('/app', { replace: true }));
  return (
    <div>
      <ConfirmDelete
        trigger={
          <Button type="button" variant="outline" className="text-destructive">
            <LogOut aria-hidden="true" />
            Leave plan
          </Button>
        }
        title={`Leave ${planName}?`}
        description={`${premiumEnds ? `${premiumEndsMessage(planName)} ` : ''}${
          successor
            ? `You are its only owner, so ${successor.name} will become its owner. The members are told by email. `
            : ''
        }You will no longer see this plan's tasks. To come back, you need a new invitation.`}
        confirmLabel="Leave plan"
        onConfirm={() => leave.mutate()}
      />
    </div>
  );
}
