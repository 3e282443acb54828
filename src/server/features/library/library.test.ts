import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { library } from '../../../shared/content/library/library';
import { starterTasks } from '../../../shared/content/library/starters';
import type { LibraryList, LibraryTaskDetail } from '../../../shared/schemas/library';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// Browsing the eldercare library (issue 58, decision record 097): `GET /api/library` with its
// search and filters, and one entry with `GET /api/library/:key`; each says whether the caller's
// plan already has the task. Who may: the access matrix and plan-roles.test.ts.

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  ({ api } = await t.signedInUser());
});
afterAll(() => t.close());

async function browse(query = ''): Promise<LibraryList> {
  const answer = await api.get(`/api/library${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

describe('GET /api/library', () => {
  it('lists the whole library in its order, the starter tasks said to be in a new plan', async () => {
    const { items } = await browse();
    expect(items.map((item) => item.key)).toEqual(library.map((entry) => entry.key));
    expect(items.length).toBeGreaterThanOrEqual(105);
    const starters = new Set(starterTasks.map((task) => task.key));
    for (const item of items) expect(item.inPlan, item.key).toBe(starters.has(item.key));
    expect(items.find((item) => item.key === 'lower-fall-risk')).toEqual({
      key: 'lower-fall-risk',
      categoryId: 'healthcare',
      title: expect.any(String),
      description: expect.any(String),
      stage: expect.stringMatching(/^(early_planning|care_transitions|advanced_care)$/),
      subtaskCount: expect.any(Number),
      hasVideo: expect.any(Boolean),
      inPlan: false,
    });
  });

  it('finds every word of a search in a title, description, step or guidance, any case and order', async () => {
    const title = await browse('?q=ATTORNEY%20power');
    expect(title.items.map((item) => item.key)).toContain('establish-power-of-attorney');
    for (const item of title.items) {
      const entry = library.find((e) => e.key === item.key);
      const text = [entry?.title, entry?.description, entry?.guidance, ...(entry?.subtasks ?? [])]
        .join(' ')
        .toLowerCase();
      expect(text, item.key).toContain('attorney');
      expect(text, item.key).toContain('power');
    }
    // Only in a step of the power of attorney: 'notary'.
    expect((await browse('?q=notary')).items.map((item) => item.key)).toContain(
      'establish-power-of-attorney',
    );
    // Only in guidance: the Eldercare Locator's phone number.
    const guidance = await browse('?q=1-800-677-1116');
    expect(guidance.items.length).toBeGreaterThan(0);
    expect((await browse('?q=zzqx-no-such-word')).items).toEqual([]);
  });

  it('filters by category and by stage, together with a search', async () => {
    const legal = await browse('?category=legal');
    expect(legal.items.length).toBe(library.filter((e) => e.categoryId === 'legal').length);
    expect(new Set(legal.items.map((item) => item.categoryId))).toEqual(new Set(['legal']));

    const late = await browse('?stage=advanced_care');
    expect(late.items.length).toBe(library.filter((e) => e.stage === 'advanced_care').length);
    expect(new Set(late.items.map((item) => item.stage))).toEqual(new Set(['advanced_care']));

    const both = await browse('?category=legal&stage=early_planning&q=attorney');
    expect(both.items.length).toBeGreaterThan(0);
    for (const item of both.items) {
      expect(item).toMatchObject({ categoryId: 'legal', stage: 'early_planning' });
    }
    // An empty parameter counts as not given.
    expect((await browse('?q=&category=')).items).toHaveLength(library.length);
  });

  it('refuses a bad filter or search in words and lists nothing', async () => {
    for (const query of [
      '?category=pets',
      '?stage=someday',
      `?q=${'a'.repeat(101)}`,
      '?q=pills%07',
      '?q=%E2%80%AEevil',
    ]) {
      const answer = await api.get(`/api/library${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.error.message, query).toEqual(expect.any(String));
      expect(answer.json.items, query).toBeUndefined();
    }
    expect((await api.get('/api/library?q=pills%07')).json.error.message).toMatch(/character/i);
  });

  it('is for signed-in callers only', async () => {
    const anonymous = await t.client().get('/api/library');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/library/:key', () => {
  it('answers one entry whole: its steps, guidance and references', async () => {
    const entry = library.find((e) => e.key === 'lower-fall-risk');
    const answer = await api.get('/api/library/lower-fall-risk');
    expect(answer.status).toBe(200);
    const detail: LibraryTaskDetail = answer.json;
    expect(detail).toMatchObject({
      key: 'lower-fall-risk',
      title: entry?.title,
      subtasks: entry?.subtasks,
      subtaskCount: entry?.subtasks.length,
      guidance: entry?.guidance,
      references: entry?.references,
      inPlan: false,
    });
    const starter = await api.get(`/api/library/${starterTasks[0]?.key}`);
    expect(starter.json.inPlan).toBe(true);
  });

  it('answers 404 in words for a key the library does not have', async () => {
    for (const key of ['no-such-task', 'Not_A_Key', `${'a'.repeat(81)}`, '%07']) {
      const answer = await api.get(`/api/library/${key}`);
      expect(answer.status, key).toBe(404);
      expect(answer.json.error.message, key).toBe('No such task in the library');
    }
  });
});
