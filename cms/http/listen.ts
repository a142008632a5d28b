/** A Node HTTP server's start and end, as the service and its preview origin both need them. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on `port` of `host` (0: any free port); resolves with the port it got. */
export async function listen(server: http.Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return (server.address() as AddressInfo).port;
}

/** Stops listening and ends every open connection (a kept-alive one would hold it open). */
export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** `host` as it stands in an address: an IPv6 one in brackets. */
export const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);
