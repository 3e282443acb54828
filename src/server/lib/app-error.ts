import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type services throw; app.ts maps it to a JSON answer in one place. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Forbidden', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', message, { retryAfterSeconds });
/** A body over its limit, refused before it is read (the API's and the pages' form posts). */
export const payloadTooLarge = () =>
  new AppError(
    413,
    'payload_too_large',
    'That is more than we can take in one go. Please shorten it and try again.',
  );
