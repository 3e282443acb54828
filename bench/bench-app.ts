// What the in-process benchmarks share: the app as the server runs it, on a database they name,
// and a signed-in account made through its API.

import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app';
import { type AppDeps, createAppDeps } from '../src/server/app-deps';
import { loadConfig } from '../src/server/config';
import { runMigrations } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { systemClock } from '../src/server/lib/clock';
import { createLogger } from '../src/server/lib/logger';

export const BENCH_PASSWORD = 'Bench#Pass2026';

export type Served = { url: string; close(): Promise<void> };

export async function listen(server: http.Server): Promise<string> {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function closer(server: http.Server) {
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** The app as the server runs it, on the given database. */
export async function startApp(dataDir: string, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
    THROTTLE_SEND_CODE_PER_ADDRESS: '100000',
    SESSION_IDLE_TIMEOUT_SECONDS: '3600',
    ...env,
  });
  const opened = await openDatabase(config);
  await runMigrations(opened.handle);
  const deps = await createAppDeps({
    config,
    database: opened.handle,
    logger: createLogger(config),
    clock: systemClock,
  });
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  const url = await listen(server as http.Server);
  const close = closer(server as http.Server);
  return { deps, opened, served: { url, close } satisfies Served };
}

/** Signs up and verifies through the API, with the code from the development outbox. */
export async function signIn(url: string, deps: AppDeps, email = newBenchEmail()): Promise<string> {
  const cookie = await post(url, '/api/auth/sign-up', {
    email,
    password: BENCH_PASSWORD,
    confirmPassword: BENCH_PASSWORD,
    acceptTerms: true,
  });
  return verifyByMail(url, deps, email, cookie);
}

/** Another session of an account `signIn` made, as a second device signs in. */
export async function signInAgain(url: string, deps: AppDeps, email: string): Promise<string> {
  const cookie = await post(url, '/api/auth/sign-in', { email, password: BENCH_PASSWORD });
  return verifyByMail(url, deps, email, cookie);
}

async function post(url: string, route: string, body: unknown, cookie = '') {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
}

/** Passes two-factor with the code from the development outbox: the verified session's cookie. */
async function verifyByMail(url: string, deps: AppDeps, email: string, cookie: string) {
  const referenceId = 'bench-reference-0001';
  await post(url, '/api/auth/code/send', { referenceId }, cookie);
  const code = deps.mailer.outbox
    .findLast((mail) => mail.to === email)
    ?.text.match(/\b\d{6}\b/)?.[0];
  return post(url, '/api/auth/code/verify', { referenceId, code }, cookie);
}

export const newBenchEmail = () =>
  `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
