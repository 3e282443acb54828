import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryEs } from '../../../shared/content/library/es/library-es';
import { library } from '../../../shared/content/library/library';
import type { LibraryEntry } from '../../../shared/content/library/library-entry';
import type { LibraryEntryTranslation } from '../../../shared/content/library/library-translation';
import type { Dashboard, Task } from '../../../shared/schemas/tasks';
import type { ApiClient } from '../../test/api-client';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// The library in each reader's language (issue 59): the library's API, and a family's tasks
// copied from it, read in the language of whoever asks (the `pme_locale` choice, else
// Accept-Language); what the family types stays as typed. Two members of one plan, each in
// their own language, read the same task.

let t: TestApp;
let owner: Member;
let member: Member;
let planId: string;

const spanishOf = (key: string) => libraryEs[key] as LibraryEntryTranslation;
const englishOf = (key: string) => library.find((entry) => entry.key === key) as LibraryEntry;

/** Reads in Spanish from now on, as the language switch or /profile keeps the choice. */
const readsSpanish = (api: ApiClient) => api.cookies.set('pme_locale', 'es-US');

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  owner = await t.signedInUser();
  member = await t.signedInUser();
  planId = await addMember(t, owner, member, 'caregiver');
  readsSpanish(owner.api);
  member.api.cookies.set('pme_locale', 'en-US');
});
afterAll(() => t.close());

async function tasksOf(api: ApiClient, query = ''): Promise<Task[]> {
  const answer = await api.get(`/api/tasks?plan=${planId}${query}`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as Dashboard).tasks;
}

