import { Hono } from 'hono';
import { subtaskScheduleSchema, taskScheduleSchema } from '../../../shared/schemas/calendar';
import {
  addSubtaskSchema,
  createTaskSchema,
  dashboardQuerySchema,
  taskSearchQuerySchema,
  updateTaskSchema,
} from '../../../shared/schemas/tasks';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import { requireUser } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { jsonBody, pathIds, queryOf } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { CALENDAR_TYPE } from '../calendar';
import { undoCompletion } from './completion-undo.service';
import * as restore from './restore.service';
import * as schedule from './schedule.service';
import * as subtasks from './subtasks.service';
import { taskCalendar } from './task-calendar.service';
import { searchTasks } from './task-search.service';
import * as service from './tasks.service';

export function tasksRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  const viewer = requirePlan(deps.database.db, 'viewer');
  const caregiver = requirePlan(deps.database.db, 'caregiver');
  return (
    new Hono<PlanEnv>()
      .use(requireUser)
      .use(async (c, next) => {
        // Every change counts against the account's writes per minute (decision record 042).
        if (c.req.method !== 'GET') {
          await throttle.consume([{ limiter: 'taskWritesAccount', key: c.get('actor').user.id }]);
        }
        // The plan is the query's `plan` or the actor's own; viewers read, caregivers change.
        return (c.req.method === 'GET' ? viewer : caregiver)(c, next);
      })
      .get('/', queryOf(dashboardQuerySchema), async (c) => {
        const input = c.req.valid('query');
        return c.json(await service.getDashboard(deps, c.get('actor'), input));
      })
      .get('/overview', async (c) => {
        return c.json(await service.getOverview(deps, c.get('actor')));
      })
      // The dashboard's search of every task, for any member (issue 56, decision record 090).
      .get('/search', queryOf(taskSearchQuerySchema), async (c) => {
        const input = c.req.valid('query');
        return c.json(await searchTasks(deps, c.get('actor'), input));
      })
      .post('/', jsonBody(createTaskSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await service.createTask(deps, c.get('actor'), input), 201);
      })
      .patch('/:taskId', pathIds(['taskId']), jsonBody(updateTaskSchema), async (c) => {
        const { taskId } = c.req.valid('param');
        const input = c.req.valid('json');
        return c.json(await service.updateTask(deps, c.get('actor'), { taskId, ...input }));
      })
      .delete('/:taskId', pathIds(['taskId']), async (c) => {
        const { taskId } = c.req.valid('param');
        return c.json(await service.deleteTask(deps, c.get('actor'), { taskId }));
      })
      .post('/:taskId/toggle', pathIds(['taskId']), async (c) => {
        const { taskId } = c.req.valid('param');
        return c.json(await service.toggleTask(deps, c.get('actor'), { taskId }));
      })
      // Undo of a tick: the task and the steps its tick marked done open again (decision D13).
      .post('/:taskId/undo-complete', pathIds(['taskId']), async (c) => {
        const { taskId } = c.req.valid('param');
        return c.json(await undoCompletion(deps, c.get('actor'), { taskId }));
      })
      // Back from 'Recently deleted' (decision record 087).
      .post('/:taskId/restore', pathIds(['taskId']), async (c) => {
        const { taskId } = c.req.valid('param');
        return c.json(await restore.restoreTask(deps, c.get('actor'), { taskId }));
      })
      .put('/:taskId/schedule', pathIds(['taskId']), jsonBody(taskScheduleSchema), async (c) => {
        const { taskId } = c.req.valid('param');
        const input = c.req.valid('json');
        return c.json(await schedule.setTaskSchedule(deps, c.get('actor'), { taskId, ...input }));
      })
      .get('/:taskId/calendar.ics', pathIds(['taskId'], 'Task not found'), async (c) => {
        // 'Add to calendar' for one task: a file of one event, for any member.
        const { taskId } = c.req.valid('param');
        const file = await taskCalendar(deps, c.get('actor'), { taskId });
        c.header('Content-Type', CALENDAR_TYPE);
        c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
        return c.body(file.body);
      })
      .get('/:taskId/completions', pathIds(['taskId']), async (c) => {
        const { taskId } = c.req.valid('param');
        return c.json(await schedule.listCompletions(deps, c.get('actor'), { taskId }));
      })
      .post('/:taskId/subtasks', pathIds(['taskId']), jsonBody(addSubtaskSchema), async (c) => {
        const { taskId } = c.req.valid('param');
        const { title } = c.req.valid('json');
        return c.json(await subtasks.addSubtask(deps, c.get('actor'), { taskId, title }));
      })
      .post('/:taskId/subtasks/:subtaskId/toggle', pathIds(['taskId', 'subtaskId']), async (c) => {
        const input = c.req.valid('param');
        return c.json(await subtasks.toggleSubtask(deps, c.get('actor'), input));
      })
      .put(
        '/:taskId/subtasks/:subtaskId/schedule',
        pathIds(['taskId', 'subtaskId']),
        jsonBody(subtaskScheduleSchema),
        async (c) => {
          const ids = c.req.valid('param');
          const input = c.req.valid('json');
          return c.json(
            await schedule.setSubtaskSchedule(deps, c.get('actor'), { ...ids, ...input }),
          );
        },
      )
      .delete('/:taskId/subtasks/:subtaskId', pathIds(['taskId', 'subtaskId']), async (c) => {
        const input = c.req.valid('param');
        return c.json(await subtasks.deleteSubtask(deps, c.get('actor'), input));
      })
      .post('/:taskId/subtasks/:subtaskId/restore', pathIds(['taskId', 'subtaskId']), async (c) => {
        const input = c.req.valid('param');
        return c.json(await restore.restoreSubtask(deps, c.get('actor'), input));
      })
  );
}
