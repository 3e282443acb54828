import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryEs } from '../../../shared/content/library/es/library-es';
import { library } from '../../../shared/content/library/library';
import type { DeletedItem } from '../../../shared/schemas/recently-deleted';
import type { Task } from '../../../shared/schemas/tasks';
import type { ApiClient } from '../../test/api-client';
import { uploadForm } from '../../test/care';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// 'Recently deleted' in each reader's language (issue 59): a library task, its steps and the task
// a document was attached to are named in the reader's language while their words are the
// library's, and each category by its name in that language; the family's own words as typed.

let t: TestApp;
let owner: Member;
let caregiver: Member;
let planId: string;
const inPlan = (path: string) => `${path}${path.includes('?') ? '&' : '?'}plan=${planId}`;

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
  owner = await t.signedInUser();
  caregiver = await t.signedInUser();
  planId = await addMember(t, owner, caregiver, 'caregiver');
  caregiver.api.cookies.set('pme_locale', 'es-US');
});
afterAll(() => t.close());

const spanishOf = (english: string) => {
  const entry = library.find((each) => each.title === english);
  const spanish = entry && libraryEs[entry.key];
  if (!entry || !spanish) throw new Error(`no library entry for ${english}`);
  return { entry, spanish };
};

const listOf = async (api: ApiClient): Promise<DeletedItem[]> => {
  const answer = await api.get(`/api/plans/${planId}/recently-deleted`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.items;
};

describe('recently deleted in the reader’s language', () => {
  it('names a library task, its step and a document’s task in Spanish to a Spanish reader', async () => {
    const housing = (await owner.api.get(inPlan('/api/tasks?category=housing'))).json
      .tasks as Task[];
    const [gone, kept] = housing.filter((task) => task.subtasks.length > 0) as [Task, Task];
    const step = kept.subtasks[0] as Task['subtasks'][number];
    const doc = await owner.api.request(
      'POST',
      `/api/plans/${planId}/documents`,
      uploadForm(undefined, 'lease.pdf', kept.id),
    );
    expect(doc.status, doc.text).toBe(201);
    const own = await owner.api.post(inPlan('/api/tasks'), {
      title: 'Llamar al casero',
      categoryId: 'housing',
    });
    for (const path of [
      `/api/tasks/${gone.id}`,
      `/api/tasks/${kept.id}/subtasks/${step.id}`,
      `/api/tasks/${own.json.task.id}`,
    ]) {
      expect((await owner.api.request('DELETE', inPlan(path))).status).toBeLessThan(300);
    }
    expect(
      (await owner.api.request('DELETE', `/api/plans/${planId}/documents/${doc.json.id}`)).status,
    ).toBeLessThan(300);

    const goneWords = spanishOf(gone.title);
    const keptWords = spanishOf(kept.title);
    const stepIndex = keptWords.entry.subtasks.indexOf(step.title);
    const inSpanish = await listOf(caregiver.api);
    const byId = (id: string) => inSpanish.find((item) => item.id === id);
    expect(byId(gone.id)).toMatchObject({
      name: goneWords.spanish.title,
      categoryName: 'Vivienda y forma de vida',
    });
    expect(byId(step.id)).toMatchObject({
      name: keptWords.spanish.subtasks[stepIndex],
      taskTitle: keptWords.spanish.title,
    });
    expect(byId(doc.json.id)?.taskTitle).toBe(keptWords.spanish.title);
    expect(byId(own.json.task.id)?.name).toBe('Llamar al casero');

    const inEnglish = await listOf(owner.api);
    expect(inEnglish.find((item) => item.id === gone.id)).toMatchObject({
      name: gone.title,
      categoryName: 'Housing & Living Arrangements',
    });
    expect(inEnglish.find((item) => item.id === step.id)?.name).toBe(step.title);
  });
});
