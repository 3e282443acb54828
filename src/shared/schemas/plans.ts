import { CARE_CIRCLE_LIMITS } from '../rules/limits';
import { invitedRoles, type PlanRole, planRoles } from '../rules/plan-roles';
import { tooLongMessage } from '../rules/text';
import { emailSchema, invitationToken } from './auth';
import { plainText } from './text';
import { z } from './zod';

// The care circle's contract (decision record 045), shared by the server and the Family page.

export const planMessages = {
  nameRequired: 'Plan name is required',
  nameTooLong: tooLongMessage('Plan name', CARE_CIRCLE_LIMITS.planNameLength),
  invitationUnusable:
    'This invitation link is no longer valid. Ask the person who invited you for a new one.',
} as const;

/**
 * What a new plan is called until an owner renames it: written in its first owner's language
 * when it is made (issue 59), then the family's own words like any name they give it.
 */
export const defaultPlanName = /*i18n*/ { id: 'plan.default-name', message: 'Care plan' };

/** `PATCH /api/plans/:planId`: an owner renames the plan. */
export const renamePlanSchema = z.object({
  name: plainText({
    max: CARE_CIRCLE_LIMITS.planNameLength,
    tooLong: planMessages.nameTooLong,
    trim: true,
  }).min(1, { error: planMessages.nameRequired }),
});

/** `POST /api/plans/:planId/invitations`: an owner invites a relative by email. */
export const inviteSchema = z.object({
  email: emailSchema,
  role: z.enum(invitedRoles).default('caregiver'),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** `PATCH /api/plans/:planId/members/:userId`: an owner changes a member's role. */
export const changeRoleSchema = z.object({ role: z.enum(planRoles) });

/** `POST /api/plans/:planId/transfer`: an owner hands the plan to another member. */
export const transferSchema = z.object({ userId: z.uuid({ error: 'Invalid input' }) });

/** The invitation link's token, sent in a body so it stays out of addresses and logs. */
export const invitationTokenSchema = z.object({ token: invitationToken });

/** One of the current user's plans, for the header's switcher. */
export type PlanSummary = {
  id: string;
  name: string;
  role: PlanRole;
  /** The plan's owners' names (display name, else address), so two plans with one name can be told apart. */
  owners: string[];
  memberCount: number;
  premium: boolean;
  /** The zone its due dates are read in (decision record 047); null until first set. */
  timeZone: string | null;
  /** The plan `/app` opens without `?plan=`: the one last chosen (record 077). */
  isDefault: boolean;
};

export type PlanMember = {
  userId: string;
  /** How the plan names them: the display name they chose, else their address (issue 56). */
  name: string;
  email: string;
  role: PlanRole;
  joinedAt: string;
  /** Open tasks assigned to the member, and tasks they completed this calendar month (UTC). */
  openTasks: number;
  completedThisMonth: number;
};

export type PlanInvitation = {
  id: string;
  email: string;
  role: (typeof invitedRoles)[number];
  /** Who invited, by name (display name, else address); null once their account is gone. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
};

/** `GET /api/plans/:planId/members`: the Family page. Invitations: owners only (else []). */
export type PlanCircle = {
  plan: PlanSummary;
  members: PlanMember[];
  invitations: PlanInvitation[];
  /** Whether the plan would lose premium for the others if the current user left it (record 093). */
  premiumEndsIfYouLeave: boolean;
};

/** `POST /api/invitations/preview`: what the join page shows before anyone accepts. */
export type InvitationPreview = {
  planName: string;
  /** Who invited, by name (display name, else address). */
  invitedBy: string | null;
  email: string;
  role: (typeof invitedRoles)[number];
  expiresAt: string;
};

/**
 * What someone's going does to one of their plans (decision D10): it stays as it is (an owner
 * stays), passes to `successor`, or is deleted with its last member.
 */
export type PlanFate = {
  planId: string;
  planName: string;
  fate: 'kept' | 'passed' | 'deleted';
  successor?: { userId: string; email: string; name: string };
  /**
   * The plan loses premium (its videos) for the members who stay: its premium came from the
   * owners who go, and no owner after it, the successor included, is premium (record 093).
   */
  premiumEnds: boolean;
  /** Who stays, with their role after it. */
  staying: { userId: string; email: string; role: PlanRole }[];
};
