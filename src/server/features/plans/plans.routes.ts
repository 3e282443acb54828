import { Hono } from 'hono';
import { planTimeZoneSchema } from '../../../shared/schemas/calendar';
import {
  changeRoleSchema,
  invitationTokenSchema,
  inviteSchema,
  renamePlanSchema,
  transferSchema,
} from '../../../shared/schemas/plans';
import { access } from '../../auth/access';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { jsonBody, pathIds } from '../../lib/validate';
import { feedLinkRoutes } from '../calendar';
import { type CareDeps, careRoutes } from '../care';
import { acceptInvitation } from './invitation-use';
import * as invitations from './invitations.service';
import { startOwnPlan } from './own-plans';
import { planEventsRoutes } from './plan-events.routes';
import type { LiveDeps } from './plan-readers';
import { adoptPlanTimeZone, setPlanTimeZone } from './plan-time-zone.service';
import * as plans from './plans.service';

/** `/api/plans`: the current user's plans, and one plan's circle (members and invitations). */
export function plansRoutes(deps: LiveDeps & CareDeps) {
  // Every member may read the circle and leave; what only owners may do is declared owner here,
  // its one check (record 081); caregivers may also give a plan with none its first time zone.
  const member = requirePlan(deps.database.db, 'viewer');
  const caregiver = requirePlan(deps.database.db, 'caregiver');
  const owner = requirePlan(deps.database.db, 'owner');
  const memberId = pathIds(['userId'], 'Member not found');
  return (
    new Hono<PlanEnv>()
      .use(requireUser)
      .get('/', async (c) => c.json(await plans.listPlans(deps, c.get('actor'))))
      .post('/', jsonBody(renamePlanSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await startOwnPlan(deps, c.get('actor'), input), 201);
      })
      .get('/:planId/members', member, async (c) =>
        c.json(await plans.getCircle(deps, c.get('actor'))),
      )
      .post('/:planId/opened', member, async (c) => {
        await plans.markPlanOpened(deps, c.get('actor'));
        return c.body(null, 204);
      })
      .patch('/:planId', owner, jsonBody(renamePlanSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await plans.renamePlan(deps, c.get('actor'), input));
      })
      .patch('/:planId/time-zone', owner, jsonBody(planTimeZoneSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await setPlanTimeZone(deps, c.get('actor'), input));
      })
      // The calendar of a plan with no zone yet offers its browser's (record 093).
      .post('/:planId/time-zone/adopt', caregiver, jsonBody(planTimeZoneSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await adoptPlanTimeZone(deps, c.get('actor'), input));
      })
      .post('/:planId/invitations', owner, jsonBody(inviteSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await invitations.invite(deps, c.get('actor'), input), 201);
      })
      .delete(
        '/:planId/invitations/:invitationId',
        owner,
        pathIds(['invitationId'], 'Invitation not found'),
        async (c) => {
          const { invitationId } = c.req.valid('param');
          return c.json(await invitations.revokeInvitation(deps, c.get('actor'), { invitationId }));
        },
      )
      .patch('/:planId/members/:userId', owner, memberId, jsonBody(changeRoleSchema), async (c) => {
        const { role } = c.req.valid('json');
        const { userId } = c.req.valid('param');
        return c.json(await plans.changeRole(deps, c.get('actor'), { userId, role }));
      })
      .delete('/:planId/members/:userId', owner, memberId, async (c) => {
        const { userId } = c.req.valid('param');
        return c.json(await plans.removeMember(deps, c.get('actor'), { userId }));
      })
      .post('/:planId/leave', member, async (c) =>
        c.json(await plans.leavePlan(deps, c.get('actor'))),
      )
      .post('/:planId/transfer', owner, jsonBody(transferSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await plans.transferOwnership(deps, c.get('actor'), input));
      })
      // A plan's live changes, each member's calendar link to it, its care profile and
      // documents: /api/plans is mounted once.
      .route('/', planEventsRoutes(deps))
      .route('/', feedLinkRoutes(deps))
      .route('/', careRoutes(deps))
  );
}

/**
 * `/api/invitations`: the join page. The preview is public (the link's holder learns the plan's
 * name before signing in); accepting needs the invited person signed in.
 */
export function invitationRoutes(deps: LiveDeps) {
  return new Hono<SignedInEnv>()
    .post('/preview', access.public, jsonBody(invitationTokenSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await invitations.previewInvitation(deps, input));
    })
    .post('/accept', requireUser, jsonBody(invitationTokenSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await acceptInvitation(deps, c.get('actor'), input));
    });
}
