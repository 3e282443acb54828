import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { type Language, languageOf } from '../../../shared/i18n/locales';
import { addDays } from '../../../shared/rules/due-dates';
import type { CalendarEntry, CalendarRange } from '../../../shared/schemas/calendar';
import type { PlanActor } from '../../auth/plan-access';
import { subtasks, tasks } from '../../db/schema';
import type { DbDeps } from '../../service-deps';
import { byWhen, type DatedRow, entryOf } from './calendar-entry';
import { todayOfPlan } from './plan-zone';
import { occurrencesBetween } from './recurrence';

// The Calendar page's range (decision record 047): every dated task and step of the plan in the
// days asked for, with a repeating task's later occurrences computed from its rule.

const taskColumns = {
  taskId: tasks.id,
  subtaskId: sql<string | null>`null::uuid`,
  title: tasks.title,
  taskTitle: tasks.title,
  libraryKey: tasks.libraryKey,
  categoryId: tasks.categoryId,
  repeatRule: tasks.repeatRule,
  completed: tasks.completed,
  assigneeId: tasks.assigneeId,
};

/**
 * The entries of `from`..`to` (both included): two indexed queries, the tasks (a repeating one
 * whose due date is before the range may still fall in it) and the steps with their own date.
 */
export async function getCalendarRange(
  deps: DbDeps,
  actor: PlanActor,
  input: { from: string; to: string },
): Promise<CalendarRange> {
  const db = deps.database.db;
  const { from, to } = input;
  const { timeZone, today } = todayOfPlan(actor.plan, deps.clock.now());
  const [taskRows, stepRows] = await Promise.all([
    db
      .select({ ...taskColumns, date: sql<string>`${tasks.dueDate}`, time: tasks.dueTime })
      .from(tasks)
      .where(
        and(
          eq(tasks.planId, actor.plan.id),
          isNull(tasks.deletedAt),
          lte(tasks.dueDate, to),
          or(sql`${tasks.dueDate} >= ${from}`, isNotNull(tasks.repeatRule)),
        ),
      ),
    db
      .select({
        ...taskColumns,
        subtaskId: subtasks.id,
        title: subtasks.title,
        completed: subtasks.completed,
        date: sql<string>`${subtasks.dueDate}`,
        time: subtasks.dueTime,
      })
      .from(subtasks)
      .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
      .where(
        and(
          eq(tasks.planId, actor.plan.id),
          // Nothing in 'Recently deleted' (record 087): neither a deleted task nor a deleted step.
          isNull(tasks.deletedAt),
          isNull(subtasks.deletedAt),
          sql`${subtasks.dueDate} between ${from} and ${to}`,
        ),
      ),
  ]);
  const language = languageOf(actor.locale);
  const entries = [
    ...taskRows.flatMap((row) => taskEntries(row, { from, to, today }, language)),
    ...stepRows.map((row) => entryOf(row, today, language)),
  ].sort(byWhen);
  return { planId: actor.plan.id, timeZone, today, from, to, entries };
}

/**
 * A task's due date when it falls in the range, and a repeating task's later occurrences there.
 * Projected occurrences start today at the earliest: completing an overdue repeating task moves
 * it to the next occurrence not before today, so earlier ones never come due.
 */
function taskEntries(
  row: DatedRow,
  range: { from: string; to: string; today: string },
  language: Language,
): CalendarEntry[] {
  const { from, to, today } = range;
  const own = row.date >= from && row.date <= to ? [entryOf(row, today, language)] : [];
  if (!row.repeatRule || row.completed) return own;
  const first = [from, addDays(row.date, 1), today].sort().at(-1) as string;
  const later = occurrencesBetween(row.repeatRule, row.date, first, to).filter(
    (date) => date > row.date,
  );
  return [...own, ...later.map((date) => entryOf(row, today, language, { date, projected: true }))];
}
