import type { Hono } from 'hono';

/** Calls the real app like a browser would, keeping its cookies between requests. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  lastSetCookie: string[] = [];

  constructor(
    private readonly app: Pick<Hono, 'request'>,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.request(path, {
      method,
      headers: {
        // Browsers send Origin with every request that is not GET or HEAD.
        ...(method === 'GET' || method === 'HEAD' ? {} : { origin: 'http://localhost' }),
        ...this.headers,
        // A form (a file upload) sets its own multipart type, with its boundary.
        ...(body === undefined || body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const header of this.lastSetCookie) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    // A live stream (text/event-stream) never ends by itself: its status and headers are the
    // answer here, and the stream is closed (live-updates tests read streams themselves).
    const streaming = /^text\/event-stream/.test(response.headers.get('content-type') ?? '');
    if (streaming) await response.body?.cancel();
    // The bytes as sent (a file: an archive, a document), and as text decoded as fetch does.
    const bytes = streaming ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers.
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text, bytes };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);

  /** A copy holding the same cookies, to replay them later. */
  clone(): ApiClient {
    const copy = new ApiClient(this.app, this.headers);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}
