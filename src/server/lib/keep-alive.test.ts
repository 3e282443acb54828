import http from 'node:http';
import type net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsAlive } from './keep-alive';

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

// Node announces the timeout it keeps to: a client that honours the header drops the connection
// before the server does. Node's own default (5 s) reads 'timeout=5'. The built server applies
// the same helper: e2e/server-lifecycle.spec.ts reads its header.
it('tells clients an idle connection is kept longer than a proxy keeps one (60 s)', async () => {
  server = http.createServer((_request, response) => response.end('ok'));
  keepConnectionsAlive(server);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  const response = await fetch(`http://127.0.0.1:${port}/`);
  expect(response.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
});
