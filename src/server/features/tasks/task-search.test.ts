import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_SEARCH_LIMITS } from '../../../shared/rules/limits';
import type { TaskSearchAnswer, TaskSearchHit } from '../../../shared/schemas/tasks';
import { tasks } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { addMember, ownPlanId } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import { createTestApp, type TestApp } from '../../test/test-app';

// `GET /api/tasks/search` (issue 56, item 4; decision record 090): every task of the plan, its
// title, description, steps and notes, each word anywhere in any order and case, with where it
// matched; nothing of another plan, nothing premium, bad input refused in words.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const LEGAL_TASK = 'Establish a durable power of attorney';

async function search(api: ApiClient, q: string, plan?: string): Promise<TaskSearchAnswer> {
  const params = new URLSearchParams({ q, ...(plan ? { plan } : {}) });
  const answer = await api.get(`/api/tasks/search?${params}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

const hitTitled = (answer: TaskSearchAnswer, title: string) =>
  answer.hits.find((hit) => hit.title === title) as TaskSearchHit;

describe('what a search finds', () => {
  it('"power of attorney" finds the legal task first, said to be in its title, and the others after', async () => {
    const { api } = await t.signedInUser();
    const answer = await search(api, 'power of attorney');
    expect(answer.hits[0]).toMatchObject({
      title: LEGAL_TASK,
      categoryId: 'legal',
      categoryName: 'Legal Affairs',
      completed: false,
    });
    expect(answer.hits[0]?.matches[0]).toEqual({ place: 'title', text: LEGAL_TASK });
    expect(answer.total).toBe(answer.hits.length);
    expect(answer.words).toEqual(['power', 'of', 'attorney']);
  });

  it('finds words in a description, a step and the notes, in any order and any case', async () => {
    const { api } = await t.signedInUser();
    const description = await search(api, 'GUARDIANSHIP');
    expect(hitTitled(description, LEGAL_TASK).matches).toEqual([
      { place: 'description', text: expect.stringContaining('guardianship') },
    ]);

    const step = await search(api, 'notary');
    expect(hitTitled(step, LEGAL_TASK).matches).toEqual([
      { place: 'step', text: 'Sign the document with the required witnesses or notary' },
    ]);

    const board = await dashboardOf(api);
    const legal = board.tasks.find((task) => task.title === LEGAL_TASK);
    const saved = await api.request('PATCH', `/api/tasks/${legal?.id}`, {
      notes: 'Ask Mrs Okonkwo at the bank which form they take.',
    });
    expect(saved.status).toBe(200);
    const notes = await search(api, 'form okonkwo');
    expect(notes.hits.map((hit) => hit.title)).toEqual([LEGAL_TASK]);
    expect(notes.hits[0]?.matches).toEqual([
      { place: 'notes', text: 'Ask Mrs Okonkwo at the bank which form they take.' },
    ]);

    // Words apart, in any order: the task must hold each of them.
    const apart = await search(api, 'ATTORNEY Durable');
    expect(apart.hits[0]?.title).toBe(LEGAL_TASK);
    expect((await search(api, 'attorney zebra')).hits).toEqual([]);
  });

  it("finds a family's own task and its steps, and no deleted task or step", async () => {
    const { api } = await t.signedInUser();
    const made = await api.post('/api/tasks', {
      title: 'Renew the blue badge',
      categoryId: 'care_support',
      description: 'The council parking permit',
    });
    expect(made.status).toBe(201);
    const taskId = made.json.task.id as string;
    const step = await api.post(`/api/tasks/${taskId}/subtasks`, { title: 'Photo from Walgreens' });
    expect((await search(api, 'walgreens')).hits.map((hit) => hit.taskId)).toEqual([taskId]);

    const stepId = step.json.task.subtasks[0].id as string;
    await api.request('DELETE', `/api/tasks/${taskId}/subtasks/${stepId}`);
    expect((await search(api, 'walgreens')).hits).toEqual([]);
    expect((await search(api, 'blue badge')).hits).toHaveLength(1);
    await api.request('DELETE', `/api/tasks/${taskId}`);
    expect(await search(api, 'blue badge')).toMatchObject({ hits: [], total: 0 });
  });

  it('takes % and _ as the characters they are', async () => {
    const { api } = await t.signedInUser();
    expect((await search(api, '%')).hits).toEqual([]);
    expect((await search(api, '_')).hits).toEqual([]);
    await api.post('/api/tasks', { title: 'Pay 50% of the deposit' });
    expect((await search(api, '50%')).hits.map((hit) => hit.title)).toEqual([
      'Pay 50% of the deposit',
    ]);
  });

  it(`lists the best ${TASK_SEARCH_LIMITS.results} and says how many matched in all`, async () => {
    const { api } = await t.signedInUser();
    const extra = TASK_SEARCH_LIMITS.results + 5;
    for (let n = 1; n <= extra; n++) {
      const made = await api.post('/api/tasks', {
        title: `Quillwort ${n}`,
        categoryId: 'personal',
      });
      expect(made.status).toBe(201);
    }
    const answer = await search(api, 'quillwort');
    expect(answer.hits).toHaveLength(TASK_SEARCH_LIMITS.results);
    expect(answer.total).toBe(extra);
  });
});

describe('who finds what', () => {
  it("never finds another plan's tasks; a plan not one's own is not found at all", async () => {
    const family = await t.signedInUser();
    const stranger = await t.signedInUser();
    await family.api.post('/api/tasks', { title: 'Zanzibar trip paperwork' });
    expect((await search(family.api, 'zanzibar')).hits).toHaveLength(1);
    expect(await search(stranger.api, 'zanzibar')).toMatchObject({ hits: [], total: 0 });
    const planId = await ownPlanId(family.api);
    const named = await stranger.api.get(`/api/tasks/search?q=zanzibar&plan=${planId}`);
    expect(named.status).toBe(404);
    expect(named.text).not.toContain('Zanzibar');
  });

  it("a viewer searches the plan they view; a plan's premium video is never searched nor sent", async () => {
    const owner = await t.signedInUser();
    const viewer = await t.signedInUser();
    const planId = await addMember(t, owner, viewer, 'viewer');
    const seen = await search(viewer.api, 'power of attorney', planId);
    expect(seen.planId).toBe(planId);
    expect(seen.hits[0]?.title).toBe(LEGAL_TASK);

    // The video's address holds the task's key; a basic plan's member never learns it, and a
    // premium one's search does not look in it either.
    const [withVideo] = await t.database.db
      .select({ videoUrl: tasks.videoUrl })
      .from(tasks)
      .where(eq(tasks.title, LEGAL_TASK))
      .limit(1);
    expect(withVideo?.videoUrl).toContain('establish-power-of-attorney.mp4');
    for (const q of ['establish-power-of-attorney', '.mp4', 'videos.planmyeldercare']) {
      expect((await search(viewer.api, q, planId)).hits).toEqual([]);
    }
    expect(JSON.stringify(seen)).not.toMatch(/mp4|video/i);
    await owner.api.post('/api/account/upgrade');
    expect((await search(owner.api, '.mp4')).hits).toEqual([]);
    expect(JSON.stringify(await search(owner.api, 'power of attorney'))).not.toMatch(/mp4/);
  });
});

describe('bad input', () => {
  it('refuses an empty, too long or unreadable search in words, and lets a signed-out caller learn nothing', async () => {
    const { api } = await t.signedInUser();
    const refusals: [string, string][] = [
      ['', 'Type a word to search for'],
      ['q=', 'Type a word to search for'],
      ['q=%20%20%20', 'Type a word to search for'],
      [
        `q=${'a'.repeat(TASK_SEARCH_LIMITS.queryLength + 1)}`,
        `A search must be at most ${TASK_SEARCH_LIMITS.queryLength} characters`,
      ],
      ['q=power%07attorney', 'Please remove special control characters from this text'],
      ['q=power%0Aattorney', 'Please remove special control characters from this text'],
      [
        'q=%E2%80%AEyenrotta',
        'Please remove invisible or text-direction characters from this text',
      ],
    ];
    for (const [query, message] of refusals) {
      const answer = await api.get(`/api/tasks/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.error.fields.q, query).toBe(message);
    }
    const longest = await api.get(
      `/api/tasks/search?q=${'a'.repeat(TASK_SEARCH_LIMITS.queryLength)}`,
    );
    expect(longest.status).toBe(200);

    const signedOut = await t.client().get('/api/tasks/search?q=attorney');
    expect(signedOut.status).toBe(401);
  });
});
