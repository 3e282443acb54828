import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/schemas/tasks';
import { poolOf } from '../../db/client';
import { createMetrics } from '../../lib/metrics';
import { addMember, type Member } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import {
  deliveriesOf,
  headerOf,
  scheduleTask,
  setPlanZone,
  startTestQueue,
  type TestQueue,
  userIdOf,
} from '../../test/reminders';
import { type ReceivedMail, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://care.example.org';
const HOUR = 3_600_000;

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let queue: TestQueue;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      THROTTLE_SIGN_UP_PER_ADDRESS: '1000',
      THROTTLE_SEND_CODE_PER_ADDRESS: '1000',
    },
  });
  sink = await startSmtpSink();
  queue = await startTestQueue(t, sink.url);
});
afterAll(async () => {
  await queue.stop();
  await sink.close();
  await t.close();
});

/** What a full run of the minute's work does: dispatch, then every queued send. */
async function runQueue() {
  await queue.dispatch();
  await queue.drain();
}

const mailsTo = (email: string, subject: RegExp = /./) =>
  sink.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

/** A family: an owner, two caregivers and a viewer in the owner's plan, which keeps New York time. */
async function family() {
  const owner = await t.signedInUser();
  const caregiver = await t.signedInUser();
  const other = await t.signedInUser();
  const viewer = await t.signedInUser();
  const planId = await addMember(t, owner, caregiver, 'caregiver');
  await addMember(t, owner, other, 'caregiver');
  await addMember(t, owner, viewer, 'viewer');
  await setPlanZone(t, planId, 'America/New_York');
  const board = await dashboardOf(owner.api);
  return { owner, caregiver, other, viewer, planId, tasks: board.tasks as Task[] };
}

/** The one-click URL of a received mail's List-Unsubscribe header. */
const oneClickUrl = (mail: ReceivedMail) => {
  const header = headerOf(mail.raw, 'List-Unsubscribe') ?? '';
  return /^<(.+)>$/.exec(header)?.[1] ?? '';
};

