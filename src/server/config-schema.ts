import { z } from 'zod';
import {
  INACTIVITY_TIMEOUT_MS,
  MFA_PENDING_INACTIVITY_TIMEOUT_MS,
  OTP_LOCKOUT_FAILURES,
  OTP_LOCKOUT_MS,
  OTP_MAX_ATTEMPTS_PER_CODE,
  OTP_RESEND_COUNTDOWN_SECONDS,
  OTP_VALIDITY_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
} from '../shared/constants';
import { isTimeZone } from '../shared/format';
import {
  CARE_CIRCLE_LIMITS,
  DEFAULT_BODY_LIMIT_KB,
  DEFAULT_TASK_WRITES_PER_MINUTE,
  DEFAULT_VIEWS_PER_MINUTE,
} from '../shared/rules/limits';

// The environment variables the server reads, each with its rule and default; config.ts reads
// process.env through it and shapes the result.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .default(fallback);

const count = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);

/** `id:base64` entries, each key 32 bytes; undefined when one entry is not such a pair. */
function keyEntries(value: string): { id: string; key: Buffer }[] | undefined {
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id = '', encoded = ''] = entry.split(':');
      return { id, key: Buffer.from(encoded, 'base64') };
    });
  const valid = entries.every(
    ({ id, key }) => /^[A-Za-z0-9_-]{1,32}$/.test(id) && key.length === 32,
  );
  return valid && entries.length > 0 ? entries : undefined;
}

