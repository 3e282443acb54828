import { i18n as browserI18n } from '@lingui/core';
import type { ApiErrorBody } from '../../shared/schemas/auth';
import { PAGE_ID_HEADER } from '../../shared/schemas/plan-events';
import { PAGE_ID } from './page-id';
import { readsEnglish, ruleWordsFor } from './rule-words';

/** An answer from our API that was not a success, or a request that never got one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: ApiErrorBody['error'] & { reason?: string },
    /**
     * Whether `message` is in the page's language: the server answers in English, and a rule's
     * message is put into the reader's (refusalOf); any other stays English.
     */
    readonly inReaderLanguage = true,
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
  if (!response.ok) throw await refusalOf(response);
  return (await response.json().catch(() => undefined)) as T;
}

/**
 * An answer that was not a success, as an ApiError with the server's code and words: a rule's
 * message (the whole refusal's, or a field's) in the page's language (lib/rule-words.ts), as
 * the server answers in English; a message it does not know is marked as still English.
 */
async function refusalOf(response: Response): Promise<ApiError> {
  const data = await response.json().catch(() => undefined);
  const error = (data as ApiErrorBody | undefined)?.error;
  const localize = await ruleWordsFor(browserI18n);
  const fields = error?.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([name, message]) => [name, localize(message)]),
      )
    : undefined;
  const sent = error?.message ?? response.statusText;
  const said = localize(sent);
  return new ApiError(
    response.status,
    error?.code ?? 'http_error',
    said,
    error && { ...error, ...(fields && { fields }) },
    said !== sent || readsEnglish(browserI18n),
  );
}

/**
 * A file the API answers with (an export), and the name its Content-Disposition gives it; a
 * refusal, or a download cut off midway, is an ApiError as apiFetch's are.
 */
export async function apiFile(path: string): Promise<{ name: string | undefined; file: Blob }> {
  try {
    const response = await fetch(path, { credentials: 'same-origin' });
    if (!response.ok) throw await refusalOf(response);
    const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1];
    return { name, file: await response.blob() };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'network', 'Failed to fetch');
  }
}
