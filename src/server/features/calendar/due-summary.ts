import { sql } from 'drizzle-orm';
import { categories } from '../../../shared/content/task-library';
import type { Language } from '../../../shared/i18n/locales';
import { addDays, DUE_LIST_MAX, DUE_SOON_DAYS } from '../../../shared/rules/due-dates';
import type { DueSummary } from '../../../shared/schemas/calendar';
import type { PlanAccess } from '../../auth/plan-access';
import type { Executor } from '../../db/client';
import { type DatedRow, entryOf } from './calendar-entry';
import { todayOfPlan } from './plan-zone';

// The top of the dashboard and the category cards (decision record 047): what is overdue and
// what is due this week (today and the 6 days after it, in the plan's zone). Open tasks and open
// steps with their own date; a repeating task counts once, on its due date. Everything is
// counted and cut in SQL, in one statement however large the plan: the dashboard's first
// request runs it every time, and two statements over the same rows cost twice the planning and
// the round trips (bench:api).

type Bucketed = DatedRow & { bucket: 'overdue' | 'week' };
type CategoryCount = { categoryId: string; overdue: number; dueThisWeek: number };

/** The plan's open dated tasks and steps due before the week's end, each in its bucket. */
const bucketed = (planId: string, today: string, weekEnd: string) => sql`
  with dated as (
    select t.id as "taskId", null::uuid as "subtaskId", t.title, t.title as "taskTitle",
      t.library_key as "libraryKey", t.category_id as "categoryId", t.due_date::text as date, t.due_time::text as time,
      t.repeat_rule as "repeatRule", t.completed, t.assignee_id as "assigneeId"
    from tasks t
    where t.plan_id = ${planId} and t.due_date <= ${weekEnd} and not t.completed
      and t.deleted_at is null
    union all
    select t.id, s.id, s.title, t.title, t.library_key, t.category_id, s.due_date::text,
      s.due_time::text,
      null, s.completed, t.assignee_id
    from subtasks s join tasks t on t.id = s.task_id
    where t.plan_id = ${planId} and s.due_date <= ${weekEnd} and not s.completed
      and not t.completed and t.deleted_at is null and s.deleted_at is null
  )
  select *, case when date < ${today} then 'overdue' else 'week' end as bucket from dated`;

export async function dueSummaryOf(
  db: Executor,
  plan: Pick<PlanAccess, 'id' | 'timeZone'>,
  now: Date,
  language: Language,
): Promise<DueSummary> {
  const { timeZone, today } = todayOfPlan(plan, now);
  const weekEnd = addDays(today, DUE_SOON_DAYS - 1);
  const entries = bucketed(plan.id, today, weekEnd);
  const answer = await db.execute<{ listed: Bucketed[]; counted: CategoryCount[] }>(sql`
    with b as materialized (${entries})
    select
      coalesce((
        select json_agg(ranked order by date, time nulls first, title)
        from (
          select b.*, row_number() over (
            partition by bucket order by date, time nulls first, title, "subtaskId" nulls first
          ) as n
          from b
        ) ranked where n <= ${DUE_LIST_MAX}
      ), '[]'::json) as listed,
      coalesce((
        select json_agg(counts) from (
          select "categoryId",
            count(*) filter (where bucket = 'overdue') as overdue,
            count(*) filter (where bucket = 'week') as "dueThisWeek"
          from b group by "categoryId"
        ) counts
      ), '[]'::json) as counted`);
  const rows = answer.rows[0]?.listed ?? [];
  const counts = new Map((answer.rows[0]?.counted ?? []).map((row) => [row.categoryId, row]));
  return {
    timeZone,
    today,
    overdue: rows
      .filter((row) => row.bucket === 'overdue')
      .map((row) => entryOf(row, today, language)),
    dueThisWeek: rows
      .filter((row) => row.bucket === 'week')
      .map((row) => entryOf(row, today, language)),
    categories: categories.map(({ id }) => ({
      categoryId: id,
      overdue: counts.get(id)?.overdue ?? 0,
      dueThisWeek: counts.get(id)?.dueThisWeek ?? 0,
    })),
  };
}
