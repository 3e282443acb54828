import type { Server } from 'node:http';
import net from 'node:net';

/**
 * Stops a server without dropping accepted requests.
 *
 * http.Server#close() closes the listening socket at once, which resets connections still
 * waiting in the kernel's accept queue, and destroys every connection it considers idle, which
 * includes one whose request has arrived but is not parsed yet. Under a burst both lose
 * requests. So, in order: keep accepting for a short grace (the caller answers with
 * `Connection: close` meanwhile, and a load balancer stops sending); stop listening; let what
 * is in flight finish; close connections that stay idle. Settles when the last one has ended.
 */
export function drainServer(
  server: Server,
  options: { graceMs: number; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve) => {
    let sweeper: NodeJS.Timeout | undefined;
    const force = setTimeout(() => server.closeAllConnections(), options.timeoutMs);
    const stopListening = setTimeout(() => {
      // On the next turn of the event loop, after its poll phase has accepted every connection
      // waiting in the kernel's queue: a loop late on a busy machine can still have some there
      // when this timer fires, and closing at once resets them (the likely cause of the one
      // ECONNRESET seen in the lifecycle journey's burst, at a load average of 10).
      setImmediate(() => {
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweeper);
          clearTimeout(force);
          resolve();
        });
        // Connections accepted just now have their request parsed within a few milliseconds.
        sweeper = setInterval(() => server.closeIdleConnections(), 100);
      });
    }, options.graceMs);
    stopListening.unref();
  });
}
