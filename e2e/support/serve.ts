import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../src/server/test/smtp-sink';
import { productMemoryMb } from './memory';
import { E2E_ADMIN, E2E_PORT, MAILBOX_PORT } from './ports';

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

const server = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // A short resend wait keeps the resend journey quick; the 60 s rule has its API test.
    OTP_RESEND_SECONDS: '3',
    // Every journey signs up and sends codes from this one address; the per-address limits have
    // their API tests, and the per-account ones stay as they are.
    THROTTLE_SIGN_UP_PER_ADDRESS: '1000',
    THROTTLE_SIGN_IN_PER_ADDRESS: '1000',
    THROTTLE_SEND_CODE_PER_ADDRESS: '1000',
    THROTTLE_DEMO_PER_ADDRESS: '1000',
  },
});

// The product's memory through the whole suite (issue 16's budget: under 250 MB with its
// PostgreSQL, the server alone under 150 MB), sampled every two seconds.
const peak = { server: 0, product: 0 };
const sampler = setInterval(() => {
  const now = server.pid ? productMemoryMb(server.pid, dataDir) : undefined;
  if (!now) return;
  peak.server = Math.max(peak.server, now.server);
  peak.product = Math.max(peak.product, now.product);
}, 2_000);

function stop() {
  clearInterval(sampler);
  // After the whole suite: what the product holds once families have used it for a while.
  const memory = server.pid ? productMemoryMb(server.pid, dataDir) : undefined;
  if (memory !== undefined) {
    console.error(
      `product memory after the journeys: ${memory.product} MB, server ${memory.server} MB; highest during them: ${peak.product} MB, server ${peak.server} MB (PSS)`,
    );
  }
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  mailbox.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
