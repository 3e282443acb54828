import type { Server } from 'node:http';

/**
 * How long an idle connection stays open for its next request. Node's default is 5 s. A client
 * that reuses a connection just as the server closes it sees ECONNRESET on a request the server
 * never read (a journey met it after a step of about 5 s without requests). A proxy or load
 * balancer in front keeps idle connections for up to 60 s (AWS ALB, nginx's default is 75 s for
 * clients but 60 s upstream), so the server must hold them longer than that, not shorter: the
 * side that closes first must be the one that does not send.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Applies KEEP_ALIVE_MS; drainServer still closes idle connections when the server stops. */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
}
