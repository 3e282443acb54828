import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServer } from './graceful-stop';

// The stop the lifecycle journey runs on the built server (e2e/server-lifecycle.spec.ts), here
// on a bare server whose every answer keeps the processor busy, so the kernel's accept queue
// fills faster than Node empties it (one connection per turn of the event loop).

const BUSY_MS = 10;
let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** Sends one request on a connection of its own; answers its status line, or the error's code. */
function request(port: number): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe('drainServer', () => {
  it('answers every connection the kernel had queued when the grace ended', async () => {
    server = http.createServer((_request, response) => {
      const until = Date.now() + BUSY_MS;
      while (Date.now() < until) {
        // The work of rendering a page, on a busy machine.
      }
      // As the app's answers while it stops; the socket's close ends each request below.
      response.setHeader('Connection', 'close');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;

    // 40 answers take 400 ms or more; the grace is a tenth of that.
    const burst = Array.from({ length: 40 }, () => request(port));
    await Promise.race(burst);
    const drained = drainServer(server, { graceMs: 40, timeoutMs: 10_000 });
    const answers = await Promise.all(burst);
    await drained;

    expect(answers.filter((answer) => answer !== 'HTTP/1.1 200 OK')).toEqual([]);
    // And the port is closed: a new connection is refused.
    expect(await request(port)).toBe('ECONNREFUSED');
  });
});
