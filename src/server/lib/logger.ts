import pino, { type Logger } from 'pino';
import type { Config } from '../config';
import { serializeError } from './log-errors';

export type { Logger };

// Secrets must never reach the logs, even when a handler logs a whole object by mistake.
const redactPaths = [
  'password',
  '*.password',
  'code',
  '*.code',
  'token',
  '*.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'planmyeldercare' },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
