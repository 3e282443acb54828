import { eq, sql } from 'drizzle-orm';
import { todayIn } from '../../shared/format';
import type { ReminderLead } from '../../shared/rules/due-dates';
import { carePlans, tasks, users } from '../db/schema';
import { remindAtFor } from '../features/calendar/reminder-time';
import {
  createReminderQueue,
  ensureReminderQueues,
  SEND,
} from '../features/reminders/reminder-queue';
import { sendDelivery } from '../features/reminders/reminder-send';
import { createMailer } from '../mail/mailer';
import type { BaseDeps } from '../service-deps';
import type { TestApp } from './test-app';

// What the reminder tests share. Until the schedule API (PUT /api/tasks/:taskId/schedule, branch
// cal-schedule) is on main, a task's schedule is written to its row with the same helper that
// API uses (remindAtFor), and the plan's zone set directly.

/**
 * A reminder queue of the test app whose emails go to a real SMTP server (the sink), with its
 * queues but none of its workers, schedule or sweep: the test runs `dispatch()`, and `drain()`
 * sends what is queued, here and now.
 */
export async function startTestQueue(t: TestApp, smtpUrl: string) {
  const mailer = createMailer({ mail: { smtpUrl, from: t.deps.config.mail.from } }, t.deps.logger);
  const deps = { ...t.deps, mailer };
  const queue = createReminderQueue(deps);
  await t.deps.jobs.start({ work: false });
  await ensureReminderQueues(t.deps.jobs);
  return Object.assign(queue, { drain: () => drainSends(deps) });
}

/** A test's reminder queue: the app's, and `drain()` to send what is queued. */
export type TestQueue = Awaited<ReturnType<typeof startTestQueue>>;

/** Runs every queued send job here and now, as a worker would; answers how many ran. */
async function drainSends(deps: BaseDeps): Promise<number> {
  const boss = deps.jobs.started();
  if (!boss) throw new Error('the job queue is not started');
  let ran = 0;
  for (;;) {
    const jobs = await boss.fetch<{ key: string }>(SEND, { batchSize: 50 });
    if (jobs.length === 0) return ran;
    for (const job of jobs) {
      try {
        await sendDelivery(deps, job.data.key);
        await boss.complete(SEND, job.id);
      } catch (error) {
        await boss.fail(SEND, job.id, { message: String(error) });
        throw error;
      }
      ran++;
    }
  }
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function setPlanZone(t: TestApp, planId: string, timeZone: string) {
  await t.database.db.update(carePlans).set({ timeZone }).where(eq(carePlans.id, planId));
}

/** Gives a task a due date and a reminder, as the schedule API would (remindAtFor). */
export async function scheduleTask(
  t: TestApp,
  taskId: string,
  dueDate: string,
  reminderLead: ReminderLead,
) {
  const [row] = await t.database.db
    .select({ completed: tasks.completed, timeZone: carePlans.timeZone })
    .from(tasks)
    .innerJoin(carePlans, eq(carePlans.id, tasks.planId))
    .where(eq(tasks.id, taskId));
  if (!row) throw new Error(`no task ${taskId}`);
  const zone = row.timeZone ?? 'UTC';
  const remindAt = remindAtFor(
    { dueDate, reminderLead, completed: row.completed },
    zone,
    todayIn(zone, t.clock.now()),
  );
  await t.database.db
    .update(tasks)
    .set({ dueDate, reminderLead, remindAt })
    .where(eq(tasks.id, taskId));
  return remindAt;
}

/** The deliveries of a task or plan, as the database keeps them. */
export async function deliveriesOf(t: TestApp, where: { taskId?: string; planId?: string }) {
  const result = await t.database.db.execute<{
    key: string;
    recipient_id: string;
    sent_at: Date | null;
    skipped_reason: string | null;
  }>(sql`
    select key, recipient_id, sent_at, skipped_reason from reminder_deliveries
    where (${where.taskId ?? null}::uuid is null or task_id = ${where.taskId ?? null}::uuid)
      and (${where.planId ?? null}::uuid is null or plan_id = ${where.planId ?? null}::uuid)
    order by key
  `);
  return result.rows;
}

/** The header's value in a raw message (folded lines joined). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
