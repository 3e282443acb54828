import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/format';
import type { Executor } from '../../db/client';
import { tasks } from '../../db/schema';
import { remindAtFor } from './reminder-time';

// When a plan's zone changes, every reminder of its tasks moves to 8:00 of the new zone
// (decision record 047): computed here with the one rule, written in one statement.

export async function recomputePlanReminders(
  db: Executor,
  planId: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const today = todayIn(timeZone, now);
  const rows = await db
    .select({
      id: tasks.id,
      dueDate: tasks.dueDate,
      reminderLead: tasks.reminderLead,
      completed: tasks.completed,
    })
    .from(tasks)
    // A deleted task owes no reminder; its restore computes one (record 087).
    .where(and(eq(tasks.planId, planId), isNotNull(tasks.reminderLead), isNull(tasks.deletedAt)));
  if (!rows.length) return;
  const instants = rows.map((row) => ({
    id: row.id,
    at: remindAtFor(row, timeZone, today)?.toISOString() ?? null,
  }));
  // One parameter however many tasks: the pairs travel as JSON.
  await db.execute(sql`
    update ${tasks} set remind_at = v.at
    from jsonb_to_recordset(${JSON.stringify(instants)}::jsonb) as v(id uuid, at timestamptz)
    where ${tasks.id} = v.id`);
}
