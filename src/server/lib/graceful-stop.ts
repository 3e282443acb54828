import type { Server } from 'node:http';
import net from 'node:net';

/** Turns of the event loop in a row that must accept nothing before the port is closed. */
const QUIET_TURNS = 2;

/**
 * Stops a server without dropping accepted requests.
 *
 * http.Server#close() closes the listening socket at once, which resets connections still
 * waiting in the kernel's accept queue, and destroys every connection it considers idle, which
 * includes one whose request has arrived but is not parsed yet. Under a burst both lose
 * requests. So, in order: keep accepting for a short grace (the caller answers with
 * `Connection: close` meanwhile, and a load balancer stops sending); keep accepting until the
 * kernel's queue is empty; stop listening; let what is in flight finish; close connections that
 * stay idle. Settles when the last one has ended.
 */
export function drainServer(
  server: Server,
  options: { graceMs: number; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve) => {
    let sweeper: NodeJS.Timeout | undefined;
    const force = setTimeout(() => server.closeAllConnections(), options.timeoutMs);
    const stopListening = () => {
      net.Server.prototype.close.call(server, () => {
        clearInterval(sweeper);
        clearTimeout(force);
        resolve();
      });
      // Connections accepted just now have their request parsed within a few milliseconds.
      sweeper = setInterval(() => server.closeIdleConnections(), 100);
    };
    const grace = setTimeout(
      () => afterQueueEmpties(server, options.timeoutMs, stopListening),
      options.graceMs,
    );
    grace.unref();
  });
}

/**
 * Calls `then` once the kernel's accept queue is empty. Node accepts one connection per turn of
 * the event loop (libuv 1.46), between the requests it is serving: a burst of 60 takes 60 turns,
 * over half a second on a busy machine, and closing the port while some still wait resets them
 * (ECONNRESET, seen in the lifecycle journey). The poll phase accepts whenever one is waiting,
 * so a turn that accepted nothing, checked just after its poll phase, means the queue is empty.
 */
function afterQueueEmpties(server: Server, timeoutMs: number, then: () => void): void {
  let acceptedThisTurn = false;
  let quietTurns = 0;
  const accepted = () => {
    acceptedThisTurn = true;
  };
  const giveUp = Date.now() + timeoutMs;
  server.on('connection', accepted);
  const check = () => {
    quietTurns = acceptedThisTurn ? 0 : quietTurns + 1;
    acceptedThisTurn = false;
    if (quietTurns < QUIET_TURNS && Date.now() < giveUp) {
      setImmediate(check);
      return;
    }
    server.off('connection', accepted);
    then();
  };
  setImmediate(check);
}
