import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiClient } from './api-client';

// The live-updates tests' side of a stream: the app served on a real port (so compression,
// chunking and the socket are as in production) and a reader of its server-sent events.

export type ServedApp = { url: string; close(): Promise<void> };

/** Serves an app on a free port of 127.0.0.1 until `close()`. */
export async function serveApp(app: Pick<Hono, 'fetch'>): Promise<ServedApp> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The cookie header an ApiClient would send. */
export const cookieOf = (api: ApiClient) =>
  [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export type StreamEvent = { event: string; data: string; id?: string; receivedAt: number };

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;

/** Opens `url` as a browser's EventSource would, and reads its events as they arrive. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let raw = '';
  let wake = () => {};
  let closedAt: number | undefined;

  const parse = (block: string) => {
    const event: StreamEvent = { event: 'message', data: '', receivedAt: performance.now() };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || !line.includes(':')) continue;
      const [field = '', ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') event.id = value;
    }
    if (!data.length) return;
    event.data = data.join('\n');
    events.push(event);
  };

  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        pending += text;
        let end = pending.indexOf('\n\n');
        while (end >= 0) {
          parse(pending.slice(0, end));
          pending = pending.slice(end + 2);
          end = pending.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    closedAt = performance.now();
    wake();
  })();

  let read = 0;
  /** The next event not yet taken that matches, within `timeoutMs`; earlier ones are skipped. */
  const next = async (match: (event: StreamEvent) => boolean = () => true, timeoutMs = 2_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (read < events.length) {
        const event = events[read++] as StreamEvent;
        if (match(event)) return event;
      }
      if (closedAt !== undefined) throw new Error('the stream ended before the event came');
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    events,
    /** Everything received so far, as sent. */
    raw: () => raw,
    next,
    /** The named event, parsed. */
    nextOf: async (name: string, timeoutMs?: number) =>
      JSON.parse((await next((event) => event.event === name, timeoutMs)).data),
    /** Settles when the server ends the stream. */
    ended: (timeoutMs = 2_000) =>
      Promise.race([
        reading.then(() => closedAt as number),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the stream is still open')), timeoutMs).unref(),
        ),
      ]),
    isOpen: () => closedAt === undefined,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
