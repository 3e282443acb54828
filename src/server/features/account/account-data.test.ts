import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORTS_PER_MINUTE } from '../../../shared/rules/limits';
import type { Dashboard } from '../../../shared/schemas/tasks';
import { loadPlanAccess } from '../../auth/plan-access';
import {
  auditLogs,
  carePlans,
  documentContents,
  documents,
  tasks,
  userSessions,
  users,
} from '../../db/schema';
import { downloadMyData } from '../../test/account-export';
import { fullProfile, PNG_BYTES, smallPdf, uploadForm } from '../../test/care';
import { addMember } from '../../test/care-circle';
import { codeFrom } from '../../test/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Finding 13 of docs/security.md: a family can take their data and go.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deletionCode = (email: string) => {
  const mail = t.deps.mailer.outbox.findLast(
    (message) => message.to === email && /deletion code/.test(message.subject),
  );
  if (!mail) throw new Error('no deletion code was mailed');
  return codeFrom(mail.text);
};

describe('Download my data', () => {
  it('gives tasks, subtasks, notes and audit entries as JSON in a ZIP, only the user’s own', async () => {
    const { api, email } = await t.signedInUser();
    const other = await t.signedInUser();
    await other.api.post('/api/tasks', { title: 'Someone else’s task' });
    const board: Dashboard = (await api.get('/api/tasks')).json;
    const task = board.tasks[0];
    await api.request('PATCH', `/api/tasks/${task?.id}`, { notes: 'Call Dr. Patel on Monday' });
    await api.post('/api/tasks', { title: '=HYPERLINK("http://evil")', notes: 'Pharmacy' });

    const { response, entries, data } = await downloadMyData(api);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="planmyeldercare-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect([...entries.keys()]).toEqual([
      'tasks.csv',
      'activity.csv',
      'community.csv',
      'data.json',
    ]);
    // The spreadsheets in the archive are the ones the CSV links give.
    const csv = await api.get('/api/account/export/tasks.csv');
    expect(entries.get('tasks.csv')?.toString('utf8')).toBe(csv.text);
    expect(entries.get('activity.csv')?.toString('utf8')).toContain('"create_task"');
    expect(data.account.email).toBe(email);
    expect(data.tasks).toHaveLength(23);
    const exported = data.tasks.find((entry: { id: string }) => entry.id === task?.id);
    expect(exported.notes).toBe('Call Dr. Patel on Monday');
    expect(exported.subtasks.length).toBe(task?.subtasks.length);
    expect(exported.categoryName).toBeTruthy();
    expect(data.auditEntries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['login', 'update_task_notes', 'create_task']),
    );
    expect(JSON.stringify(data)).not.toContain('Someone else');
  });

  it('carries due dates, repeats and the last completion, as JSON and as CSV', async () => {
    const { api } = await t.signedInUser();
    const made = await api.post('/api/tasks', { title: 'Refill prescriptions' });
    const taskId = made.json.task.id;
    await api.post(`/api/tasks/${taskId}/subtasks`, { title: 'Ring the pharmacy' });
    await api.request('PUT', `/api/tasks/${taskId}/schedule`, {
      dueDate: '2026-01-15',
      dueTime: '10:00',
      repeat: { frequency: 'monthly' },
    });
    await api.post(`/api/tasks/${taskId}/toggle`);
    const board: Dashboard = (await api.get('/api/tasks')).json;
    const step = board.tasks.find((task) => task.id === taskId)?.subtasks[0];
    await api.request('PUT', `/api/tasks/${taskId}/subtasks/${step?.id}/schedule`, {
      dueDate: '2026-02-10',
    });
    const { data } = await downloadMyData(api);
    const exported = data.tasks.find((entry: { id: string }) => entry.id === taskId);
    expect(exported.schedule).toMatchObject({ dueDate: '2026-02-15', dueTime: '10:00' });
    expect(exported.lastCompletion.occurrenceDate).toBe('2026-01-15');
    expect(exported.subtasks[0].dueDate).toBe('2026-02-10');
    const csv = await api.get('/api/account/export/tasks.csv');
    expect(csv.text).toContain(
      '"2026-02-15","10:00","Repeats every month on the 15th","2026-02-10",""',
    );
  });

  it('as CSV: one row per subtask, and formulas cannot run in a spreadsheet', async () => {
    const { api } = await t.signedInUser();
    await api.post('/api/tasks', { title: '=1+1', notes: 'Line one\nLine "two"' });
    const csv = await api.get('/api/account/export/tasks.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      '"Task","Category","Description","Task completed","Notes","Subtask","Subtask completed","Created","Updated","Due date","Due time","Repeat","Subtask due date","Subtask due time"',
    );
    expect(csv.text).toContain(
      `"'=1+1","Housing & Living Arrangements","","no","Line one\nLine ""two""","",""`,
    );
    const activity = await api.get('/api/account/export/activity.csv');
    expect(activity.text.split('\r\n')[0]).toBe(
      '"Timestamp","Action","Resource","Resource id","Category","Details","IP address"',
    );
    expect(activity.text).toContain('"create_task"');
  });

  it('includes the user’s community discussions, replies and likes, in JSON and CSV', async () => {
    const { api } = await t.signedInUser();
    const other = await t.signedInUser();
    const theirs = (
      await other.api.post('/api/community/topics', {
        title: 'Respite care near Leeds',
        content: 'Any tips?',
      })
    ).json.id;
    await other.api.post(`/api/community/topics/${theirs}/replies`, { content: 'Not mine' });
    const own = await api.post('/api/community/topics', {
      title: '=Night sitters',
      content: 'We found one through\n  the council.',
    });
    await api.post(`/api/community/topics/${theirs}/replies`, { content: 'Try the carers centre' });
    await api.post(`/api/community/topics/${theirs}/like`);

    const { data } = await downloadMyData(api);
    expect(data.community.discussions).toEqual([
      {
        id: own.json.id,
        title: '=Night sitters',
        content: 'We found one through\n  the council.',
        isPremium: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.community.replies).toEqual([
      {
        discussionId: theirs,
        discussionTitle: 'Respite care near Leeds',
        content: 'Try the carers centre',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.community.likes).toEqual([
      {
        discussionId: theirs,
        discussionTitle: 'Respite care near Leeds',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('Not mine');

    const csv = await api.get('/api/account/export/community.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="planmyeldercare-community-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('"Type","Discussion","Content","Premium","Date"');
    expect(lines[1]).toMatch(
      /^"Discussion","'=Night sitters","We found one through\n {2}the council\.","no","\d{4}-/,
    );
    expect(lines[2]).toMatch(/^"Reply","Respite care near Leeds","Try the carers centre","",/);
    expect(lines[3]).toMatch(/^"Like","Respite care near Leeds","","",/);
    expect(csv.text).not.toContain('Not mine');
  });

  it('includes the plan’s care profile, and each document the user uploaded as a file of its own, and no one else’s', async () => {
    const owner = await t.signedInUser();
    const relative = await t.signedInUser();
    const planId = await addMember(t, owner, relative, 'caregiver');
    await owner.api.request('PUT', `/api/plans/${planId}/care-profile`, {
      version: 0,
      profile: fullProfile(),
    });
    const path = `/api/plans/${planId}/documents`;
    const card = smallPdf('My scan of the insurance card');
    // Larger than the pieces a document is read and written in, and not compressible.
    const directive = Buffer.concat([smallPdf('Advance directive'), randomBytes(2_500_000)]);
    const theirs = smallPdf('Theirs');
    const upload = async (bytes: Buffer, name: string) => {
      const made = await owner.api.request('POST', path, uploadForm(bytes, name));
      expect(made.status).toBe(201);
      t.clock.advance(1000); // listed oldest first
      return made.json.id as string;
    };
    await upload(card, 'insurance-card.pdf');
    await upload(directive, 'insurance-card.pdf');
    const photoId = await upload(PNG_BYTES, 'photo.png');
    await relative.api.request('POST', path, uploadForm(theirs, 'theirs.pdf'));
    // A name stored before today's rules: a path, a device name, a right-to-left override.
    await t.database.db
      .update(documents)
      .set({ name: '../AUX:\u202Egnp.exe' })
      .where(eq(documents.id, photoId));

    const { entries, data } = await downloadMyData(owner.api);
    expect(data.careProfile).toMatchObject({ ...fullProfile(), version: 1 });
    expect([...entries.keys()]).toEqual([
      'tasks.csv',
      'activity.csv',
      'community.csv',
      'documents/insurance-card.pdf',
      'documents/insurance-card (2).pdf',
      'documents/_AUX__gnp.png',
      'data.json',
    ]);
    // Compared as bytes: Vitest's deep equality walks a 2.5 MB buffer an element at a time (7 s).
    const sameBytes = (file: string, bytes: Buffer) => entries.get(file)?.equals(bytes) ?? false;
    expect(sameBytes('documents/insurance-card.pdf', card)).toBe(true);
    expect(sameBytes('documents/insurance-card (2).pdf', directive)).toBe(true);
    expect(sameBytes('documents/_AUX__gnp.png', PNG_BYTES)).toBe(true);
    const listed = (file: string, bytes: Buffer, name: string, mediaType: string) => ({
      planName: expect.any(String),
      name,
      mediaType,
      size: bytes.length,
      taskId: null,
      uploadedAt: expect.any(String),
      file,
    });
    expect(data.documents).toEqual([
      listed('documents/insurance-card.pdf', card, 'insurance-card.pdf', 'application/pdf'),
      listed(
        'documents/insurance-card (2).pdf',
        directive,
        'insurance-card.pdf',
        'application/pdf',
      ),
      listed('documents/_AUX__gnp.png', PNG_BYTES, '../AUX:\u202Egnp.exe', 'image/png'),
    ]);
    // The bytes are in the files only: none in the JSON, and none of the relative's anywhere.
    const json = entries.get('data.json')?.toString('utf8') ?? '';
    expect(json).not.toContain('contentBase64');
    expect(json).not.toContain(card.toString('base64'));
    for (const bytes of entries.values()) expect(bytes.includes(theirs)).toBe(false);
  });

  it('ends the download as failed, never as a whole archive, when a document no longer opens', async () => {
    const { api } = await t.signedInUser();
    const planId = (await api.get('/api/tasks')).json.planId;
    const form = uploadForm(smallPdf('Insurance card'), 'card.pdf');
    const made = await api.request('POST', `/api/plans/${planId}/documents`, form);
    await t.database.db
      .update(documentContents)
      .set({ sealed: randomBytes(100) })
      .where(eq(documentContents.documentId, made.json.id));
    const cookie = [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.request('/api/account/export', { headers: { cookie } });
    // The answer had begun (200), so the archive is cut off: the browser reports it failed.
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(t.logs.join('')).toContain('account export failed');
  });

  it('refuses a fourth archive within the minute to the same account, with the time to wait', async () => {
    const { api } = await t.signedInUser();
    for (let export_ = 0; export_ < ACCOUNT_EXPORTS_PER_MINUTE; export_++) {
      expect((await api.get('/api/account/export')).status).toBe(200);
    }
    const refused = await api.get('/api/account/export');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('too_many_requests');
    expect(refused.json.error.message).toMatch(/wait a minute/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Counted per account: another's archive, and this account's spreadsheets, are still given.
    expect((await (await t.signedInUser()).api.get('/api/account/export')).status).toBe(200);
    expect((await api.get('/api/account/export/tasks.csv')).status).toBe(200);
  });

  it('needs a signed-in, verified session', async () => {
    expect((await t.client().get('/api/account/export')).status).toBe(401);
    const { api } = await t.signUp();
    expect((await api.get('/api/account/export/tasks.csv')).status).toBe(401);
  });
});

describe('Delete my account', () => {
  it('needs the current password and an emailed code; then everything of theirs is gone', async () => {
    const { api, email } = await t.signedInUser();
    const other = t.client();
    await other.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    await t.verify(other, email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const userId = user?.id as string;

    const wrongPassword = await api.post('/api/account/delete/code', {
      password: 'Wrong#Pass2026',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.error.fields.password).toBe('Current password is incorrect');

    expect((await api.post('/api/account/delete/code', { password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const code = deletionCode(email);
    const wrongCode = await api.post('/api/account/delete', {
      password: TEST_PASSWORD,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json.error.fields.code).toBe(
      'Invalid code entered. Please double-check the 6-digit code.',
    );
    const noPassword = await api.post('/api/account/delete', { password: 'Wrong#Pass2026', code });
    expect(noPassword.status).toBe(400);
    expect((await t.database.db.select().from(users).where(eq(users.id, userId))).length).toBe(1);
    const { id: planId } = await loadPlanAccess(t.database.db, userId);

    const deleted = await api.post('/api/account/delete', { password: TEST_PASSWORD, code });
    expect(deleted.status).toBe(200);
    const { db } = t.database;
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db.select().from(tasks).where(eq(tasks.planId, planId))).toHaveLength(0);
    expect(await db.select().from(carePlans).where(eq(carePlans.id, planId))).toHaveLength(0);
    expect(await db.select().from(auditLogs).where(eq(auditLogs.userId, userId))).toHaveLength(0);
    expect(
      await db.select().from(userSessions).where(eq(userSessions.userId, userId)),
    ).toHaveLength(0);
    // Every session ends at once, this one and the other device's.
    expect((await api.get('/api/tasks')).status).toBe(401);
    expect((await other.get('/api/tasks')).status).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in', { email, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect(t.deps.mailer.outbox.at(-1)?.subject).toBe('Your PlanMyEldercare account was deleted');
  });

  it('burns the code after too many wrong tries', async () => {
    const { api, email } = await t.signedInUser();
    await api.post('/api/account/delete/code', { password: TEST_PASSWORD });
    const code = deletionCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < t.deps.config.otp.maxAttempts; i++) {
      await api.post('/api/account/delete', { password: TEST_PASSWORD, code: wrong });
    }
    expect((await api.post('/api/account/delete', { password: TEST_PASSWORD, code })).status).toBe(
      400,
    );
    expect((await api.get('/api/tasks')).status).toBe(200);
  });
});
