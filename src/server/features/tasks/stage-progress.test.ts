import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { library } from '../../../shared/content/library/library';
import type { StageId } from '../../../shared/content/library/library-entry';
import { starterTasks } from '../../../shared/content/library/starters';
import type { Dashboard, Task } from '../../../shared/schemas/tasks';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// The plan by stage (issue 58, decision record 097): the overview the dashboard opens with counts
// each stage's tasks, done and in all, and the family's own tasks apart, so together they count
// every task of the plan; each task copied from the library says its stage.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

async function overviewOf(api: ApiClient): Promise<Dashboard> {
  const answer = await api.get('/api/tasks/overview');
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

const stageOfKey = (key: string) => library.find((entry) => entry.key === key)?.stage as StageId;
const startersIn = (stage: StageId) =>
  starterTasks.filter((task) => stageOfKey(task.key) === stage).length;

describe('the overview by stage', () => {
  it('counts a new plan’s starter tasks in their stages, in the landing page’s order', async () => {
    const { api } = await t.signedInUser();
    const { stages, progress, tasks } = await overviewOf(api);
    expect(stages).toEqual({
      stages: [
        {
          stage: 'early_planning',
          total: startersIn('early_planning'),
          completed: 0,
          percentage: 0,
        },
        {
          stage: 'care_transitions',
          total: startersIn('care_transitions'),
          completed: 0,
          percentage: 0,
        },
        { stage: 'advanced_care', total: startersIn('advanced_care'), completed: 0, percentage: 0 },
      ],
      own: { total: 0, completed: 0, percentage: 0 },
    });
    expect(progress.overall.total).toBe(starterTasks.length);
    for (const task of tasks) {
      const starter = starterTasks.find((entry) => entry.title === task.title);
      expect(task.stage, task.title).toBe(stageOfKey(starter?.key ?? ''));
    }
  });

  it('counts ticks, library tasks added, the family’s own tasks apart, and not deleted ones', async () => {
    const { api } = await t.signedInUser();
    const before = (await overviewOf(api)).stages;
    const early = (await api.get('/api/tasks')).json.tasks.find(
      (task: Task) => task.stage === 'early_planning',
    ) as Task;
    expect((await api.post(`/api/tasks/${early.id}/toggle`)).status).toBe(200);
    expect((await api.post('/api/library/add', { keys: ['plan-hospital-discharge'] })).status).toBe(
      200,
    );
    const own = await api.post('/api/tasks', {
      title: 'Visit Riverside Manor',
      categoryId: 'housing',
    });
    expect(own.json.task.stage).toBeUndefined();
    await api.post(`/api/tasks/${own.json.task.id}/toggle`);
    const gone = await api.post('/api/tasks', { title: 'Ask the neighbor', categoryId: 'housing' });
    await api.request('DELETE', `/api/tasks/${gone.json.task.id}`);

    const { stages, progress } = await overviewOf(api);
    const [earlyBefore, transitionsBefore] = before?.stages ?? [];
    expect(stages?.stages[0]).toMatchObject({
      stage: 'early_planning',
      total: earlyBefore?.total,
      completed: 1,
    });
    expect(stageOfKey('plan-hospital-discharge')).toBe('care_transitions');
    expect(stages?.stages[1]).toMatchObject({
      stage: 'care_transitions',
      total: (transitionsBefore?.total ?? 0) + 1,
      completed: 0,
    });
    expect(stages?.own).toEqual({ total: 1, completed: 1, percentage: 100 });
    // Together they are every task of the plan, as its progress counts them.
    const all = [...(stages?.stages ?? []), stages?.own];
    expect(all.reduce((sum, stage) => sum + (stage?.total ?? 0), 0)).toBe(progress.overall.total);
    expect(all.reduce((sum, stage) => sum + (stage?.completed ?? 0), 0)).toBe(
      progress.overall.completed,
    );
  });
});
