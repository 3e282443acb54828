import path from 'node:path';
import type { z } from 'zod';
import { localTimeZone } from '../shared/format';
import { envSchema } from './config-schema';

// The only reader of process.env. Every variable is validated at start; a bad value stops the
// server with one line that names the variable (see index.ts).

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** initdb, pg_ctl and postgres to run instead of the bundled ones (embedded database only). */
  postgresBinDir: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  publicUrl: string;
  shutdownTimeoutMs: number;
  bodyLimitBytes: number;
  mail: { smtpUrl: string | undefined; from: string };
  authSecret: string | undefined;
  /** Payments through Stripe (decision D11, record 083); undefined: not configured (D4). */
  payments: { webhookSecret: string; oneTimeUrl: string; monthlyUrl: string } | undefined;
  /** The documents' master keys, the first encrypting (record 082); undefined when not set. */
  documentKeys: { id: string; key: Buffer }[] | undefined;
  metricsToken: string | undefined;
  maxInFlight: number;
  reminders: { enabled: boolean; sweepSeconds: number };
  jobs: { scheduleCheckSeconds: number };
  backups: {
    /** 'HH:MM' in `timeZone` each day; undefined when BACKUP_TIME=off. */
    time: string | undefined;
    timeZone: string;
    keep: number;
    folder: string;
    overdueHours: number;
  };
  admin: { email: string; password: string } | undefined;
  demo: { email: string; password: string };
  session: { idleMs: number; pendingIdleMs: number; absoluteMs: number };
  otp: {
    validityMs: number;
    resendMs: number;
    maxAttempts: number;
    lockoutFailures: number;
    lockoutMs: number;
  };
  throttle: {
    windowSeconds: number;
    signInPerAccount: number;
    signInPerAccountTotal: number;
    signInPerAddress: number;
    demoPerAddress: number;
    communityPostsPerAccount: number;
    signUpPerAddress: number;
    sendCodePerAccount: number;
    sendCodePerAddress: number;
    factorCodesPerAccount: number;
    factorCodesPerAddress: number;
    leadsPerAddress: number;
    passkeyPerAddress: number;
    taskWritesPerMinute: number;
    calendarFeedPerMinute: number;
    viewsPerMinute: number;
    /** Invitations per plan, per inviting account and per invited address in any 24 hours. */
    invitationsPerDay: { plan: number; account: number; address: number };
  };
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Variables whose value a refusal names but never shows. */
const SECRET_VARIABLES = new Set([
  'AUTH_SECRET',
  'ADMIN_PASSWORD',
  'DEMO_PASSWORD',
  'METRICS_TOKEN',
  'SMTP_URL',
  'DOCUMENT_KEYS',
  'STRIPE_WEBHOOK_SECRET',
]);

