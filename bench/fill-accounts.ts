import type pg from 'pg';

// Filler accounts for the benchmarks that need a big database (bench:scale, bench:backup): each a
// copy of a template account made through the API, with its care plan, the plan's tasks and
// subtasks, a session and five audit entries, inserted in SQL in batches.

const BATCH = 5_000;

/**
 * Adds filler accounts, each owning a care plan copied from the template account's (the plan
 * takes the account's id, as the care-circle migration did), in batches, in SQL.
 */
export async function fill(db: pg.Client, templateId: string, from: number, to: number) {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH) - 1;
    await db.query(
      `with nu as (
         insert into users (email, password_hash, email_confirmed_at, accepted_terms)
         select 'fill-' || g || '@scale.test', (select password_hash from users where id = $1), now(), true
         from generate_series($2::int, $3::int) g
         returning id, email
       ),
       ns as (
         insert into user_sessions (user_id, session_token, ip_address, expires_at, mfa_verified_at, last_activity, created_at)
         select id, md5(random()::text || id::text), '127.0.0.1', now() + interval '1 day', now(), now(), now() from nu
       ),
       np as (
         insert into care_plans (id, name, created_at) select id, 'Care plan', now() from nu
       ),
       nm as (
         insert into plan_members (plan_id, user_id, role, joined_at)
         select id, id, 'owner', now() from nu
       ),
       na as (
         insert into audit_logs (user_id, user_email, action, resource_type, plan_id, created_at)
         select nu.id, nu.email, 'view_task', 'task', nu.id, now() - (g || ' minutes')::interval
         from nu cross join generate_series(1, 5) g
       ),
       template_plan as (
         select plan_id from plan_members where user_id = $1 and role = 'owner' limit 1
       ),
       nt as (
         insert into tasks (plan_id, category_id, title, description, notes, library_key, video_url, position, created_at, updated_at)
         select nu.id, t.category_id, t.title, t.description, t.notes, t.library_key, t.video_url, t.position, now(), now()
         from nu cross join tasks t where t.plan_id = (select plan_id from template_plan)
         returning id, library_key
       )
       insert into subtasks (task_id, title, position)
       select nt.id, s.title, s.position
       from nt join tasks t on t.plan_id = (select plan_id from template_plan)
         and t.library_key = nt.library_key
       join subtasks s on s.task_id = t.id`,
      [templateId, start, end],
    );
  }
  await db.query('vacuum analyze');
}
