// What one sign-in costs the server, a password's (the password, then the emailed code) beside a
// passkey's (its options, then its answer: both factors in one), each measured end to end over
// HTTP through the app's own API, one after the other. The passkey is the software authenticator
// the API tests use (src/server/test/software-authenticator.ts); the code is read from the
// development outbox. Part of `npm run bench:api` (issue 57, record 095; bench/README.md).

import type { AppDeps } from '../src/server/app-deps';
import { relyingParty } from '../src/server/features/sign-in-factors/relying-party';
import { SoftwareAuthenticator } from '../src/server/test/software-authenticator';
import { newBenchEmail, signIn, signInAgain } from './bench-app';

/** The throttles a run of sign-ins from one address and account would meet. */
export const SIGN_IN_BENCH_ENV = {
  THROTTLE_SIGN_IN_PER_ACCOUNT: '100000',
  THROTTLE_SIGN_IN_PER_ACCOUNT_TOTAL: '100000',
  THROTTLE_SIGN_IN_PER_ADDRESS: '100000',
  THROTTLE_SEND_CODE_PER_ACCOUNT: '100000',
  THROTTLE_PASSKEY_PER_ADDRESS: '100000',
};

export type SignInRow = { way: string; signIns: number; mean: number; p50: number; p99: number };

async function postJson(url: string, route: string, body: unknown, cookie = '') {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function row(way: string, times: number[]): SignInRow {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  return {
    way,
    signIns: times.length,
    mean: round(mean),
    p50: round(at(0.5)),
    p99: round(at(0.99)),
  };
}

async function timed(rounds: number, signInOnce: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const started = performance.now();
    await signInOnce();
    times.push(performance.now() - started);
  }
  return times;
}

/** One account with a passkey, signed in `rounds` times each way (after a few unrecorded). */
export async function signInCosts(url: string, deps: AppDeps, rounds = 50): Promise<SignInRow[]> {
  const email = newBenchEmail();
  const cookie = await signIn(url, deps, email);
  const device = new SoftwareAuthenticator(relyingParty(deps.config).origin);
  const options = await postJson(url, '/api/passkeys/registration/options', {}, cookie);
  await postJson(
    url,
    '/api/passkeys',
    { name: 'bench phone', response: device.register(options) },
    cookie,
  );

  const withPassword = () => signInAgain(url, deps, email);
  const withPasskey = async () => {
    const challenge = await postJson(url, '/api/passkeys/sign-in/options', {});
    await postJson(url, '/api/passkeys/sign-in', { response: device.authenticate(challenge) });
  };
  await timed(5, withPassword);
  await timed(5, withPasskey);
  return [
    row('password, then the emailed code (3 requests)', await timed(rounds, withPassword)),
    row('passkey: options, then its answer (2 requests)', await timed(rounds, withPasskey)),
  ];
}
