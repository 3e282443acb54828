import { Hono } from 'hono';
import { z } from 'zod';
import {
  addSubtaskSchema,
  createTaskSchema,
  updateTaskSchema,
  viewActionSchema,
} from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { notFound } from '../../lib/app-error';
import { parseJson } from '../../lib/validate';
import { auditBy, recordAudit } from '../audit/record-audit';
import * as subtasks from './subtasks.service';
import * as service from './tasks.service';

const uuid = z.uuid();

/** Path ids that are not UUIDs cannot name anything: 404, before touching the database. */
const id = (value: string | undefined) => {
  if (!uuid.safeParse(value).success) throw notFound();
  return value as string;
};

export function tasksRoutes(deps: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.getDashboard(deps, c.get('actor')));
    })
    .post('/', async (c) => {
      const input = await parseJson(c, createTaskSchema);
      return c.json(await service.createTask(deps, c.get('actor'), input), 201);
    })
    .patch('/:taskId', async (c) => {
      const taskId = id(c.req.param('taskId'));
      const input = await parseJson(c, updateTaskSchema);
      return c.json(await service.updateTask(deps, c.get('actor'), { taskId, ...input }));
    })
    .delete('/:taskId', async (c) => {
      const taskId = id(c.req.param('taskId'));
      return c.json(await service.deleteTask(deps, c.get('actor'), { taskId }));
    })
    .post('/:taskId/toggle', async (c) => {
      const taskId = id(c.req.param('taskId'));
      return c.json(await service.toggleTask(deps, c.get('actor'), { taskId }));
    })
    .post('/:taskId/subtasks', async (c) => {
      const taskId = id(c.req.param('taskId'));
      const { title } = await parseJson(c, addSubtaskSchema);
      return c.json(await subtasks.addSubtask(deps, c.get('actor'), { taskId, title }));
    })
    .post('/:taskId/subtasks/:subtaskId/toggle', async (c) => {
      const input = { taskId: id(c.req.param('taskId')), subtaskId: id(c.req.param('subtaskId')) };
      return c.json(await subtasks.toggleSubtask(deps, c.get('actor'), input));
    })
    .delete('/:taskId/subtasks/:subtaskId', async (c) => {
      const input = { taskId: id(c.req.param('taskId')), subtaskId: id(c.req.param('subtaskId')) };
      return c.json(await subtasks.deleteSubtask(deps, c.get('actor'), input));
    });
}

/** Views the client reports (opening a category, a task, the profile), for the audit log. */
export function auditRoutes(deps: AppDeps) {
  return new Hono<SignedInEnv>().use(requireUser).post('/views', async (c) => {
    const input = await parseJson(c, viewActionSchema);
    await recordAudit(
      deps.database.db,
      deps.clock.now(),
      auditBy(c.get('actor'), {
        action: input.action,
        resourceType: input.action === 'view_profile' ? 'profile' : input.action.slice(5),
        resourceId: input.resourceId,
        resourceCategory: input.action === 'view_category' ? input.resourceId : undefined,
      }),
    );
    return c.json({ success: true });
  });
}
