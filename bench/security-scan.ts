// Scanners (issue 16): sqlmap and wapiti, from Debian's packages (apt-get install sqlmap
// wapiti), against the built server on a throwaway PostgreSQL, with a signed-in session, on every
// parameterised endpoint that takes what a user types. Prints each scan's verdict; exits 1 on a
// finding.   npm run build && npm run scan

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signUpFromLog, spawnServer } from '../e2e/support/spawn-server';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { freePort } from '../src/server/lib/free-port';

const run = promisify(execFile);
const PASSWORD = 'Scan#Bench2026';
const binDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const level = process.env.SQLMAP_LEVEL ?? '3';

async function main() {
  for (const tool of ['sqlmap', 'wapiti']) {
    await run('which', [tool]).catch(() => {
      throw new Error(`${tool} is not installed: apt-get install sqlmap wapiti`);
    });
  }
  if (!fs.existsSync('dist/server/index.js')) throw new Error('Build first: npm run build');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-scan-'));
  fs.chmodSync(root, 0o711);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), binDir });
  // The limits that would stop a scanner are raised, so it can try everything it wants to.
  const server = spawnServer(await freePort(), {
    DATABASE_URL: postgres.url,
    SESSION_IDLE_TIMEOUT_SECONDS: '86400',
    THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
    THROTTLE_SEND_CODE_PER_ADDRESS: '100000',
    THROTTLE_SIGN_IN_PER_ADDRESS: '100000000',
    THROTTLE_SIGN_IN_PER_ACCOUNT: '100000000',
    THROTTLE_SIGN_IN_PER_ACCOUNT_TOTAL: '100000000',
    THROTTLE_TASK_WRITES_PER_MINUTE: '100000000',
    THROTTLE_COMMUNITY_POSTS_PER_ACCOUNT: '100000000',
    THROTTLE_LEADS_PER_ADDRESS: '100000000',
    THROTTLE_PASSKEY_PER_ADDRESS: '100000000',
  });
  const base = server.baseUrl;
  for (let tries = 0; tries < 300; tries += 1) {
    if (
      await fetch(`${base}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const cookie = await signUpFromLog(server, PASSWORD);
  const json = async (method: string, route: string, body: unknown) =>
    (await fetch(`${base}${route}`, {
      method,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json())) as { task: { id: string; subtasks: { id: string }[] } };
  const created = await json('POST', '/api/tasks', { title: 'Scanned task' });
  const taskId = created.task.id;
  const withStep = await json('POST', `/api/tasks/${taskId}/subtasks`, { title: 'A step' });
  const subtaskId = withStep.task.subtasks[0]?.id;

  // `*` marks where sqlmap injects.
  const targets = [
    {
      name: 'sign-in',
      method: 'POST',
      url: '/api/auth/sign-in',
      data: '{"email":"a@example.com*","password":"x*"}',
    },
    {
      name: 'task create',
      method: 'POST',
      url: '/api/tasks',
      data: '{"title":"t*","description":"d*","notes":"n*","categoryId":"housing*"}',
    },
    {
      name: 'task update',
      method: 'PATCH',
      url: `/api/tasks/${taskId}`,
      data: '{"title":"t*","notes":"n*"}',
    },
    {
      name: 'subtask create',
      method: 'POST',
      url: `/api/tasks/${taskId}/subtasks`,
      data: '{"title":"s*"}',
    },
    {
      name: 'task id in the path',
      method: 'POST',
      url: `/api/tasks/${taskId}*/toggle`,
      data: '{}',
    },
    {
      name: 'subtask id in the path',
      method: 'POST',
      url: `/api/tasks/${taskId}/subtasks/${subtaskId}*/toggle`,
      data: '{}',
    },
    { name: 'community tab query', method: 'GET', url: '/api/community/topics?tab=all*' },
    {
      name: 'audit filters query',
      method: 'GET',
      url: '/api/audit/logs?action=view_task*&from=2026-01-01*',
    },
  ];
  const verdicts: { scan: string; verdict: string }[] = [];
  let findings = 0;
  for (const target of targets) {
    const args = [
      '-u',
      `${base}${target.url}`,
      '--method',
      target.method,
      ...(target.data ? ['--data', target.data] : []),
      '--headers',
      `Origin: ${base}\nContent-Type: application/json`,
      '--cookie',
      cookie,
      // A wrong sign-in answers 401: that is the answer under test, not a reason to stop.
      '--ignore-code=401',
      '--batch',
      `--level=${level}`,
      '--risk=1',
      '--threads=2',
      '--flush-session',
      '--output-dir',
      path.join(root, 'sqlmap'),
    ];
    const { stdout } = await run('sqlmap', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    const found = /identified the following injection point/i.test(stdout);
    const clean = /do not appear to be injectable|not injectable/i.test(stdout);
    if (found) findings += 1;
    const candidates = (stdout.match(/false positive or unexploitable injection point/gi) ?? [])
      .length;
    verdicts.push({
      scan: `sqlmap level ${level}: ${target.name}`,
      verdict: found
        ? 'INJECTION FOUND'
        : clean
          ? `0 injections${candidates ? ` (${candidates} candidates discarded by sqlmap as false positives)` : ''}`
          : `no verdict: ${stdout
              .split('\n')
              .filter((line) => /\[(CRITICAL|ERROR)\]/.test(line))
              .slice(0, 2)
              .join(' ')}`,
    });
    console.log(verdicts.at(-1));
  }

  const report = path.join(root, 'wapiti.json');
  await run(
    'wapiti',
    [
      '-u',
      `${base}/`,
      '--scope',
      'folder',
      '-H',
      `Cookie: ${cookie}`,
      '-s',
      `${base}/api/community/topics?tab=all`,
      '-s',
      `${base}/api/audit/logs?action=view_task&from=2026-01-01`,
      '-s',
      `${base}/app?category=housing`,
      '-m',
      'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,ssrf,xxe,htaccess,methods,http_headers,cookieflags,csp',
      '--flush-session',
      '-f',
      'json',
      '-o',
      report,
      '--max-scan-time',
      '900',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => {
    throw new Error(`wapiti failed: ${error.stderr}`);
  });
  const { vulnerabilities, anomalies } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    vulnerabilities: Record<string, unknown[]>;
    anomalies: Record<string, unknown[]>;
  };
  const listed = (group: Record<string, unknown[]>) =>
    Object.entries(group).filter(([, entries]) => entries.length > 0);
  for (const [name, entries] of [...listed(vulnerabilities), ...listed(anomalies)]) {
    findings += entries.length;
    console.log(`wapiti: ${name}:`, JSON.stringify(entries, null, 1).slice(0, 1_500));
  }
  verdicts.push({
    scan: 'wapiti 3.0.4 (pages and GET API, signed in)',
    verdict: `${listed(vulnerabilities).length + listed(anomalies).length} kinds of finding`,
  });
  console.table(verdicts);

  await server.stop();
  await postgres.stop();
  fs.rmSync(root, { recursive: true, force: true });
  process.exit(findings ? 1 : 0);
}

void main();
