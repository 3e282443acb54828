import { Hono } from 'hono';
import { z } from 'zod';
import {
  addSubtaskSchema,
  createTaskSchema,
  updateTaskSchema,
  viewActionSchema,
} from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import type { AuthContext } from '../../auth/sessions';
import { notFound, unauthorized } from '../../lib/app-error';
import { parseJson } from '../../lib/validate';
import { type AuditEntry, recordAudit } from '../audit/record-audit';
import * as service from './tasks.service';

const uuid = z.uuid();

export function tasksRoutes(deps: AppDeps) {
  const { database, clock } = deps;
  const db = database.db;

  const signedIn = (auth: AuthContext | undefined) => {
    if (!auth) throw unauthorized();
    return auth;
  };
  /** Path ids that are not UUIDs cannot name anything: 404, before touching the database. */
  const id = (value: string | undefined) => {
    if (!uuid.safeParse(value).success) throw notFound();
    return value as string;
  };
  const audit = (
    auth: AuthContext,
    address: string,
    entry: Omit<AuditEntry, 'userId' | 'userEmail' | 'ipAddress'>,
  ) =>
    recordAudit(db, clock.now(), {
      userId: auth.user.id,
      userEmail: auth.user.email,
      ipAddress: address,
      resourceType: 'task',
      ...entry,
    });

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = signedIn(c.get('auth'));
      c.header('Cache-Control', 'no-store');
      return c.json(await service.getDashboard(db, user, clock.now()));
    })
    .post('/', async (c) => {
      const auth = signedIn(c.get('auth'));
      const input = await parseJson(c, createTaskSchema);
      const change = await service.createTask(db, auth.user, input, clock.now());
      await audit(auth, c.get('clientAddress'), {
        action: 'create_task',
        resourceId: change.task.id,
        resourceCategory: change.task.categoryId,
        details: { title: change.task.title },
      });
      return c.json(change, 201);
    })
    .patch('/:taskId', async (c) => {
      const auth = signedIn(c.get('auth'));
      const taskId = id(c.req.param('taskId'));
      const input = await parseJson(c, updateTaskSchema);
      const change = await service.updateTask(db, auth.user, taskId, input, clock.now());
      const fields = Object.keys(input);
      await audit(auth, c.get('clientAddress'), {
        action:
          fields.length === 1 && input.notes !== undefined ? 'update_task_notes' : 'update_task',
        resourceId: taskId,
        resourceCategory: change.task.categoryId,
        details: { fields },
      });
      return c.json(change);
    })
    .delete('/:taskId', async (c) => {
      const auth = signedIn(c.get('auth'));
      const taskId = id(c.req.param('taskId'));
      const { task, progress } = await service.deleteTask(db, auth.user, taskId);
      await audit(auth, c.get('clientAddress'), {
        action: 'delete_task',
        resourceId: taskId,
        resourceCategory: task.categoryId,
        details: { title: task.title },
      });
      return c.json({ progress });
    })
    .post('/:taskId/toggle', async (c) => {
      const auth = signedIn(c.get('auth'));
      const taskId = id(c.req.param('taskId'));
      const change = await service.toggleTask(db, auth.user, taskId, clock.now());
      await audit(auth, c.get('clientAddress'), {
        action: 'toggle_task_completion',
        resourceId: taskId,
        resourceCategory: change.task.categoryId,
        details: { completed: change.task.completed },
      });
      return c.json(change);
    })
    .post('/:taskId/subtasks', async (c) => {
      const auth = signedIn(c.get('auth'));
      const taskId = id(c.req.param('taskId'));
      const { title } = await parseJson(c, addSubtaskSchema);
      const change = await service.addSubtask(db, auth.user, taskId, title, clock.now());
      if (title) {
        await audit(auth, c.get('clientAddress'), {
          action: 'update_task',
          resourceId: taskId,
          resourceCategory: change.task.categoryId,
          details: { addedSubtask: title },
        });
      }
      return c.json(change);
    })
    .post('/:taskId/subtasks/:subtaskId/toggle', async (c) => {
      const auth = signedIn(c.get('auth'));
      const taskId = id(c.req.param('taskId'));
      const subtaskId = id(c.req.param('subtaskId'));
      const change = await service.toggleSubtask(db, auth.user, taskId, subtaskId, clock.now());
      await audit(auth, c.get('clientAddress'), {
        action: 'toggle_subtask_completion',
        resourceId: taskId,
        resourceCategory: change.task.categoryId,
        details: { subtaskId },
      });
      return c.json(change);
    })
    .delete('/:taskId/subtasks/:subtaskId', async (c) => {
      const auth = signedIn(c.get('auth'));
      const taskId = id(c.req.param('taskId'));
      const subtaskId = id(c.req.param('subtaskId'));
      const change = await service.deleteSubtask(db, auth.user, taskId, subtaskId, clock.now());
      await audit(auth, c.get('clientAddress'), {
        action: 'delete_subtask',
        resourceId: taskId,
        resourceCategory: change.task.categoryId,
        details: { subtaskId },
      });
      return c.json(change);
    });
}

/** Views the client reports (opening a category, a task, the profile), for the audit log. */
export function auditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/views', async (c) => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized();
    const input = await parseJson(c, viewActionSchema);
    await recordAudit(deps.database.db, deps.clock.now(), {
      userId: auth.user.id,
      userEmail: auth.user.email,
      ipAddress: c.get('clientAddress'),
      action: input.action,
      resourceType: input.action === 'view_profile' ? 'profile' : input.action.slice(5),
      resourceId: input.resourceId,
      resourceCategory: input.action === 'view_category' ? input.resourceId : undefined,
    });
    return c.json({ success: true });
  });
}
