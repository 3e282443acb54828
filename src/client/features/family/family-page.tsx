import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { successorOf } from '../../../shared/rules/plan-roles';
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
  const { t } = useLingui();
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
                <h1>
                  <Trans>We could not load this plan</Trans>
                </h1>
              </CardTitle>
              <CardDescription>{describeApiError(loadError)}</CardDescription>
            </CardHeader>
          </Card>
        ) : !circle.data || !planId || !session ? (
          <Spinner label={t`Loading your family`} className="py-16" />
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
  const planName = plan.name;
  const canManage = plan.role === 'owner';
  // An invitee has no plan of their own until they ask for one (record 077); while the list is
  // read, nothing is offered.
  const reader = useCurrentPlan();
  const ownsAPlan = reader.loading || reader.plans.some((each) => each.role === 'owner');

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">
          <Trans>Family: {planName}</Trans>
        </h1>
        <p className="text-muted-foreground">
          {plan.role === 'owner' ? (
            <Trans>You are an owner of this plan.</Trans>
          ) : plan.role === 'caregiver' ? (
            <Trans>You are a caregiver of this plan.</Trans>
          ) : (
            <Trans>You are a viewer of this plan.</Trans>
          )}
        </p>
      </div>

      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Plan name</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>What everyone in the plan sees in the header.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PlanNameForm key={plan.name} planId={planId} name={plan.name} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Time zone</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Due dates, times and reminder emails of this plan are in this time zone.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {canManage && !isDemo ? (
            <TimeZoneForm key={plan.timeZone ?? ''} planId={planId} timeZone={plan.timeZone} />
          ) : (
            <p>{plan.timeZone ?? <Trans>Not set yet: the first due date set chooses it.</Trans>}</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle>
              <Trans>Members</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Open tasks assigned to each person, and what each completed this month.</Trans>
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
            <CardTitle>
              <Trans>Pending invitations</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Invitations not yet accepted; each link works once.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PendingInvitations planId={planId} invitations={invitations} />
          </CardContent>
        </Card>
      )}

      {!isDemo && !ownsAPlan && (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>A care plan of your own</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                You joined this plan through an invitation. To keep a checklist for someone else,
                start a plan of your own; this one stays as it is.
              </Trans>
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
  const { t } = useLingui();
  const navigate = useNavigate();
  // The server passes the plan on by the same rule when its last owner leaves.
  const successor = successorOf(members, new Set([currentUserId]));
  const successorName = successor?.name;
  // Back to another of the current user's plans (the one chosen last): this one is no longer theirs.
  const leave = useLeavePlan(planId, () => navigate('/app', { replace: true }));
  return (
    <div>
      <ConfirmDelete
        trigger={
          <Button type="button" variant="outline" className="text-destructive">
            <LogOut aria-hidden="true" />
            <Trans>Leave plan</Trans>
          </Button>
        }
        title={t`Leave ${planName}?`}
        description={[
          premiumEnds ? premiumEndsMessage(planName) : '',
          successor
            ? t`You are its only owner, so ${successorName} will become its owner. The members are told by email.`
            : '',
          t`You will no longer see this plan's tasks. To come back, you need a new invitation.`,
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t`Leave plan`}
        onConfirm={() => leave.mutate()}
      />
    </div>
  );
}
