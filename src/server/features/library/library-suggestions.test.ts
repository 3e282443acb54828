import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { library } from '../../../shared/content/library/library';
import { LIBRARY_LIMITS } from '../../../shared/rules/limits';
import type { LibrarySuggestions, PlanAnswers } from '../../../shared/schemas/library';
import type { ApiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// `POST /api/library/suggestions` (issue 58, decision record 097): the tasks that fit the answers
// to the short questions, grouped by stage, the best fitting first, none the plan already has.

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  ({ api } = await t.signedInUser());
});
afterAll(() => t.close());

async function suggest(answers: PlanAnswers, client = api): Promise<LibrarySuggestions> {
  const answer = await client.post('/api/library/suggestions', answers);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

const keysOf = (suggestions: LibrarySuggestions) =>
  suggestions.groups.flatMap((group) => group.items.map((item) => item.key));
const entryOf = (key: string) => library.find((entry) => entry.key === key);

const aloneAfterHospital: PlanAnswers = {
  livesWhere: 'alone',
  recentHospitalStay: true,
  legalPapersInPlace: false,
  moneyPapersInPlace: false,
};
const withFamilyPapersReady: PlanAnswers = {
  livesWhere: 'with_family',
  helpers: 'family',
  recentHospitalStay: false,
  legalPapersInPlace: true,
  moneyPapersInPlace: true,
};

describe('suggestions from the answers', () => {
  it('offers someone living alone after a hospital stay clearly different tasks than someone living with family, papers in place', async () => {
    const alone = await suggest(aloneAfterHospital);
    const family = await suggest(withFamilyPapersReady);
    const aloneKeys = keysOf(alone);
    const familyKeys = keysOf(family);

    // The first suggestion of each stage is made for their situation, where one exists.
    const aloneTags = new Set([
      'lives_alone',
      'recent_hospital_stay',
      'legal_papers_missing',
      'money_papers_missing',
    ]);
    const firsts = alone.groups.map((group) => entryOf(group.items[0]?.key ?? ''));
    expect(firsts.some((entry) => entry?.fits?.includes('recent_hospital_stay'))).toBe(true);
    for (const entry of firsts) {
      expect(
        entry?.fits?.some((tag) => aloneTags.has(tag)),
        entry?.key,
      ).toBe(true);
    }
    // Tasks for living alone and for a hospital stay reach the first; none reaches the second.
    const hospital = aloneKeys.filter((key) =>
      entryOf(key)?.fits?.includes('recent_hospital_stay'),
    );
    const livingAlone = aloneKeys.filter((key) => entryOf(key)?.fits?.includes('lives_alone'));
    expect(hospital.length).toBeGreaterThan(0);
    expect(livingAlone.length).toBeGreaterThan(0);
    for (const key of [...hospital, ...livingAlone]) {
      const tags = entryOf(key)?.fits ?? [];
      if (!tags.some((tag) => ['lives_with_family', 'family_helps'].includes(tag))) {
        expect(familyKeys, key).not.toContain(key);
      }
    }
    // Papers already in place: nothing made only for missing papers.
    for (const key of familyKeys) {
      const tags = entryOf(key)?.fits;
      if (tags)
        expect(
          tags.some((tag) => ['lives_with_family', 'family_helps'].includes(tag)),
          key,
        ).toBe(true);
    }
    // Clearly different: most of the one's suggestions are not the other's.
    const shared = aloneKeys.filter((key) => familyKeys.includes(key));
    expect(shared.length).toBeLessThan(aloneKeys.length / 2);
  });

  it('groups by stage in the landing page’s order, a few per stage, none the plan has', async () => {
    const answer = await suggest(aloneAfterHospital);
    expect(answer.groups.map((group) => group.stage)).toEqual([
      'early_planning',
      'care_transitions',
      'advanced_care',
    ]);
    for (const group of answer.groups) {
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.items.length).toBeLessThanOrEqual(LIBRARY_LIMITS.suggestionsPerStage);
      for (const item of group.items) {
        expect(item).toMatchObject({ stage: group.stage, inPlan: false });
      }
    }
    // A new plan holds the starter tasks: none of them is suggested.
    const starters = library.filter((entry) => entry.starter).map((entry) => entry.key);
    for (const key of keysOf(answer)) expect(starters).not.toContain(key);
  });

  it('leaves out what the plan has just added', async () => {
    const { api: mine } = await t.signedInUser();
    const before = keysOf(await suggest(aloneAfterHospital, mine));
    const added = await mine.post('/api/library/add', { keys: before.slice(0, 2) });
    expect(added.json).toEqual({ added: 2, skipped: 0 });
    const after = keysOf(await suggest(aloneAfterHospital, mine));
    expect(after).not.toContain(before[0]);
    expect(after).not.toContain(before[1]);
  });

  it('takes every question as skippable: no answers, only tasks that fit every family', async () => {
    const answer = await suggest({});
    const keys = keysOf(answer);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(entryOf(key)?.fits, key).toBeUndefined();
  });

  it('refuses answers it does not know, changing nothing', async () => {
    for (const body of [{ livesWhere: 'moon' }, { memory: 'yes' }, { favouriteColour: 'blue' }]) {
      const answer = await api.post('/api/library/suggestions', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error.message).toEqual(expect.any(String));
    }
  });
});