/** The list of master keys for documents (record 082). */
const documentKeys = z
  .string()
  .refine((value) => keyEntries(value) !== undefined, {
    error: 'must be id:key entries, each key 32 bytes in base64 (openssl rand -base64 32)',
  })
  .refine(
    (value) => {
      const ids = (keyEntries(value) ?? []).map((entry) => entry.id);
      return new Set(ids).size === ids.length;
    },
    { error: 'names one key id twice' },
  )
  .transform((value) => keyEntries(value) ?? []);

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL');

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  POSTGRES_BIN_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://example.org' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('PlanMyEldercare <no-reply@planmyeldercare.com>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The master keys that wrap each document's own key (decision record 082): `id:base64` entries
  // separated by commas, each 32 random bytes; the first encrypts, every one decrypts. Unset
  // with the app's own PostgreSQL, the app keeps a key of its own in DATA_DIR/document-keys.
  DOCUMENT_KEYS: documentKeys.optional(),
  // Payments (decision D11, record 083): Stripe's webhook signing secret and the two checkout
  // links (Payment Links), all three or none; without them D4 holds (Upgrade Now grants premium).
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, 'must be the webhook signing secret Stripe shows (whsec_...)')
    .optional(),
  CHECKOUT_ONE_TIME_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// address' })
    .optional(),
  CHECKOUT_MONTHLY_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// address' })
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  DEMO_EMAIL: z.email({ error: 'must be an email address' }).default('demo@planmyeldercare.com'),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('DemoCare#2025'),
  // Spec section 9's limits; operators may tune them and tests shorten them.
  SESSION_IDLE_TIMEOUT_SECONDS: seconds(INACTIVITY_TIMEOUT_MS / 1000),
  SESSION_PENDING_IDLE_TIMEOUT_SECONDS: seconds(MFA_PENDING_INACTIVITY_TIMEOUT_MS / 1000),
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: seconds(SESSION_ABSOLUTE_LIFETIME_MS / 1000),
  OTP_VALIDITY_SECONDS: seconds(OTP_VALIDITY_MS / 1000),
  OTP_RESEND_SECONDS: seconds(OTP_RESEND_COUNTDOWN_SECONDS),
  OTP_MAX_ATTEMPTS: count(OTP_MAX_ATTEMPTS_PER_CODE),
  OTP_LOCKOUT_FAILURES: count(OTP_LOCKOUT_FAILURES),
  OTP_LOCKOUT_SECONDS: seconds(OTP_LOCKOUT_MS / 1000),
  // Throttling: attempts allowed per window.
  THROTTLE_WINDOW_SECONDS: seconds(15 * 60),
  THROTTLE_SIGN_IN_PER_ACCOUNT: count(10),
  THROTTLE_SIGN_IN_PER_ACCOUNT_TOTAL: count(100),
  THROTTLE_DEMO_PER_ADDRESS: count(10),
  THROTTLE_COMMUNITY_POSTS_PER_ACCOUNT: count(20),
  // The largest JSON body the API reads; larger ones answer 413 unread.
  BODY_LIMIT_KB: count(DEFAULT_BODY_LIMIT_KB),
  THROTTLE_SIGN_IN_PER_ADDRESS: count(50),
  THROTTLE_SIGN_UP_PER_ADDRESS: count(20),
  THROTTLE_SEND_CODE_PER_ACCOUNT: count(10),
  THROTTLE_SEND_CODE_PER_ADDRESS: count(30),
  // Authenticator app and recovery codes tried (record 096): above the code lockout's run, so the
  // lockout says 'Too many attempts' first; these stop a guesser spread over accounts.
  THROTTLE_FACTOR_CODES_PER_ACCOUNT: count(30),
  THROTTLE_FACTOR_CODES_PER_ADDRESS: count(60),
  THROTTLE_LEADS_PER_ADDRESS: count(10),
  // Passkey sign-ins and re-proofs per client address (each a challenge asked and answered).
  THROTTLE_PASSKEY_PER_ADDRESS: count(60),
  // Counted per minute, not per window: a runaway script, not a busy caregiver (record 042).
  THROTTLE_TASK_WRITES_PER_MINUTE: count(DEFAULT_TASK_WRITES_PER_MINUTE),
  // Calendar feed fetches per client address and minute (decision record 047).
  THROTTLE_CALENDAR_FEED_PER_MINUTE: count(300),
  // Views the client reports (POST /api/audit/views) per account and minute (decision record 039).
  THROTTLE_VIEWS_PER_MINUTE: count(DEFAULT_VIEWS_PER_MINUTE),
  // Invitations created in any 24 hours, counted from their rows (decision record 045).
  THROTTLE_INVITATIONS_PER_PLAN_PER_DAY: count(CARE_CIRCLE_LIMITS.invitationsPerDay.plan),
  THROTTLE_INVITATIONS_PER_ACCOUNT_PER_DAY: count(CARE_CIRCLE_LIMITS.invitationsPerDay.account),
  THROTTLE_INVITATIONS_PER_ADDRESS_PER_DAY: count(CARE_CIRCLE_LIMITS.invitationsPerDay.address),
  // API requests in progress at once; more answer 503 at once (decision record 043).
  API_MAX_IN_FLIGHT: count(64),
  // The bearer token an operator's Prometheus sends to GET /api/metrics; unset, it answers 404.
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // The reminder queue's worker and schedule (decision record 047); off for benchmarks.
  REMINDERS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // How often each instance re-queues reminders whose send never finished (a crashed instance).
  REMINDER_SWEEP_SECONDS: seconds(60),
  // How often each instance looks at pg-boss's schedules (the reminder dispatch, the daily backup);
  // a scheduled job is sent when its time passed less than a minute ago, so at most 45.
  JOB_SCHEDULE_CHECK_SECONDS: seconds(30).refine((value) => value <= 45, 'must be at most 45'),
  // The daily backup (record 051): when (HH:MM in BACKUP_TIME_ZONE, or off), how many are kept,
  // where, and when the last good one counts as too old.
  BACKUP_TIME: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a time such as 03:00, or off')
    .default('03:00'),
  BACKUP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be a time zone such as Europe/London or UTC')
    .optional(),
  BACKUP_KEEP: count(7),
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  BACKUP_OVERDUE_HOURS: count(26),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must not be negative')
    .default(10_000),
});
