import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

// The app's own PostgreSQL in a data folder: private, local only, and kept across restarts.
describe('the embedded PostgreSQL', () => {
  let dataDir: string;
  let postgres: EmbeddedPostgres | undefined;
  const start = () =>
    startEmbeddedPostgres({
      dataDir,
      binDir: process.env.POSTGRES_BIN_DIR,
      settings: { fsync: 'off' },
    });
  const query = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-embedded-'));
  });
  afterAll(async () => {
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is initialised with a generated password that only its owner can read', async () => {
    postgres = await start();
    const passwordFile = path.join(dataDir, 'postgres-password');
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(passwordFile, 'utf8');
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(postgres.url).toContain(encodeURIComponent(password));
    expect(fs.statSync(path.join(dataDir, 'postgres')).mode & 0o077).toBe(0);
  });

  it('listens on 127.0.0.1 only, with no unix socket, and refuses a wrong password', async () => {
    if (!postgres) throw new Error('not started');
    const [settings] = await query(
      postgres.url,
      "select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets",
    );
    expect(settings).toEqual({ listen: '127.0.0.1', sockets: '' });
    const wrong = new URL(postgres.url);
    wrong.password = 'not-the-password';
    await expect(query(wrong.toString(), 'select 1')).rejects.toThrow(
      /password authentication failed/,
    );
  });

  it('keeps its data across a stop and a start', async () => {
    if (!postgres) throw new Error('not started');
    await query(
      postgres.url,
      "create table kept (note text); insert into kept values ('still here')",
    );
    await postgres.stop();
    postgres = await start();
    expect(await query(postgres.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
  });

  it('refuses a data folder whose password file was lost, saying what to do', async () => {
    if (!postgres) throw new Error('not started');
    await postgres.stop();
    postgres = undefined;
    const passwordFile = path.join(dataDir, 'postgres-password');
    fs.renameSync(passwordFile, `${passwordFile}.away`);
    await expect(start()).rejects.toThrow(/postgres-password is missing.*Restore the file/);
    fs.renameSync(`${passwordFile}.away`, passwordFile);
  });
});
