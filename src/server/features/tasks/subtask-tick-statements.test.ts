import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/tasks';
import { dashboardOf, taskWithSubtasksIn } from '../../test/dashboard';
import { createTestApp, type TestApp } from '../../test/test-app';

// What ticking one step costs the database (issue 34): the task row is read once, under its
// lock, and the answer is made from what was written. Every statement the app sends while the
// request is answered is recorded from the `pg` client it goes through (counted, then passed on
// unchanged), so the real queries are what is counted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The text of every statement sent while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  await work();
  return sent;
}

/** The statements that read one task's row (not the plan's progress, counted over its tasks). */
const readsOfTasks = (statements: string[]) =>
  statements.filter((text) => /^\s*select\b.*\bfrom "tasks" where \("tasks"\."id" = /is.test(text));

describe('ticking a step', () => {
  it('reads the task row once and answers the task as written, with the progress', async () => {
    const { api } = await t.signedInUser();
    const board: Dashboard = await dashboardOf(api);
    const task = taskWithSubtasksIn(board, 'healthcare');
    const step = task.subtasks[0];
    if (!step) throw new Error('the library task has no steps');

    let answer: Awaited<ReturnType<typeof api.post>> | undefined;
    const statements = await statementsDuring(async () => {
      answer = await api.post(`/api/tasks/${task.id}/subtasks/${step.id}/toggle`);
    });

    expect(answer?.status).toBe(200);
    const ticked = answer?.json.task;
    expect(ticked.subtasks.find((s: { id: string }) => s.id === step.id).completed).toBe(true);
    expect(ticked.version).toBe(task.version);
    // The answer is what a fresh read gives.
    const fresh = (await dashboardOf(api)).tasks.find((each) => each.id === task.id);
    expect(ticked).toEqual(fresh);
    expect(answer?.json.progress).toEqual((await dashboardOf(api)).progress);

    expect(readsOfTasks(statements)).toHaveLength(1);
    expect(readsOfTasks(statements)[0]).toMatch(/for update/i);
  });
});
