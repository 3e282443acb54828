import { Hono } from 'hono';
import { subtaskScheduleSchema, taskScheduleSchema } from '../../../shared/schemas/calendar';
import {
  addSubtaskSchema,
  createTaskSchema,
  dashboardQuerySchema,
  updateTaskSchema,
} from '../../../shared/schemas/tasks';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import { requireUser } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { parseJson, parseQuery, pathId } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { CALENDAR_TYPE } from '../calendar';
import * as schedule from './schedule.service';
import * as subtasks from './subtasks.service';
import { taskCalendar } from './task-calendar.service';
import * as service from './tasks.service';

export function tasksRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  const viewer = requirePlan(deps.database.db, 'viewer');
  const caregiver = requirePlan(deps.database.db, 'caregiver');
  return new Hono<PlanEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      // Every change counts against the account's writes per minute (decision record 042).
      if (c.req.method !== 'GET') {
        await throttle.consume([{ limiter: 'taskWritesAccount', key: c.get('actor').user.id }]);
      }
      // The plan is the query's `plan` or the actor's own; viewers read, caregivers change.
      return (c.req.method === 'GET' ? viewer : caregiver)(c, next);
    })
    .get('/', async (c) => {
      const input = parseQuery(c, dashboardQuerySchema);
      return c.json(await service.getDashboard(deps, c.get('actor'), input));
    })
    .get('/overview', async (c) => {
      return c.json(await service.getOverview(deps, c.get('actor')));
    })
    .post('/', async (c) => {
      const input = await parseJson(c, createTaskSchema);
      return c.json(await service.createTask(deps, c.get('actor'), input), 201);
    })
    .patch('/:taskId', async (c) => {
      const taskId = pathId(c.req.param('taskId'));
      const input = await parseJson(c, updateTaskSchema);
      return c.json(await service.updateTask(deps, c.get('actor'), { taskId, ...input }));
    })
    .delete('/:taskId', async (c) => {
      const taskId = pathId(c.req.param('taskId'));
      return c.json(await service.deleteTask(deps, c.get('actor'), { taskId }));
    })
    .post('/:taskId/toggle', async (c) => {
      const taskId = pathId(c.req.param('taskId'));
      return c.json(await service.toggleTask(deps, c.get('actor'), { taskId }));
    })
    .put('/:taskId/schedule', async (c) => {
      const taskId = pathId(c.req.param('taskId'));
      const input = await parseJson(c, taskScheduleSchema);
      return c.json(await schedule.setTaskSchedule(deps, c.get('actor'), { taskId, ...input }));
    })
    .get('/:taskId/calendar.ics', async (c) => {
      // 'Add to calendar' for one task: a file of one event, for any member.
      const taskId = pathId(c.req.param('taskId'), 'Task not found');
      const file = await taskCalendar(deps, c.get('actor'), { taskId });
      c.header('Content-Type', CALENDAR_TYPE);
      c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
      return c.body(file.body);
    })
    .get('/:taskId/completions', async (c) => {
      const taskId = pathId(c.req.param('taskId'));
      return c.json(await schedule.listCompletions(deps, c.get('actor'), { taskId }));
    })
    .post('/:taskId/subtasks', async (c) => {
      const taskId = pathId(c.req.param('taskId'));
      const { title } = await parseJson(c, addSubtaskSchema);
      return c.json(await subtasks.addSubtask(deps, c.get('actor'), { taskId, title }));
    })
    .post('/:taskId/subtasks/:subtaskId/toggle', async (c) => {
      const input = {
        taskId: pathId(c.req.param('taskId')),
        subtaskId: pathId(c.req.param('subtaskId')),
      };
      return c.json(await subtasks.toggleSubtask(deps, c.get('actor'), input));
    })
    .put('/:taskId/subtasks/:subtaskId/schedule', async (c) => {
      const ids = {
        taskId: pathId(c.req.param('taskId')),
        subtaskId: pathId(c.req.param('subtaskId')),
      };
      const input = await parseJson(c, subtaskScheduleSchema);
      return c.json(await schedule.setSubtaskSchedule(deps, c.get('actor'), { ...ids, ...input }));
    })
    .delete('/:taskId/subtasks/:subtaskId', async (c) => {
      const input = {
        taskId: pathId(c.req.param('taskId')),
        subtaskId: pathId(c.req.param('subtaskId')),
      };
      return c.json(await subtasks.deleteSubtask(deps, c.get('actor'), input));
    });
}
