import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryEs } from '../../../shared/content/library/es/library-es';
import { library } from '../../../shared/content/library/library';
import type { Task } from '../../../shared/schemas/tasks';
import { addMember, idOf, type Member } from '../../test/care-circle';
import { codeFrom } from '../../test/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// The audit log in its reader's language (issue 59): two members of one plan read the same
// entries, each in theirs: the sentences, the words for what is gone, the resource, the
// category and a library task's title and steps; what the family typed stays as typed; the date
// and the action code keep their fixed forms. The CSV export says what the screen says.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000', THROTTLE_SIGN_UP_PER_ADDRESS: '100000' },
  });
});
afterAll(() => t.close());

type Entry = {
  user: string;
  action: string;
  resource: string;
  category: string;
  details: string;
  timestamp: string;
};

async function shown(member: Member): Promise<Entry[]> {
  const answer = await member.api.get('/api/audit/logs');
  expect(answer.status, answer.text).toBe(200);
  return answer.json.entries;
}

async function deleteAccount(member: Member) {
  await member.api.post('/api/account/delete/code', { password: TEST_PASSWORD });
  const mail = t.deps.mailer.outbox.findLast(
    (message) => message.to === member.email && /deletion code/.test(message.subject),
  );
  const code = codeFrom(mail?.text ?? '');
  const deleted = await member.api.post('/api/account/delete', { password: TEST_PASSWORD, code });
  expect(deleted.status, deleted.text).toBe(200);
}

describe('the audit log in each reader’s language', () => {
  it('reads in Spanish to a Spanish reader and exactly as before to an English one', async () => {
    const owner = await t.signedInUser();
    const ana = await t.signedInUser();
    const ben = await t.signedInUser();
    // Ana reads in Spanish by her kept choice; the owner's browser asks for nothing.
    ana.api.cookies.set('pme_locale', 'es-US');
    expect(
      (await ana.api.request('PATCH', '/api/account/profile', { displayName: 'Ana' })).status,
    ).toBe(200);
    const planId = await addMember(t, owner, ana, 'caregiver');
    await addMember(t, owner, ben, 'viewer');
    const inPlan = (path: string) => `${path}?plan=${planId}`;
    await owner.api.request('PATCH', `/api/plans/${planId}`, { name: 'Mamá' });
    const [anaId, benId] = await Promise.all([idOf(ana), idOf(ben)]);

    const housing = (await owner.api.get(`/api/tasks?category=housing&plan=${planId}`)).json
      .tasks as Task[];
    const task = housing.find((each) => each.subtasks.length > 0) as Task;
    const step = task.subtasks[0] as Task['subtasks'][number];
    const entry = library.find((each) => each.title === task.title);
    const spanish = entry && libraryEs[entry.key];
    if (!entry || !spanish) throw new Error(`no Spanish for ${task.title}`);
    const spanishStep = spanish.subtasks[entry.subtasks.indexOf(step.title)];

    await owner.api.request('PATCH', inPlan(`/api/tasks/${task.id}`), { assigneeId: anaId });
    await ana.api.post(inPlan(`/api/tasks/${task.id}/toggle`));
    const stepPath = inPlan(`/api/tasks/${task.id}/subtasks/${step.id}`);
    expect((await owner.api.request('DELETE', stepPath)).status).toBeLessThan(300);
    const restorePath = inPlan(`/api/tasks/${task.id}/subtasks/${step.id}/restore`);
    expect((await owner.api.post(restorePath)).status).toBeLessThan(300);
    const own = await owner.api.post(inPlan('/api/tasks'), {
      title: 'Call the landlord',
      categoryId: 'housing',
    });
    expect(own.status, own.text).toBe(201);
    await ana.api.post('/api/audit/views', { action: 'view_category', resourceId: 'housing' });
    await owner.api.request('PATCH', `/api/plans/${planId}/members/${benId}`, {
      role: 'caregiver',
    });
    await deleteAccount(ben);

    const inSpanish = await shown(ana);
    const spanishSentences = inSpanish.map((each) => each.details);
    expect(spanishSentences).toEqual(
      expect.arrayContaining([
        `Asignó la tarea “${spanish.title}” a Ana`,
        `Recuperó el paso “${spanishStep}” de la tarea “${spanish.title}”`,
        `Eliminó el paso “${spanishStep}” de la tarea “${spanish.title}”`,
        // What the family typed stays as typed.
        'Añadió la tarea “Call the landlord”',
        'Cambió el nombre del plan de cuidado a “Mamá”',
        // Her own view (a view is not the plan's: the owner does not read it).
        'Abrió la categoría “Vivienda y forma de vida”',
        'Cambió el rol de una persona que ya no es integrante de lector a colaborador',
      ]),
    );
    expect(inSpanish).toContainEqual(
      expect.objectContaining({
        user: 'Ana',
        action: 'toggle_task_completion',
        resource: `Tarea “${spanish.title}”`,
        category: 'Vivienda y forma de vida',
        details: `Marcó la tarea “${spanish.title}” como completada`,
      }),
    );
    // The fixed forms stay: the action's code and the timestamp.
    expect(inSpanish.map((each) => each.action)).toContain('restore_subtask');
    expect(inSpanish[0]?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The English reader of the same plan reads today's English, word for word.
    const inEnglish = await shown(owner);
    expect(inEnglish.map((each) => each.details)).toEqual(
      expect.arrayContaining([
        `Assigned the task “${task.title}” to Ana`,
        `Brought back the step “${step.title}” of the task “${task.title}”`,
        `Deleted the step “${step.title}” of the task “${task.title}”`,
        'Added the task “Call the landlord”',
        'Renamed the care plan to “Mamá”',
        'Changed a former member from viewer to caregiver',
      ]),
    );
    expect(inEnglish).toContainEqual(
      expect.objectContaining({
        user: 'Ana',
        action: 'toggle_task_completion',
        resource: `Task “${task.title}”`,
        category: 'Housing & Living Arrangements',
        details: `Marked the task “${task.title}” complete`,
      }),
    );

    // The CSV in the language the browser asks for (Accept-Language, the kept choice forgotten).
    const kept = owner.api.cookies.get('pme_locale');
    owner.api.cookies.delete('pme_locale');
    const csv = await owner.api.request('GET', '/api/audit/logs/export', undefined, {
      'accept-language': 'es-US,es;q=0.9',
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`Marcó la tarea “${spanish.title}” como completada`);
    expect(csv.text).toContain('Vivienda y forma de vida');
    expect(csv.text).toContain('toggle_task_completion');
    if (kept) owner.api.cookies.set('pme_locale', kept);
    const englishCsv = await owner.api.get('/api/audit/logs/export');
    expect(englishCsv.text).toContain(`Marked the task “${task.title}” complete`);
  });
});
