import { type ChildProcess, spawn } from 'node:child_process';

export type SpawnedServer = {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/** The built server as an operator runs it, on its own port and settings. */
export function spawnServer(port: number, env: Record<string, string>): SpawnedServer {
  let output = '';
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(port), ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/**
 * Signs up on a spawned server without SMTP: the development outbox writes the code to the log,
 * which `output` reads. Returns the session cookie, verified.
 */
export async function signUpFromLog(server: SpawnedServer, password: string): Promise<string> {
  const email = `carer-${Date.now()}@lifecycle.test`;
  const post = async (route: string, body: unknown, cookie = '') => {
    const response = await fetch(`${server.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
  };
  const cookie = await post('/api/auth/sign-up', {
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  const referenceId = 'lifecycle-reference-01';
  await post('/api/auth/code/send', { referenceId }, cookie);
  // The log line may reach the pipe a moment after the answer: wait for it.
  const deadline = Date.now() + 10_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    const mailed = server
      .output()
      .split('\n')
      .filter((line) => line.includes(email) && line.includes('development outbox'))
      .at(-1);
    code = mailed?.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`no code for ${email} in the server log`);
  return post('/api/auth/code/verify', { referenceId, code }, cookie);
}
