import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/tasks';
import { tasks } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../test/test-app';

// Findings 7 (audit written after the commit) and 9 (database errors logged their parameters)
// of docs/security.md. A trigger makes the audit write fail on a real database: the change it
// records must not be committed without it, and the error logged must not hold what was typed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
    begin
      if new.details::text like '%refuse-audit%' or new.action = 'toggle_task_completion' then
        raise exception 'audit refused for %', new.details;
      end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger refuse_audit before insert on audit_logs for each row execute function refuse_audit()`,
  );
});
afterAll(() => t.close());

describe('an audit entry and its change', () => {
  it('commit together: when the audit write fails, the change is not kept', async () => {
    const { api } = await t.signedInUser();
    const before: Dashboard = (await api.get('/api/tasks')).json;
    const task = before.tasks[0];

    const toggled = await api.post(`/api/tasks/${task?.id}/toggle`);
    expect(toggled.status).toBe(500);
    const created = await api.post('/api/tasks', { title: 'Private: refuse-audit Mum’s dementia' });
    expect(created.status).toBe(500);

    const after: Dashboard = (await api.get('/api/tasks')).json;
    expect(after.tasks.find((entry) => entry.id === task?.id)?.completed).toBe(task?.completed);
    expect(after.tasks).toHaveLength(before.tasks.length);
  });
});

describe('database errors in the log', () => {
  it('hold the error code and statement, never what the user typed', async () => {
    const { api } = await t.signedInUser();
    const typed = 'refuse-audit: Dad’s chemotherapy schedule';
    await api.post('/api/tasks', { title: typed });
    const log = t.logs.join('');
    expect(log).toContain('"type":"DatabaseError"');
    expect(log).toContain('"sqlState":"P0001"');
    expect(log).not.toContain('chemotherapy');
  });

  it('from a failed query with parameters, logged by the app’s logger', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    const error = await t.database.db
      .insert(tasks)
      .values({
        planId: '00000000-0000-4000-8000-000000000000',
        categoryId: 'healthcare',
        title: 'Mum’s diagnosis: early Alzheimer’s',
        position: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .catch((caught: unknown) => caught);
    logger.error({ err: error }, 'insert failed');
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.err).toEqual({
      type: 'DatabaseError',
      sqlState: '23503',
      statement: 'insert into tasks',
      constraint: 'tasks_plan_id_care_plans_id_fk',
      table: 'tasks',
    });
    expect(lines.join('')).not.toContain('Alzheimer');
  });
});
