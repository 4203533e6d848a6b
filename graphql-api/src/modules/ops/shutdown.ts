import type { Server } from 'node:http';

/**
 * Stops `server` taking connections and waits for the requests in flight, at most `timeoutMs`;
 * then cuts what is left. Idle keep-alive connections are closed at once and again as requests
 * finish (answers sent while draining say `Connection: close`), so an idle client cannot hold the
 * drain open. Resolves with whether any connection had to be cut.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<{ forced: boolean }> {
  return new Promise((resolve) => {
    let forced = false;
    const sweeper = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve({ forced });
    });
    server.closeIdleConnections();
  });
}
