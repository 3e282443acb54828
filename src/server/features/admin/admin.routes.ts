import { Hono } from 'hono';
import {
  customCodeSchema,
  seoSettingSchema,
  setAdminSchema,
  setTierSchema,
  userSearchSchema,
} from '../../../shared/schemas/admin';
import { access } from '../../auth/access';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { jsonBody, pathIds, queryOf } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { adminLeadRoutes } from '../leads';
import { getCustomCode, getSeoSettings, saveCustomCode, saveSeoSetting } from './content.service';
import { releaseNotes } from './release-notes';
import {
  cleanupExpiredSessions,
  listOwnSessions,
  securityDashboard,
  terminateSession,
} from './security.service';
import { deleteUser, listUsers, setAdmin, setTier } from './users.service';

// /api/admin/*: declared `access.admin`, so the guard lets only a two-factor-verified admin through;
// each service logs its check_admin_access event and writes its audit entries.

export function adminRoutes(deps: BaseDeps) {
  return (
    new Hono<SignedInEnv>()
      .use(access.admin, requireUser)
      .get('/users', queryOf(userSearchSchema), async (c) => {
        const input = c.req.valid('query');
        return c.json(await listUsers(deps, c.get('actor'), input));
      })
      .delete('/users/:userId', pathIds(['userId']), async (c) => {
        const { userId } = c.req.valid('param');
        return c.json(await deleteUser(deps, c.get('actor'), { userId }));
      })
      .put('/users/:userId/tier', pathIds(['userId']), jsonBody(setTierSchema), async (c) => {
        const { userId } = c.req.valid('param');
        const input = c.req.valid('json');
        return c.json(await setTier(deps, c.get('actor'), { userId, ...input }));
      })
      .put('/users/:userId/admin', pathIds(['userId']), jsonBody(setAdminSchema), async (c) => {
        const { userId } = c.req.valid('param');
        const input = c.req.valid('json');
        return c.json(await setAdmin(deps, c.get('actor'), { userId, ...input }));
      })
      .get('/security', async (c) => c.json(await securityDashboard(deps, c.get('actor'))))
      .get('/sessions', async (c) => c.json(await listOwnSessions(deps, c.get('actor'))))
      .post('/sessions/cleanup', async (c) =>
        c.json(await cleanupExpiredSessions(deps, c.get('actor'))),
      )
      .post('/sessions/:sessionId/terminate', pathIds(['sessionId']), async (c) => {
        const { sessionId } = c.req.valid('param');
        return c.json(await terminateSession(deps, c.get('actor'), { sessionId }));
      })
      .get('/seo', async (c) => c.json(await getSeoSettings(deps, c.get('actor'))))
      .put('/seo', jsonBody(seoSettingSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await saveSeoSetting(deps, c.get('actor'), input));
      })
      .get('/release-notes', async (c) => c.json(await releaseNotes(deps, c.get('actor'))))
      .get('/custom-code', async (c) => c.json(await getCustomCode(deps, c.get('actor'))))
      .put('/custom-code', jsonBody(customCodeSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await saveCustomCode(deps, c.get('actor'), input));
      })
      // The free checklist's leads, for administrators: /api/admin is mounted once.
      .route('/', adminLeadRoutes(deps))
  );
}