describe('the library’s API in the reader’s language', () => {
  it('lists, shows and suggests the library in Spanish to a Spanish reader', async () => {
    const list = await owner.api.get(`/api/library?plan=${planId}`);
    expect(list.status).toBe(200);
    for (const item of list.json.items) {
      expect(item.title, item.key).toBe(spanishOf(item.key).title);
      expect(item.description, item.key).toBe(spanishOf(item.key).description);
    }
    const entry = await owner.api.get(`/api/library/lower-fall-risk?plan=${planId}`);
    expect(entry.json).toMatchObject({
      title: 'Reducir el riesgo de caídas',
      subtasks: spanishOf('lower-fall-risk').subtasks,
      guidance: spanishOf('lower-fall-risk').guidance,
      stage: englishOf('lower-fall-risk').stage,
    });
    const suggested = await owner.api.post(`/api/library/suggestions?plan=${planId}`, {
      mobility: true,
    });
    expect(suggested.status, suggested.text).toBe(200);
    const items = suggested.json.groups.flatMap((group: { items: unknown[] }) => group.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.title, item.key).toBe(spanishOf(item.key).title);
  });

  it('keeps English for an English reader, and follows Accept-Language when nothing was chosen', async () => {
    const english = await member.api.get('/api/library/lower-fall-risk');
    expect(english.json.title).toBe(englishOf('lower-fall-risk').title);
    const browser = (await t.signedInUser()).api;
    browser.cookies.delete('pme_locale');
    const spanish = await browser.request('GET', '/api/library/lower-fall-risk', undefined, {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(spanish.json.title).toBe('Reducir el riesgo de caídas');
  });

  it('searches the words the reader reads, any case and any accent', async () => {
    const keysFor = async (api: ApiClient, q: string) =>
      (await api.get(`/api/library?plan=${planId}&q=${encodeURIComponent(q)}`)).json.items.map(
        (item: { key: string }) => item.key,
      );
    expect(await keysFor(owner.api, 'caídas')).toContain('lower-fall-risk');
    expect(await keysFor(owner.api, 'CAIDAS equilibrio')).toContain('lower-fall-risk');
    expect(await keysFor(owner.api, 'equilibrio')).not.toContain('establish-power-of-attorney');
    expect(await keysFor(member.api, 'caídas')).toEqual([]);
    expect(await keysFor(member.api, 'falls balance')).toContain('lower-fall-risk');
  });
});

describe('a shared plan’s library tasks, each member in their own language', () => {
  it('shows the same task to the owner in Spanish and to the member in English', async () => {
    const inSpanish = (await tasksOf(owner.api, '&category=housing')).find(
      (task) => task.title === spanishOf('home-safety-assessment').title,
    );
    const inEnglish = (await tasksOf(member.api, '&category=housing')).find(
      (task) => task.title === englishOf('home-safety-assessment').title,
    );
    expect(inSpanish?.id).toBeDefined();
    expect(inSpanish?.id).toBe(inEnglish?.id);
    expect(inSpanish).toMatchObject({
      description: spanishOf('home-safety-assessment').description,
      guidance: spanishOf('home-safety-assessment').guidance,
      stage: 'care_transitions',
    });
    expect(inSpanish?.subtasks.map((step) => step.title)).toEqual(
      spanishOf('home-safety-assessment').subtasks,
    );
    expect(inEnglish?.subtasks.map((step) => step.title)).toEqual(
      englishOf('home-safety-assessment').subtasks,
    );
    expect(inEnglish?.guidance).toBe(englishOf('home-safety-assessment').guidance);
  });

  it('keeps what the family typed as typed, for every reader', async () => {
    const [task] = (await tasksOf(member.api, '&category=legal')).filter(
      (each) => each.title === englishOf('establish-power-of-attorney').title,
    );
    if (!task) throw new Error('no power of attorney task');
    const edited = await member.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      title: 'Power of attorney: call Ms. Ortiz',
      version: task.version,
    });
    expect(edited.status, edited.text).toBe(200);
    const added = await member.api.post(`/api/tasks/${task.id}/subtasks?plan=${planId}`, {
      title: 'Ask Dad which bank',
    });
    expect(added.status, added.text).toBeLessThan(300);
    const read = (await tasksOf(owner.api, '&category=legal')).find((each) => each.id === task.id);
    expect(read?.title).toBe('Power of attorney: call Ms. Ortiz');
    // The words the family did not change are still the library's, in the reader's language.
    expect(read?.description).toBe(spanishOf('establish-power-of-attorney').description);
    expect(read?.subtasks.map((step) => step.title)).toEqual([
      ...spanishOf('establish-power-of-attorney').subtasks,
      'Ask Dad which bank',
    ]);
  });

  it('keeps the library’s words when a Spanish reader sends them back unchanged', async () => {
    const key = 'complete-advance-directive';
    const task = (await tasksOf(owner.api, '&category=legal')).find(
      (each) => each.title === spanishOf(key).title,
    );
    if (!task) throw new Error('no advance directive task');
    const saved = await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      title: spanishOf(key).title,
      description: spanishOf(key).description,
      version: task.version,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.task.title).toBe(spanishOf(key).title);
    const english = (await tasksOf(member.api, '&category=legal')).find(
      (each) => each.id === task.id,
    );
    expect(english).toMatchObject({
      title: englishOf(key).title,
      description: englishOf(key).description,
    });
  });

  it('finds a library task by the words its reader reads, and shows them in theirs', async () => {
    const search = (api: ApiClient, q: string) =>
      api.get(`/api/tasks/search?plan=${planId}&q=${encodeURIComponent(q)}`);
    const spanish = await search(owner.api, 'riesgos caídas');
    expect(spanish.status, spanish.text).toBe(200);
    const hit = spanish.json.hits.find(
      (each: { title: string }) => each.title === spanishOf('home-safety-assessment').title,
    );
    // Its category by the name the reader's dashboard gives it.
    expect(hit?.categoryName).toBe('Vivienda y forma de vida');
    // The words around the match, in the reader's language (a long text is excerpted).
    const where = hit?.matches.find((match: { place: string }) => match.place === 'description');
    expect(where?.text).toContain('riesgos de caídas');
    expect(spanishOf('home-safety-assessment').description).toContain(
      where?.text.replace(/^…|…$/g, ''),
    );
    const english = await search(member.api, 'riesgos caídas');
    expect(english.json.hits).toEqual([]);
    const fall = await search(member.api, 'fall risks');
    expect(fall.json.hits.map((each: { title: string }) => each.title)).toContain(
      englishOf('home-safety-assessment').title,
    );
    expect(
      fall.json.hits.find(
        (each: { title: string }) => each.title === englishOf('home-safety-assessment').title,
      )?.categoryName,
    ).toBe('Housing & Living Arrangements');
  });

  it('lists a library task due this week, on the dashboard and the calendar, in each reader’s words', async () => {
    const key = 'medication-management';
    const task = (await tasksOf(member.api, '&category=healthcare')).find(
      (each) => each.title === englishOf(key).title,
    );
    if (!task) throw new Error('no medication task');
    const today = (await member.api.get(`/api/tasks/overview?plan=${planId}`)).json.due.today;
    const scheduled = await member.api.request(
      'PUT',
      `/api/tasks/${task.id}/schedule?plan=${planId}`,
      { dueDate: today },
    );
    expect(scheduled.status, scheduled.text).toBe(200);
    const dueTitles = async (api: ApiClient) =>
      (await api.get(`/api/tasks/overview?plan=${planId}`)).json.due.dueThisWeek.map(
        (entry: { title: string }) => entry.title,
      );
    expect(await dueTitles(owner.api)).toContain(spanishOf(key).title);
    expect(await dueTitles(member.api)).toContain(englishOf(key).title);
    const calendar = await owner.api.get(`/api/calendar?plan=${planId}&from=${today}&to=${today}`);
    expect(calendar.status, calendar.text).toBe(200);
    expect(calendar.json.entries).toContainEqual(
      expect.objectContaining({ title: spanishOf(key).title, taskTitle: spanishOf(key).title }),
    );
  });
});
