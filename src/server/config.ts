import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env. Every variable is validated at start; a bad value stops the
// server with one line that names the variable (see index.ts).

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL');

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://example.org' }).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must not be negative')
    .default(10_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  publicUrl: string;
  shutdownTimeoutMs: number;
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${value === undefined ? '' : ` (got "${value}")`}`,
    );
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
  };
}
