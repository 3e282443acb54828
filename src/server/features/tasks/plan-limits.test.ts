import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGE_TASKS, PLAN_LIMITS } from '../../../shared/rules/limits';
import { loadPlanAccess } from '../../auth/plan-access';
import { auditLogs, subtasks, tasks, users } from '../../db/schema';
import { dashboardOf } from '../../test/dashboard';
import { createTestApp, type TestApp } from '../../test/test-app';

// The ceilings of decision record 042, checked through the API as a client meets them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return (row as { id: string }).id;
}

async function taskCount(userId: string): Promise<number> {
  const { id: planId } = await loadPlanAccess(t.database.db, userId);
  const [row] = await t.database.db
    .select({ n: count() })
    .from(tasks)
    .where(eq(tasks.planId, planId));
  return row?.n ?? 0;
}

/** Fills a plan up to `total` tasks straight in the database: the API would take minutes. */
async function fillPlan(userId: string, total: number) {
  const have = await taskCount(userId);
  const { id: planId } = await loadPlanAccess(t.database.db, userId);
  const rows = Array.from({ length: total - have }, (_, index) => ({
    planId,
    categoryId: 'personal',
    title: `Filler ${index}`,
    position: 1_000 + index,
    createdAt: new Date(),
    updatedAt: new Date(),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await t.database.db.insert(tasks).values(rows.slice(start, start + 200));
  }
}

describe('tasks per plan', () => {
  it(`adds the ${PLAN_LIMITS.tasks}th task, then refuses more with a clear message and changes nothing`, async () => {
    const { api, email } = await t.signedInUser();
    const userId = await userIdOf(email);
    await fillPlan(userId, PLAN_LIMITS.tasks - 1);

    const last = await api.post('/api/tasks', { title: 'The last one that fits' });
    expect(last.status).toBe(201);
    const auditBefore = await t.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(eq(auditLogs.userEmail, email));

    const refused = await api.post('/api/tasks', { title: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'plan_limit',
      message: 'A plan holds at most 1,000 tasks. Delete tasks you no longer need to add new ones.',
    });
    expect(await taskCount(userId)).toBe(PLAN_LIMITS.tasks);
    const auditAfter = await t.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(eq(auditLogs.userEmail, email));
    expect(auditAfter).toEqual(auditBefore);

    // Deleting one makes room again.
    const board = await dashboardOf(api);
    const removable = board.tasks.find((task) => task.title === 'Filler 0');
    expect((await api.request('DELETE', `/api/tasks/${removable?.id}`)).status).toBe(200);
    expect((await api.post('/api/tasks', { title: 'Fits again' })).status).toBe(201);
  });

  it('counts requests that arrive together one after another, so the ceiling holds', async () => {
    const { api, email } = await t.signedInUser();
    const userId = await userIdOf(email);
    await fillPlan(userId, PLAN_LIMITS.tasks - 2);

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => api.post('/api/tasks', { title: `Race ${index}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await taskCount(userId)).toBe(PLAN_LIMITS.tasks);
  });
});

describe('subtasks per task', () => {
  it(`adds up to ${PLAN_LIMITS.subtasksPerTask} subtasks to a task, then refuses more`, async () => {
    const { api } = await t.signedInUser();
    const created = await api.post('/api/tasks', { title: 'A long list' });
    const taskId: string = created.json.task.id;
    await t.database.db.insert(subtasks).values(
      Array.from({ length: PLAN_LIMITS.subtasksPerTask - 1 }, (_, index) => ({
        taskId,
        title: `Step ${index}`,
        position: index,
      })),
    );

    const last = await api.post(`/api/tasks/${taskId}/subtasks`, { title: 'Last step' });
    expect(last.status).toBe(200);
    expect(last.json.task.subtasks).toHaveLength(PLAN_LIMITS.subtasksPerTask);

    const refused = await api.post(`/api/tasks/${taskId}/subtasks`, { title: 'One step too many' });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'plan_limit',
      message:
        'A task holds at most 100 subtasks. Delete subtasks you no longer need to add new ones.',
    });
    const stored = await t.database.db
      .select({ n: count() })
      .from(subtasks)
      .where(eq(subtasks.taskId, taskId));
    expect(stored[0]?.n).toBe(PLAN_LIMITS.subtasksPerTask);
  });
});

describe('writes per minute', () => {
  it('refuses changes beyond the per-minute allowance with 429 and a wait, and reads still work', async () => {
    const limited = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '5' } });
    try {
      const { api, email } = await limited.signedInUser();
      for (let index = 0; index < 5; index += 1) {
        expect((await api.post('/api/tasks', { title: `Task ${index}` })).status).toBe(201);
      }
      const refused = await api.post('/api/tasks', { title: 'Too fast' });
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toBe(
        'You are making changes faster than we allow. Please wait a minute and try again.',
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);

      const board = await dashboardOf(api);
      expect(board.tasks.some((task) => task.title === 'Too fast')).toBe(false);
      expect(board.tasks).toHaveLength(27);

      // The allowance is each account's own: another caregiver is not slowed down.
      const other = await limited.signedInUser();
      expect((await other.api.post('/api/tasks', { title: 'Mine' })).status).toBe(201);
      expect(email).not.toBe(other.email);
    } finally {
      await limited.close();
    }
  });
});

describe('a large plan opens with a bounded first answer', () => {
  it("the overview holds the progress and each category card's first tasks, whatever the plan holds", async () => {
    const { api, email } = await t.signedInUser();
    const small = await api.get('/api/tasks/overview');
    expect(small.status).toBe(200);
    await fillPlan(await userIdOf(email), PLAN_LIMITS.tasks);

    const overview = await api.get('/api/tasks/overview');
    expect(overview.status).toBe(200);
    expect(overview.json.progress.overall).toEqual({ total: 1_000, completed: 0, percentage: 0 });
    const personal = overview.json.progress.categories.find(
      (entry: { categoryId: string }) => entry.categoryId === 'personal',
    );
    const personalBefore = small.json.progress.categories.find(
      (entry: { categoryId: string }) => entry.categoryId === 'personal',
    );
    expect(personal.total).toBe(personalBefore.total + PLAN_LIMITS.tasks - 22);
    // Two tasks a category: the same answer, give or take titles, as for a new account.
    expect(overview.json.tasks).toHaveLength(14);
    expect(overview.text.length).toBeLessThan(small.text.length * 1.2);
    for (const categoryId of ['housing', 'personal']) {
      const shown = overview.json.tasks.filter(
        (task: { categoryId: string }) => task.categoryId === categoryId,
      );
      expect(shown).toHaveLength(2);
    }

    // A category's tasks when it is opened: all of them, and none of another category.
    const opened = await api.get('/api/tasks?category=personal');
    expect(opened.status).toBe(200);
    expect(opened.json.tasks).toHaveLength(personal.total);
    expect(
      opened.json.tasks.every((task: { categoryId: string }) => task.categoryId === 'personal'),
    ).toBe(true);
    expect(opened.json.progress).toEqual(overview.json.progress);

    const unknown = await api.get('/api/tasks?category=garden');
    expect(unknown.status).toBe(400);

    // A category as the dashboard opens it (issue 32): its first page, in the same order as the
    // whole list, and whether more follow; each next step asks for more from the top.
    const ids = (list: { id: string }[]) => list.map((task) => task.id);
    const firstPage = await api.get(`/api/tasks?category=personal&limit=${CATEGORY_PAGE_TASKS}`);
    expect(firstPage.status).toBe(200);
    expect(ids(firstPage.json.tasks)).toEqual(ids(opened.json.tasks).slice(0, CATEGORY_PAGE_TASKS));
    expect(firstPage.json.hasMore).toBe(true);
    expect(firstPage.json.progress).toEqual(overview.json.progress);
    // A phone renders it as soon as it comes: a fraction of the whole category.
    expect(firstPage.text.length).toBeLessThan(60_000);
    expect(firstPage.text.length).toBeLessThan(opened.text.length / 10);
    const secondStep = await api.get(
      `/api/tasks?category=personal&limit=${2 * CATEGORY_PAGE_TASKS}`,
    );
    expect(ids(secondStep.json.tasks)).toEqual(
      ids(opened.json.tasks).slice(0, 2 * CATEGORY_PAGE_TASKS),
    );
    const lastStep = await api.get(`/api/tasks?category=personal&limit=${personal.total}`);
    expect(lastStep.json.tasks).toHaveLength(personal.total);
    expect(lastStep.json.hasMore).toBe(false);
    expect(opened.json.hasMore).toBeUndefined();

    // A limit that is not a whole number from 1 to the plan's ceiling is refused (an empty one
    // is no limit, as for every query parameter).
    for (const limit of ['0', '-1', '1.5', 'ten', '1001', '01', '99999999999']) {
      const refused = await api.get(`/api/tasks?category=personal&limit=${limit}`);
      expect(refused.status, `limit=${limit}`).toBe(400);
      expect(refused.json.error.message).toBe('Invalid input');
    }
  });
});
