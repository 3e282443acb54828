import type { ApiErrorBody } from '../../shared/schemas/auth';
import { PAGE_ID_HEADER } from '../../shared/schemas/plan-events';
import { PAGE_ID } from './page-id';

/** An answer from our API that was not a success, or a request that never got one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: ApiErrorBody['error'] & { reason?: string },
  ) {
    super(message);
  }
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * JSON in (or a file's form: a `FormData` body goes as it is), JSON out, cookies included; any
 * failure becomes an ApiError.
 */
export async function apiFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // A change says which page asked for it: that page's live stream then skips its echo.
  const headers: Record<string, string> = method === 'GET' ? {} : { [PAGE_ID_HEADER]: PAGE_ID };
  // An upload's form is sent as is: the browser writes its multipart content type, boundary
  // included, which a header set here would lose.
  const { body } = options;
  const sentAsIs = body === undefined || body instanceof FormData;
  if (!sentAsIs) headers['content-type'] = 'application/json';
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: sentAsIs ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'Failed to fetch');
  }
  const data = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error,
    );
  }
  return data as T;
}
