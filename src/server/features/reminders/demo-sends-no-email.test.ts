import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMembers } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { ownPlanId } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import { startDemo } from '../../test/demo';
import { deliveriesOf, scheduleTask, startTestQueue, type TestQueue } from '../../test/reminders';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

// The demo sends no email of any kind (issue #30, record 016): a sandbox's due reminder and
// digest are never owed, a delivery owed from before is skipped, the mail layer refuses the
// demo's addresses, and nobody can invite them.

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let queue: TestQueue;

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_DEMO_PER_ADDRESS: '1000' } });
  sink = await startSmtpSink();
  queue = await startTestQueue(t, sink.url);
});
afterAll(async () => {
  await queue.stop();
  await sink.close();
  await t.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);
const toTheDemo = () =>
  sink.received.filter((mail) => mail.to.some((to) => to.endsWith('.invalid')));

/** A sandbox with its first task due today and reminded on the day (8:00, already past). */
async function sandboxWithDueReminder() {
  const { api } = await startDemo(t.client());
  const planId = await ownPlanId(api);
  const [task] = (await dashboardOf(api)).tasks;
  if (!task) throw new Error('the sandbox has no task');
  await scheduleTask(t, task.id, today(), 'on_day');
  const [member] = await t.database.db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(eq(planMembers.planId, planId));
  return { api, planId, taskId: task.id, userId: member?.userId as string };
}

describe('reminders and digests', () => {
  it('a sandbox whose reminder is due is sent nothing, and owed nothing', async () => {
    const { planId, userId } = await sandboxWithDueReminder();
    // A sandbox cannot turn the digest on; were it on, the digest is not owed either.
    await t.database.db.execute(sql`update users set weekly_digest = true where id = ${userId}`);
    // Beside it, a member's reminder due at the same time goes out: the run did its work.
    const member = await t.signedInUser();
    const [memberTask] = (await dashboardOf(member.api)).tasks;
    await scheduleTask(t, memberTask?.id as string, today(), 'on_day');

    await queue.dispatch();
    await queue.drain();
    await sink.waitFor(member.email);
    // Monday 19 January, 9:00 UTC: the digest's hour in a plan without a zone.
    t.clock.advance(Date.parse('2026-01-19T09:00:00Z') - t.clock.now().getTime());
    await queue.dispatch();
    await queue.drain();

    expect(toTheDemo()).toEqual([]);
    expect(await deliveriesOf(t, { planId })).toEqual([]);
  });

  it('a delivery owed to a sandbox from before is skipped as demo: not sent, not retried', async () => {
    const { planId, taskId, userId } = await sandboxWithDueReminder();
    const key = `reminder:${taskId}:${today()}:${userId}`;
    await t.database.db.execute(sql`
      insert into reminder_deliveries
        (key, kind, recipient_id, plan_id, task_id, occurrence_date, created_at)
      values (${key}, 'reminder', ${userId}, ${planId}, ${taskId}, ${today()},
        ${new Date(t.clock.now().getTime() - 120_000)})
    `);
    await queue.sweep(0);
    await queue.drain();
    expect(toTheDemo()).toEqual([]);
    expect(await deliveriesOf(t, { planId })).toEqual([
      { key, recipient_id: userId, sent_at: null, skipped_reason: 'demo' },
    ]);
  });
});

describe('the mail layer', () => {
  it('sends nothing to a .invalid address (a sandbox), and logs the email without it', async () => {
    const { config, logger } = t.deps;
    const mailer = createMailer({ mail: { ...config.mail, smtpUrl: sink.url } }, logger);
    const message = { subject: 'Your care plan', text: 'Hello' };
    await mailer.send({ to: 'demo-0123456789abcdef01234567@demo-sandbox.invalid', ...message });
    await mailer.send({ to: ' Someone@Example.INVALID ', ...message });
    await mailer.send({ to: 'family@example.com', ...message });

    await sink.waitFor('family@example.com');
    expect(toTheDemo()).toEqual([]);
    const notSent = t.logs.filter((line) => line.includes('email not sent: a .invalid address'));
    expect(notSent).toHaveLength(2);
    for (const line of notSent) {
      expect(line).toContain('Your care plan');
      expect(line).not.toContain('@');
    }
  });
});

describe('invitations', () => {
  it('refuse the demo address and every .invalid address, and send nothing', async () => {
    const owner = await t.signedInUser();
    const planId = await ownPlanId(owner.api);
    for (const email of [t.deps.config.demo.email, 'demo-abc@demo-sandbox.invalid']) {
      const invited = await owner.api.post(`/api/plans/${planId}/invitations`, {
        email,
        role: 'caregiver',
      });
      expect(invited.status).toBe(400);
      expect(invited.json.error.code).toBe('email_reserved');
      expect(t.deps.mailer.outbox.filter((mail) => mail.to === email)).toEqual([]);
    }
  });
});