describe('task reminders', () => {
  it('goes to the assignee only, once it is due, with the due day, a link and RFC 8058 headers', async () => {
    const { owner, caregiver, planId, tasks } = await family();
    const task = tasks[0] as Task;
    const assigned = await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      assigneeId: await userIdOf(t, caregiver.email),
    });
    expect(assigned.status).toBe(200);
    // Due Friday 16 January; a day's lead: Thursday 8:00 in New York, 13:00 UTC.
    const remindAt = await scheduleTask(t, task.id, '2026-01-16', '1_day');
    expect(remindAt?.toISOString()).toBe('2026-01-15T13:00:00.000Z');

    await runQueue(); // 09:00 UTC: not yet
    expect(mailsTo(caregiver.email)).toHaveLength(0);
    t.clock.advance(4 * HOUR);
    await runQueue();

    const [mail] = mailsTo(caregiver.email);
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe(
      `Reminder: ${task.title} is due Friday, January 16, 2026`,
    );
    expect(mail?.text).toContain(`Assigned to: ${caregiver.email}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/app?plan=${planId}&category=${task.categoryId}`);
    expect(mail?.text).toMatch(
      new RegExp(`Unsubscribe from task reminders: ${PUBLIC_URL}/unsubscribe#[\\w.-]+`),
    );
    expect(oneClickUrl(mail as ReceivedMail)).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/email/unsubscribe\\?token=[\\w.-]+$`),
    );
    expect(headerOf(mail?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail?.raw ?? '', 'Message-ID')).toMatch(/^<[0-9a-f]{32}@care\.example\.org>$/);
    expect(mailsTo(owner.email)).toHaveLength(0);
    // Logs never hold what a user typed: the task's title is not in them.
    expect(t.logs.join('')).not.toContain(task.title);
  });

  it('goes to every owner and caregiver of an unassigned task: not viewers, not one who turned reminders off', async () => {
    const { owner, caregiver, other, viewer, tasks } = await family();
    const task = tasks[1] as Task;
    const off = await other.api.request('PATCH', '/api/account/email-preferences', {
      reminderEmails: false,
    });
    expect(off.json).toEqual({ reminderEmails: false, weeklyDigest: false });
    await scheduleTask(t, task.id, t.clock.now().toISOString().slice(0, 10), 'on_day');
    await runQueue();

    const subject = new RegExp(`^Reminder: ${task.title}`);
    expect(mailsTo(owner.email, subject)).toHaveLength(1);
    expect(mailsTo(caregiver.email, subject)).toHaveLength(1);
    expect(mailsTo(other.email, subject)).toHaveLength(0);
    expect(mailsTo(viewer.email, subject)).toHaveLength(0);
  });

  it('sends once however often it is dispatched, swept or its reminder set again', async () => {
    const { owner, tasks } = await family();
    const task = tasks[2] as Task;
    const due = t.clock.now().toISOString().slice(0, 10);
    await scheduleTask(t, task.id, due, 'on_day');
    await Promise.all([queue.dispatch(), queue.dispatch(), queue.dispatch()]);
    await queue.drain();
    // The same occurrence's reminder set again (a schedule saved twice), then every path again.
    await scheduleTask(t, task.id, due, 'on_day');
    await runQueue();
    await queue.sweep(0);
    await queue.drain();

    expect(mailsTo(owner.email, new RegExp(`^Reminder: ${task.title}`))).toHaveLength(1);
    const deliveries = await deliveriesOf(t, { taskId: task.id });
    expect(deliveries.filter((row) => row.sent_at)).toHaveLength(deliveries.length);
  });

  it('waits for a send another instance holds, and does not send it again', async () => {
    const { owner, tasks } = await family();
    const task = tasks[7] as Task;
    await scheduleTask(t, task.id, t.clock.now().toISOString().slice(0, 10), 'on_day');
    await queue.dispatch();
    // Another instance in the middle of these sends: it holds the rows, then marks them sent.
    const other = await poolOf(t.database).connect();
    await other.query('begin');
    await other.query('select key from reminder_deliveries where task_id = $1 for update', [
      task.id,
    ]);
    const draining = queue.drain();
    // This instance's send is waiting for the row (PostgreSQL says so), not sending.
    for (;;) {
      const { rows } = await t.database.db.execute<{ waiting: number }>(sql`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
      `);
      if ((rows[0]?.waiting ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await other.query('update reminder_deliveries set sent_at = now() where task_id = $1', [
      task.id,
    ]);
    await other.query('commit');
    other.release();
    await draining;
    expect(mailsTo(owner.email, new RegExp(`^Reminder: ${task.title}`))).toHaveLength(0);
  });

  it('sends nothing for a task completed after its dispatch and before its send', async () => {
    const { owner, caregiver, planId, tasks } = await family();
    const task = tasks[3] as Task;
    await scheduleTask(t, task.id, t.clock.now().toISOString().slice(0, 10), 'on_day');
    await queue.dispatch();
    const done = await owner.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`);
    expect(done.status).toBe(200);
    await queue.drain();

    const subject = new RegExp(`^Reminder: ${task.title}`);
    expect(mailsTo(owner.email, subject)).toHaveLength(0);
    expect(mailsTo(caregiver.email, subject)).toHaveLength(0);
    const deliveries = await deliveriesOf(t, { taskId: task.id });
    expect(deliveries.map((row) => row.skipped_reason)).toEqual([
      'task_done',
      'task_done',
      'task_done',
    ]);
  });
});

describe('the queue depth metric', () => {
  it('counts the send jobs waiting, read at scrape time', async () => {
    const metrics = createMetrics(t.database, { reminders: queue });
    const { tasks } = await family();
    await scheduleTask(
      t,
      (tasks[8] as Task).id,
      t.clock.now().toISOString().slice(0, 10),
      'on_day',
    );
    await queue.dispatch();
    // The owner and two caregivers: three emails owed, not yet sent.
    expect(await metrics.registry.getSingleMetricAsString('reminder_queue_waiting_jobs')).toMatch(
      /^reminder_queue_waiting_jobs 3$/m,
    );
    await queue.drain();
    expect(await metrics.registry.getSingleMetricAsString('reminder_queue_waiting_jobs')).toMatch(
      /^reminder_queue_waiting_jobs 0$/m,
    );
  });
});