export function loadConfig(env: Env = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A secret's value is never echoed: the line goes to the terminal and the service's log.
    const value = SECRET_VARIABLES.has(name) ? undefined : env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${value === undefined ? '' : ` (got "${value}")`}`,
    );
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.SMTP_URL) {
    // Without SMTP the codes would be written to the log, which must not happen in production.
    throw new ConfigError(
      'Invalid configuration: SMTP_URL must be set in production (sign-in codes are emailed)',
    );
  }
  const paymentSettings = [
    values.STRIPE_WEBHOOK_SECRET,
    values.CHECKOUT_ONE_TIME_URL,
    values.CHECKOUT_MONTHLY_URL,
  ];
  if (paymentSettings.some(Boolean) && !paymentSettings.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET, CHECKOUT_ONE_TIME_URL and CHECKOUT_MONTHLY_URL must be set together (payments)',
    );
  }
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  const adminEmail = values.ADMIN_EMAIL?.toLowerCase();
  if (
    adminEmail &&
    (adminEmail === values.DEMO_EMAIL.toLowerCase() || adminEmail.endsWith('.invalid'))
  ) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_EMAIL must not be the demo address (DEMO_EMAIL) or a reserved .invalid address',
    );
  }
  const ms = (secondsValue: number) => secondsValue * 1000;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    postgresBinDir: values.POSTGRES_BIN_DIR ? path.resolve(values.POSTGRES_BIN_DIR) : undefined,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    bodyLimitBytes: values.BODY_LIMIT_KB * 1024,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    authSecret: values.AUTH_SECRET,
    documentKeys: values.DOCUMENT_KEYS,
    payments:
      values.STRIPE_WEBHOOK_SECRET && values.CHECKOUT_ONE_TIME_URL && values.CHECKOUT_MONTHLY_URL
        ? {
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            oneTimeUrl: values.CHECKOUT_ONE_TIME_URL,
            monthlyUrl: values.CHECKOUT_MONTHLY_URL,
          }
        : undefined,
    metricsToken: values.METRICS_TOKEN,
    maxInFlight: values.API_MAX_IN_FLIGHT,
    reminders: { enabled: values.REMINDERS === 'on', sweepSeconds: values.REMINDER_SWEEP_SECONDS },
    jobs: { scheduleCheckSeconds: values.JOB_SCHEDULE_CHECK_SECONDS },
    backups: {
      time: values.BACKUP_TIME === 'off' ? undefined : values.BACKUP_TIME,
      // The machine's own zone unless one is named: a family's server keeps its family's hours.
      timeZone: values.BACKUP_TIME_ZONE ?? localTimeZone(),
      keep: values.BACKUP_KEEP,
      folder: path.resolve(values.BACKUP_DIR ?? path.join(values.DATA_DIR, 'backups')),
      overdueHours: values.BACKUP_OVERDUE_HOURS,
    },
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    demo: { email: values.DEMO_EMAIL, password: values.DEMO_PASSWORD },
    session: {
      idleMs: ms(values.SESSION_IDLE_TIMEOUT_SECONDS),
      pendingIdleMs: ms(values.SESSION_PENDING_IDLE_TIMEOUT_SECONDS),
      absoluteMs: ms(values.SESSION_ABSOLUTE_TIMEOUT_SECONDS),
    },
    otp: {
      validityMs: ms(values.OTP_VALIDITY_SECONDS),
      resendMs: ms(values.OTP_RESEND_SECONDS),
      maxAttempts: values.OTP_MAX_ATTEMPTS,
      lockoutFailures: values.OTP_LOCKOUT_FAILURES,
      lockoutMs: ms(values.OTP_LOCKOUT_SECONDS),
    },
    throttle: {
      windowSeconds: values.THROTTLE_WINDOW_SECONDS,
      signInPerAccount: values.THROTTLE_SIGN_IN_PER_ACCOUNT,
      signInPerAccountTotal: values.THROTTLE_SIGN_IN_PER_ACCOUNT_TOTAL,
      signInPerAddress: values.THROTTLE_SIGN_IN_PER_ADDRESS,
      demoPerAddress: values.THROTTLE_DEMO_PER_ADDRESS,
      communityPostsPerAccount: values.THROTTLE_COMMUNITY_POSTS_PER_ACCOUNT,
      signUpPerAddress: values.THROTTLE_SIGN_UP_PER_ADDRESS,
      sendCodePerAccount: values.THROTTLE_SEND_CODE_PER_ACCOUNT,
      sendCodePerAddress: values.THROTTLE_SEND_CODE_PER_ADDRESS,
      factorCodesPerAccount: values.THROTTLE_FACTOR_CODES_PER_ACCOUNT,
      factorCodesPerAddress: values.THROTTLE_FACTOR_CODES_PER_ADDRESS,
      leadsPerAddress: values.THROTTLE_LEADS_PER_ADDRESS,
      passkeyPerAddress: values.THROTTLE_PASSKEY_PER_ADDRESS,
      taskWritesPerMinute: values.THROTTLE_TASK_WRITES_PER_MINUTE,
      calendarFeedPerMinute: values.THROTTLE_CALENDAR_FEED_PER_MINUTE,
      viewsPerMinute: values.THROTTLE_VIEWS_PER_MINUTE,
      invitationsPerDay: {
        plan: values.THROTTLE_INVITATIONS_PER_PLAN_PER_DAY,
        account: values.THROTTLE_INVITATIONS_PER_ACCOUNT_PER_DAY,
        address: values.THROTTLE_INVITATIONS_PER_ADDRESS_PER_DAY,
      },
    },
  };
}
