import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterTasks } from '../../../shared/content/library/starters';
import type { Task } from '../../../shared/schemas/tasks';
import { planMembers, tasks, users } from '../../db/schema';
import { dashboardOf } from '../../test/dashboard';
import { startDemo } from '../../test/demo';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 56, item 7 (decision record 094): a library task's guidance is the app's, read from the
// library beside the family's own notes, which start empty; plans made before keep any notes a
// family changed, and lose the copied guidance they never touched.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const POA = 'Establish a durable power of attorney';
const poaEntry = starterTasks.find((entry) => entry.title === POA);

describe("a new plan's notes and the library's guidance", () => {
  it('starts every library task with empty notes and its guidance beside them', async () => {
    const { api } = await t.signedInUser();
    const board = await dashboardOf(api);
    expect(board.tasks).toHaveLength(starterTasks.length);
    for (const task of board.tasks) {
      const entry = starterTasks.find((item) => item.title === task.title);
      expect(task.notes, task.title).toBe('');
      expect(task.guidance, task.title).toBe(entry?.guidance);
    }
    expect(board.tasks.find((task) => task.title === POA)?.guidance).toContain(
      'ask an elder law attorney',
    );
  });

  it("gives a family's own task no guidance, and keeps the guidance whatever the notes say", async () => {
    const { api } = await t.signedInUser();
    const made = await api.post('/api/tasks', {
      title: 'Visit Riverside Manor',
      categoryId: 'housing',
      notes: 'Ask about the waiting list',
    });
    expect(made.status).toBe(201);
    expect(made.json.task).toMatchObject({ notes: 'Ask about the waiting list', guidance: null });

    const poa = (await dashboardOf(api)).tasks.find((task) => task.title === POA) as Task;
    const written = await api.request('PATCH', `/api/tasks/${poa.id}`, {
      notes: 'Ms. Alvarez drafts it on the 3rd',
      version: poa.version,
    });
    expect(written.status).toBe(200);
    expect(written.json.task.notes).toBe('Ms. Alvarez drafts it on the 3rd');
    expect(written.json.task.guidance).toBe(poaEntry?.guidance);
    // Emptied again, the family's notes are empty: the guidance was never theirs to delete.
    const cleared = await api.request('PATCH', `/api/tasks/${poa.id}`, {
      notes: '',
      version: written.json.task.version,
    });
    expect(cleared.json.task).toMatchObject({ notes: '', guidance: poaEntry?.guidance });
  });

  it('reaches basic and premium plans alike, as the library notes always did (decision D2)', async () => {
    const { api } = await t.signedInUser();
    const basic = await dashboardOf(api);
    expect(basic.tasks.every((task) => task.videoUrl === null)).toBe(true);
    expect(basic.tasks.every((task) => task.guidance)).toBe(true);
    expect((await api.post('/api/account/upgrade')).status).toBe(200);
    const premium = await dashboardOf(api);
    expect(premium.tasks.map((task) => task.guidance)).toEqual(
      basic.tasks.map((task) => task.guidance),
    );
  });

  it('gives a demo sandbox the same: empty notes, which it cannot edit, beside the guidance', async () => {
    const { api } = await startDemo(t.client());
    const board = await dashboardOf(api);
    expect(board.tasks.every((task) => task.notes === '' && task.guidance)).toBe(true);
    const poa = board.tasks.find((task) => task.title === POA) as Task;
    const refused = await api.request('PATCH', `/api/tasks/${poa.id}`, {
      notes: 'mine',
      version: 1,
    });
    expect(refused.status).toBe(403);
  });
});

describe('migration 0020: plans made before keep their own notes', () => {
  const migration = fs.readFileSync(
    fileURLToPath(new URL('../../db/migrations/0020_library_guidance_apart.sql', import.meta.url)),
    'utf8',
  );
  // The guidance as plans copied it into their notes, which the migration holds: the library's
  // words have moved on since (record 097) for some tasks, and the migration looks for the old.
  const copiedGuidance = new Map(
    [...migration.matchAll(/\('([a-z0-9-]+)', '((?:[^']|'')*)'\)/g)].map(([, key, text]) => [
      key as string,
      (text as string).replaceAll("''", "'"),
    ]),
  );

  /** The notes of one account's tasks, by title. */
  async function notesOf(email: string) {
    const rows = await t.database.db
      .select({ title: tasks.title, notes: tasks.notes })
      .from(tasks)
      .innerJoin(planMembers, eq(planMembers.planId, tasks.planId))
      .innerJoin(users, eq(users.id, planMembers.userId))
      .where(eq(users.email, email));
    return new Map(rows.map((row) => [row.title, row.notes]));
  }

  it('empties notes that still hold the guidance word for word, and keeps every other', async () => {
    const { api, email } = await t.signedInUser();
    const board = await dashboardOf(api);
    const own = await api.post('/api/tasks', { title: 'Our own task', categoryId: 'legal' });
    expect(own.status).toBe(201);
    const planId = (
      await t.database.db
        .select({ planId: tasks.planId })
        .from(tasks)
        .where(eq(tasks.id, own.json.task.id))
    )[0]?.planId as string;
    // The plan as one made before: every library task's notes a copy of its guidance...
    await t.database.db.execute(sql`update tasks set notes = (
        case library_key ${sql.join(
          starterTasks.map((entry) => sql`when ${entry.key} then ${copiedGuidance.get(entry.key)}`),
          sql` `,
        )} end)
      where plan_id = ${planId} and library_key is not null`);
    // ...but one the family added to, one they emptied, one deleted, and their own task holding
    // the library's words, which they wrote.
    const added = `${copiedGuidance.get(poaEntry?.key ?? '')} Our lawyer: Ms. Alvarez.`;
    await t.database.db
      .update(tasks)
      .set({ notes: added })
      .where(and(eq(tasks.planId, planId), eq(tasks.title, POA)));
    const medication = board.tasks.find((task) => task.title.includes('medication')) as Task;
    await t.database.db.update(tasks).set({ notes: '' }).where(eq(tasks.id, medication.id));
    const deleted = board.tasks.find((task) => task.title.includes('will')) as Task;
    expect((await api.request('DELETE', `/api/tasks/${deleted.id}`)).status).toBe(200);
    const copied = copiedGuidance.get('discuss-living-preferences') as string;
    await t.database.db.update(tasks).set({ notes: copied }).where(eq(tasks.id, own.json.task.id));
    const other = await t.signedInUser();
    const otherBefore = await notesOf(other.email);

    await t.database.db.execute(sql.raw(migration));

    const after = await notesOf(email);
    expect(after.get(POA)).toBe(added);
    expect(after.get(medication.title)).toBe('');
    expect(after.get('Our own task')).toBe(copied);
    for (const entry of starterTasks.filter((item) => item.title !== POA)) {
      expect(after.get(entry.title), entry.key).toBe('');
    }
    // A plan made since had nothing to empty.
    expect(await notesOf(other.email)).toEqual(otherBefore);
    // Run again, it changes nothing.
    await t.database.db.execute(sql.raw(migration));
    expect(await notesOf(email)).toEqual(after);
    const deletedRow = await t.database.db
      .select({ notes: tasks.notes })
      .from(tasks)
      .where(and(eq(tasks.id, deleted.id), isNotNull(tasks.deletedAt)));
    expect(deletedRow).toEqual([{ notes: '' }]);
  });
});