describe('POST /api/email/unsubscribe', () => {
  async function reminded() {
    const { owner, tasks } = await family();
    const task = tasks[4] as Task;
    await scheduleTask(t, task.id, t.clock.now().toISOString().slice(0, 10), 'on_day');
    await runQueue();
    const mail = mailsTo(owner.email).at(-1) as ReceivedMail;
    return { owner, mail };
  }
  const preferences = async (member: Member) =>
    (await member.api.get('/api/account/email-preferences')).json;

  it("takes a mail provider's one-click POST without a session or Origin; a GET changes nothing", async () => {
    const { owner, mail } = await reminded();
    const url = new URL(oneClickUrl(mail));
    const token = url.searchParams.get('token') as string;

    // A link scanner following the URL.
    const scanned = await t.app.request(`${url.pathname}${url.search}`);
    expect(scanned.status).toBe(404);
    expect(await preferences(owner)).toEqual({ reminderEmails: true, weeklyDigest: false });

    const oneClick = () =>
      t.app.request(`${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick()).status).toBe(200);
    expect((await oneClick()).status).toBe(200);
    expect(await preferences(owner)).toEqual({ reminderEmails: false, weeklyDigest: false });
    // The request log has the path only: the token never reaches the logs.
    expect(t.logs.join('')).not.toContain(token);
  });

  it("takes the /unsubscribe page's JSON token from the email's visible link", async () => {
    const { owner, mail } = await reminded();
    const token = /\/unsubscribe#([\w.-]+)/.exec(mail.text)?.[1];
    const answer = await t.client().post('/api/email/unsubscribe', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, kind: 'reminders' });
    expect(await preferences(owner)).toEqual({ reminderEmails: false, weeklyDigest: false });
  });

  it('refuses a bad or altered token with 400 and changes nothing', async () => {
    const { owner, mail } = await reminded();
    const token = new URL(oneClickUrl(mail)).searchParams.get('token') as string;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const json = await t.client().post('/api/email/unsubscribe', { token: altered });
    expect(json.status).toBe(400);
    expect(json.json.error.code).toBe('unsubscribe_invalid');
    const form = await t.app.request(`/api/email/unsubscribe?token=${altered}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(form.status).toBe(400);
    const malformed = await t.client().post('/api/email/unsubscribe', { token: 'short' });
    expect(malformed.status).toBe(400);
    expect(await preferences(owner)).toEqual({ reminderEmails: true, weeklyDigest: false });
  });
});

describe('the weekly digest', () => {
  it("goes once a week, on Monday from 8:00 in the plan's zone, to members who opted in", async () => {
    const { owner, caregiver, planId, tasks } = await family();
    // This plan's digest (each member's own plan, in UTC, has its own).
    const digest = /^This week in /;
    const digestsTo = (email: string) =>
      mailsTo(email, digest).filter((mail) => mail.text.includes(`/app?plan=${planId}`));
    expect(
      (
        await caregiver.api.request('PATCH', '/api/account/email-preferences', {
          weeklyDigest: true,
        })
      ).status,
    ).toBe(200);
    // Overdue and due this week (the clock is Thursday 15 January when they are set).
    await scheduleTask(t, (tasks[5] as Task).id, '2026-01-16', 'on_day');
    await scheduleTask(t, (tasks[6] as Task).id, '2026-01-21', '1_week');

    // Monday 19 January, 7:00 in New York: not yet.
    const monday = Date.parse('2026-01-19T12:00:00Z');
    t.clock.advance(monday - t.clock.now().getTime());
    await runQueue();
    expect(digestsTo(caregiver.email)).toHaveLength(0);
    t.clock.advance(1.5 * HOUR); // 8:30
    await runQueue();
    t.clock.advance(10 * HOUR);
    await runQueue();
    t.clock.advance(24 * HOUR); // Tuesday
    await runQueue();

    const sent = digestsTo(caregiver.email).map((mail) => ({
      ...mail,
      text: mail.text.replace(/\r\n/g, '\n'),
    }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(
      `Overdue:\n- ${(tasks[5] as Task).title} (Friday, January 16, 2026)`,
    );
    expect(sent[0]?.text).toContain(
      `Due this week:\n- ${(tasks[6] as Task).title} (Wednesday, January 21, 2026)`,
    );
    expect(headerOf(sent[0]?.raw ?? '', 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe=One-Click',
    );
    expect(digestsTo(owner.email)).toHaveLength(0);
    expect(
      (await deliveriesOf(t, { planId })).filter((row) => row.key.startsWith('digest:')),
    ).toHaveLength(1);

    // The caregiver's own plan has nothing due: its digest is skipped, not sent empty.
    expect(mailsTo(caregiver.email, digest)).toHaveLength(1);

    // The next Monday: the next week's digest.
    t.clock.advance(6 * 24 * HOUR);
    await runQueue();
    expect(digestsTo(caregiver.email)).toHaveLength(2);
  });
});
