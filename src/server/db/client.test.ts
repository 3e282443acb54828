import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { openPostgres } from './client';

// The pool the app runs on: an idle connection ended under it (the database restarting, or being
// stopped as the server stops) is reported, not thrown at the process, and the next query works.
describe('openPostgres', () => {
  it('survives an idle connection that the database ends', async () => {
    const onConnectionError = vi.fn();
    const url = inject('postgresUrl');
    const handle = openPostgres(url, { poolSize: 1, onConnectionError });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pool = await handle.db.execute<{ pid: number }>('select pg_backend_pid() as pid');
      const pid = pool.rows[0]?.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalledOnce());
      expect(String(onConnectionError.mock.calls[0]?.[0])).toMatch(/terminating connection/);
      const again = await handle.db.execute<{ one: number }>('select 1 as one');
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
