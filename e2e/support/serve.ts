import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { startSmtpSink } from '../../src/server/test/smtp-sink';
import { productMemoryMb } from './memory';
import { E2E_ADMIN, E2E_PORT, INSTANCE_PORT_BASE, MAILBOX_PORT } from './ports';

// Starts, for the journeys: a real SMTP server that keeps what it receives (readable as JSON on
// the mailbox port), and the built app on a throwaway data folder sending its mail there.
// Playwright stops it with SIGTERM; the folder is removed on the way out.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-e2e-'));
const smtp = await startSmtpSink();

const mailbox = http.createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase();
  const messages = smtp.received.filter((mail) => !to || mail.to.includes(to));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(messages.map(({ to, subject, text }) => ({ to, subject, text }))));
});
mailbox.listen(MAILBOX_PORT, '127.0.0.1');

/**
 * E2E_INSTANCES=2 runs the journeys against two servers on one PostgreSQL, behind a proxy that
 * sends each request to the next server in turn (no sticky sessions): sessions, throttling and
 * two-factor limits must hold across instances (issue 16). One instance by default.
 */
const instances = Number(process.env.E2E_INSTANCES ?? 1);
// As root, the shared PostgreSQL runs as another account, which must pass through the folder.
if (instances > 1) fs.chmodSync(dataDir, 0o711);
const shared =
  instances > 1
    ? await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'shared'),
        binDir: process.env.POSTGRES_BIN_DIR,
      })
    : undefined;

function startServer(port: number) {
  return spawn(process.execPath, ['dist/server/index.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(shared ? { DATABASE_URL: shared.url } : {}),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // A short resend wait keeps the resend journey quick; the 60 s rule has its API test.
      OTP_RESEND_SECONDS: '3',
      // Every journey signs up and sends codes from this one address; the per-address limits
      // have their API tests, and the per-account ones stay as they are.
      THROTTLE_SIGN_UP_PER_ADDRESS: '1000',
      THROTTLE_SIGN_IN_PER_ADDRESS: '1000',
      THROTTLE_SEND_CODE_PER_ADDRESS: '1000',
      THROTTLE_PASSKEY_PER_ADDRESS: '1000',
      THROTTLE_DEMO_PER_ADDRESS: '1000',
    },
  });
}

const servers =
  instances > 1
    ? Array.from({ length: instances }, (_, index) => startServer(INSTANCE_PORT_BASE + index))
    : [startServer(E2E_PORT)];
const server = servers[0] as (typeof servers)[number];

if (instances > 1) {
  let next = 0;
  const proxy = http.createServer((request, response) => {
    const port = INSTANCE_PORT_BASE + (next++ % instances);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  proxy.listen(E2E_PORT, '127.0.0.1');
}

// The product's memory through the whole suite (issue 16's budget: under 250 MB with its
// PostgreSQL, the server alone under 150 MB), sampled every two seconds.
const peak = { server: 0, product: 0 };
const sampler = setInterval(() => {
  if (instances > 1) return;
  const now = server.pid ? productMemoryMb(server.pid, dataDir) : undefined;
  if (!now) return;
  peak.server = Math.max(peak.server, now.server);
  peak.product = Math.max(peak.product, now.product);
}, 2_000);

function stop() {
  clearInterval(sampler);
  // After the whole suite: what the product holds once families have used it for a while.
  // One instance only: with two, each server's share of the one PostgreSQL is not its own.
  const memory = server.pid && instances === 1 ? productMemoryMb(server.pid, dataDir) : undefined;
  if (memory !== undefined) {
    console.error(
      `product memory after the journeys: ${memory.product} MB, server ${memory.server} MB; highest during them: ${peak.product} MB, server ${peak.server} MB (PSS)`,
    );
  }
  for (const each of servers) each.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const exits = servers.map(
  (each) => new Promise<number | null>((resolve) => each.on('exit', (code) => resolve(code))),
);
void Promise.all(exits).then(async ([code]) => {
  await shared?.stop();
  mailbox.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
