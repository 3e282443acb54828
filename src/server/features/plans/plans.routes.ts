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
import { parseJson, pathId } from '../../lib/validate';
import { feedLinkRoutes } from '../calendar';
import { acceptInvitation } from './invitation-use';
import * as invitations from './invitations.service';
import { startOwnPlan } from './own-plans';
import { planEventsRoutes } from './plan-events.routes';
import type { LiveDeps } from './plan-readers';
import * as plans from './plans.service';

/** `/api/plans`: the current user's plans, and one plan's circle (members and invitations). */
export function plansRoutes(deps: LiveDeps) {
  // Every member may read the circle and leave; the services refuse what only owners may do.
  const member = requirePlan(deps.database.db, 'viewer');
  const owner = requirePlan(deps.database.db, 'owner');
  const memberId = (value: string | undefined) => pathId(value, 'Member not found');
  return (
    new Hono<PlanEnv>()
      .use(requireUser)
      .get('/', async (c) => c.json(await plans.listPlans(deps, c.get('actor'))))
      .post('/', async (c) => {
        const input = await parseJson(c, renamePlanSchema);
        return c.json(await startOwnPlan(deps, c.get('actor'), input), 201);
      })
      .get('/:planId/members', member, async (c) =>
        c.json(await plans.getCircle(deps, c.get('actor'))),
      )
      .post('/:planId/opened', member, async (c) => {
        await plans.markPlanOpened(deps, c.get('actor'));
        return c.body(null, 204);
      })
      .patch('/:planId', owner, async (c) => {
        const input = await parseJson(c, renamePlanSchema);
        return c.json(await plans.renamePlan(deps, c.get('actor'), input));
      })
      .patch('/:planId/time-zone', owner, async (c) => {
        const input = await parseJson(c, planTimeZoneSchema);
        return c.json(await plans.setPlanTimeZone(deps, c.get('actor'), input));
      })
      .post('/:planId/invitations', owner, async (c) => {
        const input = await parseJson(c, inviteSchema);
        return c.json(await invitations.invite(deps, c.get('actor'), input), 201);
      })
      .delete('/:planId/invitations/:invitationId', owner, async (c) => {
        const invitationId = pathId(c.req.param('invitationId'), 'Invitation not found');
        return c.json(await invitations.revokeInvitation(deps, c.get('actor'), { invitationId }));
      })
      .patch('/:planId/members/:userId', owner, async (c) => {
        const { role } = await parseJson(c, changeRoleSchema);
        const userId = memberId(c.req.param('userId'));
        return c.json(await plans.changeRole(deps, c.get('actor'), { userId, role }));
      })
      .delete('/:planId/members/:userId', member, async (c) => {
        const userId = memberId(c.req.param('userId'));
        return c.json(await plans.removeMember(deps, c.get('actor'), { userId }));
      })
      .post('/:planId/transfer', owner, async (c) => {
        const input = await parseJson(c, transferSchema);
        return c.json(await plans.transferOwnership(deps, c.get('actor'), input));
      })
      // A plan's live changes, and each member's calendar link to it: /api/plans is mounted once.
      .route('/', planEventsRoutes(deps))
      .route('/', feedLinkRoutes(deps))
  );
}

/**
 * `/api/invitations`: the join page. The preview is public (the link's holder learns the plan's
 * name before signing in); accepting needs the invited person signed in.
 */
export function invitationRoutes(deps: LiveDeps) {
  return new Hono<SignedInEnv>()
    .post('/preview', access.public, async (c) => {
      const input = await parseJson(c, invitationTokenSchema);
      return c.json(await invitations.previewInvitation(deps, input));
    })
    .post('/accept', requireUser, async (c) => {
      const input = await parseJson(c, invitationTokenSchema);
      return c.json(await acceptInvitation(deps, c.get('actor'), input));
    });
}
