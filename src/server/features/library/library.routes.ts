import { Hono } from 'hono';
import {
  addFromLibrarySchema,
  libraryKeySchema,
  libraryQuerySchema,
  planAnswersSchema,
} from '../../../shared/schemas/library';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import { requireUser } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { notFound } from '../../lib/app-error';
import { jsonBody, queryOf } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import * as service from './library.service';

/**
 * `/api/library` (issue 58): browsing the library and the suggestions are for any member of the
 * plan (`?plan=`, else the current user's default), adding to it for those who change it.
 */
export function libraryRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  const viewer = requirePlan(deps.database.db, 'viewer');
  const caregiver = requirePlan(deps.database.db, 'caregiver');
  return (
    new Hono<PlanEnv>()
      .use(requireUser)
      .get('/', viewer, queryOf(libraryQuerySchema), async (c) => {
        return c.json(await service.listLibrary(deps, c.get('actor'), c.req.valid('query')));
      })
      // A read with a body: the answers are the person's situation, kept out of addresses and logs.
      .post('/suggestions', viewer, jsonBody(planAnswersSchema), async (c) => {
        const answers = c.req.valid('json');
        return c.json(await service.suggestLibraryTasks(deps, c.get('actor'), answers));
      })
      .post(
        '/add',
        async (c, next) => {
          // Counts against the account's task writes per minute, as adding a task does (record 042).
          await throttle.consume([{ limiter: 'taskWritesAccount', key: c.get('actor').user.id }]);
          return caregiver(c, next);
        },
        jsonBody(addFromLibrarySchema),
        async (c) => {
          const input = c.req.valid('json');
          return c.json(await service.addLibraryTasks(deps, c.get('actor'), input));
        },
      )
      .get('/:key', viewer, async (c) => {
        const key = libraryKeySchema.safeParse(c.req.param('key'));
        if (!key.success) throw notFound(service.NOT_IN_LIBRARY);
        return c.json(await service.libraryTask(deps, c.get('actor'), { key: key.data }));
      })
  );
}
