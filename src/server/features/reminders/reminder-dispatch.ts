import { sql } from 'drizzle-orm';
import type { DbDeps } from '../../service-deps';
import { inQueueTransaction, type QueueExecutor } from './reminder-transaction';

// The dispatch (decision record 047): run every minute by one instance (pg-boss's schedule) and
// once at each start. It turns what is due into `reminder_deliveries` rows, one per email owed,
// named for good by their key, and queues one send job per new row in the same transaction.

/** Tasks taken per transaction: a dispatch loops until fewer are due. */
const BATCH = 100;
/** A dispatch stops after this many batches; the next minute goes on. */
const MAX_BATCHES = 20;

export type EnqueueSends = (keys: string[], queueDb?: QueueExecutor) => Promise<void>;

/**
 * Takes the tasks whose reminder is due (locked, skipping those another instance holds), writes
 * a delivery per recipient (the assignee, or when unassigned every owner and caregiver; not
 * those who turned reminders off, nor a demo sandbox: the demo sends no email, record 016),
 * clears `remind_at`, and queues the sends: all in one transaction. Answers how many deliveries
 * were new.
 */
export async function dispatchDueReminders(deps: DbDeps, enqueue: EnqueueSends) {
  let created = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const now = deps.clock.now();
    const { tasks, keys } = await inQueueTransaction(deps.database, async (tx, queueDb) => {
      const result = await tx.execute<{ tasks: number; key: string | null }>(sql`
        with due as (
          select id, plan_id, due_date, assignee_id, completed from tasks
          where remind_at is not null and remind_at <= ${now} and deleted_at is null
          order by remind_at
          limit ${BATCH}
          for update skip locked
        ),
        cleared as (
          update tasks set remind_at = null from due where tasks.id = due.id returning tasks.id
        ),
        recipients as (
          select due.id as task_id, due.plan_id, due.due_date, m.user_id
          from due
          join plan_members m on m.plan_id = due.plan_id
          join users u on u.id = m.user_id
          where not due.completed and due.due_date is not null and u.reminder_emails
            and not u.is_demo
            and (
              (due.assignee_id is not null and m.user_id = due.assignee_id)
              or (due.assignee_id is null and m.role in ('owner', 'caregiver'))
            )
        ),
        inserted as (
          insert into reminder_deliveries
            (key, kind, recipient_id, plan_id, task_id, occurrence_date, created_at)
          select 'reminder:' || task_id || ':' || due_date || ':' || user_id, 'reminder',
            user_id, plan_id, task_id, due_date, ${now}
          from recipients
          on conflict (key) do nothing
          returning key
        )
        select (select count(*)::int from cleared) as tasks, inserted.key
        from (select 1) one left join inserted on true
      `);
      const newKeys = result.rows.flatMap((row) => (row.key ? [row.key] : []));
      if (newKeys.length > 0) await enqueue(newKeys, queueDb);
      return { tasks: result.rows[0]?.tasks ?? 0, keys: newKeys };
    });
    created += keys.length;
    if (tasks < BATCH) break;
  }
  return created;
}

/**
 * The weekly digest: on Monday from REMINDER_HOUR-like 8:00 in the plan's zone (UTC for a plan
 * without one), a delivery per member who opted in (never the demo's), keyed by the plan's ISO
 * week so it is owed once a week however often this runs.
 */
export async function dispatchDigests(deps: DbDeps, enqueue: EnqueueSends) {
  const now = deps.clock.now();
  return inQueueTransaction(deps.database, async (tx, queueDb) => {
    const result = await tx.execute<{ key: string }>(sql`
      insert into reminder_deliveries
        (key, kind, recipient_id, plan_id, occurrence_date, created_at)
      select 'digest:' || p.id || ':' || to_char(l.local, 'IYYY-"W"IW') || ':' || m.user_id,
        'digest', m.user_id, p.id, l.local::date, ${now}
      from care_plans p
      cross join lateral (
        select (${now}::timestamptz at time zone coalesce(p.time_zone, 'UTC')) as local
      ) l
      join plan_members m on m.plan_id = p.id
      join users u on u.id = m.user_id
      where u.weekly_digest and not u.is_demo
        and extract(isodow from l.local) = 1
        and extract(hour from l.local) >= 8
      on conflict (key) do nothing
      returning key
    `);
    const keys = result.rows.map((row) => row.key);
    if (keys.length > 0) await enqueue(keys, queueDb);
    return keys.length;
  });
}

/**
 * Queues again the deliveries still owed (neither sent nor skipped) older than `olderThanMs`:
 * those whose send job was lost with a crashed instance, or never queued. A send is idempotent
 * (reminder-send.ts), so a second job for a delivery in progress elsewhere only waits and finds
 * it sent. A delivery a day old is given up: a reminder that late helps no one.
 */
export async function sweepOwedDeliveries(
  deps: DbDeps,
  enqueue: EnqueueSends,
  olderThanMs: number,
) {
  const now = deps.clock.now().getTime();
  const result = await deps.database.db.execute<{ key: string }>(sql`
    select key from reminder_deliveries
    where sent_at is null and skipped_reason is null
      and created_at <= ${new Date(now - olderThanMs)}
      and created_at > ${new Date(now - 86_400_000)}
    order by created_at
    limit 1000
  `);
  const keys = result.rows.map((row) => row.key);
  if (keys.length > 0) await enqueue(keys);
  return keys.length;
}
