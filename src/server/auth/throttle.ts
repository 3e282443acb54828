import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { ACCOUNT_EXPORTS_PER_MINUTE } from '../../shared/rules/limits';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../lib/app-error';

export type Throttle = {
  /** Counts one attempt under each key; throws 429 when any limit is spent. */
  consume(limits: { limiter: keyof Limiters; key: string }[]): Promise<void>;
  reset(limiter: keyof Limiters, key: string): Promise<void>;
};

type Limiters = ReturnType<typeof createLimiters>;

function createLimiters(db: Database, config: Pick<Config, 'throttle'>) {
  const make = (keyPrefix: string, points: number, duration = config.throttle.windowSeconds) =>
    new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration });
  const { throttle } = config;
  return {
    // Wrong passwords are counted per account and client address, so a stranger elsewhere
    // cannot lock the owner out; a higher ceiling per account still stops a spread-out guesser
    // (decision record 019).
    signInAccountAddress: make('sign-in-account-address', throttle.signInPerAccount),
    signInAccount: make('sign-in-account', throttle.signInPerAccountTotal),
    signInAddress: make('sign-in-address', throttle.signInPerAddress),
    demoAddress: make('demo-address', throttle.demoPerAddress),
    communityPostAccount: make('community-post-account', throttle.communityPostsPerAccount),
    signUpAddress: make('sign-up-address', throttle.signUpPerAddress),
    signUpAccount: make('sign-up-account', throttle.signInPerAccount),
    passwordCheckAccount: make('password-check-account', throttle.signInPerAccount),
    sendCodeAccount: make('send-code-account', throttle.sendCodePerAccount),
    sendCodeAddress: make('send-code-address', throttle.sendCodePerAddress),
    // Authenticator app and recovery codes tried, at the two-factor step, setting up an app or
    // confirming it is you (record 096), per account and per client address.
    factorCodeAccount: make('factor-code-account', throttle.factorCodesPerAccount),
    factorCodeAddress: make('factor-code-address', throttle.factorCodesPerAddress),
    // Passkey ceremonies per client address: a sign-in's challenges are asked for by anyone.
    passkeyAddress: make('passkey-address', throttle.passkeyPerAddress),
    // 'Forgot password?': links asked for per client address and per address emailed, and
    // links used per client address (decision record 075).
    passwordResetAddress: make('password-reset-address', throttle.sendCodePerAddress),
    passwordResetEmail: make('password-reset-email', throttle.sendCodePerAccount),
    // The free checklist's form is public: a flood of made-up addresses is stopped per address.
    leadAddress: make('lead-address', throttle.leadsPerAddress),
    // Changes to tasks and subtasks, per account and minute (decision record 042).
    taskWritesAccount: make('task-writes-account', throttle.taskWritesPerMinute, 60),
    // Calendar feed fetches, per address and minute: calendar apps poll from shared addresses
    // (Google's fetchers), so the ceiling is high; it only stops a flood (decision record 047).
    calendarFeedAddress: make('calendar-feed-address', throttle.calendarFeedPerMinute, 60),
    // Views the client reports, per account and minute: each is an audit entry (record 039).
    viewsAccount: make('views-account', throttle.viewsPerMinute, 60),
    // 'Download my data', per account and minute: each archive reads every document the
    // member uploaded (decision record 085).
    exportAccount: make('export-account', ACCOUNT_EXPORTS_PER_MINUTE, 60),
  };
}

const tooManyAttempts = 'Too many attempts. Please wait a few minutes and try again.';
const messages: Partial<Record<keyof Limiters, string>> = {
  demoAddress:
    'Too many demos were started from your connection. Please wait a few minutes and try again.',
  communityPostAccount:
    'You are posting faster than we allow. Please wait a few minutes and try again.',
  leadAddress:
    'Too many checklist requests came from your connection. Please wait a few minutes and try again.',
  taskWritesAccount:
    'You are making changes faster than we allow. Please wait a minute and try again.',
  calendarFeedAddress:
    'Too many calendar requests came from your connection. Please wait a minute and try again.',
  viewsAccount:
    'Too many views were recorded for your account. Please wait a minute and try again.',
  exportAccount:
    'You have asked for your data several times in the last minute. Please wait a minute and try again.',
};

/** Attempt counters kept in the database, so every instance sees the same counts. */
export function createThrottle(db: Database, config: Pick<Config, 'throttle'>): Throttle {
  const limiters = createLimiters(db, config);
  return {
    async consume(limits) {
      for (const { limiter, key } of limits) {
        try {
          await limiters[limiter].consume(key.toLowerCase());
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw tooManyRequests(messages[limiter] ?? tooManyAttempts, retryAfterSeconds);
        }
      }
    },
    async reset(limiter, key) {
      await limiters[limiter].delete(key.toLowerCase());
    },
  };
}
